import { io, type Socket } from 'socket.io-client';
import { CHANNELS, QUIZ_EVENTS, SOCKET_EVENTS, type ChannelEvent, type QuizLeaderboard, type QuizStaffState } from '@studioportal/shared';
import { nowMs } from './clock';

export interface SeenLeaderboard {
  at: number;
  board: QuizLeaderboard;
}

/**
 * The studio display of bench/quiz.ts: one signed-in staff socket subscribed to the quiz channel,
 * as /studio-display/quiz is. It keeps every leaderboard it receives (with its arrival) and when
 * it first saw each state (`<phase>:<question index>`), so the bench can time reveal → leaderboard
 * on the display and step → state.
 */
export class QuizDisplay {
  readonly leaderboards: SeenLeaderboard[] = [];
  readonly stateArrivals = new Map<string, number>();
  private waiters: { match: (seen: SeenLeaderboard) => boolean; resolve: (seen: SeenLeaderboard) => void }[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on(SOCKET_EVENTS.event, (event: ChannelEvent) => {
      const at = nowMs();
      if (event.channel !== CHANNELS.quiz.name) return;
      if (event.type === QUIZ_EVENTS.leaderboardUpdated) {
        const seen = { at, board: event.payload as QuizLeaderboard };
        this.leaderboards.push(seen);
        this.waiters = this.waiters.filter((w) => (w.match(seen) ? (w.resolve(seen), false) : true));
      } else if (event.type === QUIZ_EVENTS.sessionChanged) {
        const state = (event.payload as { state: QuizStaffState }).state;
        const key = `${state.phase}:${state.question_index}`;
        if (!this.stateArrivals.has(key)) this.stateArrivals.set(key, at);
      }
    });
  }

  static async connect(url: string, cookie: string): Promise<QuizDisplay> {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const display = new QuizDisplay(socket);
    const ack = (await socket.timeout(20_000).emitWithAck(SOCKET_EVENTS.subscribe, { channel: CHANNELS.quiz.name })) as { ok: boolean; error?: { message: string } };
    if (!ack.ok) throw new Error(`display: ${ack.error?.message ?? 'subscribe failed'}`);
    return display;
  }

  /** The next leaderboard after a question's reveal that arrives from now on. */
  nextLeaderboard(questionIndex: number, timeoutMs: number): Promise<SeenLeaderboard> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`display: no leaderboard for question ${questionIndex + 1} in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match: (seen) => seen.board.question_index === questionIndex,
        resolve: (seen) => {
          clearTimeout(timer);
          resolve(seen);
        },
      });
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  close(): void {
    this.socket.close();
  }
}
