import { and, asc, desc, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { HandoverStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { competitionDraws, sponsorCompetitions, sponsors, sponsorWinners } from '../../db/schema';

/**
 * Draws (competition_draws: audit rows, inserted once and never changed — the database refuses it)
 * and winners (sponsor_winners: the hand-over and a redraw's replacement are the only changes).
 */

export type DrawRow = typeof competitionDraws.$inferSelect;
export type NewDraw = Omit<typeof competitionDraws.$inferInsert, 'id'>;

export interface WinnerRow {
  row: typeof sponsorWinners.$inferSelect;
  competitionTitle: string;
  sponsorName: string;
}

export async function insertDraw(db: DbOrTx, draw: NewDraw): Promise<DrawRow> {
  const [row] = await db.insert(competitionDraws).values(draw).returning();
  return row!;
}

export async function drawsOf(db: DbOrTx, competitionId: string): Promise<DrawRow[]> {
  return db.select().from(competitionDraws).where(eq(competitionDraws.competitionId, competitionId)).orderBy(asc(competitionDraws.drawnAt), asc(competitionDraws.id));
}

export async function insertWinner(db: DbOrTx, winner: Omit<typeof sponsorWinners.$inferInsert, 'id'>): Promise<string> {
  const [row] = await db.insert(sponsorWinners).values(winner).returning({ id: sponsorWinners.id });
  return row!.id;
}

function selectWinners(db: DbOrTx, where?: SQL) {
  return db
    .select({ row: sponsorWinners, competitionTitle: sponsorCompetitions.title, sponsorName: sponsors.name })
    .from(sponsorWinners)
    .innerJoin(sponsorCompetitions, eq(sponsorCompetitions.id, sponsorWinners.competitionId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorCompetitions.sponsorId))
    .where(where);
}

/** The winners log, the latest draw first. */
export async function listWinners(db: DbOrTx, where?: SQL): Promise<WinnerRow[]> {
  return selectWinners(db, where).orderBy(desc(sponsorWinners.drawnAt), asc(sponsorWinners.id));
}

export const winnersOfCompetition = (competitionId: string) => eq(sponsorWinners.competitionId, competitionId);

export async function findWinner(db: DbOrTx, id: string): Promise<WinnerRow | null> {
  const [row] = await selectWinners(db, eq(sponsorWinners.id, id)).limit(1);
  return row ?? null;
}

/** The winner that stands (not replaced by a redraw), locked with the competition's draw. */
export async function currentWinner(db: DbOrTx, competitionId: string): Promise<typeof sponsorWinners.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(sponsorWinners)
    .where(and(eq(sponsorWinners.competitionId, competitionId), isNull(sponsorWinners.replacedAt)))
    .limit(1);
  return row ?? null;
}

export async function markReplaced(db: DbOrTx, winnerId: string, now: Date): Promise<void> {
  await db.update(sponsorWinners).set({ replacedAt: now }).where(eq(sponsorWinners.id, winnerId));
}

/** Entries of this competition whose win a redraw replaced: never drawn again. */
export async function replacedWinnerEntryIds(db: DbOrTx, competitionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ entryId: sponsorWinners.entryId })
    .from(sponsorWinners)
    .where(and(eq(sponsorWinners.competitionId, competitionId), isNotNull(sponsorWinners.replacedAt)));
  return new Set(rows.map((r) => r.entryId));
}

/** Winners that stand, of any sponsor competition, drawn in [from, to]: the draw's exclusion window. */
export async function winnersBetween(db: DbOrTx, from: Date, to: Date): Promise<{ participantKey: string; phone: string | null }[]> {
  return db
    .select({ participantKey: sponsorWinners.participantKey, phone: sponsorWinners.phone })
    .from(sponsorWinners)
    .where(and(isNull(sponsorWinners.replacedAt), gte(sponsorWinners.drawnAt, from), lte(sponsorWinners.drawnAt, to)));
}

export async function setHandover(db: DbOrTx, id: string, handover: HandoverStatus, note: string | null): Promise<boolean> {
  const rows = await db.update(sponsorWinners).set({ handover, handoverNote: note }).where(eq(sponsorWinners.id, id)).returning({ id: sponsorWinners.id });
  return rows.length > 0;
}
