import {
  can,
  CLOCK_EVENTS,
  CLOCK_SOCKET_EVENTS,
  type ClockEditor,
  type ClockEditorsPayload,
} from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import type { Gateway } from '../../realtime/gateway';
import type { AppSocket, SocketData } from '../../realtime/types';

/** What this feature keeps on a socket: the template its editor has open. */
type EditingData = SocketData & { clockTemplateEditing?: string };

const SYNC_DEBOUNCE_MS = 100;

/**
 * Who has which clock template open in the editor (ephemeral, never stored). The list is read
 * from the sockets themselves, like presence, so a closed tab drops out on disconnect and the
 * list spans processes once a socket adapter is configured.
 */
export class ClockEditors {
  private timer: NodeJS.Timeout | null = null;
  private readonly watched = new WeakSet<AppSocket>();

  constructor(private readonly realtime: Gateway) {}

  register() {
    this.realtime.handlers.register({
      event: CLOCK_SOCKET_EVENTS.editing,
      permission: 'useStaffScreens',
      handle: async ({ socket }, { template_id }) => {
        // Anyone may ask who is editing (template_id null); only planners announce themselves.
        if (template_id && !can(socket.data.profile.app_role, 'editPlanning')) throw new ApiError(403, 'forbidden');
        const data = socket.data as EditingData;
        if (data.clockTemplateEditing !== (template_id ?? undefined)) {
          if (template_id) data.clockTemplateEditing = template_id;
          else delete data.clockTemplateEditing;
          this.scheduleSync();
        }
        if (!this.watched.has(socket)) {
          this.watched.add(socket);
          socket.once('disconnect', () => {
            if ((socket.data as EditingData).clockTemplateEditing) this.scheduleSync();
          });
        }
        return { editors: await this.list() } satisfies ClockEditorsPayload;
      },
    });
  }

  async list(): Promise<ClockEditor[]> {
    const sockets = await this.realtime.io.fetchSockets();
    const seen = new Set<string>();
    const editors: ClockEditor[] = [];
    for (const s of sockets) {
      const data = s.data as EditingData;
      const templateId = data.clockTemplateEditing;
      if (!templateId || !data.profile) continue;
      const key = `${templateId}:${data.profile.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      editors.push({ template_id: templateId, user_id: data.profile.id, full_name: data.profile.full_name, chat_color: data.profile.chat_color });
    }
    return editors.sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'nb'));
  }

  /** Coalesces bursts (several tabs opening, a reconnect storm) into one message. */
  scheduleSync() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.list().then((editors) =>
        this.realtime.publisher.emitEphemeral('clockTemplates', CLOCK_EVENTS.editorsChanged, { editors } satisfies ClockEditorsPayload),
      );
    }, SYNC_DEBOUNCE_MS);
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
