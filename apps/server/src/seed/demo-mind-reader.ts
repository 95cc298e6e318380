import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDaysToDateKey, weekdayOfDateKey, zonedDateKey, zonedTimeToInstant, type MindReaderAnswer, type MindReaderOutcome } from '@studioportal/shared';
import type { Db } from '../db/client';
import { mindReaderEntries, mindReaderRounds, mindReaderSessions } from '../db/schema';
import type { DemoSeeder } from './demo';
import { demoPeople } from './demo-people';

/**
 * Tankeleseren's demo: a finished season so far — one caller every weekday morning of the last
 * eight weeks at 08:20, Ingrid asking and Sara producing, each round played out question by
 * question (yes/no/don't know), guessed or not, and revealed. 34 of the 40 are guessed, so the
 * landing page says "Tankeleseren har klart 34 av 40" on a fresh demo. Choices come from a hash of
 * the day, so a run on the same day makes the same season. Sessions need a producer and a host:
 * before the demo people exist this seeder waits for a later run. Recognised by its first day.
 */

const ROUNDS = 40;
const MISSES = new Set([3, 11, 17, 24, 30, 36]);

const SECRETS: readonly { category: string; secret: string; accepted?: string[] }[] = [
  { category: 'Person', secret: 'Kong Harald', accepted: ['Harald', 'Kongen'] },
  { category: 'Sted', secret: 'Lofoten' },
  { category: 'Ting', secret: 'Ostehøvel' },
  { category: 'Dyr', secret: 'Elg' },
  { category: 'Mat og drikke', secret: 'Brunost' },
  { category: 'Person', secret: 'Kygo' },
  { category: 'Sted', secret: 'Nordkapp' },
  { category: 'Ting', secret: 'Binders' },
  { category: 'Film og TV', secret: 'Skam' },
  { category: 'Musikk', secret: 'Take On Me' },
  { category: 'Dyr', secret: 'Lundefugl', accepted: ['Lunde'] },
  { category: 'Sted', secret: 'Tromsø' },
  { category: 'Person', secret: 'Marit Bjørgen' },
  { category: 'Ting', secret: 'Hurtigruten' },
  { category: 'Mat og drikke', secret: 'Lefse' },
];
const CALLERS = ['Kari fra Bodø', 'Per i Narvik', 'Lise på Sortland', 'Ahmed i Harstad', 'Ole fra Mo', 'Siri i Alta', 'Jonas på Finnsnes', 'Mette i Tromsø'];
const QUESTIONS = ['Er det levende?', 'Er det større enn en brødboks?', 'Finnes det i Nord-Norge?', 'Kan man spise det?', 'Er det kjent fra TV?', 'Er det eldre enn 100 år?', 'Har det med sport å gjøre?', 'Kan man holde det i hånda?'];

function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The last `count` weekdays before today, oldest first. */
function weekdaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let day = addDaysToDateKey(today, -1); days.length < count; day = addDaysToDateKey(day, -1)) {
    if (weekdayOfDateKey(day) >= 1 && weekdayOfDateKey(day) <= 5) days.unshift(day);
  }
  return days;
}

export const seedDemoMindReader: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  const hostId = people.get('ingrid');
  const producerId = people.get('sara');
  if (!hostId || !producerId) {
    log('Tankeleseren: venter på demokollegene (programleder og produsent).');
    return;
  }
  const days = weekdaysBefore(zonedDateKey(now), ROUNDS);
  const [existing] = await db.select({ id: mindReaderSessions.id }).from(mindReaderSessions).where(eq(mindReaderSessions.date, days[0]!)).limit(1);
  if (existing) {
    log('Tankeleseren fra demoen finnes fra før.');
    return;
  }
  await db.transaction(async (tx) => {
    for (const [index, day] of days.entries()) {
      const seed = hashOf(day);
      const pick = SECRETS[index % SECRETS.length]!;
      const startedAt = zonedTimeToInstant(day, 8, 20)!;
      const [session] = await tx
        .insert(mindReaderSessions)
        .values({ date: day, producerId, hostId, createdBy: producerId, createdAt: startedAt, closedAt: new Date(startedAt.getTime() + 15 * 60_000) })
        .returning({ id: mindReaderSessions.id });
      const guessed = !MISSES.has(index);
      const questionCount = guessed ? 6 + (seed % 12) : 20;
      const outcome: MindReaderOutcome = guessed ? 'gjettet' : seed % 2 === 0 ? 'ga_opp' : 'tiden_ute';
      const finishedAt = new Date(startedAt.getTime() + (questionCount + 1) * 12_000);
      const [round] = await tx
        .insert(mindReaderRounds)
        .values({
          sessionId: session!.id,
          position: 1,
          callerName: CALLERS[seed % CALLERS.length]!,
          callerPhone: `+479${String(1000000 + (seed % 8999999)).padStart(7, '0')}`,
          category: pick.category,
          questionLimit: 20,
          timeLimitS: 300,
          status: 'finished',
          secret: pick.secret,
          accepted: pick.accepted ?? [],
          hints: [],
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + 300_000),
          finishedAt,
          outcome,
          revealedAt: new Date(finishedAt.getTime() + 5_000),
        })
        .returning({ id: mindReaderRounds.id });
      const answers: MindReaderAnswer[] = ['ja', 'nei', 'nei', 'ja', 'vet_ikke'];
      const entries: (typeof mindReaderEntries.$inferInsert)[] = Array.from({ length: questionCount }, (_, q) => ({
        roundId: round!.id,
        position: q + 1,
        kind: 'question',
        text: QUESTIONS[(seed + q) % QUESTIONS.length]!,
        answer: answers[(seed >>> (q % 16)) % answers.length]!,
        at: new Date(startedAt.getTime() + (q + 1) * 12_000),
        recordedBy: producerId,
      }));
      if (guessed) {
        entries.push({ roundId: round!.id, position: questionCount + 1, kind: 'guess', text: `Er det ${pick.secret}?`, correct: true, at: finishedAt, recordedBy: producerId });
      }
      await tx.insert(mindReaderEntries).values(entries);
    }
  });
  log(`Tankeleseren: ${ROUNDS} runder de siste åtte ukene, ${ROUNDS - MISSES.size} gjettet.`);
};
