import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  addDaysToDateKey,
  maskPhone,
  rankPlayers,
  weekdayOfDateKey,
  zonedDateKey,
  zonedTimeToInstant,
  QUIZ_LIMITS,
  type QuizLeaderboardEntry,
  type QuizReveal,
} from '@studioportal/shared';
import type { Db, Tx } from '../db/client';
import {
  gameLeaderboards,
  gameSessions,
  gameTournaments,
  liveQuizAdjustments,
  liveQuizAnswers,
  liveQuizParticipants,
  liveQuizSessions,
  quizQuestions,
  quizSets,
  tournamentParticipants,
} from '../db/schema';
import type { SessionQuestion } from '../db/schema/quiz';
import { badgesOf, upsertPlayer } from '../features/quiz/players.repository';
import { awardPlayerAchievements, recordFinishedGame } from '../features/quiz/results.repository';
import { buildLeaderboard, scoreQuestion } from '../features/quiz/scoring-step';
import type { AnswerRow, ParticipantRow, SessionRow } from '../features/quiz/sessions.repository';
import type { DemoSeeder } from './demo';
import { demoPeople } from './demo-people';
import { SHOWCASE_SET, WEEKDAY_SETS, type DemoQuestion, type DemoSet } from './demo-quiz-questions';

/**
 * The live quiz's demo: the morning show's question sets, a finished quiz every weekday morning of
 * last week and this week so far (the latest, this morning's big one, with callers, an SMS entrant,
 * a studio guest and a score correction), each with its answers, leaderboard after every question,
 * game record and the players' achievements, and a tournament per week (Monday–Friday): last
 * week's with its winner recorded and the prize handed over, this week's still running.
 *
 * Every game is played out here the way the server runs one: each question is scored at its reveal
 * with the server's scoring step (the shared quiz-scoring rules: speed points, streak bonus), the
 * leaderboards are built from those totals, and the finished game is recorded and its achievements
 * awarded by the same code as a live quiz's end. The choices (who plays, who knows, how fast) come
 * from a hash of the day and the player, so a run on the same day makes the same games.
 *
 * Recognised by the big set's title: a second run adds nothing. The demo producer (Sara) runs the
 * quizzes; before the demo people exist the games have no producer, and a later run fills her in.
 */

type DemoPlayerKind = 'listener' | 'caller' | 'sms' | 'guest';

interface DemoPlayer {
  key: string;
  kind: DemoPlayerKind;
  name: string;
  phone?: string;
  /** How likely the player is to know an answer, and to play on a given morning. */
  skill: number;
  plays: number;
}

/** The regulars: phones on the public page, two callers, and an SMS entrant whose texts are in the listener queue too. */
const REGULARS: DemoPlayer[] = [
  { key: 'morgenfuglen', kind: 'listener', name: 'Morgenfuglen', skill: 0.9, plays: 1 },
  { key: 'tine', kind: 'listener', name: 'Tine på Senja', skill: 0.8, plays: 0.9 },
  { key: 'nordlys88', kind: 'listener', name: 'Nordlys88', skill: 0.65, plays: 0.8 },
  { key: 'arvid', kind: 'listener', name: 'Bestefar Arvid', skill: 0.55, plays: 0.7 },
  { key: 'jonas', kind: 'listener', name: 'Jonas 11 år', skill: 0.5, plays: 0.6 },
  { key: 'per-arne', kind: 'caller', name: 'Per Arne fra Finnsnes', phone: '+4795512345', skill: 0.7, plays: 0.5 },
  { key: 'hilde', kind: 'caller', name: 'Hilde i Narvik', phone: '+4790876543', skill: 0.6, plays: 0.5 },
  { key: 'sms-877', kind: 'sms', name: maskPhone('+4793344877'), phone: '+4793344877', skill: 0.6, plays: 0.6 },
];
/** This morning's studio guest (the morning show's guest in the rundown) plays along once. */
const GUEST: DemoPlayer = { key: 'gjest-mina', kind: 'guest', name: 'Mina Khalid (studiogjest)', skill: 0.6, plays: 1 };

