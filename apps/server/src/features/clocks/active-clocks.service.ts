import {
  CLOCK_EVENTS,
  CLOCK_LIMITS,
  CLOCK_STRINGS,
  daysBetweenDateKeys,
  formatZonedTime,
  hourExists,
  stationTimeZone,
  weekdayOfDateKey,
  zonedDateKey,
  zonedTimeToInstant,
  type ActiveClock,
  type ActiveClocksCreatedPayload,
  type ClockContentElement,
  type ClockDayResponse,
  type ClockElementMarkedPayload,
  type Profile,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import * as repo from './active-clocks.repository';

const HOUR_MS = 3_600_000;

export interface MarkInput {
  element_id: string;
  sent: boolean;
  sent_at?: string;
}

/**
 * Today's running clocks: dated copies of the active templates, made on first need (or by the
 * scheduler), and the as-run record of what was sent when and by whom. Time always comes in as
 * `now`, so the rules can be tested at any instant (DST days, midnight).
 */
export class ActiveClocksService {
  constructor(
    private readonly ctx: ServerContext,
    /** A fixed zone (tests); otherwise the station's zone as it is at each call. */
    private readonly fixedTimeZone?: string,
  ) {}

  private get timeZone(): string {
    return this.fixedTimeZone ?? stationTimeZone();
  }

  todayOf(now: Date): string {
    return zonedDateKey(now, this.timeZone);
  }

  /**
   * Clocks are copied for today, and for yesterday (a show running past midnight, an as-run
   * opened after it). Never ahead: a copy freezes the template, and edits made today must still
   * reach tomorrow. Older days are history and are only read.
   */
  mayPrepare(date: string, now: Date): boolean {
    const offset = daysBetweenDateKeys(this.todayOf(now), date);
    return offset === 0 || offset === -1;
  }

  async day(date: string, now: Date, actorId: string | null): Promise<ClockDayResponse> {
    if (this.mayPrepare(date, now)) await this.ensureDay(date, actorId);
    return { date, clocks: await repo.listClocks(this.ctx.database.db, { date }) };
  }

  /**
   * Creates the clocks of `date` for every active template of its weekday whose hour has none
   * yet. Idempotent and safe to run from several requests or processes at once. An hour that
   * does not exist that day (02 on the spring DST day) gets no clock.
   */
  async ensureDay(date: string, actorId: string | null): Promise<ActiveClock[]> {
    const missing = (await repo.templatesMissingOn(this.ctx.database.db, date, weekdayOfDateKey(date))).filter((t) =>
      hourExists(date, t.hour, this.timeZone),
    );
    if (missing.length === 0) return [];
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const ids: string[] = [];
      for (const template of missing) {
        const startsAt = zonedTimeToInstant(date, template.hour, 0, this.timeZone)!;
        const id = await repo.createClockFromTemplate(tx, {
          date,
          hour: template.hour,
          startsAt,
          templateId: template.id,
          templateVersion: template.version,
          name: template.name,
          color: template.color,
          createdBy: actorId,
        });
        if (id) ids.push(id);
      }
      const clocks = await repo.listClocks(tx, { ids });
      if (clocks.length > 0) {
        await publish('activeClocks', CLOCK_EVENTS.activeClocksCreated, { date, clocks } satisfies ActiveClocksCreatedPayload);
      }
      return clocks;
    });
  }

  /**
   * The spec's mark_clock_element_sent: sets sent_status, sent_at and sent_by, or clears them.
   * Marking an element that is already sent keeps the first time (a double click changes
   * nothing); an explicit sent_at corrects the as-run time.
   */
  async mark(actor: Profile, input: MarkInput, now: Date): Promise<ClockContentElement> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.lockElement(tx, input.element_id);
      const found = await repo.findElement(tx, input.element_id);
      if (!found) throw new ApiError(404, 'not_found', CLOCK_STRINGS.elementNotFound);
      const { element } = found;

      if (input.sent) {
        if (element.sent_status === 'sent' && input.sent_at === undefined) return element;
        const sentAt = input.sent_at ? new Date(input.sent_at) : now;
        if (input.sent_at) assertPlausibleSentAt(sentAt, found.startsAt, now, this.timeZone);
        await repo.setSent(tx, element.id, sentAt, actor.id);
      } else {
        if (element.sent_status === 'pending') return element;
        await repo.clearSent(tx, element.id);
      }

      const updated = (await repo.findElement(tx, element.id))!.element;
      await publish('activeClocks', CLOCK_EVENTS.elementMarked, { element: updated, broadcast_date: found.broadcastDate } satisfies ClockElementMarkedPayload);
      return updated;
    });
  }
}

/**
 * A sent time must lie near its clock's hour (15 min either side) and not in the future (a minute
 * of clock skew allowed): an as-run correction, or "Start fra her" on a clock that is not running.
 */
export function assertPlausibleSentAt(sentAt: Date, clockStart: Date, now: Date, timeZone: string = stationTimeZone()) {
  if (sentAt.getTime() > now.getTime() + CLOCK_LIMITS.sentAtFutureSkewSeconds * 1000) {
    throw new ApiError(400, 'validation_failed', CLOCK_STRINGS.sentAtInFuture);
  }
  const margin = CLOCK_LIMITS.sentAtMarginSeconds * 1000;
  const from = new Date(clockStart.getTime() - margin);
  const to = new Date(clockStart.getTime() + HOUR_MS + margin);
  if (sentAt < from || sentAt > to) {
    throw new ApiError(400, 'validation_failed', CLOCK_STRINGS.sentAtOutsideHour(formatZonedTime(from, timeZone), formatZonedTime(to, timeZone)));
  }
}
