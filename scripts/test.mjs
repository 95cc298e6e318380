// `npm test`: typecheck, lint, unit and server integration tests (PGlite; PostgreSQL as well when
// TEST_DATABASE_URL is set), then the browser tests against the built app served by the real server.
// Ends with the names of any failed or flaky tests, then one summary line
// "N passed, N failed, N skipped" over every test that ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Not under test-results/: Playwright empties its output folder when it starts.
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Test names for the closing lines: CI shows only the end of the output. */
const failedTests = [];
const flakyTests = [];

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return finished(name, result.status, started);
}

/** The step's closing line, counted into the failed steps; true when it passed. */
function finished(name, status, started, ended = Date.now()) {
  const ok = status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${Math.round((ended - started) / 1000)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Steps that neither read nor write what the other does, run side by side. One step may be `live`:
 * its output streams as it runs. The others' output is held and printed whole as each ends (after
 * the live step's, when there is one), so nothing interleaves. `after` runs once a step has ended.
 */
async function runSideBySide(steps) {
  const chosen = steps.filter((step) => !only.length || only.includes(step.name));
  const live = chosen.find((step) => step.live);
  let liveRunning = Boolean(live);
  const held = [];
  if (live) console.log(`\n▶ ${live.name}: ${live.command} ${live.args.join(' ')}`);
  await Promise.all(
    chosen.map(
      (step) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(step.command, step.args, {
            cwd: root,
            env: process.env,
            stdio: step === live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout?.on('data', (chunk) => output.push(chunk));
          child.stderr?.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const ended = Date.now();
            const report = () => {
              if (step !== live) {
                console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
                process.stdout.write(Buffer.concat(output));
              }
              finished(step.name, status, started, ended);
              step.after?.();
            };
            if (step === live) {
              report();
              liveRunning = false;
              for (const later of held.splice(0)) later();
            } else if (liveRunning) {
              held.push(report);
            } else {
              report();
            }
            resolve();
          });
        }),
    ),
  );
}

await runSideBySide([
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
]);

/** One vitest run with its own JSON report, counted into the totals when it ends. */
function vitestStep(name, args, options = {}) {
  const json = path.join(reports, `${name}.json`);
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    ...options,
    after: () => countVitest(name, json),
  };
}

function countVitest(name, json) {
  const vitest = readJson(json);
  if (!vitest) return;
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${name}: ${where} › ${test.fullName}`);
    }
    // A file that failed outside any test (an import error, a hook) has no failed test to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failedTests.push(`${name}: ${where} (${String(file.message ?? '').split('\n')[0]})`);
    }
  }
}

// The server tests leave a quarter of the CPU idle (timers, sockets), and the process tests half of
// theirs (servers starting, leases running out): side by side they take little longer than the
// server tests alone. The process tests run one file at a time, in a worker of their own.
await runSideBySide([
  vitestStep('unit+server', ['--project', 'shared', '--project', 'server', '--project', 'fuzz', '--project', 'web', '--project', 'web-isolated'], { live: true }),
  vitestStep('processes', ['--project', 'processes', '--no-file-parallelism']),
]);

/** Every test of a Playwright JSON report with its outcome, through nested describe blocks. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path_ = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { name: [...path_, spec.title].join(' › '), status: test.status };
    }
    yield* playwrightTests(suite.suites, path_);
  }
}

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  const pwJson = path.join(reports, 'playwright.json');
  run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  const pw = readJson(pwJson);
  if (pw?.stats) {
    totals.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    totals.failed += pw.stats.unexpected ?? 0;
    totals.skipped += pw.stats.skipped ?? 0;
    for (const test of playwrightTests(pw.suites)) {
      if (test.status === 'unexpected') failedTests.push(`e2e: ${test.name}`);
      if (test.status === 'flaky') flakyTests.push(`e2e: ${test.name}`);
    }
  }
}

if (flakyTests.length) console.log(`\nBestått først i andre forsøk (ustabile):\n${flakyTests.map((t) => `  ~ ${t}`).join('\n')}`);
if (failedTests.length) console.log(`\nFeilede tester:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
console.log(failedSteps.length ? `\nFeilet: ${failedSteps.join(', ')}` : '\nAlle steg bestått.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