/** The quiz goes on air at 07:40 on weekdays; a question takes about a minute with reveal and leaderboard. */
const QUIZ_HOUR = 7;
const QUIZ_MINUTE = 40;
const QUESTION_SLOT_MS = 60_000;
const TOURNAMENT_PRIZE = 'Radio Nord-krus og gavekort på 500 kroner';
const CORRECTION = {
  player: 'per-arne',
  question: 1,
  points: 800,
  reason: 'Svarte «Tromsøbrua» på telefonen før tiden gikk ut, men svaret ble slått inn for sent',
};

/** A repeatable number in [0, 1) for a key: the same day and player always play the same game. */
function chance(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('/')).digest().readUInt32BE(0) / 2 ** 32;
}

/** ISO week number of a date key (week 1 holds the year's first Thursday). */
function isoWeek(dateKey: string): number {
  const thursday = addDaysToDateKey(dateKey, 3 - ((weekdayOfDateKey(dateKey) + 6) % 7));
  const [year] = thursday.split('-');
  return Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000 / 7) + 1;
}

interface QuizDay {
  date: string;
  set: DemoSet;
  showcase: boolean;
  week: 'last' | 'this';
}

/** Every weekday of last week and this week whose quiz is over by `now`; the latest runs the big set. */
function quizDays(now: Date): QuizDay[] {
  const today = zonedDateKey(now);
  const monday = addDaysToDateKey(today, -((weekdayOfDateKey(today) + 6) % 7));
  const days: QuizDay[] = [];
  for (const [week, start] of [['last', addDaysToDateKey(monday, -7)], ['this', monday]] as const) {
    for (let i = 0; i < 5; i++) {
      const date = addDaysToDateKey(start, i);
      const onAir = zonedTimeToInstant(date, QUIZ_HOUR, QUIZ_MINUTE)!;
      const set = WEEKDAY_SETS[(i + 1) as 1 | 2 | 3 | 4 | 5];
      if (onAir.getTime() + (SHOWCASE_SET.questions.length + 2) * QUESTION_SLOT_MS <= now.getTime()) days.push({ date, set, showcase: false, week });
    }
  }
  const latest = days.at(-1);
  if (latest) Object.assign(latest, { set: SHOWCASE_SET, showcase: true });
  return days;
}

/** The session's snapshot of a set, as a live session keeps it: each choice question's alternatives shuffled. */
function snapshotOf(set: DemoSet, date: string): SessionQuestion[] {
  return set.questions.map((q, index) => {
    if (q.kind === 'text') {
      return { kind: 'text', prompt: q.prompt, alternatives: [], correct_index: null, accepted_answers: q.accepted!, time_limit_s: q.timeLimitS, points: 1000, media_id: null, host_notes: q.hostNotes, skipped: false };
    }
    const order = q.alternatives!.map((_, i) => i).sort((a, b) => chance(date, index, 'order', a) - chance(date, index, 'order', b));
    return {
      kind: 'choice',
      prompt: q.prompt,
      alternatives: order.map((i) => q.alternatives![i]!),
      correct_index: order.indexOf(q.correct!),
      accepted_answers: [],
      time_limit_s: q.timeLimitS,
      points: 1000,
      media_id: null,
      host_notes: q.hostNotes,
      skipped: false,
    };
  });
}

/** What a player answers to a question on a day (null: no answer in time). */
function answerOf(day: QuizDay, player: DemoPlayer, index: number, question: DemoQuestion, snapshot: SessionQuestion): { choice: number | null; text: string | null; elapsedMs: number } | null {
  const roll = (what: string) => chance(day.date, player.key, index, what);
  if (day.showcase && player.key === CORRECTION.player && index === CORRECTION.question) return null;
  if (player.kind !== 'caller' && roll('answers') > 0.92) return null;
  const knows = roll('knows') < player.skill;
  // Those who know it are quicker; nobody beats the first half second every time.
  const limitMs = snapshot.time_limit_s * 1000;
  const elapsedMs = Math.round(450 + roll('time') ** (knows ? 2 : 1) * (limitMs - 1200));
  if (question.kind === 'text') {
    const typed = knows ? question.typedRight! : question.typedWrong!;
    return { choice: null, text: typed[Math.floor(roll('typed') * typed.length)]!, elapsedMs };
  }
  const right = snapshot.correct_index!;
  if (knows) return { choice: right, text: null, elapsedMs };
  const wrong = Math.floor(roll('wrong') * (snapshot.alternatives.length - 1));
  return { choice: wrong >= right ? wrong + 1 : wrong, text: null, elapsedMs };
}

