import type { AppSocket } from './types';

/** A socket of this process, of either namespace (both have the same types). */
type IndexedSocket = AppSocket;

/** How many ended session ids are remembered (a session id never comes back, so old ones can go). */
const ENDED_SESSIONS_KEPT = 10_000;

/**
 * Every open socket of this process by the session and user it authenticated as. Ending a
 * session or an account finds its sockets here, never through room membership: rooms are joined
 * and left at a client's request, a socket's identity is not. It also remembers which sessions
 * ended, so a handshake that was already past its session check when the session ended, and any
 * event a closing socket still sends, is refused.
 */
export class SocketIndex {
  private readonly bySession = new Map<string, Set<IndexedSocket>>();
  private readonly byUser = new Map<string, Set<IndexedSocket>>();
  private readonly ended = new Set<string>();

  add(socket: IndexedSocket) {
    addTo(this.bySession, socket.data.sessionId, socket);
    addTo(this.byUser, socket.data.userId, socket);
  }

  remove(socket: IndexedSocket) {
    removeFrom(this.bySession, socket.data.sessionId, socket);
    removeFrom(this.byUser, socket.data.userId, socket);
  }

  ofSession(sessionId: string): IndexedSocket[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  ofUser(userId: string): IndexedSocket[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Sessions with an open socket on this process. */
  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /** The session was replaced by a new one (better-auth rotates it when two-factor changes). */
  rebind(fromSessionId: string, toSessionId: string) {
    for (const socket of this.ofSession(fromSessionId)) {
      removeFrom(this.bySession, fromSessionId, socket);
      socket.data.sessionId = toSessionId;
      addTo(this.bySession, toSessionId, socket);
    }
  }

  markEnded(sessionId: string) {
    this.ended.add(sessionId);
    if (this.ended.size > ENDED_SESSIONS_KEPT) {
      const oldest = this.ended.values().next().value;
      if (oldest !== undefined) this.ended.delete(oldest);
    }
  }

  /** Whether the socket may still act: its session has not ended and its account is active (and approved, for staff sockets). */
  isAllowed(socket: IndexedSocket, requireApproved: boolean): boolean {
    const { profile, sessionId } = socket.data;
    if (this.ended.has(sessionId) || !profile.is_active) return false;
    return !requireApproved || profile.approval_status === 'approved';
  }
}

function addTo(map: Map<string, Set<IndexedSocket>>, key: string, socket: IndexedSocket) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(socket);
}

function removeFrom(map: Map<string, Set<IndexedSocket>>, key: string, socket: IndexedSocket) {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}
