import {
  can,
  foldAnswer,
  MIND_READER_EVENTS,
  MIND_READER_LIMITS as L,
  MIND_READER_STRINGS as S,
  mindReaderSeasonOf,
  mindReaderSeasonStats,
  zonedDateKey,
  type MindReaderFinishInput,
  type MindReaderGuessInput,
  type MindReaderHistory,
  type MindReaderQuestionInput,
  type MindReaderRound,
  type MindReaderSecret,
  type MindReaderSession,
  type MindReaderToday,
  type PublicMindReader,
  type mindReaderRoundInputSchema,
  type mindReaderSecretInputSchema,
  type mindReaderSessionInputSchema,
  type mindReaderSessionPatchSchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { approvedStaffIds, peopleByIds, personInMap } from '../../db/people';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import type { StoredGuess } from '../listeners';
import * as repo from './mind-reader.repository';
import { publicRound, roleIn, secretView } from './round-view';

type RoundInput = z.output<typeof mindReaderRoundInputSchema>;

const notFound = () => new ApiError(404, 'round_not_found', S.roundNotFound);
const sessionNotFound = () => new ApiError(404, 'session_not_found', S.sessionNotFound);

/** Whether a guess names the secret: folded like quiz answers (case, accents, æ/ae), against the secret and its variants. */
export function guessMatches(guess: string, round: { secret: string | null; accepted: readonly string[] }): boolean {
  if (!round.secret) return false;
  const folded = foldAnswer(guess);
  return folded !== '' && [round.secret, ...round.accepted].some((answer) => foldAnswer(answer) === folded);
}

/**
 * Tankeleseren's rules. A session has a producer and a host (two different approved colleagues);
 * runGames holders start sessions and may reassign them; everything a round does — the secret,
 * start, questions, guesses, hints, finish, reveal — is the session producer's alone, checked
 * here against the session row, not the role. Every change is one transaction that locks the
 * round and publishes the round's public shape, which never holds an unrevealed secret.
 */
export class MindReaderService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  private get db() {
    return this.ctx.database.db;
  }

  // ─── Reading ─────────────────────────────────────────────────────────────

  async today(viewer: Viewer, now: Date): Promise<MindReaderToday> {
    const session = await repo.openSession(this.db);
    return {
      session: session ? await this.sessionView(this.db, session) : null,
      role: session ? roleIn(session, viewer.userId) : 'viewer',
      server_now: now.toISOString(),
    };
  }

  async session(id: string): Promise<MindReaderSession> {
    const session = await repo.findSession(this.db, id);
    if (!session) throw sessionNotFound();
    return this.sessionView(this.db, session);
  }

  async secret(viewer: Viewer, roundId: string): Promise<MindReaderSecret> {
    const round = await repo.findRound(this.db, roundId);
    if (!round) throw notFound();
    const session = await repo.findSession(this.db, round.sessionId);
    if (!session || session.producerId !== viewer.userId) throw new ApiError(403, 'only_producer', S.onlyProducerSecret);
    return secretView(round, await repo.listenerGuessesOf(this.db, round.id));
  }

  async history(query: { season?: string; before?: string }, now: Date): Promise<MindReaderHistory> {
    const season = query.season ? seasonByLabel(query.season) : mindReaderSeasonOf(zonedDateKey(now));
    const all = await repo.finishedRounds(this.db, { from: season.from, to: season.to });
    const stats = { season: season.label, ...mindReaderSeasonStats([...all].reverse().map((r) => ({ outcome: r.round.outcome, questions_used: r.questionsUsed }))) };
    const before = query.before ? Date.parse(query.before) : Number.POSITIVE_INFINITY;
    const page = all.filter((r) => (r.round.finishedAt?.getTime() ?? 0) < before).slice(0, L.historyPageSize);
    const people = await peopleByIds(this.db, page.map((r) => r.hostId));
    const rows = page.map((r) => ({
      round_id: r.round.id,
      session_id: r.round.sessionId,
      date: r.date,
      caller_name: r.round.callerName,
      category: r.round.category,
      questions_used: r.questionsUsed,
      question_limit: r.round.questionLimit,
      outcome: r.round.outcome,
      secret: r.round.revealedAt ? r.round.secret : null,
      host: personInMap(people, r.hostId) ?? { id: r.hostId, full_name: null, chat_color: null },
      finished_at: r.round.finishedAt?.toISOString() ?? null,
    }));
    const last = page.at(-1);
    const more = last && all.indexOf(last) < all.length - 1;
    return { stats, rows, next: more ? (last.round.finishedAt?.toISOString() ?? null) : null };
  }

  /** The listener page's part: the playing round's category and count (no secret, no entries). */
  async publicLive(): Promise<{ mind_reader: PublicMindReader | null }> {
    const round = await repo.playingRound(this.db);
    if (!round) return { mind_reader: null };
    const entries = await repo.entriesOf(this.db, [round.id]);
    return {
      mind_reader: {
        round_id: round.id,
        category: round.category,
        questions_used: entries.filter((e) => e.kind === 'question').length,
        question_limit: round.questionLimit,
        deadline_at: round.deadlineAt?.toISOString() ?? null,
      },
    };
  }

  // ─── Sessions ────────────────────────────────────────────────────────────

  async create(viewer: Viewer, input: z.output<typeof mindReaderSessionInputSchema>, now: Date): Promise<MindReaderSession> {
    const producerId = input.producer_id ?? viewer.userId;
    await this.checkPeople(this.db, producerId, input.host_id);
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (await repo.openSession(tx)) throw new ApiError(409, 'session_open', S.sessionOpen);
      const id = await repo.insertSession(tx, { date: zonedDateKey(now), producerId, hostId: input.host_id, createdBy: viewer.userId, createdAt: now }).catch((error: unknown) => {
        // Two starts at once: the unique index on the open session decides.
        if (isUniqueViolation(error)) throw new ApiError(409, 'session_open', S.sessionOpen);
        throw error;
      });
      await repo.insertRound(tx, roundValues(id, 1, input.round));
      return this.publishSession(tx, publish, id);
    });
  }

  async patch(viewer: Viewer, id: string, input: z.output<typeof mindReaderSessionPatchSchema>): Promise<MindReaderSession> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const session = await repo.lockSession(tx, id);
      if (!session) throw sessionNotFound();
      this.mayManage(viewer, session);
      if (session.closedAt) throw new ApiError(409, 'session_closed', S.sessionClosed);
      const next = { producerId: input.producer_id ?? session.producerId, hostId: input.host_id ?? session.hostId };
      await this.checkPeople(tx, next.producerId, next.hostId);
      await repo.updateSessionPeople(tx, id, next);
      return this.publishSession(tx, publish, id);
    });
  }

  async close(viewer: Viewer, id: string, now: Date): Promise<MindReaderSession> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const session = await repo.lockSession(tx, id);
      if (!session) throw sessionNotFound();
      this.mayManage(viewer, session);
      if (session.closedAt) throw new ApiError(409, 'session_closed', S.sessionClosed);
      const rounds = await repo.roundsOf(tx, id);
      if (rounds.some((r) => r.status === 'playing')) throw new ApiError(409, 'round_playing', S.anotherRoundPlaying);
      await repo.closeSession(tx, id, now);
      return this.publishSession(tx, publish, id);
    });
  }

  async addRound(viewer: Viewer, sessionId: string, input: RoundInput): Promise<MindReaderRound> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const session = await repo.lockSession(tx, sessionId);
      if (!session) throw sessionNotFound();
      this.mustProduce(viewer, session);
      if (session.closedAt) throw new ApiError(409, 'session_closed', S.sessionClosed);
      const rounds = await repo.roundsOf(tx, sessionId);
      if (rounds.length >= L.roundsPerSession) throw new ApiError(409, 'too_many_rounds', S.tooManyRounds);
      const roundId = await repo.insertRound(tx, roundValues(sessionId, rounds.length + 1, input));
      await this.publishSession(tx, publish, sessionId);
      return this.roundView(tx, roundId);
    });
  }

  // ─── A round, by its producer ────────────────────────────────────────────

  async putSecret(viewer: Viewer, roundId: string, input: z.output<typeof mindReaderSecretInputSchema>): Promise<MindReaderSecret> {
    await this.step(viewer, roundId, async (tx, round) => {
      if (round.status !== 'ready') throw new ApiError(409, 'secret_locked', S.secretLocked);
      await repo.setSecret(tx, round.id, { secret: input.secret, accepted: input.accepted, hints: input.hints.map((text) => ({ text, given_at: null })) });
    });
    return this.secret(viewer, roundId);
  }

  start(viewer: Viewer, roundId: string, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round) => {
      if (round.status !== 'ready') throw new ApiError(409, 'not_ready', S.notReady);
      if (!round.secret) throw new ApiError(400, 'secret_required', S.secretRequired);
      if (await repo.playingRound(tx)) throw new ApiError(409, 'round_playing', S.anotherRoundPlaying);
      await repo.updateRound(tx, round.id, { status: 'playing', startedAt: now, deadlineAt: new Date(now.getTime() + round.timeLimitS * 1000) });
    });
  }

  question(viewer: Viewer, roundId: string, input: MindReaderQuestionInput & { text: string }, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round, entries) => {
      this.mustPlay(round, now);
      const used = entries.filter((e) => e.kind === 'question').length;
      if (used >= round.questionLimit) throw new ApiError(409, 'questions_used_up', S.questionsUsedUp(round.questionLimit));
      await repo.insertEntry(tx, { roundId: round.id, position: nextPosition(entries), kind: 'question', text: input.text, answer: input.answer, correct: null, at: now, recordedBy: viewer.userId });
      await repo.updateRound(tx, round.id, {});
    });
  }

  guess(viewer: Viewer, roundId: string, input: MindReaderGuessInput, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round, entries) => {
      this.mustPlay(round, now);
      if (entries.filter((e) => e.kind === 'guess').length >= L.guessesPerRound) throw new ApiError(409, 'guesses_used_up', S.guessesUsedUp);
      await repo.insertEntry(tx, { roundId: round.id, position: nextPosition(entries), kind: 'guess', text: input.text, answer: null, correct: input.correct, at: now, recordedBy: viewer.userId });
      // A right guess ends the round; the producer still decides when the secret is shown.
      if (input.correct) await repo.finishRound(tx, round.id, 'gjettet', now);
      else await repo.updateRound(tx, round.id, {});
    });
  }

  undo(viewer: Viewer, roundId: string): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round, entries) => {
      if (round.status !== 'playing') throw new ApiError(409, 'not_playing', S.notPlaying);
      const last = entries.at(-1);
      if (!last) throw new ApiError(409, 'nothing_to_undo', S.nothingToUndo);
      await repo.deleteEntry(tx, round.id, last.position);
      await repo.updateRound(tx, round.id, {});
    });
  }

  giveHint(viewer: Viewer, roundId: string, index: number, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round) => {
      if (round.status !== 'playing') throw new ApiError(409, 'not_playing', S.notPlaying);
      const hint = round.hints[index];
      if (!hint) throw new ApiError(404, 'hint_unknown', S.hintUnknown);
      if (hint.given_at) throw new ApiError(409, 'hint_given', S.hintGiven);
      const hints = round.hints.map((h, i) => (i === index ? { ...h, given_at: now.toISOString() } : h));
      await repo.updateRound(tx, round.id, { hints });
    });
  }

  finish(viewer: Viewer, roundId: string, input: MindReaderFinishInput, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round) => {
      if (round.status !== 'playing') throw new ApiError(409, 'not_playing', S.notPlaying);
      await repo.finishRound(tx, round.id, input.outcome, now);
    });
  }

  reveal(viewer: Viewer, roundId: string, now: Date): Promise<MindReaderRound> {
    return this.step(viewer, roundId, async (tx, round) => {
      if (round.status !== 'finished') throw new ApiError(409, 'not_finished', S.notFinished);
      if (round.revealedAt) throw new ApiError(409, 'already_revealed', S.alreadyRevealed);
      await repo.updateRound(tx, round.id, { revealedAt: now });
    });
  }

  async firstListener(viewer: Viewer, roundId: string, messageId: string): Promise<MindReaderSecret> {
    await this.step(viewer, roundId, async (tx, round) => {
      const guess = await repo.findListenerGuess(tx, round.id, messageId);
      if (!guess) throw new ApiError(404, 'listener_guess_unknown', S.listenerGuessUnknown);
      await repo.updateRound(tx, round.id, { firstListenerMessageId: guess.messageId, firstListenerName: guess.name, firstListenerSource: guess.source, firstListenerAt: guess.at });
    });
    return this.secret(viewer, roundId);
  }

  // ─── Listeners' guesses (queue observer) ─────────────────────────────────

  /** A guess that reached the queue while a round plays counts for that round, and may be the first right one. */
  async observeGuess(guess: StoredGuess): Promise<void> {
    // Most guesses arrive with no round playing (a rush of "GJETT" after the round): no transaction for those.
    if (!(await repo.playingRound(this.db))) return;
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const playing = await repo.playingRound(tx);
      if (!playing || (playing.startedAt && guess.receivedAt < playing.startedAt)) return;
      const round = await repo.lockRound(tx, playing.id);
      if (!round || round.status !== 'playing') return;
      await repo.recordListenerGuess(tx, round.id, {
        messageId: guess.messageId,
        name: guess.name,
        text: guess.text,
        source: guess.source,
        matches: guessMatches(guess.text, round),
        at: guess.receivedAt,
      });
      await this.publishRound(tx, publish, round.id);
    });
  }

  // ─── Helpers ─────────────────────────────────────────────────────────────

  /** One producer step: lock the round, check the producer, change it, publish and return its public shape. */
  private step(viewer: Viewer, roundId: string, change: (tx: Tx, round: repo.RoundRow, entries: repo.EntryRow[]) => Promise<void>): Promise<MindReaderRound> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const round = await repo.lockRound(tx, roundId);
      if (!round) throw notFound();
      const session = await repo.findSession(tx, round.sessionId);
      if (!session) throw notFound();
      this.mustProduce(viewer, session);
      await change(tx, round, await repo.entriesOf(tx, [round.id]));
      return this.publishRound(tx, publish, round.id);
    });
  }

  private mustProduce(viewer: Viewer, session: repo.SessionRow) {
    if (session.producerId !== viewer.userId) throw new ApiError(403, 'only_producer', S.onlyProducer);
  }

  private mayManage(viewer: Viewer, session: repo.SessionRow) {
    if (session.producerId !== viewer.userId && !can(viewer.profile.app_role, 'runGames')) throw new ApiError(403, 'only_producer', S.onlyProducer);
  }

  private mustPlay(round: repo.RoundRow, now: Date) {
    if (round.status !== 'playing') throw new ApiError(409, 'not_playing', S.notPlaying);
    if (round.deadlineAt && now >= round.deadlineAt) throw new ApiError(409, 'time_up', S.timeUp);
  }

  private async checkPeople(db: DbOrTx, producerId: string, hostId: string) {
    if (producerId === hostId) throw new ApiError(400, 'producer_is_host', S.producerIsHost);
    const approved = await approvedStaffIds(db, [producerId, hostId]);
    if (!approved.has(producerId) || !approved.has(hostId)) throw new ApiError(400, 'staff_unknown', S.staffUnknown);
  }

  private async roundView(db: DbOrTx, roundId: string): Promise<MindReaderRound> {
    const round = await repo.findRound(db, roundId);
    if (!round) throw notFound();
    return publicRound(round, await repo.entriesOf(db, [round.id]));
  }

  private async publishRound(tx: Tx, publish: Publish, roundId: string): Promise<MindReaderRound> {
    const round = await this.roundView(tx, roundId);
    await publish('mindReader', MIND_READER_EVENTS.roundChanged, { round });
    return round;
  }

  private async publishSession(tx: Tx, publish: Publish, sessionId: string): Promise<MindReaderSession> {
    const row = await repo.findSession(tx, sessionId);
    if (!row) throw sessionNotFound();
    const session = await this.sessionView(tx, row);
    await publish('mindReader', MIND_READER_EVENTS.sessionChanged, { session });
    return session;
  }

  private async sessionView(db: DbOrTx, session: repo.SessionRow): Promise<MindReaderSession> {
    const rounds = await repo.roundsOf(db, session.id);
    const entries = await repo.entriesOf(db, rounds.map((r) => r.id));
    const people = await peopleByIds(db, [session.producerId, session.hostId, session.createdBy]);
    const person = (id: string) => personInMap(people, id) ?? { id, full_name: null, chat_color: null };
    return {
      id: session.id,
      date: session.date,
      producer: person(session.producerId),
      host: person(session.hostId),
      created_by: personInMap(people, session.createdBy),
      created_at: session.createdAt.toISOString(),
      closed_at: session.closedAt?.toISOString() ?? null,
      rounds: rounds.map((round) => publicRound(round, entries)),
    };
  }
}

function roundValues(sessionId: string, position: number, input: RoundInput) {
  return {
    sessionId,
    position,
    callerName: input.caller_name,
    callerPhone: input.caller_phone,
    category: input.category,
    questionLimit: input.question_limit,
    timeLimitS: input.time_limit_s,
  };
}

function nextPosition(entries: readonly repo.EntryRow[]): number {
  return (entries.at(-1)?.position ?? 0) + 1;
}

/** "2026/27" → that season's dates. */
function seasonByLabel(label: string) {
  return mindReaderSeasonOf(`${label.slice(0, 4)}-08-01`);
}