function lineupOf(day: QuizDay): DemoPlayer[] {
  if (day.showcase) return [...REGULARS, GUEST];
  return REGULARS.filter((p) => chance(day.date, p.key, 'plays') < p.plays);
}

interface DayIds {
  setIds: Map<string, string>;
  tournamentIds: Record<QuizDay['week'], string>;
  producerId: string | null;
}

/** Plays one morning's quiz out and stores everything it leaves behind. */
async function playDay(tx: Tx, day: QuizDay, ids: DayIds): Promise<{ participants: number; answers: number }> {
  const onAir = zonedTimeToInstant(day.date, QUIZ_HOUR, QUIZ_MINUTE)!;
  const at = (ms: number) => new Date(onAir.getTime() + ms);
  const sessionId = randomUUID();
  const questions = snapshotOf(day.set, day.date);

  // ── The players join in the lobby (phones) or are added by the producer (callers, the guest).
  const lineup = lineupOf(day);
  const participants: ParticipantRow[] = [];
  for (const [n, player] of lineup.entries()) {
    const joinedAt = at(-120_000 + n * 9_000);
    const deviceId = player.kind === 'listener' ? `demo-${player.key}` : null;
    const playerId = await upsertPlayer(tx, { phone: player.phone ?? null, deviceId, name: player.name }, joinedAt);
    participants.push({
      id: randomUUID(),
      session_id: sessionId,
      player_id: playerId,
      kind: player.kind,
      name: player.name,
      phone: player.phone ?? null,
      device_id: deviceId,
      joined_at: joinedAt,
      removed_at: null,
      points: 0,
      correct: 0,
      correct_time_ms: 0,
      streak: 0,
      best_streak: 0,
      answered_index: -1,
    });
  }
  const playerOf = new Map(participants.map((p, n) => [p.id, lineup[n]!]));
  const badges = await badgesOf(tx, participants.map((p) => p.player_id!));

  // ── Question by question: answers in the window, scored at the reveal, a leaderboard after it.
  const session: SessionRow = {
    id: sessionId,
    set_id: ids.setIds.get(day.set.title) ?? null,
    title: day.set.title,
    code: String(Math.floor(chance(day.date, 'code') * 10 ** QUIZ_LIMITS.codeLength)).padStart(QUIZ_LIMITS.codeLength, '0'),
    phase: 'finished',
    question_index: questions.length - 1,
    questions,
    scoring: 'speed',
    streak_bonus: true,
    opens_at: null,
    deadline_at: null,
    locked_at: null,
    paused_at: null,
    remaining_ms: null,
    revealed_through: questions.length - 1,
    reveals: [],
    producer_id: ids.producerId,
    tournament_id: ids.tournamentIds[day.week],
    created_at: at(-300_000),
    started_at: at(0),
    ended_at: null,
  };
  const answerRows: (typeof liveQuizAnswers.$inferInsert)[] = [];
  const boards: { index: number; entries: QuizLeaderboardEntry[]; at: Date }[] = [];
  const reveals: QuizReveal[] = [];
  let adjustment: typeof liveQuizAdjustments.$inferInsert | null = null;
  let standing = participants;
  let previous: QuizLeaderboardEntry[] | null = null;
  for (const [index, question] of day.set.questions.entries()) {
    const snapshot = questions[index]!;
    const opensAt = at(index * QUESTION_SLOT_MS + QUIZ_LIMITS.countdownMs);
    const deadlineAt = new Date(opensAt.getTime() + snapshot.time_limit_s * 1000);
    const revealAt = new Date(deadlineAt.getTime() + 8_000);
    const answers: AnswerRow[] = [];
    for (const p of participants) {
      const given = answerOf(day, playerOf.get(p.id)!, index, question, snapshot);
      if (!given) continue;
      const source = p.kind === 'listener' ? 'web' : p.kind === 'sms' ? 'sms' : 'staff';
      answers.push({ participant_id: p.id, choice: given.choice, text: given.text, answered_at: new Date(opensAt.getTime() + given.elapsedMs), elapsed_ms: given.elapsedMs, source, correct: null });
    }
    const scored = scoreQuestion(session, index, standing, answers);
    const verdicts = new Map(scored.verdicts.map((v) => [v.participant_id, v]));
    for (const a of answers) {
      answerRows.push({
        sessionId,
        participantId: a.participant_id,
        questionIndex: index,
        choice: a.choice,
        text: a.text,
        answeredAt: a.answered_at,
        elapsedMs: a.elapsed_ms,
        source: a.source,
        enteredBy: a.source === 'staff' ? ids.producerId : null,
        correct: verdicts.get(a.participant_id)!.correct,
        points: verdicts.get(a.participant_id)!.points,
      });
    }
    const totals = new Map(scored.totals.map((t) => [t.id, t]));
    standing = standing.map((p) => ({ ...p, ...totals.get(p.id) }));
    if (day.showcase && index === CORRECTION.question) {
      // The producer's correction after the reveal: logged with its reason, in the totals from now on.
      const caller = standing.find((p) => playerOf.get(p.id)?.key === CORRECTION.player)!;
      standing = standing.map((p) => (p.id === caller.id ? { ...p, points: p.points + CORRECTION.points } : p));
      adjustment = { sessionId, participantId: caller.id, points: CORRECTION.points, reason: CORRECTION.reason, madeBy: ids.producerId, madeAt: new Date(revealAt.getTime() + 30_000) };
    }
    const entries = buildLeaderboard(standing, previous, badges);
    boards.push({ index, entries, at: revealAt });
    reveals.push(scored.reveal);
    previous = entries;
    session.opens_at = opensAt;
    session.deadline_at = deadlineAt;
    session.locked_at = deadlineAt;
  }
  const endedAt = new Date(boards.at(-1)!.at.getTime() + 40_000);
  const finished: SessionRow = { ...session, reveals, ended_at: endedAt };

  await tx.insert(liveQuizSessions).values({
    id: sessionId,
    setId: finished.set_id,
    title: finished.title,
    code: finished.code,
    phase: 'finished',
    questionIndex: finished.question_index,
    questions,
    scoring: finished.scoring,
    streakBonus: finished.streak_bonus,
    opensAt: finished.opens_at,
    deadlineAt: finished.deadline_at,
    lockedAt: finished.locked_at,
    revealedThrough: finished.revealed_through,
    reveals,
    producerId: ids.producerId,
    tournamentId: finished.tournament_id,
    createdAt: finished.created_at,
    startedAt: finished.started_at,
    endedAt,
  });
  await tx.insert(liveQuizParticipants).values(
    standing.map((p) => ({
      id: p.id,
      sessionId,
      playerId: p.player_id,
      kind: p.kind,
      name: p.name,
      phone: p.phone,
      deviceId: p.device_id,
      addedBy: p.kind === 'caller' || p.kind === 'guest' ? ids.producerId : null,
      joinedAt: p.joined_at,
      points: p.points,
      correct: p.correct,
      correctTimeMs: p.correct_time_ms,
      streak: p.streak,
      bestStreak: p.best_streak,
    })),
  );
  if (answerRows.length) await tx.insert(liveQuizAnswers).values(answerRows);
  if (adjustment) await tx.insert(liveQuizAdjustments).values(adjustment);
  await tx.insert(gameLeaderboards).values(boards.map((b) => ({ sessionId, questionIndex: b.index, computedAt: b.at, entries: b.entries })));
  // What a live quiz's end leaves behind, by the same code: the game record, then the achievements.
  const finalBoard = boards.at(-1)!.entries;
  await recordFinishedGame(tx, finished, finalBoard, standing, endedAt);
  await awardPlayerAchievements(tx, finished, finalBoard, standing, endedAt);
  return { participants: standing.length, answers: answerRows.length };
}

