import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { CHANNELS, CLIENT_EVENTS, SOCKET_EVENTS } from '@studioportal/shared';
import { registeredRoutes, type RegisteredRoute } from '../src/auth/access';
import {
  asReceived,
  changedTables,
  EDGE_STRINGS,
  errorShapeProblem,
  extremeValidOf,
  fingerprint,
  junkValue,
  mutationOf,
  paramValue,
  RAW_BODIES,
  RAW_QUERIES,
  type SlotKind,
  validExample,
} from './fuzz-support';
import { Client, connected, DB_KINDS, startServer, type DbKind, type TestServer } from './harness';

/**
 * Every route of the built app and every socket event, fed invalid input as an approved
 * Administrator (so authorisation passes and input validation is what is tested). Routes come from
 * the access hook's route registry, socket events from the handler registry; the zod schema of
 * each route's params, query and body is learnt by watching parseInput while probing the route.
 *
 * Runs per route: FUZZ_RUNS (default 10 here; `npm run fuzz` raises it and adds PostgreSQL when
 * TEST_DATABASE_URL is set). FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const KINDS: DbKind[] = process.env.FUZZ_RUNS ? DB_KINDS : ['pglite'];

/** Every parseInput call, in order, while a probe request runs (the test sends one request at a time). */
const recorder = vi.hoisted(() => ({ on: false, calls: [] as { schema: unknown; input: unknown; ok: boolean }[] }));
vi.mock('../src/http/errors', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/http/errors')>();
  return {
    ...actual,
    parseInput: (schema: z.ZodType, input: unknown) => {
      if (!recorder.on) return actual.parseInput(schema, input);
      const ok = schema.safeParse(input).success;
      recorder.calls.push({ schema, input, ok });
      return actual.parseInput(schema, input);
    },
  };
});

/** Routes fuzzed without the admin's cookie: calling them signed in would end the test's session. */
const ANONYMOUS_ONLY = new Set(['POST /api/session/sign-out']);
/**
 * Left out of the fingerprint: rate-limit bookkeeping (PostgreSQL keeps the shared rate limits in
 * the database; a limiter counts a call before its input is read, by design) and the job queue,
 * which the server's own schedulers write on their timers (the achievements' evaluation every
 * minute, today's clocks, automation) whatever request happens to be running.
 */
const BACKGROUND_TABLES: string[] = ['rate_limit_buckets', 'jobs'];
/** Routes that take no input at all, so every call is a valid one and may write. */
const WRITES_WITHOUT_INPUT = new Set([
  'DELETE /api/profile/picture', // removing the (absent) picture still stamps the profile's updated_at
  'GET /api/station-settings/backup', // every download is an audit row (who took a copy of everything, and when)
]);

interface Slot {
  schema: z.ZodType;
  example: unknown | null;
}
interface RouteInfo extends RegisteredRoute {
  key: string;
  paramNames: string[];
  slots: Partial<Record<SlotKind, Slot>>;
}
interface Case {
  label: string;
  params: Record<string, string>;
  query: string;
  body?: { json: unknown } | { raw: string; contentType: string };
  /** The input is invalid for a schema the route validates with: the answer must be a 4xx. */
  mustReject: boolean;
}

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FIXED_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function paramNamesOf(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (url.endsWith('*')) names.push('*');
  return names;
}

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send the bytes a careless client would
  }
}

function pathOf(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeSegment(params[name] ?? 'x')).replace(/\*$/, () => encodeSegment(params['*'] ?? 'x'));
}

function queryOf(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return search.toString();
}

/** The query object Fastify hands the handler for a query string we built (repeated keys → arrays). */
function parsedQuery(qs: string): Record<string, string | string[]> {
  const search = new URLSearchParams(qs);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length > 1 ? all : all[0]!;
  }
  return out;
}

function sameJson(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): string =>
    JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => p.localeCompare(q))) : x));
  return norm(a) === norm(b);
}

