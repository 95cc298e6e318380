/**
 * npm run bench:idle-page — what a staff page that just sits open costs Chromium, with and without
 * reduced motion. Headless Chromium on a machine without a GPU (CI, this one) composites each
 * animation frame in software, and the browser tests leave pages open for minutes, several at a
 * time: this is why e2e/playwright.config.ts asks for reduced motion (decision 020's follow-up).
 *
 * The real server (the compiled one, fresh embedded database) with ON AIR switched on, so the
 * navbar's light pulses as it does in most of a show. Each round opens the dashboard signed in,
 * waits 5 s, then counts the CPU time of Chromium's processes (by --type) over --seconds,
 * alternating the two settings; medians per setting.
 *
 *   npm run bench:idle-page -- --rounds 3 --seconds 20
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServerProcess } from '../test-support/server-process';
import { cpuSeconds } from './lib/process-tree-memory';
import { machineFacts, reportResult } from './lib/results';
import { percentile } from './lib/stats';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '20' } } });
const ROUNDS = Math.max(1, Number(args.rounds));
const SECONDS = Math.max(5, Number(args.seconds));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTINGS = ['no-preference', 'reduce'] as const;
const PASSWORD = 'et langt passord 123';
const log = (line: string) => process.stderr.write(`[bench:idle-page] ${line}\n`);

/** CPU seconds (user + system) of every Chromium process so far, by process type. */
function chromiumCpuSeconds(): Map<string, number> {
  const byType = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // The process ended while it was read.
    }
    if (!command.includes('chromium')) continue;
    const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
    byType.set(type, (byType.get(type) ?? 0) + cpuSeconds(Number(pid)));
  }
  return byType;
}

const server = await startServerProcess();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'] });
const samples: Record<(typeof SETTINGS)[number], Record<string, number>[]> = { 'no-preference': [], reduce: [] };
try {
  let signedUp = false;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const reducedMotion of SETTINGS) {
      const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'dark', reducedMotion, serviceWorkers: 'block' });
      const page = await context.newPage();
      const credentials = { email: 'ada@example.no', password: PASSWORD };
      const session = signedUp
        ? await page.request.post('/api/session/sign-in', { data: credentials })
        : await page.request.post('/api/session/sign-up', { data: { full_name: 'Ada Admin', ...credentials } });
      if (!session.ok()) throw new Error(`innlogging: ${session.status()} ${await session.text()}`);
      signedUp = true;
      await page.request.post('/api/on-air', { data: { is_live: true } });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(5000);
      const before = chromiumCpuSeconds();
      await page.waitForTimeout(SECONDS * 1000);
      const after = chromiumCpuSeconds();
      const used = Object.fromEntries([...after].map(([type, seconds]) => [type, Math.round((seconds - (before.get(type) ?? 0)) * 100) / 100]));
      samples[reducedMotion].push(used);
      log(`${round}/${ROUNDS} ${reducedMotion}: ${JSON.stringify(used)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop({ kill: true });
}

const medians = Object.fromEntries(
  SETTINGS.map((setting) => {
    const types = [...new Set(samples[setting].flatMap((sample) => Object.keys(sample)))];
    const median = (values: number[]) => Math.round(percentile(values, 50) * 100) / 100;
    const byType = Object.fromEntries(types.map((type) => [type, median(samples[setting].map((sample) => sample[type] ?? 0))]));
    return [setting, { ...byType, total: median(samples[setting].map((sample) => Object.values(sample).reduce((a, b) => a + b, 0))) }];
  }),
);
reportResult(
  'idle-page',
  {
    benchmark: 'idle-page',
    at: new Date().toISOString(),
    machine: machineFacts(),
    browser: CHROMIUM,
    page: '/ (Dashbord), ON AIR på',
    secondsPerRound: SECONDS,
    rounds: ROUNDS,
    cpuSecondsMedian: medians,
    samples,
  },
  log,
);
