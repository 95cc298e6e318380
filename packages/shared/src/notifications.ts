import { z } from 'zod';

/**
 * What a colleague is notified of (PRODUCT.md "/notifications"). The list is the contract between the
 * features that notify (chat, accounts, automation, listeners, achievements) and the people's choices
 * (user_settings): a new kind is a line here and its label.
 */
export const NOTIFICATION_KINDS = ['mention', 'approval', 'reminder', 'listener_message', 'achievement', 'show_starting'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Norwegian names of the kinds: filters, settings and the screen reader's announcement. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Nevnt i chatten',
  approval: 'Godkjenning',
  reminder: 'Påminnelse',
  listener_message: 'Lyttermelding til deg',
  achievement: 'Utmerkelse',
  show_starting: 'Sendingen din starter snart',
};
