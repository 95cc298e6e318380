/**
 * Which conversation this tab shows right now, while the page is visible. Messages arriving there
 * are read as they come, so they neither count as unread nor raise a notification.
 */
let active: string | null = null;

export function setActiveConversation(key: string | null) {
  active = key;
}

export function isConversationOnScreen(key: string): boolean {
  return active === key && typeof document !== 'undefined' && document.visibilityState === 'visible';
}
