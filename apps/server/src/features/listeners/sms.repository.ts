import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsInboundReceipts } from '../../db/schema';

/** Takes a provider's message id; false when it was taken before (a retry or a replay). */
export async function claimReceipt(db: DbOrTx, provider: string, providerId: string, at: Date): Promise<boolean> {
  const rows = await db.insert(smsInboundReceipts).values({ provider, providerId, receivedAt: at }).onConflictDoNothing().returning({ id: smsInboundReceipts.providerId });
  return rows.length > 0;
}

export async function releaseReceipt(db: DbOrTx, provider: string, providerId: string): Promise<void> {
  await db.delete(smsInboundReceipts).where(and(eq(smsInboundReceipts.provider, provider), eq(smsInboundReceipts.providerId, providerId)));
}
