import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';

/**
 * The signing secret for session cookies. Taken from AUTH_SECRET when set; otherwise created once
 * and kept in the database, so a fresh install needs no set-up and every process shares it.
 */
export async function resolveAuthSecret(database: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(32).toString('base64url');
  await database.query(
    `INSERT INTO app_settings (key, value) VALUES ('auth_secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`,
    [candidate],
  );
  const rows = await database.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'auth_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('Kunne ikke lese eller lage AUTH_SECRET.');
  return secret;
}