async function insertSet(tx: Tx, set: DemoSet, createdAt: Date, producerId: string | null): Promise<string> {
  const [row] = await tx
    .insert(quizSets)
    .values({ title: set.title, description: set.description, scoring: 'speed', streakBonus: true, createdBy: producerId, updatedBy: producerId, createdAt, updatedAt: createdAt })
    .returning({ id: quizSets.id });
  await tx.insert(quizQuestions).values(
    set.questions.map((q, position) => ({
      setId: row!.id,
      position,
      kind: q.kind,
      prompt: q.prompt,
      alternatives: q.alternatives ?? [],
      correctIndex: q.correct ?? null,
      acceptedAnswers: q.accepted ?? [],
      timeLimitS: q.timeLimitS,
      points: 1000,
      hostNotes: q.hostNotes,
    })),
  );
  return row!.id;
}

/** Last week's winner: the top of its standings (points summed over its quizzes, ties by time), prize handed over. */
async function recordWinner(tx: Tx, tournamentId: string, producerId: string | null, recordedAt: Date) {
  const totals = new Map<string, { id: string; points: number; correctTimeMs: number }>();
  const rows = await tx
    .select({ playerId: liveQuizParticipants.playerId, points: liveQuizParticipants.points, correctTimeMs: liveQuizParticipants.correctTimeMs })
    .from(liveQuizParticipants)
    .innerJoin(liveQuizSessions, eq(liveQuizSessions.id, liveQuizParticipants.sessionId))
    .where(eq(liveQuizSessions.tournamentId, tournamentId));
  for (const r of rows) {
    if (!r.playerId) continue;
    const t = totals.get(r.playerId) ?? { id: r.playerId, points: 0, correctTimeMs: 0 };
    totals.set(r.playerId, { id: t.id, points: t.points + r.points, correctTimeMs: t.correctTimeMs + r.correctTimeMs });
  }
  const winner = rankPlayers([...totals.values()])[0];
  if (!winner) return;
  await tx.insert(tournamentParticipants).values({
    tournamentId,
    playerId: winner.id,
    rank: 1,
    prize: TOURNAMENT_PRIZE,
    handoverStatus: 'levert',
    recordedBy: producerId,
    recordedAt,
    updatedAt: new Date(recordedAt.getTime() + 2 * 86_400_000),
  });
}

