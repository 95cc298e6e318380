import { QUIZ_EVENTS, QUIZ_LIMITS } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import * as repo from './sessions.repository';

/**
 * "n svar" on staff screens while a question is open. A storm of answers is one count a tick per
 * session (ephemeral, read from the database so every process tells the same number), never one
 * event per answer.
 */
export class AnswerCounter {
  private readonly pending = new Map<string, { questionIndex: number; timer: NodeJS.Timeout }>();

  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  bump(sessionId: string, questionIndex: number) {
    if (this.pending.has(sessionId)) return;
    const timer = setTimeout(() => void this.flush(sessionId), QUIZ_LIMITS.countIntervalMs);
    timer.unref();
    this.pending.set(sessionId, { questionIndex, timer });
  }

  private async flush(sessionId: string) {
    const entry = this.pending.get(sessionId);
    this.pending.delete(sessionId);
    if (!entry) return;
    try {
      const counts = await repo.counts(this.ctx.database.db, sessionId, entry.questionIndex);
      this.ctx.realtime.publisher.emitEphemeral('quiz', QUIZ_EVENTS.answersCounted, { session_id: sessionId, question_index: entry.questionIndex, ...counts });
    } catch {
      // A count that could not be read is told by the next answer or the next state change.
    }
  }

  close() {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
