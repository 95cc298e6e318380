import { and, eq, isNull } from 'drizzle-orm';
import { addDaysToDateKey, drawRuleText, maskPhone, SPONSOR_STRINGS, weekdayOfDateKey, zonedDateKey, zonedTimeToInstant, type EntryChannel } from '@studioportal/shared';
import type { Db, Tx } from '../db/client';
import { competitionDraws, competitionEntries, sponsorCompetitions, sponsorMentions, sponsors, sponsorWinners } from '../db/schema';
import { entriesHash, pickIndex, selectEligible } from '../features/sponsors/draw-rules';
import { stationStamp } from '../features/sponsors/views';
import type { DemoSeeder } from './demo';
import { demoPeople } from './demo-people';

/**
 * The sponsor desk's demo: the station's sponsor Joker Nord with a clean mention script, last
 * week's competition (entries by SMS, the page and phone, one invalidated, one SMS too late) drawn
 * by the same rules as the desk with its audit row and the prize handed over, this week's
 * competition open with its first entries, and "nevnt på lufta" marks every weekday morning of the
 * last two weeks. Recognised by the sponsor's name: a second run adds nothing but the demo
 * producer and technician once they exist (and the draw, which waits for the producer: an audit
 * row can never be changed to name who drew it).
 * The entries are not put in the listener queue: last week's would crowd this morning's.
 */

const SPONSOR = {
  name: 'Joker Nord',
  contactName: 'Kari Kjøpmann',
  contactEmail: 'kari.kjopmann@joker-nord.example',
  contactPhone: '77 60 00 00',
  mentionScript: 'Morgenshowet presenteres av Joker Nord – nærbutikken i nabolaget ditt.',
};

const RULES = 'Én vinner trekkes tilfeldig blant alle gyldige bidrag når konkurransen er stengt. Vinneren kontaktes på telefon og navnet leses på lufta. Ansatte i Radio Nord og Joker Nord kan ikke delta.';

const LAST_WEEK = {
  title: 'Vinn en handlekurv fra Joker Nord',
  prize: 'Handlekurv med frokost for fire fra Joker Nord',
  question: 'Hvilken ukedag er det frokostquiz på Morgenshowet?',
  keyword: 'JOKER',
};
const THIS_WEEK = {
  title: 'Vinn kaffe for et år',
  prize: 'Kaffe for et år fra Joker Nord (52 pakker)',
  question: 'Hvor mange kopper kaffe drikker du før klokka åtte?',
  keyword: 'KAFFE',
};

const NAMES = ['Marit i Harstad', 'Kjell', 'Tone', 'Robin', 'Siv', 'Bestefar Arvid', 'Hilde i Narvik', 'Per Arne fra Finnsnes', 'Jonas', 'Line på Senja', 'Odd', 'Eva', 'Frode', 'Sunniva', 'Trine'];
const ANSWERS = ['Fredag', 'fredag!', 'Fredag selvfølgelig', 'Torsdag?', 'FREDAG', 'Fredag, hver uke'];
const COFFEE = ['To', 'Tre kopper', 'Minst fire', 'En stor', 'Fem, men hvem teller'];

interface DemoEntry {
  channel: EntryChannel;
  name: string;
  phone: string;
  answer: string;
  receivedAt: Date;
  late?: boolean;
  invalidReason?: string;
}

/** A phone number per entrant that stays the same from run to run. */
const phoneOf = (n: number) => `+4794${String(100_000 + ((n * 7919) % 899_999)).padStart(6, '0')}`;
const channelOf = (i: number): EntryChannel => (['sms', 'web', 'sms', 'phone', 'web'] as const)[i % 5]!;

