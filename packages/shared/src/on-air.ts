import { z } from 'zod';
import { CHANNELS } from './channels';
import { personRefSchema } from './person-ref';
import { DISPLAY_MESSAGE_MAX, ON_AIR_STRINGS } from './on-air-strings';

export { ON_AIR_STRINGS } from './on-air-strings';

/**
 * On air: the ON AIR switch (on_air_status) with its log, what is on air (broadcast_state), and
 * the short messages a producer pushes to the studio displays (display_messages). The switch and
 * the broadcast state travel on CHANNELS.onAir (at most 2 events a second, spec section 9); the
 * display messages on CHANNELS.studio, next to the studio's copy of the chat.
 */

export const ON_AIR_LIMITS = {
  /** The channel's budget; the server refuses a switch beyond it with 429. */
  eventsPerSecond: CHANNELS.onAir.eventsPerSecond,
  logShown: 30,
  displayMessageMax: DISPLAY_MESSAGE_MAX,
  displayMessagesShown: 20,
} as const;

export const ON_AIR_EVENTS = {
  /** The switch changed; carries the new status, the broadcast state and the log entry. */
  switched: 'onair.status.switched',
  /** The studio set what is on air (show and element). */
  stateChanged: 'onair.state.changed',
} as const;

export const DISPLAY_MESSAGE_EVENTS = {
  pushed: 'studio.display-message.pushed',
  cleared: 'studio.display-message.cleared',
} as const;


// ─── Request schemas ─────────────────────────────────────────────────────────

export const onAirSwitchSchema = z.object({ is_live: z.boolean({ message: 'is_live må være true eller false' }) }).strict();
export type OnAirSwitchInput = z.infer<typeof onAirSwitchSchema>;

const idSchema = z.string().uuid('Ugyldig id');

/**
 * PUT /api/on-air/state: what is on air. A field left out is taken from the plan at this moment
 * (the show running now, the clock element marked last or planned now); null clears it.
 */
export const broadcastStateInputSchema = z
  .object({ show_id: idSchema.nullable().optional(), element_id: idSchema.nullable().optional() })
  .strict();
export type BroadcastStateInput = z.infer<typeof broadcastStateInputSchema>;

export const displayMessageInputSchema = z
  .object({
    text: z
      .string({ message: ON_AIR_STRINGS.textRequired })
      .trim()
      .min(1, ON_AIR_STRINGS.textRequired)
      .max(ON_AIR_LIMITS.displayMessageMax, ON_AIR_STRINGS.textTooLong),
  })
  .strict();
export type DisplayMessageInput = z.input<typeof displayMessageInputSchema>;

export const displayMessageIdParamsSchema = z.object({ id: idSchema }).strict();
export const onAirEmptyInputSchema = z.object({}).strict();

// ─── Response shapes ─────────────────────────────────────────────────────────

export const onAirStatusSchema = z.object({
  is_live: z.boolean(),
  changed_by: personRefSchema.nullable(),
  changed_at: z.string().nullable(),
});
export type OnAirStatus = z.infer<typeof onAirStatusSchema>;

export const broadcastStateShowSchema = z.object({
  id: z.string(),
  title: z.string(),
  scheduled_start: z.string(),
  scheduled_end: z.string(),
});
export type BroadcastStateShow = z.infer<typeof broadcastStateShowSchema>;

export const broadcastStateSchema = z.object({
  show: broadcastStateShowSchema.nullable(),
  element_id: z.string().nullable(),
  element_title: z.string().nullable(),
  updated_by: personRefSchema.nullable(),
  updated_at: z.string().nullable(),
});
export type BroadcastState = z.infer<typeof broadcastStateSchema>;

export const onAirLogEntrySchema = z.object({
  id: z.string(),
  is_live: z.boolean(),
  changed_by: personRefSchema.nullable(),
  changed_at: z.string(),
  show_id: z.string().nullable(),
  show_title: z.string().nullable(),
});
export type OnAirLogEntry = z.infer<typeof onAirLogEntrySchema>;

export interface OnAirResponse {
  status: OnAirStatus;
  state: BroadcastState;
  log: OnAirLogEntry[];
}

export const onAirSwitchedPayloadSchema = z.object({ status: onAirStatusSchema, state: broadcastStateSchema, entry: onAirLogEntrySchema });
export type OnAirSwitchedPayload = z.infer<typeof onAirSwitchedPayloadSchema>;

export const broadcastStateChangedPayloadSchema = z.object({ state: broadcastStateSchema });
export type BroadcastStateChangedPayload = z.infer<typeof broadcastStateChangedPayloadSchema>;

export const displayMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  sender: personRefSchema.nullable(),
  created_at: z.string(),
  cleared_at: z.string().nullable(),
  /** A listener's message pushed from the queue ("Fra lytter"): its queue row and the listener's name. */
  listener: z.object({ message_id: z.string(), name: z.string() }).nullable(),
});
export type DisplayMessage = z.infer<typeof displayMessageSchema>;

export interface DisplayMessagesResponse {
  messages: DisplayMessage[];
}

export interface DisplayMessageResponse {
  message: DisplayMessage;
}

export const displayMessagePushedPayloadSchema = z.object({ message: displayMessageSchema });
export type DisplayMessagePushedPayload = z.infer<typeof displayMessagePushedPayloadSchema>;

export const displayMessageClearedPayloadSchema = z.object({ id: z.string(), cleared_by: personRefSchema.nullable() });
export type DisplayMessageClearedPayload = z.infer<typeof displayMessageClearedPayloadSchema>;
