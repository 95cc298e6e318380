import type { FastifyReply } from 'fastify';
import {
  QUIZ_EVENTS,
  QUIZ_LIMITS as L,
  type ChannelEvent,
  type QuizLeaderboardEntry,
  type QuizPlayMe,
  type QuizPlayState,
  type QuizSessionState,
  type QuizStaffState,
} from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { publicStateOf } from './session-view';
import * as repo from './sessions.repository';

/** One listener's open event stream. */
interface Stream {
  reply: FastifyReply;
  participantId: string | null;
  nickname: string;
  device: string | null;
}

/** What this process knows of a session for its streams: the last state and leaderboard. */
interface Known {
  state: QuizSessionState | null;
  board: Map<string, QuizLeaderboardEntry>;
  top: QuizLeaderboardEntry[];
}

const HEARTBEAT_MS = 20_000;
const MAX_STREAMS = 10_000;
const STREAMS_PER_DEVICE = 3;

/**
 * Listeners' phones follow the game over Server-Sent Events (no account, so no socket): each
 * process keeps its own streams and follows the quiz channel's committed events, in order, like
 * a socket (gateway onChannelEvent). On a change it reads what the players' own lines need once
 * (the current answers, the leaderboard) and writes every stream its state — one read per change
 * per process, however many phones.
 */
export class PlayStreams {
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly perDevice = new Map<string, number>();
  private readonly known = new Map<string, Known>();
  /** Per session: changes are handled one after another, in the order they were committed. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout;
  private count = 0;

  constructor(private readonly db: DbOrTx) {
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** A committed event of the quiz channel on this process. */
  observe(event: ChannelEvent) {
    if (event.type === QUIZ_EVENTS.sessionChanged) {
      const state = publicStateOf((event.payload as { state: QuizStaffState }).state);
      this.enqueue(state.id, async () => {
        this.knownOf(state.id).state = state;
        await this.pushAll(state.id);
      });
    } else if (event.type === QUIZ_EVENTS.leaderboardUpdated) {
      const sessionId = (event.payload as { session_id: string }).session_id;
      this.enqueue(sessionId, () => this.loadBoard(sessionId));
    }
  }

  /** The last state this process saw, if it has seen one (a GET can skip the database). */
  lastState(sessionId: string): QuizSessionState | null {
    return this.known.get(sessionId)?.state ?? null;
  }

  /** The player's line and the visible leaderboard for a state. */
  async playStateOf(state: QuizSessionState, participant: repo.ParticipantRow | null): Promise<QuizPlayState> {
    const known = await this.ensureBoard(state.id);
    const answer = participant && state.question_index >= 0 ? await repo.answerOf(this.db, state.id, state.question_index, participant.id) : null;
    return {
      session: state,
      me: participant ? this.meOf(state, participant.id, participant.name, known, answer) : null,
      leaderboard: this.showsBoard(state) ? known.top : null,
    };
  }

  open(sessionId: string, stream: Stream, first: QuizPlayState): boolean {
    if (this.count >= MAX_STREAMS) return false;
    if (stream.device && (this.perDevice.get(stream.device) ?? 0) >= STREAMS_PER_DEVICE) return false;
    const raw = stream.reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(`retry: 2000\n\n`);
    this.write(stream, first);
    let set = this.streams.get(sessionId);
    if (!set) this.streams.set(sessionId, (set = new Set()));
    set.add(stream);
    this.count += 1;
    if (stream.device) this.perDevice.set(stream.device, (this.perDevice.get(stream.device) ?? 0) + 1);
    raw.on('close', () => {
      if (!set.delete(stream)) return;
      this.count -= 1;
      if (stream.device) {
        const left = (this.perDevice.get(stream.device) ?? 1) - 1;
        if (left > 0) this.perDevice.set(stream.device, left);
        else this.perDevice.delete(stream.device);
      }
      if (set.size === 0) this.streams.delete(sessionId);
    });
    return true;
  }

  close() {
    clearInterval(this.heartbeat);
    for (const set of this.streams.values()) for (const stream of set) stream.reply.raw.end();
    this.streams.clear();
  }

  private showsBoard(state: QuizSessionState) {
    return state.phase === 'leaderboard' || state.phase === 'finished';
  }

  private meOf(state: QuizSessionState, participantId: string, name: string, known: Known, answer: repo.AnswerRow | null | undefined): QuizPlayMe {
    const entry = known.board.get(participantId);
    return {
      participant_id: participantId,
      nickname: entry?.name ?? name,
      answer: answer ? { question_index: state.question_index, choice: answer.choice, text: answer.text, correct: state.reveal ? answer.correct : null } : null,
      points: entry?.points ?? 0,
      correct: entry?.correct ?? 0,
      rank: entry?.rank ?? null,
      badges: entry?.badges ?? [],
    };
  }

  private async pushAll(sessionId: string) {
    const set = this.streams.get(sessionId);
    const known = this.known.get(sessionId);
    if (!set?.size || !known?.state) return;
    const state = known.state;
    // One read of the current question's answers for every player's line.
    const answers = state.question_index >= 0 ? await repo.answersOfQuestion(this.db, sessionId, state.question_index) : [];
    const byParticipant = new Map(answers.map((a) => [a.participant_id, a]));
    const leaderboard = this.showsBoard(state) ? known.top : null;
    // Stamped as it is sent (the contract's server_now), not when the change was made: phones count down against it.
    const sent = { ...state, server_now: new Date().toISOString() };
    // The shared part is serialised once; only each player's own line per stream (a QuizPlayState).
    const head = `event: state\ndata: {"session":${JSON.stringify(sent)},"leaderboard":${JSON.stringify(leaderboard)},"me":`;
    for (const stream of set) {
      const me = stream.participantId ? this.meOf(state, stream.participantId, stream.nickname, known, byParticipant.get(stream.participantId) ?? null) : null;
      stream.reply.raw.write(`${head}${JSON.stringify(me)}}\n\n`);
    }
  }

  private write(stream: Stream, state: QuizPlayState) {
    stream.reply.raw.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);
  }

  private ping() {
    for (const set of this.streams.values()) for (const stream of set) stream.reply.raw.write(': ping\n\n');
  }

  private knownOf(sessionId: string): Known {
    let known = this.known.get(sessionId);
    if (!known) {
      known = { state: null, board: new Map(), top: [] };
      this.known.set(sessionId, known);
      // Old sessions are forgotten so a long-running server does not keep every game.
      if (this.known.size > 20) this.known.delete(this.known.keys().next().value!);
    }
    return known;
  }

  private async ensureBoard(sessionId: string): Promise<Known> {
    const known = this.knownOf(sessionId);
    if (known.board.size === 0) await this.loadBoard(sessionId);
    return known;
  }

  private async loadBoard(sessionId: string) {
    const entries = (await repo.previousLeaderboard(this.db, sessionId, null)) ?? [];
    const known = this.knownOf(sessionId);
    known.board = new Map(entries.map((e) => [e.participant_id, e]));
    known.top = entries.slice(0, L.leaderboardShown);
  }

  private enqueue(sessionId: string, work: () => Promise<void>) {
    const next = (this.queues.get(sessionId) ?? Promise.resolve()).then(work).catch(() => {
      // A failed read leaves the streams on their last state; the next change brings them up to date.
    });
    this.queues.set(sessionId, next);
    void next.then(() => {
      if (this.queues.get(sessionId) === next) this.queues.delete(sessionId);
    });
  }
}