/** Entries spread over the window's mornings (06–09), in arrival order. */
function entries(count: number, firstDay: string, days: number, answers: readonly string[], offset: number): DemoEntry[] {
  const list: DemoEntry[] = [];
  for (let i = 0; i < count; i++) {
    const day = addDaysToDateKey(firstDay, i % days);
    const at = zonedTimeToInstant(day, 6 + ((i * 7) % 4), (i * 13) % 60)!;
    const channel = channelOf(i);
    const phone = phoneOf(offset + i);
    list.push({ channel, phone, name: channel === 'sms' ? maskPhone(phone) : NAMES[(offset + i) % NAMES.length]!, answer: answers[i % answers.length]!, receivedAt: at });
  }
  return list.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

async function insertEntries(tx: Tx, competitionId: string, list: readonly DemoEntry[], technicianId: string | null) {
  const rows = [];
  for (const e of list) {
    const [row] = await tx
      .insert(competitionEntries)
      .values({
        competitionId,
        channel: e.channel,
        participantKey: `phone:${e.phone}`,
        name: e.name,
        phone: e.phone,
        answer: e.answer,
        receivedAt: e.receivedAt,
        late: e.late ?? false,
        invalidReason: e.invalidReason ?? null,
        enteredBy: e.channel === 'phone' ? technicianId : null,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

/**
 * Last week's draw, by the desk's own rules: the eligible list hashed before the pick, the pick from
 * the CSPRNG, the audit row and the winner (prize handed over). Made once the demo producer exists,
 * since an audit row can never be changed to name who drew it.
 */
async function drawLastWeek(tx: Tx, competitionId: string, producerId: string): Promise<void> {
  const [c] = await tx.select().from(sponsorCompetitions).where(eq(sponsorCompetitions.id, competitionId));
  const rows = await tx.select().from(competitionEntries).where(eq(competitionEntries.competitionId, competitionId));
  if (!c) return;
  const drawnAt = new Date(c.closesAt.getTime() + 30 * 60_000);
  const selection = selectEligible(
    rows.map((r) => ({ id: r.id, name: r.name, participantKey: r.participantKey, phone: r.phone, receivedAt: r.receivedAt, late: r.late, invalidReason: r.invalidReason })),
    { excludeDays: c.excludeDays, recentWinners: [], earlierWinnerEntryIds: new Set() },
  );
  const eligibleIds = selection.eligible.map((e) => e.id);
  const hash = entriesHash(eligibleIds);
  const index = pickIndex(eligibleIds.length);
  const winner = rows.find((r) => r.id === eligibleIds[index])!;
  const exclusionFrom = new Date(drawnAt.getTime() - c.excludeDays * 86_400_000);
  const [draw] = await tx
    .insert(competitionDraws)
    .values({
      competitionId,
      drawnAt,
      drawnBy: producerId,
      ruleText: drawRuleText({
        entryFrom: stationStamp(c.opensAt),
        entryTo: stationStamp(c.closesAt),
        excludeDays: c.excludeDays,
        excludeFrom: stationStamp(exclusionFrom),
        excludeTo: stationStamp(drawnAt),
      }),
      entryFrom: c.opensAt,
      entryTo: c.closesAt,
      exclusionFrom,
      exclusionTo: drawnAt,
      exclusionDays: c.excludeDays,
      totalEntries: selection.total,
      validEntries: eligibleIds.length,
      excluded: selection.excluded,
      late: selection.late,
      eligibleIds,
      randomSource: SPONSOR_STRINGS.randomSource,
      entriesHash: hash,
      winnerIndex: index,
      winnerEntryId: winner.id,
      winnerName: winner.name,
    })
    .returning({ id: competitionDraws.id });
  await tx.insert(sponsorWinners).values({
    competitionId,
    drawId: draw!.id,
    entryId: winner.id,
    participantKey: winner.participantKey,
    name: winner.name,
    phone: winner.phone,
    prize: c.prize,
    drawnAt,
    handover: 'levert',
    handoverNote: 'Hentet i butikken på Storgata mandag',
  });
}

/** Demo people who were not there on an earlier run: the marks' and the callers' colleague, the competitions' producer. */
async function fillInPeople(db: Db, sponsorId: string, producerId: string | null, technicianId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (producerId) {
      await tx.update(sponsorCompetitions).set({ createdBy: producerId }).where(and(eq(sponsorCompetitions.sponsorId, sponsorId), isNull(sponsorCompetitions.createdBy)));
      const [last] = await tx
        .select({ id: sponsorCompetitions.id })
        .from(sponsorCompetitions)
        .where(and(eq(sponsorCompetitions.sponsorId, sponsorId), eq(sponsorCompetitions.title, LAST_WEEK.title)))
        .limit(1);
      const drawn = last ? await tx.select({ id: competitionDraws.id }).from(competitionDraws).where(eq(competitionDraws.competitionId, last.id)).limit(1) : [];
      if (last && drawn.length === 0) await drawLastWeek(tx, last.id, producerId);
    }
    if (!technicianId) return;
    await tx.update(sponsorMentions).set({ markedBy: technicianId }).where(and(eq(sponsorMentions.sponsorId, sponsorId), eq(sponsorMentions.source, 'studio'), isNull(sponsorMentions.markedBy)));
    const competitions = await tx.select({ id: sponsorCompetitions.id }).from(sponsorCompetitions).where(eq(sponsorCompetitions.sponsorId, sponsorId));
    for (const c of competitions) {
      await tx
        .update(competitionEntries)
        .set({ enteredBy: technicianId })
        .where(and(eq(competitionEntries.competitionId, c.id), eq(competitionEntries.channel, 'phone'), isNull(competitionEntries.enteredBy)));
    }
  });
}

export const seedDemoSponsors: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  const producerId = people.get('sara') ?? null;
  const technicianId = people.get('thomas') ?? null;
  const [existing] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.name, SPONSOR.name)).limit(1);
  if (existing) {
    await fillInPeople(db, existing.id, producerId, technicianId);
    log('Sponsoren fra demoen finnes fra før.');
    return;
  }

  const today = zonedDateKey(now);
  const monday = addDaysToDateKey(today, -((weekdayOfDateKey(today) + 6) % 7));
  const lastMonday = addDaysToDateKey(monday, -7);
  const lastFriday = addDaysToDateKey(lastMonday, 4);
  const opensLast = zonedTimeToInstant(lastMonday, 6)!;
  const closesLast = zonedTimeToInstant(lastFriday, 10)!;
  // This week's opened two mornings ago and runs three more days, whatever the weekday of the seed.
  const opensThis = new Date(Math.min(zonedTimeToInstant(addDaysToDateKey(today, -2), 6)!.getTime(), now.getTime() - 3_600_000));
  const closesThis = zonedTimeToInstant(addDaysToDateKey(today, 3), 10)!;

  let mentions = 0;
  await db.transaction(async (tx) => {
    const [sponsor] = await tx
      .insert(sponsors)
      .values({ ...SPONSOR, createdAt: zonedTimeToInstant(addDaysToDateKey(lastMonday, -14), 12)!, updatedAt: zonedTimeToInstant(addDaysToDateKey(lastMonday, -14), 12)! })
      .returning({ id: sponsors.id });
    const sponsorId = sponsor!.id;
    const competition = async (c: typeof LAST_WEEK, opensAt: Date, closesAt: Date) => {
      const [row] = await tx
        .insert(sponsorCompetitions)
        .values({
          sponsorId,
          title: c.title,
          prize: c.prize,
          rulesText: RULES,
          question: c.question,
          channels: ['sms', 'web', 'phone'],
          smsKeyword: c.keyword,
          opensAt,
          closesAt,
          excludeDays: 30,
          createdBy: producerId,
          createdAt: new Date(opensAt.getTime() - 2 * 86_400_000),
        })
        .returning({ id: sponsorCompetitions.id });
      return row!;
    };

    // ── Last week: 25 entries in the window (one invalidated), one SMS after the close; drawn and handed over.
    const last = await competition(LAST_WEEK, opensLast, closesLast);
    const lastEntries = entries(25, lastMonday, 5, ANSWERS, 0);
    lastEntries[7] = { ...lastEntries[7]!, invalidReason: 'Ringte inn to ganger under ulike navn' };
    const latePhone = phoneOf(99);
    lastEntries.push({ channel: 'sms', name: maskPhone(latePhone), phone: latePhone, answer: 'Fredag', receivedAt: new Date(closesLast.getTime() + 12 * 60_000), late: true });
    await insertEntries(tx, last.id, lastEntries, technicianId);
    if (producerId) await drawLastWeek(tx, last.id, producerId);

    // ── This week: open, with the first entries of the last two mornings (before now).
    const current = await competition(THIS_WEEK, opensThis, closesThis);
    const first = entries(9, zonedDateKey(opensThis), 3, COFFEE, 40).filter((e) => e.receivedAt >= opensThis && e.receivedAt < now);
    await insertEntries(tx, current.id, first, technicianId);

    // ── "Nevnt på lufta" every weekday morning of the last two weeks, at 07:10 and 08:40.
    for (let d = -13; d <= 0; d++) {
      const day = addDaysToDateKey(today, d);
      const weekday = weekdayOfDateKey(day);
      if (weekday === 0 || weekday === 6) continue;
      for (const [hour, minute] of [
        [7, 10],
        [8, 40],
      ] as const) {
        const airedAt = zonedTimeToInstant(day, hour, minute)!;
        if (airedAt >= now) continue;
        await tx.insert(sponsorMentions).values({ sponsorId, airedAt, source: 'studio', detail: null, markedBy: technicianId });
        mentions++;
      }
    }
  });
  log(`Sponsor: ${SPONSOR.name} med to konkurranser (forrige ukes trukket og levert, denne ukens åpen) og ${mentions} omtaler på lufta.`);
};
