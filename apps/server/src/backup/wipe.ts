import type { RawConnection } from '../db/client';
import { qualified } from './catalog';

/**
 * Drops everything the migrations create in schema public (views, tables, sequences, functions,
 * types), in one transaction, so the backup's migrations can run on a clean slate. Dropping
 * objects rather than the schema keeps the schema's owner and grants as the operator set them.
 */
export async function wipePublicSchema(conn: RawConnection): Promise<void> {
  const relations = await conn.query<{ name: string; kind: string }>(`SELECT c.relname AS name, c.relkind AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm', 'r', 'p', 'S') ORDER BY c.relkind DESC`);
  const functions = await conn.query<{ signature: string }>(`SELECT p.oid::regprocedure::text AS signature
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.prokind = 'f'`);
  const types = await conn.query<{ name: string }>(`SELECT t.typname AS name FROM pg_type t
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') OR (n.nspname = 'public' AND t.typtype = 'c'
      AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')`);
  const statements = [
    ...relations.map(({ name, kind }) => {
      const what = kind === 'v' ? 'VIEW' : kind === 'm' ? 'MATERIALIZED VIEW' : kind === 'S' ? 'SEQUENCE' : 'TABLE';
      return `DROP ${what} IF EXISTS ${qualified(name)} CASCADE;`;
    }),
    ...functions.map(({ signature }) => `DROP FUNCTION IF EXISTS ${signature.startsWith('public.') ? signature : `public.${signature}`} CASCADE;`),
    ...types.map(({ name }) => `DROP TYPE IF EXISTS ${qualified(name)} CASCADE;`),
  ];
  if (statements.length === 0) return;
  await conn.execScript(`BEGIN;\n${statements.join('\n')}\nCOMMIT;`);
}
