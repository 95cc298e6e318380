import {
  maskPhone,
  parseAlternative,
  QUIZ_LIMITS as L,
  QUIZ_STRINGS as S,
  zonedDateKey,
  type QuizJoinInput,
  type QuizPlayAck,
  type QuizPlayAnswer,
  type QuizPlayState,
  type QuizPublicStatus,
  type QuizSessionState,
} from '@studioportal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { ListenerKit } from '../listeners';
import { takeAnswer, type AnswerDesk } from './answer-intake';
import type { PlayStreams } from './play-stream';
import { upsertPlayer } from './players.repository';
import { publicStateOf } from './session-view';
import type { QuizSessions } from './sessions.service';
import * as repo from './sessions.repository';
import { runningTournament } from './tournaments.repository';
import { tournamentStandings } from './tournaments.service';

export interface ListenerOrigin {
  device: string;
  address: string;
}

const STATUS_CACHE_MS = 1000;

/**
 * Listeners in the live quiz, no account: join with the code read on air and a nickname (the
 * device cookie is who they are), answer from the phone, and by SMS ("SVAR B"). Joins and SMS
 * answers land in the listener queue with source "quiz". Limits per device and per address.
 */
export class QuizPlay {
  private readonly joinsPerDevice;
  private readonly joinsPerAddress;
  private readonly answersPerDevice;
  private status: { at: number; value: Promise<QuizPublicStatus> } | null = null;

  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'storage'>,
    private readonly kit: ListenerKit,
    private readonly sessions: QuizSessions,
    private readonly streams: PlayStreams,
    private readonly desk: AnswerDesk,
    private readonly log: FastifyBaseLogger,
  ) {
    this.joinsPerDevice = ctx.realtime.limiter('quiz.join-device', { perSecond: L.joinBurst / 60, burst: L.joinBurst });
    // Many phones share one address behind a mobile carrier: wide, like the listener forms' allowance.
    this.joinsPerAddress = ctx.realtime.limiter('quiz.join-address', { perSecond: 20, burst: 200 });
    this.answersPerDevice = ctx.realtime.limiter('quiz.answer-device', { perSecond: 1, burst: L.answerBurst });
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** Is a quiz running, and the running tournament's top list (cached a second: every open page asks). */
  publicStatus(now: Date): Promise<QuizPublicStatus> {
    if (this.status && now.getTime() - this.status.at < STATUS_CACHE_MS) return this.status.value;
    const value = this.loadStatus(now);
    this.status = { at: now.getTime(), value };
    value.catch(() => (this.status = null));
    return value;
  }

  dropStatus() {
    this.status = null;
  }

  private async loadStatus(now: Date): Promise<QuizPublicStatus> {
    const running = await repo.runningSession(this.db);
    const tournament = await runningTournament(this.db, zonedDateKey(now));
    const standings = tournament ? await tournamentStandings(this.db, tournament.id) : [];
    return {
      live: running ? { title: running.title, phase: running.phase } : null,
      tournament: tournament
        ? { id: tournament.id, name: tournament.name, entries: standings.slice(0, L.leaderboardShown).map((s) => ({ rank: s.rank, name: s.name, points: s.points, badges: s.badges })) }
        : null,
    };
  }

  async join(origin: ListenerOrigin, input: QuizJoinInput & { nickname: string }, now: Date): Promise<QuizPlayState> {
    const verdict = this.kit.identity.checkForm(origin.device, input, now);
    if (!(await this.joinsPerAddress.tryTake(origin.address)) || !(await this.joinsPerDevice.tryTake(origin.device))) {
      throw new ApiError(429, 'rate_limited', S.joinTooOften, { retry_after_s: 15 });
    }
    const session = await this.liveByCode(input.code, now);
    if (session.phase === 'finished') throw new ApiError(409, 'session_finished', S.sessionFinished);
    const existing = await repo.participantByDevice(this.db, session.id, origin.device);
    if (existing && !existing.removed_at) return this.stateFor(session, existing, now);
    if (existing?.removed_at) throw new ApiError(403, 'not_joined', S.notJoined);
    if (verdict === 'bot') throw new ApiError(404, 'code_invalid', S.codeInvalid);
    const nickname = input.nickname.trim();
    const participant = await this.ctx.realtime.publisher.transaction(async (tx) => {
      const playerId = await upsertPlayer(tx, { deviceId: origin.device, name: nickname }, now);
      return repo.insertParticipant(tx, { sessionId: session.id, playerId, kind: 'listener', name: nickname, phone: null, deviceId: origin.device, addedBy: null, now });
    });
    if (!participant) {
      // The unique indexes decide: this device joined meanwhile, or the nickname is taken.
      const again = await repo.participantByDevice(this.db, session.id, origin.device);
      if (again) return this.stateFor(session, again, now);
      throw new ApiError(409, 'nickname_taken', S.nicknameTaken, { field: 'nickname' });
    }
    this.desk.counter.bump(session.id, Math.max(session.question_index, 0));
    void this.toQueue({ source: 'quiz', name: nickname, body: `Ble med i quizen «${session.title}»`, deviceId: origin.device }, now);
    return this.stateFor(session, participant, now);
  }

  async state(device: string | null, code: string, now: Date): Promise<{ session: repo.SessionRow; participant: repo.ParticipantRow | null; state: QuizPlayState }> {
    const session = await this.liveByCode(code, now);
    const participant = device ? await repo.participantByDevice(this.db, session.id, device) : null;
    const mine = participant && !participant.removed_at ? participant : null;
    return { session, participant: mine, state: await this.stateFor(session, mine, now) };
  }

  async answer(origin: ListenerOrigin, code: string, input: QuizPlayAnswer & { question_index: number }, now: Date): Promise<QuizPlayAck> {
    if (!(await this.answersPerDevice.tryTake(origin.device))) throw new ApiError(429, 'rate_limited', S.answerTooOften, { retry_after_s: 1 });
    const session = await this.liveByCode(code, now);
    const participant = await repo.participantByDevice(this.db, session.id, origin.device);
    if (!participant) throw new ApiError(403, 'not_joined', S.notJoined);
    return takeAnswer(this.desk, session, participant, input, 'web', null, now);
  }

  /**
   * "SVAR …" by SMS: while a question of the running quiz is open it is an answer (the phone joins
   * as an SMS participant on its first), stamped at the gateway's receipt; otherwise it is left to
   * the open poll. A refused answer (late, twice) is still the quiz's: it is not a vote.
   */
  async smsAnswer(phone: string, text: string, receivedAt: Date): Promise<boolean> {
    const session = await repo.runningSession(this.db);
    if (!session || session.phase !== 'question') return false;
    const question = session.questions[session.question_index];
    if (!question) return false;
    const choice = question.kind === 'choice' ? parseAlternative(text.split(/\s+/)[0] ?? '', question.alternatives.length) : undefined;
    if (question.kind === 'choice' && choice === null) return false;
    let participant = await repo.smsParticipant(this.db, session.id, phone);
    if (!participant) {
      participant = await this.ctx.realtime.publisher.transaction(async (tx) => {
        const playerId = await upsertPlayer(tx, { phone, name: maskPhone(phone) }, receivedAt);
        return repo.insertParticipant(tx, { sessionId: session.id, playerId, kind: 'sms', name: maskPhone(phone), phone, deviceId: null, addedBy: null, now: receivedAt });
      });
      participant ??= await repo.smsParticipant(this.db, session.id, phone);
      if (!participant) return true;
    }
    const given = question.kind === 'choice' ? { question_index: session.question_index, choice: choice! } : { question_index: session.question_index, text: text.slice(0, L.textAnswerMax) };
    try {
      await takeAnswer(this.desk, session, participant, given, 'sms', null, receivedAt);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    await this.toQueue({ source: 'quiz', name: maskPhone(phone), body: `Svar i quizen «${session.title}»: ${text}`.slice(0, 2000), phone }, receivedAt);
    return true;
  }

  private async stateFor(session: repo.SessionRow, participant: repo.ParticipantRow | null, now: Date): Promise<QuizPlayState> {
    const state: QuizSessionState = this.streams.lastState(session.id) ?? publicStateOf(await this.sessions.stateOf(this.db, session, now));
    return this.streams.playStateOf({ ...state, server_now: now.toISOString() }, participant);
  }

  private async liveByCode(code: string, now: Date): Promise<repo.SessionRow> {
    const session = await repo.sessionByCode(this.db, code, now);
    if (!session) throw new ApiError(404, 'code_invalid', S.codeInvalid, { field: 'code' });
    return session;
  }

  /** Entrants and SMS answers in the listener queue; the game never waits for or fails with the queue. */
  private async toQueue(arrival: Parameters<ListenerKit['intake']['receive']>[0], now: Date) {
    try {
      await this.kit.intake.receive(arrival, now);
    } catch (err) {
      this.log.warn({ err }, 'quiz entrant not added to the listener queue');
    }
  }
}
