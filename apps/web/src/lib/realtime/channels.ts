import { SOCKET_EVENTS, type ChannelEvent, type SubscribeAck } from '@studioportal/shared';
import { logger } from '../logger';
import { recordChannelEvent, recordChannelStatus } from './channel-health';
import { getSocket } from './client';

/**
 * Channel subscriptions on the main namespace, shared by every component that listens to the same
 * channel (one server subscription, many listeners).
 *
 * Durable channels number their events (`seq`). We remember the highest seq seen per channel and,
 * after a reconnect, subscribe again with `since` so the server replays what we missed — by
 * cursor, never by time. Replays and live events can overlap, so events are de-duplicated by seq,
 * and live events that arrive while a (re)subscribe is in flight are held back until the replay
 * has been delivered, keeping the order.
 */

export type ChannelStatus = 'idle' | 'subscribing' | 'subscribed' | 'error';

export interface ChannelListener {
  onEvent: (event: ChannelEvent) => void;
  /** After every successful (re)subscribe, e.g. to (re)announce presence. */
  onSubscribed?: (ack: Extract<SubscribeAck, { ok: true }>) => void;
  /** The server could not replay everything we missed: refetch the full state over HTTP. */
  onResync?: () => void;
}

interface ChannelEntry {
  readonly name: string;
  readonly listeners: Set<ChannelListener>;
  status: ChannelStatus;
  /** Highest seq delivered; sent as `since` when resubscribing. */
  lastSeq: number | undefined;
  /** Recently delivered seqs, for de-duplication (bounded). */
  readonly seen: Set<number>;
  /** Live events received while the subscribe ack is pending. */
  held: ChannelEvent[];
  /** Bumped per subscribe attempt, so a late ack of an outdated attempt is ignored. */
  attempt: number;
  retries: number;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
}

const SUBSCRIBE_TIMEOUT_MS = 5000;
const SUBSCRIBE_RETRIES = 3;
const SEEN_LIMIT = 2000;

const entries = new Map<string, ChannelEntry>();
const statusListeners = new Set<() => void>();
let wired = false;

function setStatus(entry: ChannelEntry, status: ChannelStatus): void {
  if (entry.status === status) return;
  entry.status = status;
  recordChannelStatus(entry.name, status);
  for (const listener of statusListeners) listener();
}

function wire(): void {
  if (wired) return;
  wired = true;
  const socket = getSocket('main');
  socket.on('connect', () => entries.forEach((entry) => sendSubscribe(entry)));
  socket.on('disconnect', () =>
    entries.forEach((entry) => {
      entry.attempt += 1;
      clearRetry(entry);
      setStatus(entry, 'idle');
    }),
  );
  socket.on(SOCKET_EVENTS.event, (event: unknown) => {
    if (!isChannelEvent(event)) return;
    const entry = entries.get(event.channel);
    if (!entry) return;
    if (entry.status === 'subscribing') entry.held.push(event);
    else deliver(entry, event);
  });
}

function isChannelEvent(value: unknown): value is ChannelEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.channel === 'string' && typeof v.type === 'string' && (v.seq === undefined || typeof v.seq === 'number');
}

function deliver(entry: ChannelEntry, event: ChannelEvent): void {
  if (typeof event.seq === 'number') {
    if (entry.seen.has(event.seq)) return;
    entry.seen.add(event.seq);
    if (entry.seen.size > SEEN_LIMIT) {
      const oldest = entry.seen.values().next().value;
      if (oldest !== undefined) entry.seen.delete(oldest);
    }
    entry.lastSeq = Math.max(entry.lastSeq ?? 0, event.seq);
  }
  recordChannelEvent(entry.name);
  for (const listener of entry.listeners) {
    try {
      listener.onEvent(event);
    } catch (error) {
      logger.error('Feil i håndtering av sanntidshendelse', { channel: entry.name, type: event.type, error });
    }
  }
}

