import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  addDaysToDateKey,
  hourExists,
  weekdayOfDateKey,
  zonedDateKey,
  zonedTimeToInstant,
  type ActiveClock,
} from '@studioportal/shared';
import type { Db, DbOrTx } from '../db/client';
import { clockContentElements } from '../db/schema';
import { createClockFromTemplate, listClocks, templatesMissingOn } from '../features/clocks/active-clocks.repository';
import type { DemoSeeder } from './demo';
import { SHOW_TITLE, WEEKDAYS } from './demo-clocks';
import { DAY_SHOWS } from './demo-schedule';
import { demoPeople } from './demo-people';

/**
 * Today's running clocks and an as-run record to look at.
 *
 * Today: the dated clocks of the demo templates, made as the server's prepare-day job makes them
 * (the server adds any other template's clock itself when it starts). In every hour of today that
 * is already over, the elements are marked sent a few seconds either side of their plan, as a
 * technician ticking them off would; the running hour is left unmarked, so the studio display
 * follows the plan from the moment the server starts.
 *
 * The morning show 06–10 on the three weekdays before today: clocks with every element sent (the
 * podcast episodes take their chapters from them).
 *
 * Only clocks this run creates are marked: a clock that already exists (made by the server, or
 * the station's own) keeps the as-run it has, so a second run changes nothing.
 */

const HOUR_MS = 3_600_000;
/** Hours of the morning show, as recorded for the podcast. */
const MORNING_HOURS = [6, 7, 8, 9];
export const PAST_MORNINGS = 3;

const isDemoClock = (name: string) =>
  name.startsWith(`${SHOW_TITLE} `) || DAY_SHOWS.some((show) => new RegExp(`^${show.title} \\d\\d$`).test(name));

/** Makes the missing dated clocks of demo templates on `date` (optionally only some hours). */
async function createDemoClocks(tx: DbOrTx, date: string, hours?: readonly number[]): Promise<string[]> {
  const missing = (await templatesMissingOn(tx, date, weekdayOfDateKey(date))).filter(
    (t) => isDemoClock(t.name) && hourExists(date, t.hour) && (!hours || hours.includes(t.hour)),
  );
  const ids: string[] = [];
  for (const template of missing) {
    const id = await createClockFromTemplate(tx, {
      date,
      hour: template.hour,
      startsAt: zonedTimeToInstant(date, template.hour)!,
      templateId: template.id,
      templateVersion: template.version,
      name: template.name,
      color: template.color,
      createdBy: null,
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** A small deterministic hash, so the same clock always drifts the same way. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Marks a clock's elements sent. The hour drifts a little (up to half a minute late), each hard
 * start is taken within two seconds, and now and then a promo is dropped, as on a real morning.
 * The drift never changes by more than a few seconds between neighbours, so the marks keep order.
 */
async function markSent(tx: DbOrTx, clock: ActiveClock, sentBy: string | null): Promise<number> {
  let seed = hash(`${clock.broadcast_date}:${clock.hour}`);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4_294_967_296;
  };
  const start = Date.parse(clock.starts_at);
  let drift = 0;
  const marks: { id: string; at: Date }[] = [];
  for (const element of clock.elements) {
    if (element.hard_start) drift = Math.floor(next() * 3);
    else drift = Math.max(0, Math.min(30, drift + Math.round(next() * 9) - 3));
    if (element.type === 'promo' && next() < 0.5) continue;
    marks.push({ id: element.id, at: new Date(start + (element.start_offset_s + drift) * 1000) });
  }
  if (marks.length === 0) return 0;
  const values = sql.join(
    marks.map((m) => sql`(${m.id}::uuid, ${m.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE clock_content_elements AS e SET sent_status = 'sent', sent_at = v.at, sent_by = ${sentBy}
    FROM (VALUES ${values}) AS v(id, at)
    WHERE e.id = v.id AND e.sent_status = 'pending'`);
  return marks.length;
}

/** The weekdays of the morning show before `today`, newest first. */
export function pastMornings(today: string, count = PAST_MORNINGS): string[] {
  const dates: string[] = [];
  for (let offset = 1; dates.length < count && offset <= 14; offset++) {
    const date = addDaysToDateKey(today, -offset);
    if (WEEKDAYS.includes(weekdayOfDateKey(date))) dates.push(date);
  }
  return dates;
}

export const seedDemoAsRun: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  const sentBy = people.get('thomas') ?? null;
  const today = zonedDateKey(now);
  const result = await db.transaction(async (tx) => {
    let sent = 0;
    const todayIds = await createDemoClocks(tx, today);
    for (const clock of await listClocks(tx, { ids: todayIds })) {
      // A minute's margin after the hour, so no mark lands after `now`.
      if (Date.parse(clock.starts_at) + HOUR_MS + 60_000 <= now.getTime()) sent += await markSent(tx, clock, sentBy);
    }
    let pastClocks = 0;
    for (const date of pastMornings(today)) {
      const ids = await createDemoClocks(tx, date, MORNING_HOURS);
      pastClocks += ids.length;
      for (const clock of await listClocks(tx, { ids })) sent += await markSent(tx, clock, sentBy);
    }
    // Marked by an earlier run before the demo people existed: the technician ticked them. (The
    // server always records who marks an element, so a sent mark without one is the seed's.)
    let adopted = 0;
    if (sentBy) {
      for (const date of [today, ...pastMornings(today)]) {
        const ids = (await listClocks(tx, { date })).filter((c) => isDemoClock(c.name)).map((c) => c.id);
        if (ids.length === 0) continue;
        const rows = await tx
          .update(clockContentElements)
          .set({ sentBy })
          .where(and(inArray(clockContentElements.activeClockId, ids), eq(clockContentElements.sentStatus, 'sent'), isNull(clockContentElements.sentBy)))
          .returning({ id: clockContentElements.id });
        adopted += rows.length;
      }
    }
    return { today: todayIds.length, pastClocks, sent, adopted };
  });
  log(
    `Dagens klokker: ${result.today} nye. Morgenshowet de siste ${PAST_MORNINGS} hverdagene: ${result.pastClocks} klokker. ` +
      `Markert som sendt: ${result.sent} elementer${result.adopted ? ` (og ${result.adopted} fikk tekniker)` : ''}.`,
  );
};
