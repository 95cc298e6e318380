import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuizMediaRef, QuizQuestion, QuizScoring, QuizSetSummary, quizQuestionInputSchema, quizSetInputSchema } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { quizQuestions, quizSets, type SessionQuestion } from '../../db/schema';

/** Question sets and their questions (quiz_sets, quiz_questions): the builder's tables. */

export type QuestionData = z.output<typeof quizQuestionInputSchema>;
export type SetData = Omit<z.output<typeof quizSetInputSchema>, 'questions'>;

const INT4_MAX = 2_147_483_647;

type SetRow = typeof quizSets.$inferSelect;
type SummaryRow = SetRow & { questionCount: number; sessionsRun: number };

const summaryColumns = {
  id: quizSets.id,
  title: quizSets.title,
  description: quizSets.description,
  scoring: quizSets.scoring,
  streakBonus: quizSets.streakBonus,
  version: quizSets.version,
  createdBy: quizSets.createdBy,
  createdAt: quizSets.createdAt,
  updatedBy: quizSets.updatedBy,
  updatedAt: quizSets.updatedAt,
  questionCount: sql<number>`(SELECT count(*)::int FROM quiz_questions q WHERE q.set_id = quiz_sets.id)`,
  sessionsRun: sql<number>`(SELECT count(*)::int FROM live_quiz_sessions s WHERE s.set_id = quiz_sets.id)`,
};

async function toSummaries(db: DbOrTx, rows: SummaryRow[]): Promise<QuizSetSummary[]> {
  const people = await peopleByIds(db, rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    scoring: r.scoring as QuizScoring,
    streak_bonus: r.streakBonus,
    question_count: Number(r.questionCount),
    version: r.version,
    created_by: personInMap(people, r.createdBy),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    sessions_run: Number(r.sessionsRun),
  }));
}

/** Every set, the last edited first. */
export async function listSetSummaries(db: DbOrTx): Promise<QuizSetSummary[]> {
  return toSummaries(db, await db.select(summaryColumns).from(quizSets).orderBy(desc(quizSets.updatedAt), asc(quizSets.id)));
}

export async function findSetSummary(db: DbOrTx, id: string): Promise<QuizSetSummary | null> {
  const rows = await db.select(summaryColumns).from(quizSets).where(eq(quizSets.id, id)).limit(1);
  return (await toSummaries(db, rows))[0] ?? null;
}

/** A set's questions in order with their answers (the editor's view); `media` from the media library refs. */
export async function questionsOf(db: DbOrTx, setId: string, media: ReadonlyMap<string, QuizMediaRef>): Promise<QuizQuestion[]> {
  const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.setId, setId)).orderBy(asc(quizQuestions.position));
  return rows.map((q) => ({
    id: q.id,
    position: q.position,
    kind: q.kind as QuizQuestion['kind'],
    prompt: q.prompt,
    alternatives: q.alternatives,
    correct_index: q.correctIndex,
    accepted_answers: q.acceptedAnswers,
    time_limit_s: q.timeLimitS,
    points: q.points,
    media: (q.mediaId && media.get(q.mediaId)) || null,
    host_notes: q.hostNotes,
  }));
}

/** The media files a set's questions show. */
export async function mediaIdsOf(db: DbOrTx, setId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ mediaId: quizQuestions.mediaId }).from(quizQuestions).where(eq(quizQuestions.setId, setId));
  return rows.flatMap((r) => (r.mediaId ? [r.mediaId] : []));
}

export async function insertSet(db: DbOrTx, data: SetData, actorId: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(quizSets)
    .values({ title: data.title, description: data.description, scoring: data.scoring, streakBonus: data.streak_bonus, createdBy: actorId, createdAt: now, updatedBy: actorId, updatedAt: now })
    .returning({ id: quizSets.id });
  if (!row) throw new Error('quiz set insert returned nothing');
  return row.id;
}

/** Saves the set's fields and moves its version on, only when nobody saved since `version` was read. */
export async function updateSetIfVersion(db: DbOrTx, id: string, version: number, data: SetData, actorId: string, now: Date): Promise<boolean> {
  // No stored version is above the integer column's range, and the database refuses to compare with one.
  if (version > INT4_MAX) return false;
  const rows = await db
    .update(quizSets)
    .set({
      title: data.title,
      description: data.description,
      scoring: data.scoring,
      streakBonus: data.streak_bonus,
      updatedBy: actorId,
      updatedAt: now,
      version: sql`${quizSets.version} + 1`,
    })
    .where(and(eq(quizSets.id, id), eq(quizSets.version, version)))
    .returning({ id: quizSets.id });
  return rows.length > 0;
}

