import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { killAllChildren, runCrashRounds, type CrashKindResult } from './crash-harness';

/**
 * npm run test:crash [-- --rounds N --seed S]: the kill -9 durability harness, N rounds (default
 * 20) on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL. Prints a line per
 * round, writes the summary to bench/results/crash-latest.json and exits 1 on any violation.
 */
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    seed: { type: 'string' },
    writers: { type: 'string', default: '5' },
  },
});
const rounds = Number(args.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds må være et positivt heltall');
  process.exit(2);
}
// Printed, so a failing run can be replayed with the same kill moments and write mix.
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
const writers = Number(args.writers);
const RESULTS = path.resolve(import.meta.dirname, '../../../../bench/results');

process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!);
};

async function main() {
  const t0 = Date.now();
  console.log(`[krasj] ${rounds} runder per databasetype, ${writers} samtidige skrivere, frø ${seed}`);
  const results: CrashKindResult[] = [];
  results.push(await runCrashRounds({ kind: 'pglite', rounds, seed, writers }));
  const base = process.env.TEST_DATABASE_URL;
  let postgresSkipped: string | null = null;
  if (base) results.push(await runCrashRounds({ kind: 'postgres', rounds, seed: seed + 1, writers, baseDatabaseUrl: base }));
  else {
    postgresSkipped = 'TEST_DATABASE_URL er ikke satt';
    console.log('[krasj] PostgreSQL-delen hoppes over: TEST_DATABASE_URL er ikke satt.');
  }

  const restart = results.flatMap((r) => r.restartMs);
  const violations = results.flatMap((r) => r.violations.map((v) => `${r.kind}: ${v}`));
  const summary = {
    benchmark: 'crash',
    description: 'kill -9 during mixed writes (chat with client_id, notes, clock marks, uploads); restart on the same data; every acknowledged write present exactly once',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage1m: os.loadavg()[0] },
    seed,
    settings: { roundsPerKind: rounds, writers },
    rounds: results.reduce((n, r) => n + r.rounds.length, 0),
    roundsSurvived: results.reduce((n, r) => n + r.roundsSurvived, 0),
    acknowledgedWrites: results.reduce((n, r) => n + r.acknowledgedWrites, 0),
    acknowledgedWritesVerified: results.reduce((n, r) => n + r.acknowledgedWritesVerified, 0),
    itemChecks: results.reduce((n, r) => n + r.itemChecks, 0),
    duplicatesFound: results.reduce((n, r) => n + r.duplicatesFound, 0),
    lostWrites: results.reduce((n, r) => n + r.lostWrites, 0),
    restartMs: { p50: percentile(restart, 50), max: percentile(restart, 100), count: restart.length },
    postgresSkipped,
    kinds: results.map((r) => ({
      kind: r.kind,
      rounds: r.rounds.length,
      roundsSurvived: r.roundsSurvived,
      acknowledgedWrites: r.acknowledgedWrites,
      acknowledgedByKind: r.acknowledgedByKind,
      acknowledgedWritesVerified: r.acknowledgedWritesVerified,
      itemChecks: r.itemChecks,
      duplicatesFound: r.duplicatesFound,
      lostWrites: r.lostWrites,
      restartMs: { p50: percentile(r.restartMs, 50), max: percentile(r.restartMs, 100) },
      inFlightAtKill: r.rounds.reduce((n, x) => n + x.inFlightAtKill, 0),
      committedUnacknowledged: r.rounds.reduce((n, x) => n + x.committedUnacknowledged, 0),
      resentApplied: r.rounds.reduce((n, x) => n + x.resentApplied, 0),
      idempotencyGaps: r.idempotencyGaps,
      secondProcessRefused: r.secondProcessRefused,
      cleanShutdown: r.cleanShutdown,
      perRound: r.rounds.map(({ violations: v, ...rest }) => ({ ...rest, violations: v.length })),
    })),
    violations: violations.slice(0, 100),
    passed: violations.length === 0,
    totalDurationS: Math.round((Date.now() - t0) / 1000),
  };
  mkdirSync(RESULTS, { recursive: true });
  const json = `${JSON.stringify(summary, null, 2)}\n`;
  writeFileSync(path.join(RESULTS, 'crash-latest.json'), json);
  writeFileSync(path.join(RESULTS, `crash-${summary.at.replace(/[:.]/g, '-')}.json`), json);
  const { kinds: _kinds, ...headline } = summary;
  console.log(JSON.stringify(headline, null, 2));
  console.log(`[krasj] resultat skrevet til ${path.join(RESULTS, 'crash-latest.json')}`);
  if (violations.length) {
    console.error(`[krasj] ${violations.length} brudd:\n${violations.join('\n')}`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  killAllChildren();
  process.exit(1);
});
