import {
  can,
  CLOCK_DRIFT_STRINGS,
  CLOCK_EVENTS,
  CLOCK_LIMITS,
  CLOCK_STRINGS,
  markUntilTimes,
  plannedStartMs,
  startFromPlan,
  stationTimeZone,
  type ActiveClock,
  type ClockElementsChangedResponse,
  type ClockElementsMarkedPayload,
  type Profile,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { personRefOf } from '../../db/people';
import type { ClockMarkChange, ClockMarkSnapshot } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as repo from './active-clocks.repository';
import { assertPlausibleSentAt } from './active-clocks.service';

type UndoableAction = 'mark_until' | 'start_from' | 'skip' | 'unskip';

/**
 * Drift that can be recovered (issue 19). When nobody marked the elements, the running clock
 * reads as an hour behind; these actions bring it back in one step each: "Marker alt til nå som
 * sendt", "Start fra her" and 'Utelatt'. Each is one transaction with one event on the
 * activeClocks channel, and answers with an undo token that restores exactly the marks it changed
 * for CLOCK_LIMITS.undoSeconds. Which elements change, and to what, is decided by the shared rules
 * (markUntilTimes, startFromPlan) the screens use too.
 */
export class ClockRecoveryService {
  constructor(
    private readonly ctx: ServerContext,
    /** A fixed zone (tests); otherwise the station's zone as it is at each call. */
    private readonly fixedTimeZone?: string,
  ) {}

  private get timeZone(): string {
    return this.fixedTimeZone ?? stationTimeZone();
  }

  /** Every pending element up to and including `untilId` becomes sent at its planned time, noted as a bulk mark. */
  async markUntil(actor: Profile, clockId: string, untilId: string, now: Date): Promise<ClockElementsChangedResponse> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const clock = await this.lockedClock(tx, clockId);
      const until = clock.elements.find((e) => e.id === untilId);
      if (!until) throw new ApiError(404, 'not_found', CLOCK_DRIFT_STRINGS.notInClock);
      if (plannedStartMs(clock, until) > now.getTime() + CLOCK_LIMITS.sentAtFutureSkewSeconds * 1000) {
        throw new ApiError(400, 'validation_failed', CLOCK_DRIFT_STRINGS.untilNotStarted);
      }
      const targets = markUntilTimes(clock, untilId).map(({ element, at }) => ({
        id: element.id,
        after: { status: 'sent', sent_at: new Date(at).toISOString(), sent_by: actor.id, bulk: true } satisfies ClockMarkSnapshot,
      }));
      return this.apply(tx, publish, actor, clock, 'mark_until', targets, now);
    });
  }

  /** The element is on air now; the pending elements before it in the clock are left out. */
  async startFrom(actor: Profile, clockId: string, elementId: string, now: Date): Promise<ClockElementsChangedResponse> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const clock = await this.lockedClock(tx, clockId);
      const plan = startFromPlan(clock, elementId);
      if (!plan) throw new ApiError(404, 'not_found', CLOCK_DRIFT_STRINGS.notInClock);
      if (plan.start.sent_status === 'sent') throw new ApiError(409, 'conflict', CLOCK_DRIFT_STRINGS.alreadySent(plan.start.title));
      assertPlausibleSentAt(now, new Date(clock.starts_at), now, this.timeZone);
      const targets = [
        ...plan.skip.map((e) => ({ id: e.id, after: { status: 'skipped', sent_at: null, sent_by: actor.id, bulk: false } satisfies ClockMarkSnapshot })),
        { id: plan.start.id, after: { status: 'sent', sent_at: now.toISOString(), sent_by: actor.id, bulk: false } satisfies ClockMarkSnapshot },
      ];
      return this.apply(tx, publish, actor, clock, 'start_from', targets, now);
    });
  }

  /** 'Utelatt' on, or off again (back to not sent). Leaving out a sent element clears its sent time. */
  async setSkipped(actor: Profile, elementId: string, skipped: boolean, now: Date): Promise<ClockElementsChangedResponse> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const clockId = await repo.clockIdOfElement(tx, elementId);
      if (!clockId) throw new ApiError(404, 'not_found', CLOCK_STRINGS.elementNotFound);
      const clock = await this.lockedClock(tx, clockId);
      const element = clock.elements.find((e) => e.id === elementId);
      if (!element) throw new ApiError(404, 'not_found', CLOCK_STRINGS.elementNotFound);
      const after: ClockMarkSnapshot | null = skipped
        ? { status: 'skipped', sent_at: null, sent_by: actor.id, bulk: false }
        : element.sent_status === 'skipped'
          ? { status: 'pending', sent_at: null, sent_by: null, bulk: false }
          : null;
      return this.apply(tx, publish, actor, clock, skipped ? 'skip' : 'unskip', after ? [{ id: element.id, after }] : [], now);
    });
  }

  /**
   * Restores the marks an action changed, once, within CLOCK_LIMITS.undoSeconds, for the person
   * who did it (or a planner). An element someone changed again since keeps that later change.
   */
  async undo(actor: Profile, token: string, now: Date): Promise<ClockElementsChangedResponse> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.takeUndo(tx, token);
      if (!row) throw new ApiError(404, 'not_found', CLOCK_DRIFT_STRINGS.undoNotFound);
      if (row.userId !== actor.id && !can(actor.app_role, 'editPlanning')) throw new ApiError(403, 'forbidden', CLOCK_DRIFT_STRINGS.undoNotYours);
      if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, 'undo_expired', CLOCK_DRIFT_STRINGS.undoExpired);
      const clock = await this.lockedClock(tx, row.activeClockId);
      const restored: string[] = [];
      for (const change of row.changes) {
        const element = clock.elements.find((e) => e.id === change.id);
        if (!element || !repo.sameMarks(repo.snapshotOf(element), change.after)) continue;
        await repo.setMarks(tx, change.id, change.before);
        restored.push(change.id);
      }
      if (restored.length === 0) throw new ApiError(409, 'conflict', CLOCK_DRIFT_STRINGS.undoConflict);
      await repo.deleteUndo(tx, token);
      const elements = await this.changedElements(tx, clock.id, restored);
      await publish('activeClocks', CLOCK_EVENTS.elementsMarked, this.payload('undo', clock, elements, actor));
      return { elements, undo: null };
    });
  }

  private async lockedClock(tx: DbOrTx, clockId: string): Promise<ActiveClock> {
    await repo.lockClockElements(tx, clockId);
    const [clock] = await repo.listClocks(tx, { ids: [clockId] });
    if (!clock) throw new ApiError(404, 'not_found', CLOCK_DRIFT_STRINGS.clockNotFound);
    return clock;
  }

  /** Writes the new marks that differ, keeps the undo state, publishes the one event. Nothing changed: no event, no token. */
  private async apply(
    tx: DbOrTx,
    publish: Publish,
    actor: Profile,
    clock: ActiveClock,
    action: UndoableAction,
    targets: { id: string; after: ClockMarkSnapshot }[],
    now: Date,
  ): Promise<ClockElementsChangedResponse> {
    const changes: ClockMarkChange[] = [];
    for (const { id, after } of targets) {
      const element = clock.elements.find((e) => e.id === id)!;
      const before = repo.snapshotOf(element);
      if (repo.sameMarks(before, after)) continue;
      await repo.setMarks(tx, id, after);
      changes.push({ id, before, after });
    }
    if (changes.length === 0) return { elements: [], undo: null };
    const expiresAt = new Date(now.getTime() + CLOCK_LIMITS.undoSeconds * 1000);
    const token = await repo.insertUndo(tx, { userId: actor.id, clockId: clock.id, action, changes, now, expiresAt });
    const elements = await this.changedElements(tx, clock.id, changes.map((c) => c.id));
    await publish('activeClocks', CLOCK_EVENTS.elementsMarked, this.payload(action, clock, elements, actor));
    return { elements, undo: { token, expires_at: expiresAt.toISOString() } };
  }

  private async changedElements(tx: DbOrTx, clockId: string, ids: readonly string[]) {
    const [clock] = await repo.listClocks(tx, { ids: [clockId] });
    const wanted = new Set(ids);
    return (clock?.elements ?? []).filter((e) => wanted.has(e.id));
  }

  private payload(action: ClockElementsMarkedPayload['action'], clock: ActiveClock, elements: ClockElementsMarkedPayload['elements'], actor: Profile) {
    return {
      action,
      active_clock_id: clock.id,
      broadcast_date: clock.broadcast_date,
      elements,
      actor: personRefOf(actor),
    } satisfies ClockElementsMarkedPayload;
  }
}
