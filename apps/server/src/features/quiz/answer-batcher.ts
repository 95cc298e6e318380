import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface AnswerToStore {
  sessionId: string;
  participantId: string;
  questionIndex: number;
  choice: number | null;
  text: string | null;
  source: 'web' | 'sms' | 'staff';
  enteredBy: string | null;
  /** The server's time for it (its arrival). */
  now: Date;
}

interface Waiting extends AnswerToStore {
  resolve: (stored: { answered_at: Date } | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Stores answers in groups: while one statement is writing, the answers that arrive meanwhile wait
 * and go in together in the next one ("group commit"). At a quiet moment an answer goes alone at
 * once; when the whole audience answers in the same second, a few hundred rows take one statement
 * instead of a few hundred, which is what an embedded database on one core can keep up with.
 *
 * Each statement takes an answer only while the question is open at the answer's own time (phase,
 * index, not paused, opens_at ≤ time < deadline), and once per participant (primary key). It holds
 * the session row `FOR SHARE`, so a lock or pause waits for it and an answer is never stored with
 * a time after the lock.
 */
export class AnswerBatcher {
  private readonly queues = new Map<string, { waiting: Waiting[]; busy: boolean }>();

  constructor(private readonly db: DbOrTx) {}

  /** The stored time, or null when the question was not open for it (or it was a second answer). */
  store(answer: AnswerToStore): Promise<{ answered_at: Date } | null> {
    const key = `${answer.sessionId}:${answer.questionIndex}`;
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = { waiting: [], busy: false }));
    const promise = new Promise<{ answered_at: Date } | null>((resolve, reject) => queue.waiting.push({ ...answer, resolve, reject }));
    if (!queue.busy) void this.drain(key, queue);
    return promise;
  }

  private async drain(key: string, queue: { waiting: Waiting[]; busy: boolean }) {
    queue.busy = true;
    while (queue.waiting.length) {
      const batch = queue.waiting.splice(0);
      try {
        const stored = await this.write(batch);
        for (const item of batch) item.resolve(stored.get(item) ?? null);
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    queue.busy = false;
    this.queues.delete(key);
  }

  private async write(batch: readonly Waiting[]): Promise<Map<Waiting, { answered_at: Date }>> {
    // A participant's first answer in the batch is the one that counts; a second is refused as one.
    const firsts = new Map<string, Waiting>();
    for (const item of batch) if (!firsts.has(item.participantId)) firsts.set(item.participantId, item);
    const { sessionId, questionIndex } = batch[0]!;
    const rows = [...firsts.values()].map((a) => ({
      participant_id: a.participantId,
      choice: a.choice,
      text: a.text,
      answered_at: a.now.toISOString(),
      source: a.source,
      entered_by: a.enteredBy,
    }));
    const result = await this.db.execute(sql`
      WITH open AS (
        SELECT s.id, s.opens_at, s.deadline_at FROM live_quiz_sessions s
        WHERE s.id = ${sessionId} AND s.phase = 'question' AND s.question_index = ${questionIndex} AND s.paused_at IS NULL
        FOR SHARE
      )
      INSERT INTO live_quiz_answers (session_id, participant_id, question_index, choice, text, answered_at, elapsed_ms, source, entered_by)
      SELECT open.id, v.participant_id, ${questionIndex}, v.choice, v.text, v.answered_at,
        GREATEST(0, round(EXTRACT(EPOCH FROM (v.answered_at - open.opens_at)) * 1000))::int, v.source, v.entered_by
      FROM open, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(participant_id uuid, choice smallint, text text, answered_at timestamptz, source text, entered_by text)
      WHERE open.opens_at <= v.answered_at AND v.answered_at < open.deadline_at
      ON CONFLICT DO NOTHING
      RETURNING participant_id, answered_at`);
    const stored = new Map<Waiting, { answered_at: Date }>();
    for (const row of rowsOf<{ participant_id: string; answered_at: unknown }>(result)) {
      const item = firsts.get(row.participant_id);
      if (item) stored.set(item, { answered_at: row.answered_at instanceof Date ? row.answered_at : new Date(String(row.answered_at)) });
    }
    return stored;
  }
}
