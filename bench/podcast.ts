import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServerProcess } from '../test-support/server-process';
import { ROOT } from './lib/child-server';
import { ProcessSampler, type ProcessUsage } from './lib/process-sampler';
import { writeResult } from './lib/results';
import { seedPodcast } from './lib/podcast-seed';

/**
 * npx tsx bench/podcast.ts — issue 9's load benchmark. The real server (production mode, fresh
 * embedded database, the built web app) with a realistic podcast: show artwork and N published
 * episodes with audio and chapters. autocannon then hits, one after the other on loopback:
 *   feed       GET /podcast/feed.xml (the whole feed, uncompressed)
 *   feed-gzip  the same as podcast apps ask for it (Accept-Encoding: gzip; compressed once, served from memory)
 *   feed-304   the same with If-None-Match (a podcast app polling an unchanged feed)
 *   api        GET /api/podcast (what the public page and the embed load)
 *   page       GET /podcast (index.html with the Open Graph tags filled in)
 * Target: ≥ 2,000 req/s for the feed with caching. Bounded: fixed duration per scenario.
 */
const { values: args } = parseArgs({
  options: {
    episodes: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'web-dist': { type: 'string', default: path.join(ROOT, 'apps/web/dist') },
  },
});
const EPISODES = Number(args.episodes);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WEB_DIST = path.resolve(args['web-dist']);
const TARGET_FEED_RPS = 2000;

const log = (line: string) => process.stderr.write(`[bench:podcast] ${line}\n`);

/** A show like the station's: artwork, description, and a back catalogue of daily episodes. */
const seed = (baseUrl: string) =>
  seedPodcast(baseUrl, {
    episodes: EPISODES,
    audioSeconds: 30,
    chapterStarts: [0, 8, 17, 25],
    description: (n) => `Episode ${n}. Vi snakker om ukens saker, har besøk i studio og kårer ukens vinner i quizen. `.repeat(4),
  });

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  expectStatus: number;
}

interface ScenarioResult {
  name: string;
  path: string;
  requestsPerSecond: { mean: number; p50: number; min: number };
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  unexpectedStatus: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  server: ProcessUsage;
}

async function run(url: string, pid: number, scenario: Scenario): Promise<ScenarioResult> {
  // A short warm-up so the snapshot is built and the JIT has seen the path.
  await autocannon({ url: url + scenario.path, connections: 5, amount: 200, headers: scenario.headers });
  const sampler = new ProcessSampler(pid);
  sampler.start();
  let unexpected = 0;
  // Without a callback autocannon returns its tracker, an event emitter that is also a promise of the result.
  const instance = autocannon({ url: url + scenario.path, connections: CONNECTIONS, duration: DURATION_S, headers: scenario.headers }) as unknown as autocannon.Instance &
    PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number) => {
    if (statusCode !== scenario.expectStatus) unexpected++;
  });
  const result = await instance;
  const server = sampler.stop();
  return {
    name: scenario.name,
    path: scenario.path,
    requestsPerSecond: { mean: result.requests.average, p50: result.requests.p50, min: result.requests.min },
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    unexpectedStatus: unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    server,
  };
}

async function main() {
  const serveWeb = existsSync(path.join(WEB_DIST, 'index.html'));
  if (!serveWeb) log(`fant ikke ${WEB_DIST}/index.html: hopper over /podcast-siden (bygg webappen først)`);
  const server = await startServerProcess(serveWeb ? { WEB_DIST } : {});
  try {
    log(`server på ${server.url}; legger inn ${EPISODES} episoder`);
    await seed(server.url);
    const feed = await fetch(`${server.url}/podcast/feed.xml`);
    const etag = feed.headers.get('etag') ?? '';
    const feedBytes = (await feed.arrayBuffer()).byteLength;
    log(`feeden er ${Math.round(feedBytes / 1024)} KiB, ETag ${etag}`);
    const scenarios: Scenario[] = [
      { name: 'feed', path: '/podcast/feed.xml', expectStatus: 200 },
      { name: 'feed-gzip', path: '/podcast/feed.xml', headers: { 'accept-encoding': 'gzip' }, expectStatus: 200 },
      { name: 'feed-304', path: '/podcast/feed.xml', headers: { 'if-none-match': etag }, expectStatus: 304 },
      { name: 'api', path: '/api/podcast', expectStatus: 200 },
      ...(serveWeb ? [{ name: 'page', path: '/podcast', expectStatus: 200 }] : []),
    ];
    const pid = server.process.pid!;
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      log(`${scenario.name}: ${CONNECTIONS} forbindelser i ${DURATION_S} s`);
      const result = await run(server.url, pid, scenario);
      log(`${scenario.name}: ${Math.round(result.requestsPerSecond.mean)} req/s, p99 ${result.latencyMs.p99} ms`);
      results.push(result);
    }
    const feedResult = results.find((r) => r.name === 'feed-gzip')!;
    const pollResult = results.find((r) => r.name === 'feed-304')!;
    const summary = {
      benchmark: 'podcast',
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      settings: { episodes: EPISODES, durationS: DURATION_S, connections: CONNECTIONS, feedBytes },
      target: { feedRequestsPerSecond: TARGET_FEED_RPS },
      met: {
        feedGzip: feedResult.requestsPerSecond.mean >= TARGET_FEED_RPS,
        feedPolling304: pollResult.requestsPerSecond.mean >= TARGET_FEED_RPS,
      },
      results,
    };
    const file = writeResult('podcast', summary);
    log(`resultat: ${file}`);
    process.stdout.write(`${JSON.stringify(summary.results.map((r) => ({ name: r.name, rps: Math.round(r.requestsPerSecond.mean), p99Ms: r.latencyMs.p99 })))}\n`);
  } finally {
    await server.stop();
  }
}

await main();
