import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clockContentElements } from '../../db/schema';

/** A sponsor element of an active clock, marked sent. */
export interface SentSponsorElement {
  id: string;
  title: string;
  sent_at: Date;
  sent_by: string | null;
}

/**
 * The sponsor desk counts a clock element of type sponsor marked sent as a mention of the sponsor
 * (docs/sponsors-api.md): the elements sent in [from, to), oldest first.
 */
export async function sponsorElementsSentBetween(db: DbOrTx, from: Date, to: Date): Promise<SentSponsorElement[]> {
  const rows = await db
    .select({ id: clockContentElements.id, title: clockContentElements.title, sentAt: clockContentElements.sentAt, sentBy: clockContentElements.sentBy })
    .from(clockContentElements)
    .where(and(eq(clockContentElements.type, 'sponsor'), eq(clockContentElements.sentStatus, 'sent'), gte(clockContentElements.sentAt, from), lt(clockContentElements.sentAt, to)))
    .orderBy(asc(clockContentElements.sentAt), asc(clockContentElements.id));
  return rows.flatMap((r) => (r.sentAt ? [{ id: r.id, title: r.title, sent_at: r.sentAt, sent_by: r.sentBy }] : []));
}
