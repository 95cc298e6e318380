import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema';

/** The account (better-auth user) with this e-mail address, case-insensitively; null when none. */
export async function accountIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0]?.id ?? null;
}
