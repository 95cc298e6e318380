import fc from 'fast-check';
import { z } from 'zod';
import type { Database } from '../src/db/client';

/**
 * Building blocks for fuzz.test.ts: edge-case values, arbitraries derived from a zod schema (through
 * its JSON Schema), "valid example with one field broken" mutations, and a cheap database fingerprint.
 */

// ─── Edge values ───────────────────────────────────────────────────────────────

export const HUGE = 100_000;

/** Strings that have broken servers before: encodings, control characters, paths, injections, sizes. */
export const EDGE_STRINGS: string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'x\uD83D', // emoji cut in half
  '\u202Eevil\u202C', // RTL override
  '\u200F\u200E', // RTL / LTR marks
  '\u200B\uFEFF', // zero-width space, BOM
  '😀',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'ÆØÅ æøå',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  "'; DROP TABLE profiles; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(400),
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' 2024-01-01 ',
  '2024-02-30',
  '2024-02-30T25:61:61Z',
  '0000-00-00T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '#GGGGGG',
  'x'.repeat(HUGE),
  '😀'.repeat(HUGE / 2),
  'ø'.repeat(HUGE),
  '\u0000'.repeat(1000),
];

export const EDGE_NUMBERS: number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_VALUE,
];

/** `depth` levels of { a: { a: ... } } (or [[[...]]]). */
export function nested(depth: number, kind: 'object' | 'array'): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = kind === 'object' ? { a: v } : [v];
  return v;
}

const edgeString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const edgeNumber = fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.double(), fc.integer());

/** Any JSON-ish value a careless or hostile client could send where something else is expected. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: edgeString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [[]], [{}], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(64, 'object'), nested(64, 'array'), nested(2000, 'array'), nested(1500, 'object')) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(edgeString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(edgeString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
);

/** Raw request bodies: not JSON, lying content types, prototype pollution, oversize. */
export const RAW_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '{"a":1,}' },
  { contentType: 'application/json', body: "{'a':1}" },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'NaN' },
  { contentType: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', body: '"\\ud800"' },
  { contentType: 'application/json', body: '\u0000' },
  { contentType: 'application/json', body: `{"a":"${'x'.repeat(1_100_000)}"}` }, // above the 1 MB body limit
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'application/json', body: '['.repeat(100_000) },
  { contentType: 'text/plain', body: 'hei' },
  { contentType: 'text/plain', body: 'x'.repeat(HUGE) },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--zz--\r\n' },
  { contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\ngarbage' },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  { contentType: 'image/png', body: '\u0089PNG\r\n\u001a\n broken' },
  { contentType: 'image/jpeg', body: 'x'.repeat(2000) },
  { contentType: 'audio/mpeg', body: 'ID3 not really' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
];

/** Path parameter values: not ids, traversal, encodings, sizes. Sent percent-encoded. */
export const PARAM_EDGES: string[] = [
  'x',
  '0',
  '-1',
  'null',
  'undefined',
  '..',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '\u0000',
  ' ',
  '\uD800',
  '\u202E',
  '😀',
  'e\u0301\u0301',
  "1' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8x',
  'a'.repeat(101),
  'a'.repeat(1000),
  '9'.repeat(40),
];
export const paramValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PARAM_EDGES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
);

/** Raw query strings the parser has to survive. */
export const RAW_QUERIES: string[] = [
  'a=1&a=2',
  '%',
  '%%%',
  '%E0%A4%A',
  '=&=&=',
  '&&&',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'x[]=1&x[]=2',
  `q=${'x'.repeat(4000)}`,
  'limit=-1',
  'limit=1e309',
  'limit=NaN',
  'from=2024-02-30&to=2024-13-01',
  'date=0000-00-00',
  'status=%00',
  'ids=,,,,,',
  `ids=${Array.from({ length: 150 }, (_, i) => `id${i}`).join(',')}`,
];

// ─── Schema-derived arbitraries ───────────────────────────────────────────────

type JsonSchema = Record<string, any>;

