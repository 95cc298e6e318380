import {
  AVAILABILITY_EVENTS,
  AVAILABILITY_LIMITS,
  AVAILABILITY_STRINGS,
  availabilityOn,
  zonedDateKey,
  type Absence,
  type AbsenceInput,
  type MyAvailability,
  type Roster,
  type TeamAvailability,
  type WeeklySlot,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { ApiError, notFound } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { absencesOverlapping, deleteAbsence, insertAbsence, listStaff, openAbsencesOf, replaceWeek, weeksOf } from './availability.repository';

const asSeenByColleagues = (absence: Absence): Absence => (absence.kind === 'syk' ? { ...absence, kind: 'annet', note: null } : absence);

/**
 * Who can work when. Each person edits only their own week and ranges away; every approved
 * colleague reads the team's (the show plan's pickers, the roster). A change is announced on
 * `availability:v1` with whose it was, and the screens refetch.
 */
export class AvailabilityService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async mine(userId: string, now: Date): Promise<MyAvailability> {
    return this.mineIn(this.ctx.database.db, userId, now);
  }

  async saveWeek(userId: string, week: readonly WeeklySlot[], now: Date): Promise<MyAvailability> {
    return this.write(userId, now, (tx) => replaceWeek(tx, userId, [...week].sort((a, b) => a.weekday - b.weekday)));
  }

  async addAbsence(userId: string, input: AbsenceInput, now: Date): Promise<Absence> {
    let created: Absence | undefined;
    await this.write(userId, now, async (tx) => {
      const open = await openAbsencesOf(tx, userId, zonedDateKey(now));
      if (open.length >= AVAILABILITY_LIMITS.openAbsencesMax) throw new ApiError(409, 'too_many_absences', AVAILABILITY_STRINGS.tooManyAbsences);
      created = await insertAbsence(tx, userId, input);
    });
    return created!;
  }

  async removeAbsence(userId: string, id: string, now: Date): Promise<void> {
    await this.write(userId, now, async (tx) => {
      if (!(await deleteAbsence(tx, userId, id))) throw notFound(AVAILABILITY_STRINGS.absenceNotFound);
    });
  }

  /**
   * Everyone's usual week and the ranges away that touch [from, to], as `viewerId` may see them:
   * a colleague's sick leave is health information, so others see it as "Annet" without its note.
   */
  async team(from: string, to: string, viewerId: string): Promise<TeamAvailability> {
    const db = this.ctx.database.db;
    const staff = await listStaff(db);
    const ids = staff.map((s) => s.userId);
    const [weeks, absences] = await Promise.all([weeksOf(db, ids), absencesOverlapping(db, ids, from, to)]);
    return {
      from,
      to,
      people: staff.map((s) => {
        const own = absences.get(s.userId) ?? [];
        return { ...s, week: weeks.get(s.userId) ?? [], absences: s.userId === viewerId ? own : own.map(asSeenByColleagues) };
      }),
    };
  }

  /** Today's station date: who is on (usual week, not away) and who is away, by name. */
  async roster(now: Date, viewerId: string): Promise<Roster> {
    const date = zonedDateKey(now);
    const { people } = await this.team(date, date, viewerId);
    const roster: Roster = { date, working: [], away: [] };
    for (const person of people) {
      const day = availabilityOn(person, date);
      const who = { userId: person.userId, name: person.name, chatColor: person.chatColor };
      if (day.status === 'away') roster.away.push({ ...who, kind: day.absence.kind, to: day.absence.to });
      else if (day.status === 'working') roster.working.push({ ...who, start: day.slot.start, end: day.slot.end });
    }
    roster.working.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name, 'nb'));
    return roster;
  }

  private async mineIn(db: DbOrTx, userId: string, now: Date): Promise<MyAvailability> {
    const [weeks, absences] = await Promise.all([weeksOf(db, [userId]), openAbsencesOf(db, userId, zonedDateKey(now))]);
    return { week: weeks.get(userId) ?? [], absences };
  }

  private async write(userId: string, now: Date, change: (tx: DbOrTx) => Promise<void>): Promise<MyAvailability> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish: Publish) => {
      await change(tx);
      await publish('availability', AVAILABILITY_EVENTS.changed, { userId });
      return this.mineIn(tx, userId, now);
    });
  }
}
