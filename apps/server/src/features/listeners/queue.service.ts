import {
  can,
  LISTENER_EVENTS,
  LISTENER_LIMITS,
  LISTENER_STRINGS,
  maskPhone,
  type ListenerBlock,
  type ListenerBlockInput,
  type ListenerMessage,
  type ListenerMessagesResponse,
  type ListenerStatus,
  type ListenerSummary,
  type StaffListenerMessageInput,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Publish } from '../../realtime/publisher';
import { clearListenerMessage, pushListenerMessage } from '../on-air';
import * as blocks from './blocks.repository';
import type { ListenerIntake } from './intake';
import type { ListenerLimits } from './listener-limits';
import * as repo from './messages.repository';

/** Moderators see a listener's whole number; everyone else the masked one. */
const wholePhoneFor = (viewer: Viewer) => can(viewer.profile.app_role, 'moderateListeners');

/** The staff side of the queue: read, triage, push to the studio, read on air, block senders. */
export class QueueService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly intake: ListenerIntake,
    private readonly limits: ListenerLimits,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(viewer: Viewer, filter: repo.QueueFilter): Promise<ListenerMessagesResponse> {
    const limit = LISTENER_LIMITS.pageSize;
    const [messages, counts] = await Promise.all([
      repo.listMessages(this.db, filter, limit + 1, wholePhoneFor(viewer)),
      repo.countByStatus(this.db, filter),
    ]);
    const page = messages.slice(0, limit);
    const last = page.at(-1);
    return { messages: page, counts, next_before: messages.length > limit && last ? `${last.created_at}_${last.id}` : null };
  }

  async summary(viewer: Viewer): Promise<ListenerSummary> {
    const whole = wholePhoneFor(viewer);
    const [newCount, latest, queue] = await Promise.all([
      repo.countNew(this.db),
      repo.listMessages(this.db, { status: 'aktive' }, LISTENER_LIMITS.latestShown, whole),
      repo.studioQueue(this.db, LISTENER_LIMITS.queueShown, whole),
    ]);
    return { new_count: newCount, latest, queue };
  }

  /** A caller's message typed in by staff (source telefon). */
  async enter(viewer: Viewer, input: StaffListenerMessageInput & { phone?: string }, now: Date): Promise<ListenerMessage> {
    await this.limits.takeStaff(viewer.userId);
    const result = await this.intake.receive(
      { source: 'telefon', name: input.name, body: input.body, phone: input.phone ?? null, enteredBy: viewer.userId },
      now,
    );
    if (!result.stored) throw new Error('a message entered by staff is never dropped');
    return wholePhoneFor(viewer) ? this.reread(viewer, result.message.id) : result.message;
  }

  async setStatus(viewer: Viewer, id: string, status: ListenerStatus, now: Date): Promise<ListenerMessage> {
    return this.change(viewer, id, async (tx, publish) => {
      const changed = await repo.setStatus(tx, id, status, viewer.userId, now);
      // Archived is off the studio's screens too.
      if (changed && status === 'arkivert') await clearListenerMessage(tx, publish, viewer, id, now);
      return changed;
    });
  }

  /** To the studio displays and the broadcast studio as "Fra lytter". */
  async push(viewer: Viewer, id: string, now: Date): Promise<ListenerMessage> {
    await this.limits.takeStaff(viewer.userId);
    return this.change(viewer, id, async (tx, publish) => {
      const message = await repo.findMessage(tx, id);
      if (!message) return false;
      await clearListenerMessage(tx, publish, viewer, id, now);
      const text = message.request ? requestLine(message.request) : message.body;
      await pushListenerMessage(tx, publish, viewer, { messageId: id, name: message.name, text }, now);
      await repo.markPushed(tx, id, viewer.userId, now);
      return true;
    });
  }

  /** The host read it on air: used, and off the displays. The producer sees it at once. */
  async readOnAir(viewer: Viewer, id: string, now: Date): Promise<ListenerMessage> {
    return this.change(viewer, id, async (tx, publish) => {
      await repo.markReadOnAir(tx, id, viewer.userId, now);
      await clearListenerMessage(tx, publish, viewer, id, now);
      return true;
    });
  }

  /**
   * Runs a change of one message, tells every screen and answers with the message; 404 when it
   * does not exist. The event's copy (number masked) is the answer too, except to a moderator,
   * who gets the number whole.
   */
  private async change(viewer: Viewer, id: string, fn: (tx: Tx, publish: Publish) => Promise<boolean>): Promise<ListenerMessage> {
    const published = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.findSender(tx, id))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.messageNotFound);
      if (!(await fn(tx, publish))) return null;
      const message = await repo.findMessage(tx, id);
      if (message) await publish('listeners', LISTENER_EVENTS.messageUpdated, { message });
      return message;
    });
    return published && !wholePhoneFor(viewer) ? published : this.reread(viewer, id);
  }

  private async reread(viewer: Viewer, id: string): Promise<ListenerMessage> {
    const message = await repo.findMessage(this.db, id, wholePhoneFor(viewer));
    if (!message) throw new ApiError(404, 'not_found', LISTENER_STRINGS.messageNotFound);
    return message;
  }

  // ─── Blocking ──────────────────────────────────────────────────────────────

  async blocks(): Promise<ListenerBlock[]> {
    return blocks.listBlocks(this.db);
  }

  async block(viewer: Viewer, input: ListenerBlockInput & { phone?: string }, now: Date): Promise<ListenerBlock> {
    const target = await this.blockTarget(input);
    const reason = input.reason ?? null;
    const id = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const inserted = await blocks.insertBlock(tx, { ...target, reason, createdBy: viewer.userId, createdAt: now });
      if (!inserted) throw new ApiError(409, 'already_blocked', LISTENER_STRINGS.alreadyBlocked);
      // The masked label only: the audit log never holds a listener's full phone number.
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'listener.blocked',
        targetType: 'listener_block',
        targetId: inserted,
        targetLabel: target.label,
        summary: `Lytter blokkert (${target.label})${reason ? `: ${reason}` : ''}`,
        before: null,
        after: { kind: target.kind, label: target.label, reason },
      });
      await publish('listeners', LISTENER_EVENTS.blocksChanged, { count: await blocks.countBlocks(tx) });
      return inserted;
    });
    const block = await blocks.findBlock(this.db, id);
    if (!block) throw new ApiError(404, 'not_found', LISTENER_STRINGS.blockNotFound);
    return block;
  }

  async unblock(viewer: Viewer, id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const was = await blocks.findBlock(tx, id);
      if (!was || !(await blocks.deleteBlock(tx, id))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.blockNotFound);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'listener.unblocked',
        targetType: 'listener_block',
        targetId: id,
        targetLabel: was.label,
        summary: `Blokkering opphevet (${was.label})`,
        before: { kind: was.kind, label: was.label, reason: was.reason },
        after: null,
      });
      await publish('listeners', LISTENER_EVENTS.blocksChanged, { count: await blocks.countBlocks(tx) });
    });
  }

  private async blockTarget(input: { message_id?: string; phone?: string }): Promise<{ kind: 'phone' | 'device'; value: string; label: string }> {
    if (input.phone) return { kind: 'phone', value: input.phone, label: maskPhone(input.phone) };
    const sender = input.message_id ? await repo.findSender(this.db, input.message_id) : null;
    if (!sender) throw new ApiError(404, 'not_found', LISTENER_STRINGS.messageNotFound);
    if (sender.phone) return { kind: 'phone', value: sender.phone, label: maskPhone(sender.phone) };
    if (sender.deviceId) return { kind: 'device', value: sender.deviceId, label: `Enhet (${sender.name})` };
    throw new ApiError(409, 'no_sender', LISTENER_STRINGS.noSender);
  }
}

export function requestLine(request: { artist: string; title: string; greeting: string | null }): string {
  const track = request.artist ? `${request.artist} – ${request.title}` : request.title;
  return request.greeting ? `Ønsker ${track}: «${request.greeting}»` : `Ønsker ${track}`;
}
