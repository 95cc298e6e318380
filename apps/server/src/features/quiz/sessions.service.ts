import { randomInt } from 'node:crypto';
import {
  can,
  maskPhone,
  QUIZ_EVENTS,
  QUIZ_LIMITS as L,
  QUIZ_STRINGS as S,
  type QuizAdjustment,
  type QuizAdjustmentInput,
  type QuizAnswerKey,
  type QuizLeaderboard,
  type QuizParticipant,
  type QuizPhase,
  type QuizPlayAck,
  type QuizSessionDetail,
  type QuizSessionSummary,
  type QuizStaffAnswer,
  type QuizStaffState,
  type QuizStep,
  type QuizStepAction,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import type { SessionQuestion } from '../../db/schema/quiz';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { takeAnswer, type AnswerDesk } from './answer-intake';
import { mediaRefsOf } from './media-refs';
import { badgesOf, upsertPlayer } from './players.repository';
import { awardPlayerAchievements, recordFinishedGame } from './results.repository';
import { buildLeaderboard, scoreQuestion, skippedReveal } from './scoring-step';
import { keyOf, staffStateOf, summaryOf } from './session-view';
import { loadSetQuestions } from './sets.repository';
import * as repo from './sessions.repository';
import { tournamentExists } from './tournaments.repository';

/** Told after a session's change commits (the listeners' streams, achievements of the producer). */
export interface SessionObservers {
  finished?: (session: repo.SessionRow) => void;
}

/** What the producer's one key does in each phase. */
export function nextAction(phase: QuizPhase, index: number, count: number): QuizStepAction | 'start' | 'finish' {
  switch (phase) {
    case 'lobby':
      return 'start';
    case 'question':
      return 'lock';
    case 'locked':
      return 'reveal';
    case 'revealed':
      return 'leaderboard';
    case 'leaderboard':
      return index + 1 < count ? 'start' : 'finish';
    default:
      return 'finish';
  }
}

/** Fisher–Yates with the crypto generator: the answer's position says nothing. */
function shuffled<T>(items: readonly T[]): { items: T[]; order: number[] } {
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { items: order.map((i) => items[i]!), order };
}

const LISTED_LISTENERS = 300;

/**
 * Live sessions: the producer's run (question → countdown → open → lock → reveal → leaderboard),
 * participants registered by staff, answers they enter, score corrections, and the state every
 * screen follows. Every change is one transaction holding the session row's lock, and its event
 * goes out after commit.
 */
export class QuizSessions {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'storage'>,
    private readonly desk: AnswerDesk,
    private readonly observers: SessionObservers = {},
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(filter: { status: 'live' | 'finished' | 'all'; tournamentId?: string }): Promise<QuizSessionSummary[]> {
    const rows = await repo.listSessions(this.db, filter);
    const people = await peopleByIds(this.db, rows.map((r) => r.producer_id));
    return rows.map((r) => summaryOf(r, personInMap(people, r.producer_id)));
  }

  async current(viewer: Viewer): Promise<QuizSessionDetail | null> {
    const running = await repo.runningSession(this.db);
    return running ? this.detailOf(this.db, viewer, running) : null;
  }

  async detail(viewer: Viewer, id: string): Promise<QuizSessionDetail> {
    return this.detailOf(this.db, viewer, await this.existing(this.db, id));
  }

  async create(viewer: Viewer, input: { set_id: string; title?: string | undefined; tournament_id: string | null }, now: Date): Promise<QuizSessionDetail> {
    const loaded = await loadSetQuestions(this.db, input.set_id);
    if (!loaded) throw new ApiError(404, 'set_not_found', S.setNotFound);
    if (input.tournament_id && !(await tournamentExists(this.db, input.tournament_id))) throw new ApiError(404, 'tournament_not_found', S.tournamentNotFound);
    const set = loaded.set;
    const questions: SessionQuestion[] = loaded.questions.map(({ id: _id, ...q }) => {
      if (q.kind !== 'choice') return { ...q, alternatives: [], correct_index: null, skipped: false };
      const { items, order } = shuffled(q.alternatives);
      return { ...q, alternatives: items, correct_index: order.indexOf(q.correct_index ?? -1), accepted_answers: [], skipped: false };
    });
    const code = String(randomInt(10 ** L.codeLength)).padStart(L.codeLength, '0');
    const id = await this.changing(async (tx, publish) => {
      if (await repo.runningSession(tx)) throw new ApiError(409, 'one_live_session', S.oneLiveSession);
      const sessionId = await repo.insertSession(tx, {
        setId: input.set_id,
        title: input.title?.trim() || set.title,
        code,
        questions,
        scoring: set.scoring,
        streakBonus: set.streak_bonus,
        producerId: viewer.userId,
        tournamentId: input.tournament_id,
        now,
      });
      await this.announce(tx, publish, sessionId, now);
      return sessionId;
    });
    return this.detail(viewer, id);
  }

  /** The producer's answer key: the session's producer only, and only for the current question. */
  async key(viewer: Viewer, id: string): Promise<QuizAnswerKey> {
    const session = await this.existing(this.db, id);
    this.requireProducer(viewer, session);
    return keyOf(session);
  }

  async step(viewer: Viewer, id: string, step: QuizStep): Promise<QuizSessionDetail> {
    let finished: repo.SessionRow | null = null;
    await this.changing(async (tx, publish) => {
      const session = await this.existing(tx, id, 'update');
      this.requireProducer(viewer, session);
      if (session.phase === 'finished') throw new ApiError(409, 'session_finished', S.sessionFinished);
      if (session.phase !== step.expect_phase || session.question_index !== step.expect_index) throw new ApiError(409, 'step_out_of_date', S.stepOutOfDate);
      // The time of the step is taken once the row is ours: an answer that got in first is earlier.
      const now = new Date();
      const action = step.action === 'next' ? nextAction(session.phase, session.question_index, session.questions.length) : step.action;
      finished = await this.apply(tx, publish, session, action, now);
      await this.announce(tx, publish, id, now);
    });
    if (finished) this.observers.finished?.(finished);
    return this.detail(viewer, id);
  }

  private async apply(tx: Tx, publish: Publish, s: repo.SessionRow, action: QuizStepAction | 'start', now: Date): Promise<repo.SessionRow | null> {
    const notAllowed = () => new ApiError(409, 'step_not_allowed', S.stepNotAllowed);
    const inQuestion = s.phase === 'question';
    switch (action) {
      case 'start': {
        if (s.phase !== 'lobby' && s.phase !== 'leaderboard' && s.phase !== 'revealed') throw notAllowed();
        await this.startQuestion(tx, s, s.question_index + 1, now);
        return null;
      }
      case 'lock':
        if (!inQuestion) throw notAllowed();
        await repo.updateSession(tx, s.id, { phase: 'locked', locked_at: this.lockTime(s, now), paused_at: null });
        return null;
      case 'reveal':
        if (!inQuestion && s.phase !== 'locked') throw notAllowed();
        await this.reveal(tx, publish, s, now);
        return null;
      case 'leaderboard':
        if (s.phase !== 'revealed') throw notAllowed();
        await repo.updateSession(tx, s.id, { phase: 'leaderboard' });
        return null;
      case 'pause':
        if (!inQuestion || s.paused_at || (s.deadline_at && now >= s.deadline_at)) throw notAllowed();
        await repo.updateSession(tx, s.id, { paused_at: now, remaining_ms: Math.max(0, (s.deadline_at?.getTime() ?? 0) - Math.max(now.getTime(), s.opens_at?.getTime() ?? 0)) });
        return null;
      case 'resume': {
        if (!inQuestion || !s.paused_at) throw notAllowed();
        // The pause does not count: the window moves on by how long it lasted.
        const shift = now.getTime() - s.paused_at.getTime();
        await repo.updateSession(tx, s.id, {
          paused_at: null,
          remaining_ms: null,
          opens_at: new Date((s.opens_at?.getTime() ?? now.getTime()) + shift),
          deadline_at: new Date((s.deadline_at?.getTime() ?? now.getTime()) + shift),
        });
        return null;
      }
      case 'skip': {
        if (!inQuestion && s.phase !== 'locked') throw notAllowed();
        const questions = s.questions.map((q, i) => (i === s.question_index ? { ...q, skipped: true } : q));
        const reveals = [...s.reveals, skippedReveal(s.question_index)];
        await repo.updateSession(tx, s.id, { questions, reveals, locked_at: this.lockTime(s, now), paused_at: null, remaining_ms: null });
        const skipped = { ...s, questions, reveals };
        if (s.question_index + 1 < s.questions.length) {
          await this.startQuestion(tx, skipped, s.question_index + 1, now);
          return null;
        }
        return this.finish(tx, publish, skipped, now);
      }
      case 'finish':
      case 'next':
        return this.finish(tx, publish, s, now);
    }
  }

  private lockTime(s: repo.SessionRow, now: Date): Date {
    return s.locked_at ?? (s.deadline_at && s.deadline_at < now ? s.deadline_at : now);
  }

  private async startQuestion(tx: Tx, s: repo.SessionRow, index: number, now: Date) {
    const question = s.questions[index];
    if (!question) throw new ApiError(409, 'step_not_allowed', S.stepNotAllowed);
    const opensAt = new Date(now.getTime() + L.countdownMs);
    await repo.updateSession(tx, s.id, {
      phase: 'question',
      question_index: index,
      opens_at: opensAt,
      deadline_at: new Date(opensAt.getTime() + question.time_limit_s * 1000),
      locked_at: null,
      paused_at: null,
      remaining_ms: null,
      started_at: s.started_at ?? now,
    });
  }

  /** Scores the current question, stores its result and the leaderboard after it. */
  private async reveal(tx: Tx, publish: Publish, s: repo.SessionRow, now: Date) {
    const index = s.question_index;
    const participants = await repo.participantTotals(tx, s.id);
    const answers = await repo.answersOfQuestion(tx, s.id, index);
    const scored = scoreQuestion(s, index, participants, answers);
    await repo.applyScores(tx, s.id, index, scored.verdicts, scored.totals);
    await repo.updateSession(tx, s.id, {
      phase: 'revealed',
      locked_at: this.lockTime(s, now),
      paused_at: null,
      remaining_ms: null,
      revealed_through: index,
      reveals: [...s.reveals.filter((r) => r.question_index !== index), scored.reveal],
    });
    const totals = new Map(scored.totals.map((t) => [t.id, t]));
    await this.publishLeaderboard(
      tx,
      publish,
      s.id,
      index,
      participants.map((p) => ({ ...p, ...totals.get(p.id) })),
      now,
    );
  }

  private async finish(tx: Tx, publish: Publish, s: repo.SessionRow, now: Date): Promise<repo.SessionRow> {
    let session = s;
    if ((s.phase === 'question' || s.phase === 'locked') && !s.reveals.some((r) => r.question_index === s.question_index)) {
      // Ended in the middle of a question: it is not scored.
      const questions = s.questions.map((q, i) => (i === s.question_index ? { ...q, skipped: true } : q));
      session = { ...s, questions, reveals: [...s.reveals, skippedReveal(s.question_index)] };
      await repo.updateSession(tx, s.id, { questions, reveals: session.reveals });
    }
    await repo.updateSession(tx, s.id, { phase: 'finished', ended_at: now, locked_at: this.lockTime(s, now), paused_at: null, remaining_ms: null });
    session = { ...session, phase: 'finished', ended_at: now };
    const participants = await repo.participantTotals(tx, s.id);
    const board = await this.publishLeaderboard(tx, publish, s.id, Math.max(session.revealed_through, 0), participants, now);
    await recordFinishedGame(tx, session, board, participants, now);
    await awardPlayerAchievements(tx, session, board, participants, now);
    return session;
  }

  private async publishLeaderboard(tx: Tx, publish: Publish, sessionId: string, index: number, participants: readonly repo.ParticipantRow[], now: Date) {
    const previous = await repo.previousLeaderboard(tx, sessionId, index);
    const badges = await badgesOf(tx, participants.flatMap((p) => (p.player_id ? [p.player_id] : [])));
    const board = buildLeaderboard(participants, previous, badges);
    await repo.saveLeaderboard(tx, sessionId, index, board, now);
    await publish('quiz', QUIZ_EVENTS.leaderboardUpdated, { session_id: sessionId, question_index: index, entries: board.slice(0, L.leaderboardStaffMax), total: board.length });
    return board;
  }

  // ─── Participants, answers and corrections ─────────────────────────────────

  async addParticipant(viewer: Viewer, id: string, input: { kind: 'caller' | 'guest'; name: string; phone?: string | undefined }, now: Date): Promise<QuizParticipant> {
    const participant = await this.changing(async (tx, publish) => {
      const session = await this.existing(tx, id, 'update');
      if (session.phase === 'finished') throw new ApiError(409, 'session_finished', S.sessionFinished);
      const playerId = await upsertPlayer(tx, { phone: input.phone ?? null, name: input.name }, now);
      const row = await repo.insertParticipant(tx, { sessionId: id, playerId, kind: input.kind, name: input.name, phone: input.phone ?? null, deviceId: null, addedBy: viewer.userId, now });
      if (!row) throw new ApiError(409, 'participant_exists', S.participantNameRequired);
      await this.publishParticipant(publish, row);
      await this.announce(tx, publish, id, now);
      return row;
    });
    return this.participantFor(viewer, participant);
  }

  async updateParticipant(viewer: Viewer, id: string, participantId: string, patch: { name?: string | undefined; removed?: boolean | undefined }, now: Date): Promise<QuizParticipant> {
    const row = await this.changing(async (tx, publish) => {
      await this.existing(tx, id, 'update');
      if (!(await repo.participantById(tx, id, participantId))) throw new ApiError(404, 'participant_not_found', S.participantNotFound);
      await repo.updateParticipant(tx, id, participantId, { name: patch.name, removedAt: patch.removed === undefined ? undefined : patch.removed ? now : null });
      const updated = (await repo.participantById(tx, id, participantId))!;
      await this.publishParticipant(publish, updated);
      await this.announce(tx, publish, id, now);
      return updated;
    });
    return this.participantFor(viewer, row);
  }

  /** The producer enters what a caller or studio guest said; the time is the server's. */
  async staffAnswer(viewer: Viewer, id: string, input: QuizStaffAnswer, now: Date): Promise<QuizPlayAck> {
    const session = await this.existing(this.db, id);
    this.requireProducer(viewer, session);
    const participant = await repo.participantById(this.db, id, input.participant_id);
    if (!participant) throw new ApiError(404, 'participant_not_found', S.participantNotFound);
    const ack = await takeAnswer(this.desk, session, participant, input, 'staff', viewer.userId, now);
    await this.changing(async (tx, publish) => {
      const updated = await repo.participantById(tx, id, participant.id);
      if (updated) await this.publishParticipant(publish, updated);
    });
    return ack;
  }

  async adjust(viewer: Viewer, id: string, input: QuizAdjustmentInput & { points: number; reason: string }, now: Date): Promise<{ adjustment: QuizAdjustment; leaderboard: QuizLeaderboard }> {
    return this.changing(async (tx, publish) => {
      const session = await this.existing(tx, id, 'update');
      this.requireProducer(viewer, session);
      const participant = await repo.participantById(tx, id, input.participant_id);
      if (!participant) throw new ApiError(404, 'participant_not_found', S.participantNotFound);
      const adjustmentId = await repo.insertAdjustment(tx, { sessionId: id, participantId: participant.id, points: input.points, reason: input.reason, madeBy: viewer.userId, now });
      await repo.addPoints(tx, id, participant.id, input.points);
      const board = await this.publishLeaderboard(tx, publish, id, Math.max(session.revealed_through, -1), await repo.participantTotals(tx, id), now);
      const people = await peopleByIds(tx, [viewer.userId]);
      return {
        adjustment: { id: adjustmentId, participant_id: participant.id, participant_name: participant.name, points: input.points, reason: input.reason, made_by: personInMap(people, viewer.userId), made_at: now.toISOString() },
        leaderboard: { session_id: id, question_index: session.revealed_through, entries: board.slice(0, L.leaderboardStaffMax), total: board.length },
      };
    });
  }

  // ─── Reading ───────────────────────────────────────────────────────────────

  /** The state every staff screen gets (no answer before reveal; see session-view). */
  async stateOf(db: DbOrTx, session: repo.SessionRow, now: Date): Promise<QuizStaffState> {
    const index = Math.max(session.question_index, 0);
    const counts = await repo.counts(db, session.id, index);
    const people = await peopleByIds(db, [session.producer_id]);
    const mediaId = session.questions[session.question_index]?.media_id ?? null;
    const media = mediaId ? ((await mediaRefsOf(db, this.ctx.storage, [mediaId])).get(mediaId) ?? null) : null;
    return staffStateOf(session, { ...counts, answers: session.question_index >= 0 ? counts.answers : 0, producer: personInMap(people, session.producer_id), media }, now);
  }

  private async detailOf(db: DbOrTx, viewer: Viewer, session: repo.SessionRow): Promise<QuizSessionDetail> {
    const [state, participants, adjustments, saved] = await Promise.all([
      this.stateOf(db, session, new Date()),
      repo.participantsOf(db, session.id),
      repo.adjustmentsOf(db, session.id),
      repo.previousLeaderboard(db, session.id, null),
    ]);
    // Callers and guests always; of the listeners and SMS entrants, the newest (the rest are in the leaderboard).
    const staffAdded = participants.filter((p) => p.kind === 'caller' || p.kind === 'guest');
    const others = participants.filter((p) => p.kind !== 'caller' && p.kind !== 'guest').slice(-LISTED_LISTENERS);
    const people = await peopleByIds(db, adjustments.map((a) => a.made_by));
    const board = saved ?? buildLeaderboard(participants, null, new Map());
    return {
      state,
      participants: [...staffAdded, ...others].map((p) => this.participantFor(viewer, p)),
      leaderboard: { session_id: session.id, question_index: session.revealed_through, entries: board.slice(0, L.leaderboardStaffMax), total: board.length },
      adjustments: adjustments.map((a) => ({ id: a.id, participant_id: a.participant_id, participant_name: a.participant_name, points: a.points, reason: a.reason, made_by: personInMap(people, a.made_by), made_at: a.made_at.toISOString() })),
      reveals: session.reveals.filter((r) => !r.skipped),
      is_producer: session.producer_id === viewer.userId,
    };
  }

  private participantFor(viewer: Viewer | null, p: repo.ParticipantRow): QuizParticipant {
    const full = viewer ? can(viewer.profile.app_role, 'moderateListeners') : false;
    return {
      id: p.id,
      session_id: p.session_id,
      kind: p.kind,
      name: p.name,
      phone: p.phone ? (full ? p.phone : maskPhone(p.phone)) : null,
      points: p.points,
      correct: p.correct,
      answered_index: p.answered_index,
      joined_at: p.joined_at.toISOString(),
      removed: p.removed_at !== null,
    };
  }

  /** Events go to every staff socket, Teknikere included: the phone in them is always masked. */
  private async publishParticipant(publish: Publish, p: repo.ParticipantRow) {
    await publish('quiz', QUIZ_EVENTS.participantChanged, { participant: this.participantFor(null, p) });
  }

  private async announce(tx: Tx, publish: Publish, id: string, now: Date) {
    const session = await repo.findSession(tx, id);
    if (session) await publish('quiz', QUIZ_EVENTS.sessionChanged, { state: await this.stateOf(tx, session, now) });
  }

  private changing<T>(fn: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
    return this.ctx.realtime.publisher.transaction(fn);
  }

  private async existing(db: DbOrTx, id: string, lock: 'update' | 'none' = 'none'): Promise<repo.SessionRow> {
    const session = await repo.findSession(db, id, lock);
    if (!session) throw new ApiError(404, 'session_not_found', S.sessionNotFound);
    return session;
  }

  private requireProducer(viewer: Viewer, session: repo.SessionRow) {
    if (session.producer_id !== viewer.userId) throw new ApiError(403, 'not_producer', S.notProducer);
  }
}