/** A later run, once the demo people exist: the producer made the sets, ran the games and recorded the winner. */
async function fillInProducer(db: Db, producerId: string): Promise<number> {
  const titles = [SHOWCASE_SET.title, ...Object.values(WEEKDAY_SETS).map((s) => s.title)];
  return db.transaction(async (tx) => {
    const sets = await tx.select({ id: quizSets.id }).from(quizSets).where(inArray(quizSets.title, titles));
    if (sets.length === 0) return 0;
    const setIds = sets.map((s) => s.id);
    await tx.update(quizSets).set({ createdBy: producerId, updatedBy: producerId }).where(and(inArray(quizSets.id, setIds), isNull(quizSets.createdBy)));
    const sessions = await tx
      .update(liveQuizSessions)
      .set({ producerId })
      .where(and(inArray(liveQuizSessions.setId, setIds), isNull(liveQuizSessions.producerId)))
      .returning({ id: liveQuizSessions.id, tournamentId: liveQuizSessions.tournamentId });
    if (sessions.length === 0) return 0;
    const sessionIds = sessions.map((s) => s.id);
    const tournamentIds = [...new Set(sessions.flatMap((s) => (s.tournamentId ? [s.tournamentId] : [])))];
    await tx.update(gameSessions).set({ runBy: producerId }).where(and(eq(gameSessions.kind, 'quiz'), inArray(gameSessions.refId, sessionIds), isNull(gameSessions.runBy)));
    await tx
      .update(liveQuizParticipants)
      .set({ addedBy: producerId })
      .where(and(inArray(liveQuizParticipants.sessionId, sessionIds), inArray(liveQuizParticipants.kind, ['caller', 'guest']), isNull(liveQuizParticipants.addedBy)));
    await tx
      .update(liveQuizAnswers)
      .set({ enteredBy: producerId })
      .where(and(inArray(liveQuizAnswers.sessionId, sessionIds), eq(liveQuizAnswers.source, 'staff'), isNull(liveQuizAnswers.enteredBy)));
    await tx.update(liveQuizAdjustments).set({ madeBy: producerId }).where(and(inArray(liveQuizAdjustments.sessionId, sessionIds), isNull(liveQuizAdjustments.madeBy)));
    if (tournamentIds.length) {
      await tx.update(gameTournaments).set({ createdBy: producerId }).where(and(inArray(gameTournaments.id, tournamentIds), isNull(gameTournaments.createdBy)));
      await tx
        .update(tournamentParticipants)
        .set({ recordedBy: producerId })
        .where(and(inArray(tournamentParticipants.tournamentId, tournamentIds), isNull(tournamentParticipants.recordedBy)));
    }
    return sessionIds.length;
  });
}

