import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListenerPoll, PollStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { rowsOf } from '../../db/rows';
import { listenerPollVotes, listenerPolls } from '../../db/schema';

/** Polls and their votes (one per listener per poll, by the table's primary key). */

export type PollRow = typeof listenerPolls.$inferSelect;
export type Tally = Map<string, number>;

export async function insertPoll(db: DbOrTx, values: { question: string; options: { id: string; label: string }[]; createdBy: string; createdAt: Date }): Promise<string> {
  const [row] = await db.insert(listenerPolls).values(values).returning({ id: listenerPolls.id });
  if (!row) throw new Error('poll insert returned nothing');
  return row.id;
}

export async function findPoll(db: DbOrTx, id: string): Promise<PollRow | null> {
  const [row] = await db.select().from(listenerPolls).where(eq(listenerPolls.id, id)).limit(1);
  return row ?? null;
}

export async function openPoll(db: DbOrTx): Promise<PollRow | null> {
  const [row] = await db.select().from(listenerPolls).where(eq(listenerPolls.status, 'apen')).limit(1);
  return row ?? null;
}

export async function setPollStatus(db: DbOrTx, id: string, status: PollStatus, at: Date): Promise<void> {
  const times = status === 'apen' ? { openedAt: at, closedAt: null } : status === 'lukket' ? { closedAt: at } : {};
  await db.update(listenerPolls).set({ status, ...times }).where(eq(listenerPolls.id, id));
}

export async function deletePoll(db: DbOrTx, id: string): Promise<void> {
  await db.delete(listenerPolls).where(eq(listenerPolls.id, id));
}

export async function latestPolls(db: DbOrTx, limit: number): Promise<PollRow[]> {
  return db.select().from(listenerPolls).orderBy(desc(listenerPolls.createdAt)).limit(limit);
}

/** The latest closed poll (the display shows its result when nothing is open). */
export async function latestClosedPoll(db: DbOrTx): Promise<PollRow | null> {
  const [row] = await db.select().from(listenerPolls).where(eq(listenerPolls.status, 'lukket')).orderBy(desc(listenerPolls.closedAt)).limit(1);
  return row ?? null;
}

export async function voteOf(db: DbOrTx, pollId: string, voter: string): Promise<string | null> {
  const [row] = await db
    .select({ optionId: listenerPollVotes.optionId })
    .from(listenerPollVotes)
    .where(and(eq(listenerPollVotes.pollId, pollId), eq(listenerPollVotes.voter, voter)))
    .limit(1);
  return row?.optionId ?? null;
}

/** Votes per option for these polls. */
export async function tallies(db: DbOrTx, pollIds: string[]): Promise<Map<string, Tally>> {
  const result = new Map<string, Tally>(pollIds.map((id) => [id, new Map()]));
  if (pollIds.length === 0) return result;
  const rows = await db
    .select({ pollId: listenerPollVotes.pollId, optionId: listenerPollVotes.optionId, votes: sql<number>`count(*)::int` })
    .from(listenerPollVotes)
    .where(inArray(listenerPollVotes.pollId, pollIds))
    .groupBy(listenerPollVotes.pollId, listenerPollVotes.optionId);
  for (const row of rows) result.get(row.pollId)?.set(row.optionId, Number(row.votes));
  return result;
}

export function toPoll(row: PollRow, tally: Tally, people: Awaited<ReturnType<typeof peopleByIds>>): ListenerPoll {
  const options = row.options.map((o) => ({ option_id: o.id, label: o.label, votes: tally.get(o.id) ?? 0 }));
  return {
    id: row.id,
    question: row.question,
    status: row.status as PollStatus,
    options,
    total_votes: options.reduce((sum, o) => sum + o.votes, 0),
    created_by: personInMap(people, row.createdBy),
    created_at: row.createdAt.toISOString(),
    opened_at: row.openedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

export async function pollsWithResults(db: DbOrTx, rows: PollRow[]): Promise<ListenerPoll[]> {
  const [counts, people] = await Promise.all([tallies(db, rows.map((r) => r.id)), peopleByIds(db, rows.map((r) => r.createdBy))]);
  return rows.map((row) => toPoll(row, counts.get(row.id) ?? new Map(), people));
}

/**
 * Records a vote only while the poll is open, in one round trip (a vote storm is thousands a
 * second). False when nothing was recorded: the poll is not open, or this voter has voted already.
 */
export async function insertVoteIfOpen(db: DbOrTx, vote: { pollId: string; voter: string; optionId: string; source: 'web' | 'sms'; createdAt: Date }): Promise<boolean> {
  const rows = rowsOf<{ voter: string }>(
    await db.execute(sql`
      INSERT INTO ${listenerPollVotes} (poll_id, voter, option_id, source, created_at)
      SELECT ${vote.pollId}::uuid, ${vote.voter}, ${vote.optionId}, ${vote.source}, ${vote.createdAt.toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM ${listenerPolls} WHERE id = ${vote.pollId}::uuid AND status = 'apen')
      ON CONFLICT DO NOTHING
      RETURNING voter`),
  );
  return rows.length > 0;
}