async function send(server: TestServer, cookie: string | null, method: string, path: string, query: string, body?: Case['body']) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  let payload: string | undefined;
  if (body && 'json' in body) {
    if (body.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
  } else if (body) {
    headers['content-type'] = body.contentType;
    payload = body.raw;
  }
  const res = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, { method, headers, body: payload, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, text };
}

describe.each(KINDS)('fuzzing every route and socket event (%s)', (kind) => {
  let server: TestServer;
  let admin: Client;
  let routes: RouteInfo[] = [];
  const stats = { cases: 0, mustReject: 0, extreme: 0, perRoute: new Map<string, number>() };
  /** Probes that got a 5xx while learning the schemas (a valid example the database refused, say). */
  const discoveryProblems: string[] = [];

  beforeAll(async () => {
    server = await startServer(kind, process.env.FUZZ_LOG ? { LOG_LEVEL: process.env.FUZZ_LOG } : {});
    admin = new Client(server.url);
    await admin.signUp('Ada Admin', 'ada@example.no');
    routes = registeredRoutes(server.app)
      .filter((r) => r.method !== 'HEAD')
      .map((r) => ({ ...r, key: `${r.method} ${r.url}`, paramNames: paramNamesOf(r.url), slots: {} }));
    const started = Date.now();
    for (const route of routes) await discover(route);
    console.info(`[fuzz ${kind}] learnt the schemas of ${routes.length} routes in ${Date.now() - started} ms`);
  });
  afterAll(async () => {
    console.info(
      `[fuzz ${kind}] ${stats.cases} HTTP cases over ${routes.length} routes (${RUNS} per route, ${stats.mustReject} of them invalid for a known schema), ` +
        `${stats.extreme} valid-but-extreme cases; ` +
        `schemas learnt: ${routes.filter((r) => Object.keys(r.slots).length).length} routes`,
    );
    await server?.close();
  });

  const cookieFor = (route: RouteInfo) => (ANONYMOUS_ONLY.has(route.key) ? null : admin.cookie);

  /**
   * Learns which schema each route validates params, query and body with: probe, see which
   * parseInput calls ran on what we sent, replace what failed with a value its schema accepts, repeat.
   */
  async function discover(route: RouteInfo) {
    for (let round = 0; round < 5; round++) {
      const sent = {
        params: route.slots.params?.example ?? Object.fromEntries(route.paramNames.map((n) => [n, 'probe'])),
        query: route.slots.query?.example ?? { __probe: 'q' },
        body: HAS_BODY.has(route.method) ? (route.slots.body?.example ?? { __probe: 'b' }) : undefined,
      } as Record<SlotKind, unknown>;
      recorder.calls = [];
      recorder.on = true;
      try {
        const res = await send(server, cookieFor(route), route.method, pathOf(route.url, sent.params as Record<string, string>), queryOf(sent.query), sent.body === undefined ? undefined : { json: sent.body });
        if (res.status >= 500) discoveryProblems.push(`${route.key} probe ${JSON.stringify(sent).slice(0, 300)}: ${res.status} ${res.text.slice(0, 200)}`);
      } finally {
        recorder.on = false;
      }
      let learnt = false;
      let stuck = false;
      for (const call of recorder.calls) {
        const matches = (['params', 'query', 'body'] as SlotKind[]).filter((slot) => sent[slot] !== undefined && sameJson(call.input, sent[slot]));
        const slot = matches.find((s) => !route.slots[s]) ?? matches[0];
        if (!slot) continue;
        if (!route.slots[slot]) {
          const example = validExample(call.schema as z.ZodType, slot);
          route.slots[slot] = { schema: call.schema as z.ZodType, example };
          learnt = true;
          if (example === null) stuck = true;
        }
        if (!call.ok) break;
      }
      if (!learnt || stuck) return;
    }
  }

  function invalidFor(route: RouteInfo, slot: SlotKind, received: unknown): boolean {
    const schema = route.slots[slot]?.schema;
    if (!schema) return false;
    if (schema.safeParse(received).success) return false;
    // Handlers read optional bodies and queries as `input ?? {}`.
    return !(received == null && schema.safeParse({}).success);
  }

  function casesFor(route: RouteInfo): fc.Arbitrary<Case> {
    const params = (route.slots.params?.example as Record<string, string> | null) ?? Object.fromEntries(route.paramNames.map((n) => [n, FIXED_ID]));
    const queryExample = route.slots.query?.example ?? null;
    const query = queryOf(queryExample);
    const hasBody = HAS_BODY.has(route.method);
    // Cases aimed at params or query send a body the route refuses, so that none of them writes
    // (a valid body with valid-looking params would create real rows).
    const bodySchema = route.slots.body?.schema;
    const refusedBody = bodySchema ? [[], 'x', null, {}].find((b) => bodySchema.safeParse(b).success === false && (b !== null || !bodySchema.safeParse({}).success)) : undefined;
    const body = hasBody ? { json: refusedBody ?? {} } : undefined;
    const kinds: fc.Arbitrary<Case>[] = [];

    if (hasBody && route.slots.body?.example != null) {
      kinds.push(
        mutationOf(route.slots.body.example)
          .map((m) => ({
            label: `body: ${m.label}`,
            params,
            query,
            body: { json: m.value },
            mustReject: invalidFor(route, 'body', asReceived('body', m.value)),
          }))
          // A mutation the schema still accepts (an optional key removed) is valid input: not this test's.
          .filter((c) => c.mustReject),
      );
    }
    if (hasBody) {
      kinds.push(
        junkValue
          .map((value) => ({ label: 'body: junk', params, query, body: { json: value }, mustReject: invalidFor(route, 'body', asReceived('body', value)) }))
          .filter((c) => c.mustReject || !route.slots.body),
        fc.constantFrom(...RAW_BODIES).map((raw) => {
          let received: unknown = raw.body;
          if (raw.contentType.startsWith('application/json')) {
            try {
              received = JSON.parse(raw.body);
            } catch {
              received = Symbol('unparseable');
            }
          }
          const mustReject = typeof received === 'symbol' || raw.body.length > 1024 * 1024 ? true : invalidFor(route, 'body', received);
          return { label: `raw body ${raw.contentType} ${raw.body.slice(0, 30)}`, params, query, body: { raw: raw.body, contentType: raw.contentType }, mustReject: route.slots.body ? mustReject : typeof received === 'symbol' };
        })
          .filter((c) => c.mustReject || !route.slots.body),
      );
    }
    if (route.paramNames.length) {
      kinds.push(
        fc.tuple(fc.constantFrom(...route.paramNames), paramValue).map(([name, value]) => {
          const fuzzed = { ...params, [name]: value };
          return { label: `param ${name}=${JSON.stringify(value.slice(0, 40))}`, params: fuzzed, query, body, mustReject: invalidFor(route, 'params', fuzzed) };
        }),
      );
    }
    if (queryExample && typeof queryExample === 'object') {
      kinds.push(
        mutationOf(queryExample, true)
          .filter((m) => !!m.value && typeof m.value === 'object' && !Array.isArray(m.value))
          .map((m) => {
            const qs = queryOf(m.value);
            return { label: `query: ${m.label}`, params, query: qs, body, mustReject: invalidFor(route, 'query', parsedQuery(qs)) };
          }),
      );
    }
    kinds.push(
      fc.constantFrom(...RAW_QUERIES).map((raw) => ({ label: `raw query ${raw.slice(0, 40)}`, params, query: raw, body, mustReject: false })),
      fc
        .dictionary(fc.constantFrom('q', 'limit', 'id', 'ids', 'status', 'from', 'to', 'date', 'kind', 'before', 'x'), fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 2000)), {
          minKeys: 1,
          maxKeys: 3,
        })
        .map((dict) => {
          const qs = queryOf(dict);
          return { label: `query junk ${qs.slice(0, 40)}`, params, query: qs, body, mustReject: invalidFor(route, 'query', parsedQuery(qs)) };
        }),
    );
    return fc.oneof(...kinds);
  }

  /** Always tried first on every route that reads a body: the raw bodies that once gave 500s. */
  function examplesFor(route: RouteInfo): [Case][] {
    if (!HAS_BODY.has(route.method)) return [];
    const params = (route.slots.params?.example as Record<string, string> | null) ?? Object.fromEntries(route.paramNames.map((n) => [n, FIXED_ID]));
    return [
      { contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\ngarbage' },
      { contentType: 'multipart/form-data', body: 'no boundary' },
      { contentType: 'application/json', body: '{' },
    ].map((raw) => [{ label: `raw body ${raw.contentType} ${raw.body}`, params, query: '', body: { raw: raw.body, contentType: raw.contentType }, mustReject: Boolean(route.slots.body) }]);
  }

  it('knows the routes and a schema for most of them, and learning them caused no 5xx', () => {
    expect(discoveryProblems).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
    const withSchema = routes.filter((r) => Object.keys(r.slots).length > 0);
    expect(withSchema.length).toBeGreaterThan(routes.length * 0.6);
  });

  it('answers every invalid request with a 4xx error body, and writes nothing', { timeout: 120_000 + RUNS * 8_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const before = await fingerprint(server.database, BACKGROUND_TABLES);
      let count = 0;
      const result = await fc.check(
        fc.asyncProperty(casesFor(route), async (c) => {
          count++;
          if (c.mustReject) stats.mustReject++;
          const path = pathOf(route.url, c.params);
          const res = await send(server, cookieFor(route), route.method, path, c.query, c.body);
          const problem =
            res.status >= 500
              ? `status ${res.status}`
              : c.mustReject && (res.status < 400 || res.status >= 500)
                ? `status ${res.status} for invalid input`
                : errorShapeProblem(res.status, res.text, route.method);
          if (problem) throw new Error(`${problem}: ${res.text.slice(0, 200)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: examplesFor(route) },
      );
      stats.cases += count;
      stats.perRoute.set(route.key, count);
      if (result.failed) {
        const c = result.counterexample?.[0] as Case | undefined;
        const sent = c && { params: c.params, query: c.query.slice(0, 200), body: c.body && ('json' in c.body ? JSON.stringify(c.body.json)?.slice(0, 300) : c.body.raw.slice(0, 100)) };
        failures.push(
          `${route.key} [${c?.label}] (seed ${result.seed}, path ${result.counterexamplePath}): ${(result.errorInstance as Error | undefined)?.message}\n    sent ${JSON.stringify(sent)}`,
        );
      }
      const changed = changedTables(before, await fingerprint(server.database, BACKGROUND_TABLES));
      if (changed.length && !WRITES_WITHOUT_INPUT.has(route.key)) failures.push(`${route.key} changed tables: ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers valid but extreme input (bounds, NUL, odd Unicode, full lengths) with a 5xx', { timeout: 120_000 + RUNS * 4_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const bodyArb = route.slots.body && HAS_BODY.has(route.method) ? extremeValidOf(route.slots.body.schema, 'body') : null;
      const queryArb = route.slots.query ? extremeValidOf(route.slots.query.schema, 'query') : null;
      if (!bodyArb && !queryArb) continue;
      const params = (route.slots.params?.example as Record<string, string> | null) ?? Object.fromEntries(route.paramNames.map((n) => [n, FIXED_ID]));
      const bodyBase = route.slots.body?.example;
      const queryBase = route.slots.query?.example ?? {};
      const cases = fc.record({ body: bodyArb ?? fc.constant(bodyBase), query: queryArb ?? fc.constant(queryBase) });
      const result = await fc.check(
        fc.asyncProperty(cases, async ({ body, query }) => {
          stats.extreme++;
          const res = await send(server, cookieFor(route), route.method, pathOf(route.url, params), queryOf(query), HAS_BODY.has(route.method) ? { json: body ?? {} } : undefined);
          const problem = res.status >= 500 ? `status ${res.status}` : errorShapeProblem(res.status, res.text, route.method);
          if (problem) throw new Error(`${problem}: ${res.text.slice(0, 200)}\n    sent ${JSON.stringify({ params, query, body })?.slice(0, 400)}`);
        }),
        { numRuns: Math.max(3, Math.round(RUNS / 3)), seed: SEED, endOnFailure: true },
      );
      if (result.failed) failures.push(`${route.key} (seed ${result.seed}): ${(result.errorInstance as Error | undefined)?.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every invalid socket message with { ok: false, error } or a closed connection', { timeout: 60_000 + RUNS * 2_000 }, async () => {
    // Every client message of the shared contract has a handler, and its body schema says what is invalid.
    expect(server.ctx.realtime.handlers.events().sort()).toEqual(Object.keys(CLIENT_EVENTS).sort());
    const handlers = Object.entries(CLIENT_EVENTS).map(([event, schema]) => ({ event, schema: schema as z.ZodType }));
    let socket: Socket = await openSocket();
    const failures: string[] = [];
    let cases = 0;
    for (const handler of handlers) {
      const example = validExample(handler.schema, 'body');
      const payloads = fc.oneof(
        junkValue,
        fc.constantFrom(undefined, 'x'.repeat(300 * 1024), Buffer.from('binary'), [1, 2, 3]),
        ...(example && typeof example === 'object' ? [mutationOf(example).map((m) => m.value)] : []),
      );
      const result = await fc.check(
        fc.asyncProperty(
          payloads.filter((p) => {
            const received = p instanceof Buffer ? p : asReceived('body', p);
            return !handler.schema.safeParse(received ?? {}).success;
          }),
          async (payload) => {
            cases++;
            // A fresh socket now and then: one socket's allowance (20 events a second) would
            // otherwise answer most cases with rate_limited before their body is even read.
            if (cases % 30 === 0) socket.disconnect();
            if (!socket.connected) socket = await openSocket();
            let ack: any;
            try {
              ack = await socket.timeout(5000).emitWithAck(handler.event, payload);
            } catch (error) {
              // Only a connection the server closed (oversize frame) may leave the ack unanswered.
              await new Promise((r) => setTimeout(r, 50));
              if (socket.connected) throw new Error(`no ack and still connected: ${(error as Error).message}`);
              return;
            }
            if (!ack || ack.ok !== false || typeof ack.error?.code !== 'string' || typeof ack.error?.message !== 'string') throw new Error(`ack ${JSON.stringify(ack)?.slice(0, 200)}`);
            if (ack.error.code === 'internal') throw new Error(`internal error: ${JSON.stringify(ack)}`);
          },
        ),
        { numRuns: Math.max(RUNS * 2, 20), seed: SEED, endOnFailure: true },
      );
      if (result.failed) failures.push(`${handler.event}: ${(result.errorInstance as Error | undefined)?.message} (seed ${result.seed})`);
    }
    // Events nobody registered, frames without an ack, odd argument counts: ignored, not fatal.
    if (!socket.connected) socket = await openSocket();
    socket.emit('no:such:event', { a: 1 });
    socket.emit(SOCKET_EVENTS.subscribe, { channel: 'x' }); // no ack function
    socket.emit(SOCKET_EVENTS.subscribe, 1, 2, 3, () => {});
    socket.emit(SOCKET_EVENTS.subscribe);
    const ok = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name });
    expect(ok.ok, JSON.stringify(ok)).toBe(true);
    socket.disconnect();
    console.info(`[fuzz ${kind}] ${cases} socket cases over ${handlers.length} events`);
    expect(failures).toEqual([]);
    const health = await admin.get('/api/health');
    expect(health.status).toBe(200);
  });

  async function openSocket(): Promise<Socket> {
    const s = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: admin.cookie }, reconnection: false, forceNew: true });
    return connected(s);
  }

  it('still answers after all of it', async () => {
    const res = await admin.get('/api/health');
    expect(res.status).toBe(200);
    const me = await admin.get('/api/me');
    expect(me.status, 'the fuzzing must not have ended the admin session').toBe(200);
    expect(randomUUID()).toBeTruthy();
  });
});