/** The JSON Schema of what the zod schema accepts as input. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** An arbitrary of values shaped like the JSON Schema says (not always valid: refinements are unknown). */
export function arbitraryOf(node: JsonSchema, root: JsonSchema = node, depth = 0, extreme = false): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const sub = (n: JsonSchema) => arbitraryOf(n, root, depth + 1, extreme);
  if (node.$ref && typeof node.$ref === 'string') {
    const name = node.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    const target = root.$defs?.[name] ?? root.definitions?.[name];
    return target ? sub(target) : fc.constant(null);
  }
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (Array.isArray(alternatives) && alternatives.length) return fc.oneof(...alternatives.map((a: JsonSchema) => sub(a)));
  if (Array.isArray(node.allOf) && node.allOf.length) return sub({ ...node, allOf: undefined, ...node.allOf[0] });
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return extreme ? fc.oneof(stringOf(node), extremeStringOf(node)) : stringOf(node);
    case 'integer': {
      const lo = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      const hi = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : undefined);
      const min = Math.max(lo ?? -1000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(hi ?? Math.max(min, 0) + 1000, Number.MAX_SAFE_INTEGER);
      const plain = fc.integer({ min, max });
      if (!extreme) return plain;
      // The bounds the schema allows, and beyond a 32-bit column where it sets none.
      const edges = [min, max, ...(hi === undefined ? [2 ** 31, Number.MAX_SAFE_INTEGER] : []), ...(lo === undefined ? [-(2 ** 31) - 1, Number.MIN_SAFE_INTEGER] : [])];
      return fc.oneof(plain, fc.constantFrom(...edges.filter((e) => e >= (lo ?? -Infinity) && e <= (hi ?? Infinity))));
    }
    case 'number': {
      const min = node.minimum ?? node.exclusiveMinimum ?? -1000;
      const max = node.maximum ?? node.exclusiveMaximum ?? min + 1000;
      const plain = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      if (!extreme) return plain;
      return fc.oneof(plain, fc.constantFrom(node.minimum ?? -1e308, node.maximum ?? 1e308, node.minimum ?? Number.MIN_VALUE));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = node.items ? sub(node.items) : fc.constant('x');
      const minLength = node.minItems ?? 0;
      const maxLength = Math.min(node.maxItems ?? minLength + 3, minLength + 3);
      if (Array.isArray(node.prefixItems)) return fc.tuple(...node.prefixItems.map((p: JsonSchema) => sub(p)));
      return fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const props = (node.properties ?? {}) as Record<string, JsonSchema>;
      const required = (node.required ?? []) as string[];
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(props)) shape[key] = sub(prop);
      return fc.record(shape, { requiredKeys: required.filter((k) => k in shape) });
    }
    default:
      return fc.constant('x');
  }
}

/** Free text a schema accepts but a database may not: NUL, broken surrogates, marks, the full length. */
function extremeStringOf(node: JsonSchema): fc.Arbitrary<string> {
  if (node.format || node.pattern) return stringOf(node);
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? HUGE;
  const fill = (unit: string) => unit.repeat(Math.max(1, Math.floor(maxLength / unit.length))).slice(0, maxLength);
  const candidates = ['a\u0000b', '\u0000', 'x\uD800y', '\u202Eevil', 'e\u0301', '😀👩‍👩‍👧‍👦', "'; DROP TABLE x; --", fill('ø'), fill('😀'), fill('a')];
  return fc.constantFrom(...candidates.filter((c) => c.length >= minLength && c.length <= maxLength));
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.min(node.maxLength ?? minLength + 20, minLength + 20);
  const fits = (s: string) => s.length >= minLength && s.length <= (node.maxLength ?? Infinity);
  switch (node.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date-time':
      return fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'time':
      return fc.constantFrom('06:00', '06:00:00', '23:59');
    case 'email':
      return fc.constantFrom('fuzz@example.no', 'ola.nordmann@example.com');
    case 'uri':
    case 'url':
      return fc.constantFrom('https://example.no/a', 'https://example.com/');
  }
  if (typeof node.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(node.pattern)).filter(fits);
    } catch {
      // fall through to plain strings
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }).filter(fits);
}

/** How a slot's value reaches the handler: JSON keeps types, params and query arrive as strings. */
export type SlotKind = 'params' | 'query' | 'body';

/** What the server receives for a value we send. */
export function asReceived(kind: SlotKind, value: unknown): unknown {
  if (kind === 'body') return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map((x) => stringify(x)) : stringify(v);
  }
  return out;
}

