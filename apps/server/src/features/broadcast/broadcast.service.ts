import {
  BROADCAST_EVENTS,
  BROADCAST_LIST_LIMIT,
  BROADCAST_STRINGS,
  can,
  CHANNELS,
  type BroadcastListResponse,
  type BroadcastAcknowledgedPayload,
  type BroadcastDismissedPayload,
  type BroadcastExpiredPayload,
  type BroadcastMessage,
  type CreateBroadcastInput,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import * as repo from './broadcast.repository';
import { sendBroadcastIn } from './send-in-transaction';
import { ExpiryScheduler } from './expiry-scheduler';

/** A person cannot type faster than this; a runaway script gets a 429 instead of flooding every screen. */
const SENDS_PER_SECOND = 5;
const SEND_BURST = 10;

export class BroadcastService {
  private readonly sendLimiter;
  readonly expiry: ExpiryScheduler;

  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    onError: (error: unknown) => void,
  ) {
    this.expiry = new ExpiryScheduler(() => this.expireDue(), onError);
    this.sendLimiter = ctx.realtime.limiter('broadcast.send', { perSecond: SENDS_PER_SECOND, burst: SEND_BURST });
  }

  /**
   * The live list plus the broadcast channel's sequence number read just before it. Every change
   * is committed together with its event, so the list reflects at least the events up to `seq`;
   * a client re-applies events after `seq` that reached it while this request was in flight.
   */
  async list(): Promise<BroadcastListResponse> {
    const seq = await repo.channelHead(this.ctx.database.db, CHANNELS.broadcast.name);
    const messages = await repo.listLive(this.ctx.database.db, new Date(), BROADCAST_LIST_LIMIT);
    return { messages, seq };
  }

  /** Any approved user may send (spec section 6); the route has already checked the permission. */
  async create(viewer: Viewer, input: CreateBroadcastInput): Promise<BroadcastMessage> {
    if (!(await this.sendLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited', BROADCAST_STRINGS.rateLimited);
    const createdAt = new Date();
    const { id, full_name, chat_color } = viewer.profile;
    const message = await this.ctx.realtime.publisher.transaction((tx, publish) =>
      sendBroadcastIn(tx, publish, { id, full_name, chat_color }, input.message, input.priority, createdAt),
    );
    if (message.expires_at) this.expiry.consider(new Date(message.expires_at));
    return message;
  }

  /** 'Forstått': idempotent; only a real change is announced. */
  async acknowledge(viewer: Viewer, id: string): Promise<BroadcastMessage> {
    const now = new Date();
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.appendAcknowledgement(tx, id, viewer.userId, now))) return;
      const user = await repo.findPerson(tx, viewer.userId);
      await publish('broadcast', BROADCAST_EVENTS.acknowledged, { message_id: id, user } satisfies BroadcastAcknowledgedPayload);
    });
    const message = await repo.findMessage(this.ctx.database.db, id);
    if (!message || !message.is_active || (message.expires_at && Date.parse(message.expires_at) <= now.getTime())) {
      throw new ApiError(404, 'not_found', BROADCAST_STRINGS.notFound);
    }
    return message;
  }

  /**
   * Spec: dismissal sets the message inactive after a permission check, in one transaction (the
   * row is locked first, so a concurrent change cannot slip between the check and the update).
   * The sender may dismiss their own; Programleder and Administrator anyone's.
   * Answers true when this call took the message down, false when it was already down.
   */
  async dismiss(viewer: Viewer, id: string): Promise<boolean> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.lockMessage(tx, id);
      if (!row) throw new ApiError(404, 'not_found', BROADCAST_STRINGS.notFound);
      const allowed = row.senderId === viewer.userId || can(viewer.profile.app_role, 'dismissAnyBroadcast');
      if (!allowed) throw new ApiError(403, 'forbidden', BROADCAST_STRINGS.dismissForbidden);
      if (!row.isActive) return false;
      await repo.deactivate(tx, id, viewer.userId, new Date());
      await publish('broadcast', BROADCAST_EVENTS.dismissed, { message_id: id, dismissed_by: viewer.userId } satisfies BroadcastDismissedPayload);
      return true;
    });
  }

  /** Takes down what has expired, tells every screen, and answers when the next one expires. */
  private async expireDue(): Promise<Date | null> {
    const now = new Date();
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      for (const id of await repo.expireDue(tx, now)) {
        await publish('broadcast', BROADCAST_EVENTS.expired, { message_id: id } satisfies BroadcastExpiredPayload);
      }
    });
    return repo.nextExpiry(this.ctx.database.db);
  }
}