function clearRetry(entry: ChannelEntry): void {
  if (entry.retryTimer !== undefined) clearTimeout(entry.retryTimer);
  entry.retryTimer = undefined;
}

function sendSubscribe(entry: ChannelEntry): void {
  const socket = getSocket('main');
  if (!socket.connected) return;
  clearRetry(entry);
  const attempt = ++entry.attempt;
  setStatus(entry, 'subscribing');
  const request = entry.lastSeq === undefined ? { channel: entry.name } : { channel: entry.name, since: entry.lastSeq };

  socket.timeout(SUBSCRIBE_TIMEOUT_MS).emit(SOCKET_EVENTS.subscribe, request, (error: Error | null, ack: SubscribeAck) => {
    if (entries.get(entry.name) !== entry || attempt !== entry.attempt) return;
    if (error || !ack || typeof ack !== 'object') {
      logger.warn('Abonnement på kanal fikk ikke svar', { channel: entry.name });
      retryLater(entry);
      return;
    }
    if (!ack.ok && ack.error.code === 'rate_limited') {
      // The server's per-socket allowance (a burst of replays after a long absence): try again shortly.
      logger.warn('Abonnement på kanal må vente', { channel: entry.name });
      retryLater(entry);
      return;
    }
    if (!ack.ok) {
      logger.warn('Abonnement på kanal avvist', { channel: entry.name, error: ack.error });
      entry.held = [];
      setStatus(entry, 'error');
      return;
    }
    entry.retries = 0;
    const replay = [...ack.missed, ...entry.held].sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
    entry.held = [];
    setStatus(entry, 'subscribed');
    for (const event of replay) deliver(entry, event);
    // A first subscribe starts the cursor at the channel's head; a truncated replay jumps to it.
    // Either way, whatever happened before that point never reached us: a screen that loaded its
    // data before the subscription took hold must load it again (onResync), or an event that fell
    // between its fetch and the subscription would be lost.
    const startsAtHead = entry.lastSeq === undefined || ack.truncated;
    if (startsAtHead) entry.lastSeq = Math.max(entry.lastSeq ?? 0, ack.seq);
    for (const listener of entry.listeners) {
      if (startsAtHead) listener.onResync?.();
      listener.onSubscribed?.(ack);
    }
  });
}

function retryLater(entry: ChannelEntry): void {
  if (entry.retries >= SUBSCRIBE_RETRIES) {
    setStatus(entry, 'error');
    return;
  }
  entry.retries += 1;
  setStatus(entry, 'subscribing');
  entry.retryTimer = setTimeout(() => sendSubscribe(entry), 1000 * entry.retries);
}

/** Listen to a channel; returns the function that stops listening. */
export function subscribeChannel(name: string, listener: ChannelListener): () => void {
  wire();
  let entry = entries.get(name);
  if (!entry) {
    entry = {
      name,
      listeners: new Set(),
      status: 'idle',
      lastSeq: undefined,
      seen: new Set(),
      held: [],
      attempt: 0,
      retries: 0,
      retryTimer: undefined,
    };
    entries.set(name, entry);
  }
  entry.listeners.add(listener);
  if (entry.listeners.size === 1) sendSubscribe(entry);
  else if (entry.status === 'subscribed') {
    // A late joiner still needs its "subscribed" moment to start its own work.
    const current = entry;
    queueMicrotask(() => {
      if (current.listeners.has(listener) && current.status === 'subscribed') {
        listener.onSubscribed?.({ ok: true, channel: name, seq: current.lastSeq ?? 0, missed: [], truncated: false });
      }
    });
  }

  const own = entry;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0 || entries.get(name) !== own) return;
    entries.delete(name);
    clearRetry(own);
    own.attempt += 1;
    const socket = getSocket('main');
    if (socket.connected) socket.emit(SOCKET_EVENTS.unsubscribe, { channel: name });
    for (const statusListener of statusListeners) statusListener();
  };
}

export function getChannelStatus(name: string): ChannelStatus {
  return entries.get(name)?.status ?? 'idle';
}

export function subscribeChannelStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
