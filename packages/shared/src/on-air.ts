import { z } from 'zod';
import { CHANNELS } from './channels';
import type { ClockPerson } from './clocks';
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

export interface OnAirStatus {
  is_live: boolean;
  changed_by: ClockPerson | null;
  changed_at: string | null;
}

export interface BroadcastStateShow {
  id: string;
  title: string;
  scheduled_start: string;
  scheduled_end: string;
}

export interface BroadcastState {
  show: BroadcastStateShow | null;
  element_id: string | null;
  element_title: string | null;
  updated_by: ClockPerson | null;
  updated_at: string | null;
}

export interface OnAirLogEntry {
  id: string;
  is_live: boolean;
  changed_by: ClockPerson | null;
  changed_at: string;
  show_id: string | null;
  show_title: string | null;
}

export interface OnAirResponse {
  status: OnAirStatus;
  state: BroadcastState;
  log: OnAirLogEntry[];
}

export interface OnAirSwitchedPayload {
  status: OnAirStatus;
  state: BroadcastState;
  entry: OnAirLogEntry;
}

export interface BroadcastStateChangedPayload {
  state: BroadcastState;
}

export interface DisplayMessage {
  id: string;
  text: string;
  sender: ClockPerson | null;
  created_at: string;
  cleared_at: string | null;
}

export interface DisplayMessagesResponse {
  messages: DisplayMessage[];
}

export interface DisplayMessageResponse {
  message: DisplayMessage;
}

export interface DisplayMessagePushedPayload {
  message: DisplayMessage;
}

export interface DisplayMessageClearedPayload {
  id: string;
  cleared_by: ClockPerson | null;
}
