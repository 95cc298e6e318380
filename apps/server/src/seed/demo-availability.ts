import { sql } from 'drizzle-orm';
import { addDaysToDateKey, zonedDateKey, type AbsenceKind, type WeeklySlot } from '@studioportal/shared';
import { rowsOf } from '../db/rows';
import { absencesOverlapping, insertAbsence, replaceWeek } from '../features/availability/availability.repository';
import type { DemoSeeder } from './demo';
import { demoPeople, type DemoPersonKey } from './demo-people';

const weekdays = (days: number[], start: string, end: string): WeeklySlot[] => days.map((weekday) => ({ weekday, start, end }));

/** Each demo colleague's usual week (ISO weekdays, 1 = Monday), close to the shows they host. */
const DEMO_WEEKS: Record<DemoPersonKey, WeeklySlot[]> = {
  ingrid: weekdays([1, 2, 3, 4, 5], '05:30', '11:00'),
  emil: weekdays([1, 2, 3, 4, 5], '09:00', '15:00'),
  sara: weekdays([1, 2, 3, 4], '13:00', '19:00'),
  amira: weekdays([3, 4, 5, 6], '10:00', '16:00'),
  lars: weekdays([5, 6, 7], '08:00', '14:00'),
  thomas: weekdays([1, 2, 3, 4, 5], '06:00', '14:00'),
};

/** Ranges away, counted from today: Sara on holiday later this week, Lars off today. */
const DEMO_AWAY: { who: DemoPersonKey; kind: AbsenceKind; fromDay: number; toDay: number; note: string | null }[] = [
  { who: 'sara', kind: 'ferie', fromDay: 2, toDay: 8, note: 'Høstferie' },
  { who: 'lars', kind: 'fri', fromDay: 0, toDay: 0, note: null },
];

/**
 * Who can work when, for the demo colleagues: the roster "På jobb i dag" and the show plan's
 * warnings have something to show. A person who already has a week or a range away keeps theirs.
 */
export const seedDemoAvailability: DemoSeeder = async (db, now, log) => {
  const people = await demoPeople(db);
  if (people.size === 0) return log('ingen demokolleger ennå: hopper over');
  const today = zonedDateKey(now);
  let weeks = 0;
  let away = 0;
  for (const [key, userId] of people) {
    const [has] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM user_availability WHERE user_id = ${userId}`));
    if (Number(has?.n ?? 0) === 0) {
      await replaceWeek(db, userId, DEMO_WEEKS[key]);
      weeks++;
    }
  }
  for (const range of DEMO_AWAY) {
    const userId = people.get(range.who);
    if (!userId) continue;
    const from = addDaysToDateKey(today, range.fromDay);
    const to = addDaysToDateKey(today, range.toDay);
    if ((await absencesOverlapping(db, [userId], from, to)).size > 0) continue;
    await insertAbsence(db, userId, { kind: range.kind, from, to, note: range.note });
    away++;
  }
  log(`${weeks} vanlige uker og ${away} fravær lagt inn`);
};
