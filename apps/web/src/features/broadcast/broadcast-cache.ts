import {
  BANNER_PRIORITIES,
  BROADCAST_EVENTS,
  BROADCAST_LIST_LIMIT,
  isBroadcastLive,
  type BroadcastListResponse,
  type BroadcastMessage,
  type PersonRef,
  type TypedChannelEvent,
} from '@studioportal/shared';

/** An event of the broadcast channel, its payload checked against the shared contract. */
export type BroadcastEvent = TypedChannelEvent<'broadcast'>;

/**
 * Pure functions that keep the cached list in step with the broadcast channel. Every event is
 * idempotent here (adding what is there or removing what is gone changes nothing), so an event
 * that arrives twice — live and again in a replay or a refetch — does no harm.
 */

export function applyBroadcastEvent(list: BroadcastListResponse, event: BroadcastEvent): BroadcastListResponse {
  const seq = Math.max(list.seq, event.seq ?? 0);
  switch (event.type) {
    case BROADCAST_EVENTS.created: {
      const { message } = event.payload;
      if (list.messages.some((m) => m.id === message.id)) return { ...list, seq };
      const messages = [message, ...list.messages].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, BROADCAST_LIST_LIMIT);
      return { messages, seq };
    }
    case BROADCAST_EVENTS.acknowledged: {
      const { message_id, user } = event.payload;
      return { messages: list.messages.map((m) => (m.id === message_id ? withAcknowledgement(m, user) : m)), seq };
    }
    case BROADCAST_EVENTS.dismissed:
    case BROADCAST_EVENTS.expired: {
      const { message_id } = event.payload;
      return { messages: list.messages.filter((m) => m.id !== message_id), seq };
    }
    default:
      return list;
  }
}

export function withAcknowledgement(message: BroadcastMessage, user: PersonRef): BroadcastMessage {
  if (message.acknowledged_by.includes(user.id)) return message;
  return { ...message, acknowledged_by: [...message.acknowledged_by, user.id], acknowledgers: [...message.acknowledgers, user] };
}

export function withoutMessage(list: BroadcastListResponse, id: string): BroadcastListResponse {
  return { ...list, messages: list.messages.filter((m) => m.id !== id) };
}

/** What the list shows at `now`: active and not past its expiry (the client half of expiry). */
export function liveMessages(messages: readonly BroadcastMessage[], now: number): BroadcastMessage[] {
  return messages.filter((m) => isBroadcastLive(m, now));
}

/** Spec: only the first unacknowledged urgent or critical message goes in the banner. */
export function bannerQueue(messages: readonly BroadcastMessage[], userId: string | null, now: number): BroadcastMessage[] {
  if (!userId) return [];
  return liveMessages(messages, now).filter((m) => BANNER_PRIORITIES.includes(m.priority) && !m.acknowledged_by.includes(userId));
}

/** When the next shown message expires (ms since epoch), so a timer can take it down on time. */
export function nextExpiry(messages: readonly BroadcastMessage[], now: number): number | null {
  let next: number | null = null;
  for (const m of messages) {
    if (!m.expires_at) continue;
    const at = Date.parse(m.expires_at);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * Events seen recently, kept so a list fetched while they were in flight can be brought up to
 * date: the server says which seq its list reflects, and newer events are applied on top.
 */
const RECENT_LIMIT = 200;
const recent: BroadcastEvent[] = [];

export function rememberEvent(event: BroadcastEvent): void {
  if (typeof event.seq !== 'number') return;
  recent.push(event);
  if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT);
}

export function catchUp(list: BroadcastListResponse): BroadcastListResponse {
  return recent.filter((e) => (e.seq ?? 0) > list.seq).reduce(applyBroadcastEvent, list);
}

/** For tests: forget remembered events. */
export function forgetEvents(): void {
  recent.length = 0;
}