export const seedDemoQuiz: DemoSeeder = async (db: Db, now: Date, log) => {
  const producerId = (await demoPeople(db)).get('sara') ?? null;
  const [existing] = await db.select({ id: quizSets.id }).from(quizSets).where(eq(quizSets.title, SHOWCASE_SET.title)).limit(1);
  if (existing) {
    const filled = producerId ? await fillInProducer(db, producerId) : 0;
    log(filled ? `Quiz: produsenten satt på ${filled} quizer fra en tidligere kjøring.` : 'Quizen fra demoen finnes fra før.');
    return;
  }
  const days = quizDays(now);
  const today = zonedDateKey(now);
  const monday = addDaysToDateKey(today, -((weekdayOfDateKey(today) + 6) % 7));
  let participants = 0;
  let answers = 0;
  await db.transaction(async (tx) => {
    const setsMadeAt = zonedTimeToInstant(addDaysToDateKey(monday, -10), 13)!;
    const setIds = new Map<string, string>();
    for (const set of [...Object.values(WEEKDAY_SETS), SHOWCASE_SET]) setIds.set(set.title, await insertSet(tx, set, setsMadeAt, producerId));
    const tournament = async (start: string) => {
      const [row] = await tx
        .insert(gameTournaments)
        .values({ name: `Ukesquiz uke ${isoWeek(start)}`, startsOn: start, endsOn: addDaysToDateKey(start, 4), prize: TOURNAMENT_PRIZE, createdBy: producerId, createdAt: setsMadeAt, updatedAt: setsMadeAt })
        .returning({ id: gameTournaments.id });
      return row!.id;
    };
    const tournamentIds = { last: await tournament(addDaysToDateKey(monday, -7)), this: await tournament(monday) };
    for (const day of days) {
      const played = await playDay(tx, day, { setIds, tournamentIds, producerId });
      participants += played.participants;
      answers += played.answers;
    }
    // A week's winner is recorded once its Friday quiz is over; this week's only after the week.
    const lastFriday = addDaysToDateKey(monday, -3);
    await recordWinner(tx, tournamentIds.last, producerId, zonedTimeToInstant(lastFriday, 10)!);
    const thisFriday = addDaysToDateKey(monday, 4);
    if (today > thisFriday) await recordWinner(tx, tournamentIds.this, producerId, zonedTimeToInstant(thisFriday, 10)!);
  });
  log(`Quiz: ${days.length} ferdige quizer (${participants} deltakere, ${answers} svar) i to ukesturneringer, ${1 + Object.keys(WEEKDAY_SETS).length} spørsmålssett.`);
};
