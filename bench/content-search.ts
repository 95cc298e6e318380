import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { countHub, searchHub, type HubFilter } from '../apps/server/src/features/content/content-hub.repository';
import { prefixQuery } from '../apps/server/src/features/content/search-query';
import { writeResult } from './lib/results';
import { ratio, summarize } from './lib/stats';

/**
 * npm run bench:content — issue 8's search benchmark. 10,000 items (notes and media) with
 * Norwegian text are loaded into a fresh database; then the same searches run three ways:
 *  - api_fts:    GET /api/content-hub?q=… through the real server (page, counts, people, collections);
 *  - sql_fts:    the hub's own page + count queries (Norwegian full text, GIN index);
 *  - sql_ilike:  the baseline — the same page + count as a plain ILIKE '%word%' scan;
 *  - api_floor:  a trivial signed-in API call, to show what of api_fts is the platform's own cost.
 * Latency median and p99 per way, in one run on one machine. PGlite by default;
 * BENCH_DATABASE_URL=postgres://… runs it on a new PostgreSQL database (dropped afterwards).
 */
const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
  },
});
const ITEMS = Number(args.items);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const TARGET_P99_MS = 100;
const log = (line: string) => process.stderr.write(`[bench:content] ${line}\n`);

// ─── Data ─────────────────────────────────────────────────────────────────────
/**
 * Text with a realistic spread: a vocabulary of a few thousand words (made from Norwegian
 * syllables) drawn with a Zipf distribution, so a few words are in most items and most words in
 * few, plus real words the queries look for at everyday frequencies.
 */
const SYLLABLES = 'sol fjell hav by vei lys natt dag tog bil skog snø regn vind båt hus gård øy bro sang lyd tid år mål spill lag kveld ferd stein elv dal berg torg'.split(' ');
const REAL = (
  'morgen sending gjest nyheter været trafikk kaffe musikk lytter studio programleder produsent intervju konkurranse ' +
  'innslag reportasje fotball konsert kommune ordfører skole sommer vinter helg fredag mandag byen fjellet sjøen ' +
  'hytte tur løype sykkel buss tog ferje flyplass festival kino teater bok film sang artist band låt premiere ' +
  'blåbærsyltetøy ørland ærfugl åsgårdstrand bjørnebær tromsø lofoten kjøttkaker'
).split(' ');
const VOCABULARY: string[] = [];
for (const a of SYLLABLES) for (const b of SYLLABLES) VOCABULARY.push(`${a}${b}`);
for (const a of SYLLABLES.slice(0, 12)) for (const b of SYLLABLES) for (const c of SYLLABLES.slice(0, 6)) VOCABULARY.push(`${a}${b}${c}`);
// Real words spread through the ranks: some common, most in the middle of the tail.
REAL.forEach((word, i) => VOCABULARY.splice(Math.min(VOCABULARY.length, 5 + i * 37), 0, word));
const ZIPF_WEIGHTS = VOCABULARY.map((_, rank) => 1 / (rank + 1));
const ZIPF_TOTAL = ZIPF_WEIGHTS.reduce((a, b) => a + b, 0);
const ZIPF_CUMULATIVE: number[] = [];
ZIPF_WEIGHTS.reduce((sum, w) => {
  ZIPF_CUMULATIVE.push((sum + w) / ZIPF_TOTAL);
  return sum + w;
}, 0);
const QUERIES = ['blåbær', 'ørland', 'ærfugl', 'trafikk', 'konsert', 'tromsø ferje', 'kjøttkake', 'gjest intervju', 'nyhet', 'lofoten'];

