import { Manager, type Socket } from 'socket.io-client';
import type { ClientEventAnswer, ClientEventBodyIn, ClientEventName } from '@studioportal/shared';
import { ACCOUNT_NAMESPACE, CONNECTION_TIMEOUT_MS } from '@studioportal/shared';
import { CLIENT_HEADERS } from '../api';
import { logger } from '../logger';
import { MAX_RECONNECT_ATTEMPTS, reconnectDelay } from './backoff';
import { setConnectionState, type NamespaceKey } from './connection-state';
import { noteServerReached } from './latency-probe';
import { registerRealtimeStop } from './running';

/**
 * One Socket.IO Manager (one underlying connection) per tab, shared by two namespaces:
 * - main '/'        — staff channels; the server admits approved users only;
 * - account '/account' — the signed-in user's own profile stream, for any approval status.
 *
 * Socket.IO's built-in reconnection uses an exponential curve; the spec asks for fixed steps with
 * jitter, so reconnection is switched off in the Manager and driven here per namespace instead.
 */

const NAMESPACE_PATHS: Record<NamespaceKey, string> = { main: '/', account: ACCOUNT_NAMESPACE };

/** Refusals from the server's connect middleware. Retrying cannot help; auth state must change first. */
const REFUSALS = new Set(['unauthorized', 'not_approved']);

type RefusalListener = (key: NamespaceKey, reason: string) => void;
const refusalListeners = new Set<RefusalListener>();

let manager: Manager | null = null;
const managed = new Map<NamespaceKey, ManagedSocket>();

function getManager(): Manager {
  manager ??= new Manager({
    path: '/socket.io',
    withCredentials: true,
    autoConnect: false,
    reconnection: false,
    timeout: CONNECTION_TIMEOUT_MS,
    extraHeaders: { ...CLIENT_HEADERS },
  });
  // Any message or heartbeat from the server is a sign of life for the connection indicator.
  manager.on('packet', noteServerReached);
  manager.on('ping', noteServerReached);
  return manager;
}

class ManagedSocket {
  readonly socket: Socket;
  private wanted = false;
  private attempts = 0;
  private everConnected = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly key: NamespaceKey) {
    this.socket = getManager().socket(NAMESPACE_PATHS[key]);
    this.socket.on('connect', () => {
      this.attempts = 0;
      this.everConnected = true;
      noteServerReached();
      setConnectionState(this.key, 'connected');
    });
    this.socket.on('disconnect', (reason) => {
      if (!this.wanted || reason === 'io client disconnect') {
        setConnectionState(this.key, 'disconnected');
        return;
      }
      // Also after 'io server disconnect': if the server dropped us for a reason that still holds
      // (session ended, approval revoked), the reconnect is refused and ends in onRefused.
      logger.info(`Sanntid (${this.key}) frakoblet`, { reason });
      this.scheduleRetry();
    });
    this.socket.on('connect_error', (error: Error) => {
      if (!this.wanted) return;
      if (REFUSALS.has(error.message)) {
        this.onRefused(error.message);
        return;
      }
      logger.warn(`Sanntid (${this.key}) kunne ikke koble til`, { message: error.message });
      this.scheduleRetry();
    });
  }

  get isWanted(): boolean {
    return this.wanted;
  }

  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.attempts = 0;
    this.everConnected = false;
    setConnectionState(this.key, 'connecting');
    this.socket.connect();
  }

  stop(): void {
    this.wanted = false;
    this.clearRetry();
    this.socket.disconnect();
    setConnectionState(this.key, 'disconnected');
  }

  /** Skip the remaining back-off (the browser came back online). */
  retryNow(): void {
    if (!this.wanted || this.socket.connected || this.retryTimer === undefined) return;
    this.clearRetry();
    this.socket.connect();
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const delay = reconnectDelay(this.attempts);
    this.attempts += 1;
    setConnectionState(
      this.key,
      this.attempts > MAX_RECONNECT_ATTEMPTS ? 'error' : this.everConnected ? 'reconnecting' : 'connecting',
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.wanted && !this.socket.connected) this.socket.connect();
    }, delay);
  }

  private onRefused(reason: string): void {
    this.wanted = false;
    this.clearRetry();
    setConnectionState(this.key, 'error');
    logger.warn(`Sanntid (${this.key}) avvist av serveren`, { reason });
    for (const listener of refusalListeners) listener(this.key, reason);
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}

let onlineListenerInstalled = false;

function getManaged(key: NamespaceKey): ManagedSocket {
  let entry = managed.get(key);
  if (!entry) {
    entry = new ManagedSocket(key);
    managed.set(key, entry);
  }
  if (!onlineListenerInstalled && typeof window !== 'undefined') {
    onlineListenerInstalled = true;
    window.addEventListener('online', () => managed.forEach((socket) => socket.retryNow()));
  }
  return entry;
}

/** The raw socket of a namespace, for listening to namespace-level events. Does not connect. */
export function getSocket(key: NamespaceKey): Socket {
  return getManaged(key).socket;
}

/** Connect a namespace and keep it connected until stopRealtime(key). Idempotent. */
export function startRealtime(key: NamespaceKey): void {
  getManaged(key).start();
}

export function stopRealtime(key: NamespaceKey): void {
  managed.get(key)?.stop();
}

/** Disconnect everything; with no namespace left the Manager closes the shared connection. */
export function stopAllRealtime(): void {
  managed.forEach((socket) => socket.stop());
}

registerRealtimeStop(stopAllRealtime);

/** Called when the server refuses a namespace ('unauthorized' or 'not_approved'). */
export function onRealtimeRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * Emit with an acknowledgement and a timeout. Rejects at once when not connected, because
 * Socket.IO would otherwise buffer the emit and send it, stale, after the next reconnect.
 */
export async function emitWithAck<E extends ClientEventName>(key: NamespaceKey, event: E, body: ClientEventBodyIn<E>, timeoutMs: number): Promise<ClientEventAnswer<E>> {
  const socket = getSocket(key);
  if (!socket.connected) throw new Error('Sanntid er ikke tilkoblet');
  // socket.io-client's own typing cannot follow a generic event name to its ack; the shared contract does.
  return (await socket.timeout(timeoutMs).emitWithAck(event, body)) as ClientEventAnswer<E>;
}
