/**
 * Lighthouse audit of the production build (issue 10): /auth and /podcast with the mobile profile
 * (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), a first
 * visit (cold cache) and a repeat visit (warm HTTP cache and service worker), in Debian's Chromium.
 *
 *   npm run audit:lighthouse                  builds the web app into a temp dir first
 *   WEB_DIST=/tmp/dist npm run audit:lighthouse   audits an existing build
 *
 * Reports the performance, accessibility and best-practices scores, LCP, TBT, CLS, the JavaScript
 * transferred, and the initial JavaScript (what index.html loads before any route) gzip-compressed,
 * plus a real load with the same throttling (first paint, LCP, app ready; medians of 5, see
 * lib/throttled-load.ts), against the targets: initial JS ≤ 150 KB gzip, LCP ≤ 2.0 s first / ≤ 1.0 s repeat, accessibility ≥ 95.
 * Writes bench/results/lighthouse-latest.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { freePort, ROOT } from './lib/child-server';
import { sleep } from './lib/clock';
import { throttledLoads } from './lib/throttled-load';
import { reportResult } from './lib/results';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/auth', '/podcast'] as const;
const REAL_LOAD_RUNS = 5;
const TARGETS = { initialJsGzipKb: 150, lcpFirstMs: 2000, lcpRepeatMs: 1000, accessibility: 95 };
const log = (line: string) => process.stderr.write(`[lighthouse] ${line}\n`);

/** The real server in production mode, serving the build, with a fresh embedded database (a busy machine gets 3 minutes to start it). */
async function startServer(webDist: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: webDist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serveren stoppet (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('serveren startet ikke innen 3 minutter');
    }
    await sleep(250);
  }
}

function buildWebApp(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'sp-lighthouse-dist-'));
  log(`bygger webappen til ${outDir}`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: path.join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] });
  return outDir;
}

/**
 * Scripts index.html loads before any route, each gzip-compressed (level 9): the boot script's
 * entry and preloads (public/boot.js starts them; build/start-after-first-paint.ts put them there),
 * and any script or modulepreload tag a build may still carry.
 */
function initialJs(webDist: string) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const boot = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  const tagged = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set([...(boot ? [boot[1]!, ...boot[2]!.split(' ').filter(Boolean)] : []), ...tagged])];
  if (files.length === 0) throw new Error('fant ingen skript i index.html');
  const sizes = files.map((file) => {
    const raw = readFileSync(path.join(webDist, file));
    return { file, bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
  });
  const gzipBytes = sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  return { files: sizes.sort((a, b) => b.gzipBytes - a.gzipBytes), bytes: sizes.reduce((sum, s) => sum + s.bytes, 0), gzipBytes, gzipKb: Math.round(gzipBytes / 102.4) / 10 };
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

function summarise(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, Audit>; runtimeError?: { message: string } }) {
  if (lhr.runtimeError) throw new Error(`Lighthouse feilet: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(value('total-blocking-time') ?? 0),
    cls: Math.round((value('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    jsTransferredKb: Math.round((scripts?.transferSize ?? 0) / 102.4) / 10,
    totalTransferredKb: Math.round((value('total-byte-weight') ?? 0) / 102.4) / 10,
  };
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like on a busy machine) is repeated once. */
async function audit(url: string, flags: Flags) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse ga ikke noe resultat');
    const lhr = result.lhr as never as Parameters<typeof summarise>[0];
    if (!lhr.runtimeError || attempt === 2) return summarise(lhr);
    log(`nytt forsøk etter feil fra Lighthouse: ${lhr.runtimeError.message}`);
  }
}

async function lighthouseRuns(serverUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const pages: Record<string, { first: ReturnType<typeof summarise>; repeat: ReturnType<typeof summarise> }> = {};
  try {
    for (const page of PAGES) {
      const url = `${serverUrl}${page}`;
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
      log(`${page}: første besøk`);
      const first = await audit(url, { ...flags, disableStorageReset: false });
      // The first run leaves the HTTP cache and service worker behind; keep them for the repeat visit.
      log(`${page}: gjentatt besøk`);
      const repeat = await audit(url, { ...flags, disableStorageReset: true });
      pages[page] = { first, repeat };
    }
  } finally {
    chrome.kill();
  }
  return pages;
}

async function main() {
  const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : buildWebApp();
  const initial = initialJs(webDist);
  log(`innledende JS: ${initial.gzipKb} KB gzip i ${initial.files.length} filer`);

  const server = await startServer(webDist);
  let pages: Awaited<ReturnType<typeof lighthouseRuns>>;
  // Lighthouse's numbers are a simulation; realLoads is the same profile as a real, throttled load.
  const realLoads: Record<string, Awaited<ReturnType<typeof throttledLoads>>> = {};
  try {
    pages = await lighthouseRuns(server.url);
    for (const page of PAGES) {
      log(`${page}: ekte, strupet første besøk (${REAL_LOAD_RUNS} ganger)`);
      realLoads[page] = await throttledLoads(CHROMIUM, `${server.url}${page}`, REAL_LOAD_RUNS);
    }
  } finally {
    await server.stop();
  }

  const all = Object.values(pages);
  const result = {
    benchmark: 'lighthouse',
    lighthouse: '12.2.3',
    browser: CHROMIUM,
    profile: 'mobile (Lighthouse-standard: simulert treg 4G, 4x CPU)',
    at: new Date().toISOString(),
    initialJs: initial,
    pages,
    realLoads,
    targets: TARGETS,
    meetsTargets: {
      initialJs: initial.gzipKb <= TARGETS.initialJsGzipKb,
      lcpFirst: all.every((p) => p.first.lcpMs <= TARGETS.lcpFirstMs),
      lcpRepeat: all.every((p) => p.repeat.lcpMs <= TARGETS.lcpRepeatMs),
      accessibility: all.every((p) => p.first.accessibility >= TARGETS.accessibility),
    },
  };
  reportResult('lighthouse', result, log);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
