import { z } from 'zod';
import { NOTIFICATION_LIMITS as L, NOTIFICATION_STRINGS as S } from './notifications-strings';

export * from './notifications-strings';

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

// ─── Realtime ────────────────────────────────────────────────────────────────

/**
 * On CHANNELS.notifications (durable), each for the one person (audience): every device of theirs
 * gets the new notification and every read mark, with the unread count after it.
 */
export const NOTIFICATION_EVENTS = {
  created: 'notification.created',
  readChanged: 'notification.read_changed',
  allRead: 'notification.all_read',
} as const;

// ─── Shapes ──────────────────────────────────────────────────────────────────

const idSchema = z.uuid({ error: 'Ugyldig id' });
const instantSchema = z.string().datetime({ offset: true, message: 'Ugyldig tidspunkt' });

/** A path inside the app ("/chat?message=…"), never another site: a notification only leads to its source. */
export const notificationLinkSchema = z
  .string()
  .trim()
  .max(L.linkMax, S.linkInvalid)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), S.linkInvalid);

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  link: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const unreadSchema = z.number().int().min(0);

export const notificationCreatedEventSchema = z.object({ notification: notificationSchema, unread: unreadSchema });
export const notificationReadChangedEventSchema = z.object({
  ids: z.array(idSchema),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  unread: unreadSchema,
});
export const notificationAllReadEventSchema = z.object({
  /** The filter the marking was under (null: every kind), and the newest notification it covered. */
  kind: notificationKindSchema.nullable(),
  up_to: z.string(),
  read_at: z.string(),
  count: z.number().int().min(0),
  unread: unreadSchema,
});
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;
export type NotificationReadChangedEvent = z.infer<typeof notificationReadChangedEventSchema>;
export type NotificationAllReadEvent = z.infer<typeof notificationAllReadEventSchema>;

// ─── Requests and answers ────────────────────────────────────────────────────

/** A moment the database takes as it is: a real instant within years 2000–9999, written canonically. */
const isSaneInstant = (value: string): boolean => {
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(10000, 0, 1);
};

/** Page position: the last row's created_at and id, so rows that arrive meanwhile never shift a page. */
const cursorSchema = z
  .string()
  .max(100, S.cursorInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, S.cursorInvalid)
  .refine((v) => isSaneInstant(v.slice(0, v.lastIndexOf('_'))), S.cursorInvalid)
  .transform((v) => `${new Date(v.slice(0, v.lastIndexOf('_'))).toISOString()}_${v.slice(v.lastIndexOf('_') + 1)}`);

const flagSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const notificationListQuerySchema = z.strictObject({
  unread: flagSchema.optional(),
  kind: notificationKindSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(L.pageMax).default(L.pageDefault),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  unread: unreadSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: idSchema });

export const notificationReadInputSchema = z.strictObject({ is_read: z.boolean({ error: 'Oppgi om varselet er lest.' }) });
export type NotificationReadInput = z.input<typeof notificationReadInputSchema>;

export const notificationReadAnswerSchema = z.object({ notification: notificationSchema, unread: unreadSchema });
export type NotificationReadAnswer = z.infer<typeof notificationReadAnswerSchema>;

/**
 * "Merk alle som lest" under the filter on screen: only that kind, and only up to the newest row the
 * person saw (`up_to`), so a notification that arrives meanwhile stays unread.
 */
export const notificationReadAllInputSchema = z.strictObject({
  kind: notificationKindSchema.nullish().transform((v) => v ?? null),
  up_to: instantSchema.refine(isSaneInstant, 'Ugyldig tidspunkt').nullish().transform((v) => (v ? new Date(v).toISOString() : null)),
});
export type NotificationReadAllInput = z.input<typeof notificationReadAllInputSchema>;

export const notificationReadAllAnswerSchema = z.object({ count: z.number().int().min(0), unread: unreadSchema });
export type NotificationReadAllAnswer = z.infer<typeof notificationReadAllAnswerSchema>;

export const unreadCountSchema = z.object({ unread: unreadSchema });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** "Send til kollega" on a listener message: who gets it and an optional word with it. */
export const forwardListenerMessageInputSchema = z.strictObject({
  user_id: z
    .string({ error: S.colleagueRequired })
    .trim()
    .min(1, S.colleagueRequired)
    .max(100, S.colleagueNotFound)
    .refine((v) => !v.includes('\u0000'), S.colleagueNotFound),
  note: z
    .string()
    .trim()
    .max(200, S.noteTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type ForwardListenerMessageInput = z.input<typeof forwardListenerMessageInputSchema>;

/** PostgreSQL text cannot hold NUL; a notice quotes what people wrote, so it is dropped rather than refused. */
const withoutNul = (v: string) => v.replaceAll('\u0000', '');
const cut = (v: string, max: number) => (v.length > max ? `${v.slice(0, max - 1)}…` : v);

/** What a feature hands to notify(): the server checks it with this before storing. */
export const notifyInputSchema = z.object({
  userId: z.string().min(1),
  kind: notificationKindSchema,
  title: z
    .string()
    .transform(withoutNul)
    .pipe(z.string().trim().min(1, S.titleRequired))
    .transform((v) => cut(v, L.titleMax)),
  body: z
    .string()
    .nullish()
    .transform((v) => (v ? withoutNul(v).trim() : ''))
    .transform((v) => (v ? cut(v, L.bodyMax) : null)),
  link: notificationLinkSchema,
  dedupeKey: z.string().min(1).max(L.dedupeKeyMax).nullish(),
});
export type NotifyInput = z.input<typeof notifyInputSchema>;
