/** Mac keyboards send with Cmd, everyone else with Ctrl (spec: the dialog's tip names the right one). */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const uaData = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  const platform = uaData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Ctrl+Enter or Cmd+Enter. Both work everywhere: a Mac user who presses Ctrl meant the same thing. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
