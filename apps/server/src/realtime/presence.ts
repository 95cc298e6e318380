import { CHANNELS, displayChatColor, PRESENCE_EVENTS, type PresenceEntry } from '@studioportal/shared';
import { z } from 'zod';
import type { Publisher } from './publisher';
import type { SocketHandlerRegistry } from './handlers';
import type { AppServer } from './types';

const SYNC_DEBOUNCE_MS = 100;

/**
 * Who is online: every socket that asked to be tracked, grouped by user. The list is computed
 * from the sockets themselves (fetchSockets works across processes once an adapter is set), so
 * there is no separate state to drift out of sync.
 */
export class Presence {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly io: AppServer,
    private readonly publisher: Publisher,
  ) {}

  register(handlers: SocketHandlerRegistry) {
    handlers.register({
      event: 'presence:track',
      schema: z.object({}).strict(),
      // Spec section 6 and PRODUCT.md: only Administrator and Programleder publish global presence.
      permission: 'publishGlobalPresence',
      handle: ({ socket }) => {
        socket.data.presenceSince ??= new Date().toISOString();
        this.scheduleSync();
      },
    });
  }

  async list(): Promise<PresenceEntry[]> {
    const sockets = await this.io.fetchSockets();
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
      void this.list().then((users) => this.publisher.emitEphemeral('presence', PRESENCE_EVENTS.sync, { users }));
    }, SYNC_DEBOUNCE_MS);
  }

  async sendTo(socketId: string) {
    const users = await this.list();
    this.io.to(socketId).emit('channel:event' as never, {
      channel: CHANNELS.presence.name,
      type: PRESENCE_EVENTS.sync,
      payload: { users },
      at: new Date().toISOString(),
    } as never);
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
