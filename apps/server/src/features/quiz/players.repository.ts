import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { gameAchievements } from '../../db/schema';

/**
 * Players across sessions and days (game_participants): the same phone or the same listener
 * device is the same player, so tournaments sum their points and achievements follow them.
 */
export function identityKeyOf(who: { phone?: string | null; deviceId?: string | null }): string {
  if (who.phone) return `phone:${who.phone}`;
  if (who.deviceId) return `device:${who.deviceId}`;
  return `once:${crypto.randomUUID()}`;
}

/** The player's id, created on first sight; the newest name is kept. */
export async function upsertPlayer(db: DbOrTx, who: { phone?: string | null; deviceId?: string | null; name: string }, now: Date): Promise<string> {
  const key = identityKeyOf(who);
  const result = await db.execute(sql`
    INSERT INTO game_participants (identity_key, display_name, phone, first_seen_at, last_seen_at)
    VALUES (${key}, ${who.name}, ${who.phone ?? null}, ${now.toISOString()}, ${now.toISOString()})
    ON CONFLICT (identity_key) DO UPDATE SET display_name = EXCLUDED.display_name, last_seen_at = EXCLUDED.last_seen_at
    RETURNING id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** Achievement keys per player, earliest first (the badges on leaderboards). */
export async function badgesOf(db: DbOrTx, playerIds: readonly string[]): Promise<Map<string, string[]>> {
  const badges = new Map<string, string[]>();
  if (playerIds.length === 0) return badges;
  const rows = await db
    .select({ playerId: gameAchievements.playerId, achievement: gameAchievements.achievement })
    .from(gameAchievements)
    .where(inArray(gameAchievements.playerId, [...new Set(playerIds)]))
    .orderBy(asc(gameAchievements.earnedAt), asc(gameAchievements.achievement));
  for (const row of rows) badges.set(row.playerId, [...(badges.get(row.playerId) ?? []), row.achievement]);
  return badges;
}
