import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDaysToDateKey, ANALYTICS_CHARTS, stationTimeZone, zonedDateKey, type AnalyticsChart } from '@studioportal/shared';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { chartAnswer } from '../apps/server/src/features/analytics/analytics.service';
import { generateAnalyticsHistory, type HistoryTally } from '../apps/server/src/seed/analytics-history';
import { machineFacts, reportResult } from './lib/results';
import { summarize, type Summary } from './lib/stats';

/**
 * npm run bench:analytics — issue 23's figure for /analytics: every chart's query over a year of
 * station history (365 days: five shows a week with three 15-element clocks each marked with
 * drift, thousands of listener messages and votes, a quiz every Friday, ~30 podcast episodes with
 * daily plays, 15 colleagues' daily activity), timed for the whole year and for the last 30 days,
 * p50/p99 over repeated runs. On PGlite (in memory) and on a fresh PostgreSQL database beside
 * BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test (dropped
 * afterwards; skipped with a note when it cannot be reached). Target: ≤ 200 ms p99 per chart.
 */
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '3' },
    days: { type: 'string', default: '365' },
    people: { type: 'string', default: '15' },
    episodes: { type: 'string', default: '30' },
    database: { type: 'string', default: 'both' },
  },
});
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const DAYS = Number(args.days);
const PEOPLE = Number(args.people);
const EPISODES = Number(args.episodes);
const TARGET_P99_MS = 200;
const POSTGRES_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`[bench:analytics] ${line}\n`);

interface Target {
  kind: 'pglite' | 'postgres';
  database: Database;
  drop(): Promise<void>;
}

async function pglite(): Promise<Target> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  return { kind: 'pglite', database, drop: () => database.close() };
}

async function postgres(): Promise<Target | null> {
  const name = `sp_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_BASE });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    log(`PostgreSQL på ${POSTGRES_BASE} svarer ikke (${error instanceof Error ? error.message : error}): hoppes over`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(POSTGRES_BASE);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    kind: 'postgres',
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: POSTGRES_BASE });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The colleagues whose activity is counted (accounts without passwords, as the demo's). */
async function addPeople(database: Database) {
  await database.db.execute(sql`
    WITH made AS (
      INSERT INTO users (id, name, email) SELECT 'bench-' || n, 'Kollega ' || n, 'kollega' || n || '@bench.invalid' FROM generate_series(1, ${PEOPLE}) AS n
      RETURNING id, name, email)
    INSERT INTO profiles (id, email, full_name, app_role, approval_status) SELECT id, email, name, 'Tekniker', 'approved' FROM made`);
}

async function seedYear(target: Target, from: string, to: string): Promise<{ tally: HistoryTally; seconds: number }> {
  const started = performance.now();
  await migrate(target.database, () => {});
  await addPeople(target.database);
  const tally = await target.database.db.transaction((tx) => generateAnalyticsHistory(tx, { from, to, zone: stationTimeZone(), createEpisodes: EPISODES }));
  await target.database.db.execute(sql`ANALYZE`);
  return { tally, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function measure(database: Database, chart: AnalyticsChart, range: { from: string; to: string }): Promise<Summary & { rows: number }> {
  let rows = 0;
  for (let i = 0; i < WARMUP; i++) rows = (await chartAnswer(database, chart, range)).rows.length;
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await chartAnswer(database, chart, range);
    samples.push(performance.now() - t0);
  }
  return { ...summarize(samples), rows };
}

async function run(target: Target, year: { from: string; to: string }, month: { from: string; to: string }) {
  log(`${target.kind}: ${DAYS} dager historikk lastes …`);
  const seeded = await seedYear(target, year.from, year.to);
  log(`${target.kind}: lastet på ${seeded.seconds} s: ${JSON.stringify(seeded.tally)}`);
  const charts: Record<string, { year: Summary & { rows: number }; last30: Summary & { rows: number } }> = {};
  for (const chart of ANALYTICS_CHARTS) {
    const whole = await measure(target.database, chart, year);
    const recent = await measure(target.database, chart, month);
    charts[chart] = { year: whole, last30: recent };
    log(`${target.kind} ${chart}: år p50 ${whole.p50} ms / p99 ${whole.p99} ms (${whole.rows} rader); 30 dager p50 ${recent.p50} ms / p99 ${recent.p99} ms`);
  }
  const worstP99 = Math.max(...Object.values(charts).flatMap((c) => [c.year.p99, c.last30.p99]));
  return { seeded, charts, worstP99Ms: worstP99, meetsTarget: worstP99 <= TARGET_P99_MS };
}

async function main() {
  const zone = stationTimeZone();
  const today = zonedDateKey(new Date(), zone);
  const year = { from: addDaysToDateKey(today, -DAYS), to: addDaysToDateKey(today, -1) };
  const month = { from: addDaysToDateKey(today, -30), to: addDaysToDateKey(today, -1) };
  const results: Record<string, unknown> = {};
  const kinds = args.database === 'both' ? ['pglite', 'postgres'] : [args.database];
  for (const kind of kinds) {
    const target = kind === 'postgres' ? await postgres() : await pglite();
    if (!target) {
      results[kind] = { skipped: `kunne ikke nå ${POSTGRES_BASE}` };
      continue;
    }
    try {
      results[kind] = await run(target, year, month);
    } finally {
      await target.drop();
    }
  }
  reportResult(
    'analytics',
    { bench: 'analytics', at: new Date().toISOString(), machine: machineFacts(), targetP99Ms: TARGET_P99_MS, rounds: ROUNDS, days: DAYS, ranges: { year, last30: month }, results },
    log,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
