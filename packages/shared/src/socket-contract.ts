import { z } from 'zod';
import { type Ack, type ChannelEvent, SOCKET_EVENTS, type SubscribeAck, subscribeRequestSchema, unsubscribeRequestSchema } from './channels';
import { CHAT_SOCKET_EVENTS, chatTypingSchema } from './chat';
import { CLOCK_SOCKET_EVENTS, clockEditingMessageSchema, type ClockEditorsPayload } from './clocks';
import type { Profile } from './profile';

/**
 * Every message a client may send over the socket, with the zod schema of its body. The server's
 * handler registry accepts only these names and checks each body against its schema; the web
 * client's socket is typed from the same map. A feature adds its client messages here.
 */
export const CLIENT_EVENTS = {
  [SOCKET_EVENTS.subscribe]: subscribeRequestSchema,
  [SOCKET_EVENTS.unsubscribe]: unsubscribeRequestSchema,
  [SOCKET_EVENTS.presenceTrack]: z.object({}).strict(),
  [CHAT_SOCKET_EVENTS.typing]: chatTypingSchema,
  [CLOCK_SOCKET_EVENTS.editing]: clockEditingMessageSchema,
} as const satisfies Record<string, z.ZodType>;

export type ClientEventName = keyof typeof CLIENT_EVENTS;
export type ClientEventBody<E extends ClientEventName> = z.output<(typeof CLIENT_EVENTS)[E]>;

/** What a client message's ack carries besides ok, where it carries anything. */
interface ClientEventAnswers {
  [SOCKET_EVENTS.subscribe]: SubscribeAck;
  [CLOCK_SOCKET_EVENTS.editing]: Ack<ClockEditorsPayload>;
}

/** The answer a client message gets through its ack. */
export type ClientEventAnswer<E extends ClientEventName> = E extends keyof ClientEventAnswers ? ClientEventAnswers[E] : Ack;

/** The body a client sends for a message (before its schema's defaults apply). */
export type ClientEventBodyIn<E extends ClientEventName> = z.input<(typeof CLIENT_EVENTS)[E]>;

/** Socket.IO's typing of what clients send (the server's `socket.on`, the client's `emit`). */
export type ClientToServerEvents = {
  [E in ClientEventName]: (body: ClientEventBodyIn<E>, ack: (answer: ClientEventAnswer<E>) => void) => void;
};

/** Socket.IO's typing of what the server sends: channel events on the main namespace, the account stream on /account. */
export interface ServerToClientEvents {
  [SOCKET_EVENTS.event]: (event: ChannelEvent) => void;
  [SOCKET_EVENTS.profileUpdated]: (profile: Profile) => void;
  [SOCKET_EVENTS.sessionEnded]: (payload: Record<string, never>) => void;
}