export async function setExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: quizSets.id }).from(quizSets).where(eq(quizSets.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Replaces the set's questions with `questions` in the array's order. A question keeps its id
 * when it names one of this set's questions (once); any other gets a new id, and the set's
 * questions left out are gone. Nothing refers to a question's row (a live session plays its own
 * snapshot), so the rows are written afresh with the kept ids.
 */
export async function replaceQuestions(db: DbOrTx, setId: string, questions: readonly QuestionData[]): Promise<void> {
  const existing = new Set((await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.setId, setId))).map((r) => r.id));
  await db.delete(quizQuestions).where(eq(quizQuestions.setId, setId));
  const kept = new Set<string>();
  const rows = questions.map((q, position) => {
    const keep = q.id !== undefined && existing.has(q.id) && !kept.has(q.id);
    if (keep) kept.add(q.id!);
    return { ...questionValues(q), id: keep ? q.id! : randomUUID(), setId, position };
  });
  if (rows.length > 0) await db.insert(quizQuestions).values(rows);
}

/** A choice question keeps no accepted answers and a text question no alternatives: the other kind's fields are dropped. */
function questionValues(q: QuestionData) {
  const choice = q.kind === 'choice';
  return {
    kind: q.kind,
    prompt: q.prompt,
    alternatives: choice ? q.alternatives : [],
    correctIndex: choice ? q.correct_index : null,
    acceptedAnswers: choice ? [] : q.accepted_answers,
    timeLimitS: q.time_limit_s,
    points: q.points,
    mediaId: q.media_id,
    hostNotes: q.host_notes,
  };
}

export async function deleteSet(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(quizSets).where(eq(quizSets.id, id)).returning({ id: quizSets.id });
  return rows.length > 0;
}

/** A question as a live session snapshots it: the answer and media id included, in the set's order. */
export type SetQuestionSnapshot = Omit<SessionQuestion, 'skipped'> & { id: string };

export interface SetForSession {
  set: { id: string; title: string; scoring: QuizScoring; streak_bonus: boolean };
  questions: SetQuestionSnapshot[];
}

/**
 * The set and its questions as they are now, in order with their answers, or null when the set
 * is gone. The live-session engine snapshots this when a session is created (then shuffles the
 * alternatives and adds `skipped`), so later edits never change a running game. Pass the
 * session's transaction to read the set consistently with the session's insert.
 */
export async function loadSetQuestions(db: DbOrTx, setId: string): Promise<SetForSession | null> {
  const [set] = await db
    .select({ id: quizSets.id, title: quizSets.title, scoring: quizSets.scoring, streakBonus: quizSets.streakBonus })
    .from(quizSets)
    .where(eq(quizSets.id, setId))
    .limit(1);
  if (!set) return null;
  const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.setId, setId)).orderBy(asc(quizQuestions.position));
  return {
    set: { id: set.id, title: set.title, scoring: set.scoring as QuizScoring, streak_bonus: set.streakBonus },
    questions: rows.map((q) => ({
      id: q.id,
      kind: q.kind as SessionQuestion['kind'],
      prompt: q.prompt,
      alternatives: q.alternatives,
      correct_index: q.correctIndex,
      accepted_answers: q.acceptedAnswers,
      time_limit_s: q.timeLimitS,
      points: q.points,
      media_id: q.mediaId,
      host_notes: q.hostNotes,
    })),
  };
}

/** The prompts of these sets in order (a speed round reads them one after another). */
export async function promptsOfSets(db: DbOrTx, setIds: readonly string[]): Promise<Map<string, string[]>> {
  const prompts = new Map<string, string[]>();
  if (setIds.length === 0) return prompts;
  const rows = await db
    .select({ setId: quizQuestions.setId, prompt: quizQuestions.prompt })
    .from(quizQuestions)
    .where(inArray(quizQuestions.setId, [...new Set(setIds)]))
    .orderBy(asc(quizQuestions.setId), asc(quizQuestions.position));
  for (const row of rows) prompts.set(row.setId, [...(prompts.get(row.setId) ?? []), row.prompt]);
  return prompts;
}
