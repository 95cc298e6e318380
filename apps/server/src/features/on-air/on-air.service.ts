import {
  DISPLAY_MESSAGE_EVENTS,
  ON_AIR_EVENTS,
  ON_AIR_LIMITS,
  ON_AIR_STRINGS,
  type BroadcastState,
  type BroadcastStateChangedPayload,
  type BroadcastStateInput,
  type DisplayMessage,
  type DisplayMessageClearedPayload,
  type DisplayMessagePushedPayload,
  type OnAirResponse,
  type OnAirSwitchedPayload,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { personRefOf } from '../../db/people';
import { ApiError } from '../../http/errors';
import { planNow } from './on-air.plan';
import * as repo from './on-air.repository';

/** A producer types; a script pushing faster than this gets a 429 instead of flooding the displays. */
const PUSHES_PER_SECOND = 2;
const PUSH_BURST = 5;

/** ON AIR writes take the channel's budget up front (admit), so it is not counted twice. */
const ON_AIR_WRITE = { admitted: ['onAir'] } as const;

export class OnAirService {
  /** The on-air channel's budget (spec section 9: 2 events a second), shared by every writer. */
  private readonly pushLimiter;

  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {
    this.pushLimiter = ctx.realtime.limiter('onair.push', { perSecond: PUSHES_PER_SECOND, burst: PUSH_BURST });
  }

  async overview(): Promise<OnAirResponse> {
    const db = this.ctx.database.db;
    const [status, state, log] = await Promise.all([repo.readStatus(db), repo.readState(db), repo.latestLog(db, ON_AIR_LIMITS.logShown)]);
    return { status, state, log };
  }

  /**
   * Switches ON AIR. A real change is logged with the show running now, refreshes the broadcast
   * state from the plan, and is announced; switching to what it already is changes nothing.
   */
  async switch(viewer: Viewer, isLive: boolean, now: Date): Promise<OnAirResponse> {
    await this.takeChannelBudget();
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if ((await repo.lockStatus(tx)) === isLive) return;
      const plan = await planNow(tx, now);
      await repo.writeStatus(tx, isLive, viewer.userId, now);
      await repo.writeState(tx, {
        showId: plan.show?.id ?? null,
        elementId: plan.element?.id ?? null,
        elementTitle: plan.element?.title ?? null,
        updatedBy: viewer.userId,
        updatedAt: now,
      });
      const entryId = await repo.insertLog(tx, {
        isLive,
        changedBy: viewer.userId,
        changedAt: now,
        showId: plan.show?.id ?? null,
        showTitle: plan.show?.title ?? null,
      });
      const payload: OnAirSwitchedPayload = {
        status: { is_live: isLive, changed_by: personRefOf(viewer.profile), changed_at: now.toISOString() },
        state: await repo.readState(tx),
        entry: {
          id: entryId,
          is_live: isLive,
          changed_by: personRefOf(viewer.profile),
          changed_at: now.toISOString(),
          show_id: plan.show?.id ?? null,
          show_title: plan.show?.title ?? null,
        },
      };
      await publish('onAir', ON_AIR_EVENTS.switched, payload);
    }, ON_AIR_WRITE);
    return this.overview();
  }

  /** The studio sets what is on air; a field left out is taken from the plan at `now`. */
  async setState(viewer: Viewer, input: BroadcastStateInput, now: Date): Promise<BroadcastState> {
    await this.takeChannelBudget();
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const plan = input.show_id === undefined || input.element_id === undefined ? await planNow(tx, now) : null;
      const showId = input.show_id === undefined ? (plan?.show?.id ?? null) : await this.existingShow(tx, input.show_id);
      let element = input.element_id === undefined ? (plan?.element ?? null) : null;
      if (input.element_id) {
        const title = await repo.findElementTitle(tx, input.element_id);
        if (title === null) throw new ApiError(404, 'not_found', ON_AIR_STRINGS.elementNotFound);
        element = { id: input.element_id, title };
      }
      await repo.writeState(tx, {
        showId,
        elementId: element?.id ?? null,
        elementTitle: element?.title ?? null,
        updatedBy: viewer.userId,
        updatedAt: now,
      });
      const state = await repo.readState(tx);
      await publish('onAir', ON_AIR_EVENTS.stateChanged, { state } satisfies BroadcastStateChangedPayload);
      return state;
    }, ON_AIR_WRITE);
  }

  async displayMessages(): Promise<DisplayMessage[]> {
    return repo.activeDisplayMessages(this.ctx.database.db, ON_AIR_LIMITS.displayMessagesShown);
  }

  async push(viewer: Viewer, text: string, now: Date): Promise<DisplayMessage> {
    if (!(await this.pushLimiter.tryTake(viewer.userId))) throw new ApiError(429, 'rate_limited', ON_AIR_STRINGS.displayRateLimited);
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const id = await repo.insertDisplayMessage(tx, { text, senderId: viewer.userId, createdAt: now });
      const message: DisplayMessage = { id, text, sender: personRefOf(viewer.profile), created_at: now.toISOString(), cleared_at: null, listener: null };
      await publish('studio', DISPLAY_MESSAGE_EVENTS.pushed, { message } satisfies DisplayMessagePushedPayload);
      return message;
    });
  }

  /** Takes a message off the displays; idempotent, only a real change is announced. */
  async clear(viewer: Viewer, id: string, now: Date): Promise<DisplayMessage> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.clearDisplayMessage(tx, id, viewer.userId, now))) return;
      await publish('studio', DISPLAY_MESSAGE_EVENTS.cleared, { id, cleared_by: personRefOf(viewer.profile) } satisfies DisplayMessageClearedPayload);
    });
    const message = await repo.findDisplayMessage(this.ctx.database.db, id);
    if (!message) throw new ApiError(404, 'not_found', ON_AIR_STRINGS.displayMessageNotFound);
    return message;
  }

  /** Spec section 9: on-air updates at most 2 per second, refused before anything is done. */
  private async takeChannelBudget() {
    await this.ctx.realtime.publisher.admit('onAir', () => new ApiError(429, 'rate_limited', ON_AIR_STRINGS.rateLimited));
  }

  private async existingShow(tx: Tx, id: string | null): Promise<string | null> {
    if (id === null) return null;
    if (!(await repo.findShow(tx, id))) throw new ApiError(404, 'not_found', ON_AIR_STRINGS.showNotFound);
    return id;
  }
}
