import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { startAppServer } from './lib/child-server';
import { signUpStaff, type CookieClient } from './lib/http-client';
import { writeResult } from './lib/results';
import { summarize } from './lib/stats';

/**
 * npm run bench:accounts — issue 3's benchmark, on the real server (child process, loopback):
 * 1. colour claims without contention: every colleague claims free colours, one request at a time;
 * 2. contention: all colleagues claim the same colour at once, several rounds; exactly one may win;
 * 3. the 16 colour suggestions;
 * 4. a 12-megapixel JPEG upload (content check, decode, re-encode to a 512 px avatar).
 * Counts stay inside the per-user rate limits (claims: burst 10; uploads: burst 10). About a minute.
 */
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '16' },
    claims: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '3' },
    suggestions: { type: 'string', default: '200' },
    uploads: { type: 'string', default: '8' },
  },
});
const USERS = Number(args.users);
const CLAIMS_PER_USER = Number(args.claims);
const ROUNDS = Number(args.rounds);
const SUGGESTIONS = Number(args.suggestions);
const UPLOADS = Number(args.uploads);
const TARGETS = { claimP99Ms: 100, contendedP99Ms: 250, suggestionsP99Ms: 50, uploadP90Ms: 2000 };

const log = (line: string) => process.stderr.write(`[bench:accounts] ${line}\n`);

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

async function postJson(client: CookieClient, path: string, body: unknown) {
  const res = await fetch(client.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

const colour = (n: number) => `#${(0x100000 + n * 7919).toString(16).slice(-6)}`;

async function main() {
  const loadBefore = os.loadavg();
  const server = await startAppServer();
  try {
    log(`server på ${server.url} (${server.database}); lager ${USERS} brukere`);
    const { clients } = await signUpStaff(server.url, USERS);

    const claimMs: number[] = [];
    let claimFailures = 0;
    let n = 0;
    for (let round = 0; round < CLAIMS_PER_USER; round++) {
      for (const client of clients) {
        const { ms, value } = await timed(() => postJson(client, '/api/rpc/claim_chat_color', { p_color: colour(n++) }));
        claimMs.push(ms);
        if (value !== 200) claimFailures++;
      }
    }
    log(`ukonkurrerte krav: ${claimMs.length}, feil ${claimFailures}`);

    const contendedMs: number[] = [];
    const winnersPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const target = colour(100_000 + round);
      const results = await Promise.all(clients.map((client) => timed(() => postJson(client, '/api/rpc/claim_chat_color', { p_color: target }))));
      contendedMs.push(...results.map((r) => r.ms));
      winnersPerRound.push(results.filter((r) => r.value === 200).length);
    }
    log(`konkurranse: vinnere per runde ${winnersPerRound.join(', ')}`);

    const suggestionMs: number[] = [];
    for (let i = 0; i < SUGGESTIONS; i++) {
      suggestionMs.push((await timed(() => postJson(clients[i % clients.length]!, '/api/rpc/get_available_color_suggestions', { limit_count: 16 }))).ms);
    }

    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
      .jpeg({ quality: 70 })
      .toBuffer();
    if (photo.length > 5 * 1024 * 1024) throw new Error(`test photo is ${photo.length} bytes, over the 5 MB limit`);
    log(`laster opp ${UPLOADS} × ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG (4000 × 3000)`);
    const uploadMs: number[] = [];
    let uploadFailures = 0;
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
      const client = clients[i % clients.length]!;
      const { ms, value } = await timed(async () => {
        const res = await fetch(`${server.url}/api/profile/picture`, { method: 'POST', headers: { cookie: client.cookie }, body: form });
        await res.arrayBuffer();
        return res.status;
      });
      uploadMs.push(ms);
      if (value !== 200) uploadFailures++;
    }

    const result = {
      name: 'accounts',
      at: new Date().toISOString(),
      database: server.database,
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
      params: { users: USERS, claimsPerUser: CLAIMS_PER_USER, rounds: ROUNDS, suggestions: SUGGESTIONS, uploads: UPLOADS, photoBytes: photo.length },
      claim: { ms: summarize(claimMs), failures: claimFailures },
      contended: { ms: summarize(contendedMs), winnersPerRound, exactlyOneWinnerEveryRound: winnersPerRound.every((w) => w === 1) },
      suggestions: { ms: summarize(suggestionMs) },
      upload: { ms: summarize(uploadMs), failures: uploadFailures },
      targets: TARGETS,
      met: {
        claimP99: summarize(claimMs).p99 <= TARGETS.claimP99Ms,
        contendedP99: summarize(contendedMs).p99 <= TARGETS.contendedP99Ms,
        suggestionsP99: summarize(suggestionMs).p99 <= TARGETS.suggestionsP99Ms,
        uploadP90: summarize(uploadMs).p90 <= TARGETS.uploadP90Ms,
      },
    };
    const file = writeResult('accounts', result);
    console.log(JSON.stringify(result, null, 2));
    log(`resultat: ${file}`);
    if (!result.contended.exactlyOneWinnerEveryRound || claimFailures || uploadFailures) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
