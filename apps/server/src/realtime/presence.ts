import { CHANNELS, displayChatColor, PRESENCE_EVENTS, type PresenceEntry, SOCKET_EVENTS } from '@studioportal/shared';
import type { Publisher } from './publisher';
import type { SocketHandlerRegistry } from './handlers';
import type { AppServer } from './types';

const SYNC_DEBOUNCE_MS = 100;
/** Every tracked socket, on every process, is in this room: fetchSockets asks only for them. */
const TRACKED_ROOM = 'presence:tracked';
/** How long a cross-process fetch may take before this sync is given up and tried again. */
const FETCH_TIMEOUT_MS = 2000;
const RETRY_MS = 1000;
/** Several processes: how often each one re-checks the list, so a dead process's users go offline. */
export const PRESENCE_RECHECK_MS = 3000;

/**
 * Who is online: every socket that asked to be tracked, grouped by user. The list is computed
 * from the sockets themselves (fetchSockets works across processes once an adapter is set), so
 * there is no separate state to drift out of sync.
 *
 * With several processes we ask the adapter rather than keep a heartbeat table in the database:
 * the adapter already heartbeats every process and forgets one that stopped answering (its
 * heartbeatTimeout), and a socket's presence then dies with its process, with nothing to expire
 * or clean up. A process that dies says nothing, so each process re-checks every few seconds and
 * sends a sync only when its view changed: a dead process's users go offline on every screen
 * within heartbeatTimeout + PRESENCE_RECHECK_MS + FETCH_TIMEOUT_MS.
 */
export class Presence {
  private timer: NodeJS.Timeout | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private lastSent = '';
  /** A fetch failed since the last sync: the next list is sent even if it looks unchanged. */
  private fetchFailed = false;

  constructor(
    private readonly io: AppServer,
    private readonly publisher: Publisher,
    clustered = false,
  ) {
    if (clustered) {
      this.recheck = setInterval(() => void this.sync(true), PRESENCE_RECHECK_MS);
      this.recheck.unref();
    }
  }

  register(handlers: SocketHandlerRegistry) {
    handlers.register({
      event: SOCKET_EVENTS.presenceTrack,
      // Spec section 6 and PRODUCT.md: only Administrator and Programleder publish global presence.
      permission: 'publishGlobalPresence',
      handle: ({ socket }) => {
        socket.data.presenceSince ??= new Date().toISOString();
        void socket.join(TRACKED_ROOM);
        this.scheduleSync();
      },
    });
  }

  async list(): Promise<PresenceEntry[]> {
    const sockets = await this.io.in(TRACKED_ROOM).timeout(FETCH_TIMEOUT_MS).fetchSockets();
    const byUser = new Map<string, PresenceEntry>();
    for (const s of sockets) {
      const { presenceSince, profile } = s.data;
      if (!presenceSince) continue;
      const existing = byUser.get(profile.id);
      if (existing && existing.online_since <= presenceSince) continue;
      byUser.set(profile.id, {
        user_id: profile.id,
        full_name: profile.full_name,
        app_role: profile.app_role,
        // The same colour as everywhere else: claimed, else derived from the id (spec section 9).
        chat_color: displayChatColor(profile),
        profile_picture_url: profile.profile_picture_url,
        online_since: presenceSince,
      });
    }
    return [...byUser.values()].sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'nb'));
  }

  /** Coalesces bursts (a tab closing, many joining) into one sync message. */
  scheduleSync() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync(false);
    }, SYNC_DEBOUNCE_MS);
  }

  /** Sends the list; `onlyIfChanged` for the periodic re-check. A fetch that timed out is retried. */
  private async sync(onlyIfChanged: boolean) {
    let users: PresenceEntry[];
    try {
      users = await this.list();
    } catch {
      // A process that just died is still counted until the adapter forgets it; ask again soon.
      // Its death always fails at least one re-check (it is counted for heartbeatTimeout, longer
      // than PRESENCE_RECHECK_MS), so the first list after a failure is always sent: our own
      // last sync may predate that process's users, and a dead process cannot send its own.
      this.fetchFailed = true;
      if (!onlyIfChanged && !this.timer) {
        this.timer = setTimeout(() => {
          this.timer = null;
          void this.sync(false);
        }, RETRY_MS);
      }
      return;
    }
    const fingerprint = JSON.stringify(users);
    const changed = fingerprint !== this.lastSent || this.fetchFailed;
    this.fetchFailed = false;
    if (onlyIfChanged && !changed) return;
    this.lastSent = fingerprint;
    this.publisher.emitEphemeral('presence', PRESENCE_EVENTS.sync, { users });
  }

  async sendTo(socketId: string) {
    const users = await this.list().catch(() => null);
    if (!users) return this.scheduleSync();
    this.io.to(socketId).emit(SOCKET_EVENTS.event, {
      channel: CHANNELS.presence.name,
      type: PRESENCE_EVENTS.sync,
      payload: { users },
      at: new Date().toISOString(),
    });
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    if (this.recheck) clearInterval(this.recheck);
    this.timer = null;
    this.recheck = null;
  }
}