/** Deterministic pseudo-random numbers, so every run has the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function zipfWord(u: number): string {
  let lo = 0;
  let hi = ZIPF_CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF_CUMULATIVE[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo]!;
}

function sentence(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(zipfWord(next()));
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

async function seed(database: Database, ownerId: string) {
  const next = rng(8);
  const notes = Math.round(ITEMS * 0.7);
  const media = ITEMS - notes;
  const batch = 250;
  for (let start = 0; start < notes; start += batch) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = start; i < Math.min(notes, start + batch); i++) {
      const p = values.length;
      values.push(ownerId, sentence(next, 5), Array.from({ length: 6 }, () => sentence(next, 14)).join('\n\n'), `{${REAL[i % 20]}}`);
      rows.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::text[], 'shared', now() - (${i} * interval '1 minute'))`);
    }
    await database.query(`INSERT INTO notes (owner_id, title, body, tags, visibility, updated_at) VALUES ${rows.join(', ')}`, values);
  }
  for (let start = 0; start < media; start += batch) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = start; i < Math.min(media, start + batch); i++) {
      const p = values.length;
      const id = randomUUID();
      values.push(id, ownerId, sentence(next, 4), sentence(next, 12), `media/${id}/original.mp3`, `opptak-${i}.mp3`);
      rows.push(
        `($${p + 1}::uuid, $${p + 2}, $${p + 3}, $${p + 4}, 'audio', 'mp3', 'audio/mpeg', 1000, $${p + 5}, $${p + 6}, now() - (${i} * interval '1 minute'))`,
      );
    }
    await database.query(
      `INSERT INTO media_library (id, owner_id, title, description, kind, format, mime_type, size_bytes, storage_key, original_filename, updated_at) VALUES ${rows.join(', ')}`,
      values,
    );
  }
  await database.query('ANALYZE notes');
  await database.query('ANALYZE media_library');
}

// ─── Baseline: the same page and counts as a plain scan ───────────────────────
async function ilikeSearch(database: Database, viewerId: string, word: string) {
  const words = word.split(/\s+/).filter(Boolean).map((w) => `%${w}%`);
  const noteMatch = words.map((_, i) => `(n.title ILIKE $${i + 2} OR n.body ILIKE $${i + 2} OR array_to_string(n.tags, ' ') ILIKE $${i + 2})`).join(' AND ');
  const mediaMatch = words.map((_, i) => `(m.title ILIKE $${i + 2} OR m.description ILIKE $${i + 2} OR array_to_string(m.tags, ' ') ILIKE $${i + 2})`).join(' AND ');
  const params = [viewerId, ...words];
  await database.query(
    `SELECT * FROM (
       SELECT 'note' AS type, n.id, n.title, left(n.body, 300) AS excerpt, n.updated_at FROM notes n
       WHERE (n.owner_id = $1 OR n.visibility = 'shared') AND ${noteMatch}
       UNION ALL
       SELECT 'media', m.id, m.title, left(m.description, 300), m.updated_at FROM media_library m WHERE ${mediaMatch}
     ) items ORDER BY updated_at DESC LIMIT 51`,
    params,
  );
  await database.query(
    `SELECT (SELECT count(*) FROM notes n WHERE (n.owner_id = $1 OR n.visibility = 'shared') AND ${noteMatch}) AS notes,
            (SELECT count(*) FROM media_library m WHERE ${mediaMatch}) AS media`,
    params,
  );
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function measure(label: string, fn: (query: string) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn(QUERIES[i % QUERIES.length]!);
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) samples.push(await time(() => fn(QUERIES[i % QUERIES.length]!)));
  const summary = summarize(samples);
  log(`${label}: median ${summary.p50} ms, p99 ${summary.p99} ms`);
  return summary;
}

async function freshDatabase(): Promise<{ database: Database; kind: string; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, kind: 'pglite', drop: () => database.close() };
  }
  const name = `sp_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    kind: 'postgres',
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const { database, kind, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-content-'));
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await migrate(database);
  const { app } = await buildApp({ config, database, serveWebApp: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const url = `http://127.0.0.1:${address.port}`;
    const signUp = await fetch(`${url}/api/session/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Benk Bruker', email: 'benk@example.no', password: 'et langt benchmark-passord' }),
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { profile } = (await signUp.json()) as { profile: { id: string } };

    log(`laster ${ITEMS} elementer i ${kind}`);
    const seeded = await time(() => seed(database, profile.id));
    log(`lastet på ${Math.round(seeded)} ms`);

    const filter = (q: string): HubFilter => ({ viewerId: profile.id, tsquery: prefixQuery(q), type: 'all', page: 0 });
    const totals: Record<string, number> = {};
    for (const q of QUERIES) totals[q] = (await countHub(database.db, filter(q))).total;
    log(`treff per søk: ${JSON.stringify(totals)}`);

    const apiFts = await measure('api_fts', async (q) => {
      const res = await fetch(`${url}/api/content-hub?q=${encodeURIComponent(q)}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`search failed: ${res.status}`);
      await res.arrayBuffer();
    });
    // The same signed-in request path without the search: what every API call costs here.
    const apiFloor = await measure('api_floor (GET /api/content/settings)', async () => {
      const res = await fetch(`${url}/api/content/settings`, { headers: { cookie } });
      await res.arrayBuffer();
    });
    const sqlFts = await measure('sql_fts', async (q) => {
      await Promise.all([searchHub(database.db, filter(q)), countHub(database.db, filter(q))]);
    });
    const sqlIlike = await measure('sql_ilike (baseline)', (q) => ilikeSearch(database, profile.id, q));

    const result = {
      benchmark: 'content-search',
      issue: 8,
      database: kind,
      items: ITEMS,
      rounds: ROUNDS,
      queries: QUERIES,
      matches_per_query: totals,
      latency_ms: { api_fts: apiFts, api_floor: apiFloor, sql_fts: sqlFts, sql_ilike_baseline: sqlIlike },
      fts_vs_ilike_median: ratio(sqlFts.p50, sqlIlike.p50),
      target: { api_p99_ms: TARGET_P99_MS },
      meets_target: apiFts.p99 < TARGET_P99_MS,
      machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
      at: new Date().toISOString(),
    };
    const file = writeResult('content-search', result);
    console.log(JSON.stringify(result, null, 2));
    log(`resultat: ${file}`);
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
