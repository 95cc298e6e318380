import { z } from 'zod';
import { personRefSchema } from './person-ref';

/**
 * Akutt: broadcast messages that reach every signed-in, approved user in real time
 * (spec sections 2, 3, 4, 5, 7, 8 and 9). Both sides import the schemas, limits and strings
 * from here, so the dialog, the server and the tests agree word for word.
 */

export const BROADCAST_PRIORITIES = ['normal', 'urgent', 'critical'] as const;
export const broadcastPrioritySchema = z.enum(BROADCAST_PRIORITIES, { error: 'Ugyldig prioritet' });
export type BroadcastPriority = z.infer<typeof broadcastPrioritySchema>;

/** Priorities that take over the global banner until acknowledged with 'Forstått'. */
export const BANNER_PRIORITIES: readonly BroadcastPriority[] = ['urgent', 'critical'];

/** Spec section 9. */
export const BROADCAST_MESSAGE_MAX = 500;
export const BROADCAST_LIST_LIMIT = 50;
export const BROADCAST_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const EMERGENCY_PRIORITY: BroadcastPriority = 'urgent';
export const URGENT_TOAST_MS = 5000;
export const NEW_BROADCAST_HIGHLIGHT_MS = 5000;

/** Non-critical messages expire 24 h after creation; critical ones never (expires_at null). */
export function broadcastExpiresAt(priority: BroadcastPriority, createdAt: Date): Date | null {
  return priority === 'critical' ? null : new Date(createdAt.getTime() + BROADCAST_EXPIRY_MS);
}

/** Active and not past its expiry at `now`: what the list and the banner show. */
export function isBroadcastLive(message: Pick<BroadcastMessage, 'is_active' | 'expires_at'>, now: number = Date.now()): boolean {
  return message.is_active && (message.expires_at === null || Date.parse(message.expires_at) > now);
}

/** The counter under the text box: 'n/500 tegn'. */
export function broadcastCounter(length: number): string {
  return `${length}/${BROADCAST_MESSAGE_MAX} tegn`;
}

export const BROADCAST_STRINGS = {
  dialog: {
    title: 'Send akuttmelding',
    description: 'Meldingen vises straks øverst på alle sider for alle innloggede brukere, til hver enkelt har trykket «Forstått».',
    label: 'Meldingstekst',
    placeholder: 'Hva må alle vite akkurat nå?',
    cancel: 'Avbryt',
    send: 'Send akuttmelding',
    sending: 'Sender...',
    tipWindows: 'Tips: Trykk Ctrl+Enter for å sende raskt',
    tipMac: 'Tips: Trykk Cmd+Enter for å sende raskt',
  },
  toast: {
    noMessage: { title: 'Ingen melding', description: 'Skriv inn en melding før du sender' },
    sendFailed: {
      title: 'Feil ved sending',
      // Our error messages end with a full stop already; the template adds its own.
      description: (message: string) => `Kunne ikke sende akuttmeldingen: ${message.replace(/[.!]+$/, '')}. Prøv igjen.`,
    },
    sent: { title: '🚨 Akuttmelding sendt!', description: 'Meldingen vises nå på alle sider for alle brukere i sanntid' },
    listSent: { title: 'Melding sendt', description: 'Broadcast-meldingen er sendt til alle brukere' },
    listSendFailed: { title: 'Kunne ikke sende melding', unknown: 'Ukjent feil' },
    removed: 'Melding fjernet',
    removeFailed: 'Kunne ikke fjerne melding',
    urgent: '⚠️ Urgent melding',
    critical: '🚨 Kritisk melding',
  },
  notAuthenticated: 'User not authenticated',
  acknowledge: 'Forstått',
  dismissForbidden: 'Du har ikke tillatelse til å fjerne denne meldingen',
  notFound: 'Meldingen finnes ikke lenger.',
  rateLimited: 'Du har sendt mange meldinger på kort tid. Vent litt og prøv igjen.',
  tooLong: `Meldingen kan ha høyst ${BROADCAST_MESSAGE_MAX} tegn`,
  priorityLabels: { normal: 'Normal', urgent: 'Haster', critical: 'Kritisk' } satisfies Record<BroadcastPriority, string>,
} as const;

/** Event types on CHANNELS.broadcast. */
export const BROADCAST_EVENTS = {
  created: 'broadcast.message.created',
  acknowledged: 'broadcast.message.acknowledged',
  dismissed: 'broadcast.message.dismissed',
  expired: 'broadcast.message.expired',
} as const;

/** The spec's broadcast_messages row as the API serves it, plus the people it names. */
export const broadcastMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  message: z.string(),
  priority: broadcastPrioritySchema,
  is_active: z.boolean(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  acknowledged_by: z.array(z.string()),
  /** Null when the sender's account was deleted. */
  sender: personRefSchema.nullable(),
  /** acknowledged_by resolved to names and colours, in the order people acknowledged. */
  acknowledgers: z.array(personRefSchema),
});
export type BroadcastMessage = z.infer<typeof broadcastMessageSchema>;

/** POST /api/broadcast-messages: the message is trimmed before its length is checked. */
export const createBroadcastSchema = z.strictObject({
  message: z
    .string({ error: BROADCAST_STRINGS.toast.noMessage.description })
    .trim()
    .min(1, BROADCAST_STRINGS.toast.noMessage.description)
    .max(BROADCAST_MESSAGE_MAX, BROADCAST_STRINGS.tooLong),
  priority: broadcastPrioritySchema,
});
export type CreateBroadcastInput = z.infer<typeof createBroadcastSchema>;

export const broadcastIdParamsSchema = z.strictObject({ id: z.uuid() });

/** GET /api/broadcast-messages takes no query; POST .../acknowledge no body (an empty object is fine). */
export const emptyBroadcastInputSchema = z.strictObject({});

/** POST /api/rpc/dismiss_broadcast_message (spec section 7); the answer is a JSON boolean. */
export const dismissBroadcastSchema = z.strictObject({ message_id: z.uuid() });
export type DismissBroadcastInput = z.infer<typeof dismissBroadcastSchema>;

export interface BroadcastListResponse {
  messages: BroadcastMessage[];
  /** The broadcast channel's sequence number the list already reflects (events up to it are included). */
  seq: number;
}
export interface BroadcastMessageResponse {
  message: BroadcastMessage;
}

/** Payloads of the channel events. */
export const broadcastCreatedPayloadSchema = z.object({ message: broadcastMessageSchema });
export type BroadcastCreatedPayload = z.infer<typeof broadcastCreatedPayloadSchema>;
export const broadcastAcknowledgedPayloadSchema = z.object({
  message_id: z.string(),
  /** Small on purpose: with many staff a full message per acknowledgement would grow quadratically. */
  user: personRefSchema,
});
export type BroadcastAcknowledgedPayload = z.infer<typeof broadcastAcknowledgedPayloadSchema>;
export const broadcastDismissedPayloadSchema = z.object({ message_id: z.string(), dismissed_by: z.string() });
export type BroadcastDismissedPayload = z.infer<typeof broadcastDismissedPayloadSchema>;
export const broadcastExpiredPayloadSchema = z.object({ message_id: z.string() });
export type BroadcastExpiredPayload = z.infer<typeof broadcastExpiredPayloadSchema>;