function stringify(v: unknown): string {
  return typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * A value the schema accepts for this slot, found by sampling the schema-shaped arbitrary (and
 * checked with the schema itself, so refinements count). Null when none turned up.
 */
export function validExample(schema: z.ZodType, kind: SlotKind, seed = 1): unknown | null {
  const json = jsonSchemaOf(schema);
  const candidates: unknown[] = [{}];
  if (json) {
    try {
      candidates.push(...fc.sample(arbitraryOf(json), { numRuns: 80, seed }));
    } catch {
      // an arbitrary we cannot build (odd pattern): only {} is tried
    }
  }
  for (const c of candidates) {
    const received = asReceived(kind, c);
    if (schema.safeParse(received).success && JSON.stringify(received).length < 20_000) return received;
  }
  return null;
}

/** Values the schema accepts, leaning on its edges (bounds, NUL and other awkward text). */
export function extremeValidOf(schema: z.ZodType, kind: SlotKind): fc.Arbitrary<unknown> | null {
  const json = jsonSchemaOf(schema);
  if (!json) return null;
  let arb: fc.Arbitrary<unknown>;
  try {
    arb = arbitraryOf(json, json, 0, true).map((v) => asReceived(kind, v));
    const sample = fc.sample(arb, { numRuns: 100, seed: 7 });
    if (!sample.some((v) => schema.safeParse(v).success)) return null;
  } catch {
    return null;
  }
  return arb.filter((v) => schema.safeParse(v).success);
}

// ─── Mutations ─────────────────────────────────────────────────────────────────

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (path.length > 6) return out;
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function setAt(root: unknown, path: Path, fn: (parent: any, key: string | number) => void): unknown {
  if (path.length === 0) return root;
  const copy = clone(root) as any;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  fn(parent, path[path.length - 1]!);
  return copy;
}

export type Mutation = { label: string; value: unknown };

/** A valid example with one thing broken: a field replaced, removed, an extra key, or the whole value swapped. */
export function mutationOf(example: unknown, stringsOnly = false): fc.Arbitrary<Mutation> {
  const paths = pathsOf(example);
  const leafJunk = stringsOnly ? fc.oneof(fc.constantFrom(...EDGE_STRINGS.filter((s) => s.length < 5000)), fc.string({ maxLength: 20 })) : junkValue;
  const replace = fc
    .tuple(fc.constantFrom(...paths), leafJunk)
    .map(([path, junk]): Mutation => ({ label: `replace ${path.join('.') || '(root)'}`, value: path.length ? setAt(example, path, (p, k) => (p[k] = junk)) : junk }));
  const keyed = paths.filter((p) => p.length > 0);
  const remove = keyed.length
    ? fc.constantFrom(...keyed).map((path): Mutation => ({
        label: `remove ${path.join('.')}`,
        value: setAt(example, path, (p, k) => (Array.isArray(p) ? p.splice(Number(k), 1) : delete p[k])),
      }))
    : null;
  const objects = paths.filter((p) => {
    const v = p.reduce((acc: any, k) => acc?.[k], example);
    return v && typeof v === 'object' && !Array.isArray(v);
  });
  const extra = objects.length
    ? fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'user_id', 'created_by', 'app_role', 'is_admin', '😀', ''), leafJunk)
        .map(([path, key, junk]): Mutation => {
          const value = clone(example) as any;
          const target = path.reduce((acc: any, k) => acc[k], value);
          Object.defineProperty(target, key, { value: junk, enumerable: true, configurable: true, writable: true });
          return { label: `extra key ${[...path, key].join('.')}`, value };
        })
    : null;
  const whole = fc.constantFrom<Mutation>(
    { label: 'array instead of object', value: [example] },
    { label: 'empty array', value: [] },
    { label: 'string instead of object', value: JSON.stringify(example) },
    { label: 'number instead of object', value: 42 },
    { label: 'null', value: null },
  );
  const options = [replace, replace, ...(remove ? [remove] : []), ...(extra ? [extra] : []), ...(stringsOnly ? [] : [whole])];
  return fc.oneof(...options);
}

// ─── Database fingerprint ─────────────────────────────────────────────────────

/** Row count and an md5 of every row, per table: equal fingerprints mean nothing was written. One query. */
export async function fingerprint(database: Database, ignore: readonly string[] = []): Promise<Map<string, string>> {
  const tables = await database.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const names = tables.map((t) => t.name).filter((n) => !ignore.includes(n) && /^[a-z0-9_]+$/.test(n));
  const sql = names
    .map((n) => `SELECT '${n}' AS name, count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${n}" t`)
    .join(' UNION ALL ');
  const rows = names.length ? await database.query<{ name: string; n: number; h: string }>(sql) : [];
  return new Map(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}

// ─── Answers ──────────────────────────────────────────────────────────────────

const STACK_TRACE = /(\n\s+at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)|node_modules|\/work\/|\.ts:\d+:\d+|\.js:\d+:\d+)/;


/** Why an error answer is not `{ error: { code, message } }` without internals, or null when it is. */
export function errorShapeProblem(status: number, text: string, method: string): string | null {
  if (STACK_TRACE.test(text)) return 'stack trace or file path in the answer';
  if (status < 400 || method === 'HEAD') return null;
  if (status === 416) return null; // range not satisfiable: an empty body with content-range, like every file server
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (!json || typeof json !== 'object' || !json.error || typeof json.error.code !== 'string' || typeof json.error.message !== 'string') {
    return `not { error: { code, message } }: ${text.slice(0, 120)}`;
  }
  return null;
}
