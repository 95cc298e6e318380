import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zonedDateKey, zonedWeekday } from '@studioportal/shared';
import { emptyPostgresDatabase } from '../../../../test-support/empty-postgres';
import { mergeSetCookies } from '../../../../test-support/cookie-jar';
import { freePort } from '../../../../test-support/server-process';
import { seededRandom } from '../../../../test-support/seeded-random';
import { monoPcmWav } from '../../../../test-support/wav';

/**
 * Crash durability harness (reliability checklist rows 24 and 25): a real server child process
 * takes mixed writes from several concurrent writers through the HTTP API, is killed with SIGKILL
 * at a random moment mid-burst, and is restarted on the same data. Every write the server
 * acknowledged (2xx) must then be there exactly once with the acknowledged content; the writes
 * that were in flight are sent again unchanged and must apply once.
 *
 * Only the chat has a client id. Clock marks are idempotent by rule and note edits carry the
 * version they started from, so a resend of those is safe too. Note creation and media uploads
 * have no request id: a resend of one that was committed but never acknowledged would store it
 * twice, so for those the harness looks first and counts such cases as an idempotency gap (a
 * finding, not a durability violation) instead of creating the duplicate itself.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const PASSWORD = 'et langt passord for krasjtesten';
export const LOCKED_MESSAGE = 'er allerede i bruk av en annen Studioportal-prosess';
/** main.ts exits with EX_TEMPFAIL when the data dir is held by another process. */
export const LOCKED_EXIT_CODE = 75;

export type CrashDbKind = 'pglite' | 'postgres';

export interface CrashOptions {
  kind: CrashDbKind;
  rounds: number;
  seed: number;
  /** Concurrent writers (one person each, so one person's chat flood limit does not serialise them). */
  writers?: number;
  /** The kill lands uniformly in [min, max] ms after the burst starts. */
  killWindowMs?: [number, number];
  /** For kind 'postgres': the server where a fresh database is created and dropped. */
  baseDatabaseUrl?: string;
  log?: (line: string) => void;
}

export interface RoundResult {
  round: number;
  killAfterMs: number;
  acknowledgedInBurst: number;
  inFlightAtKill: number;
  /** In flight at the kill, yet found stored after the restart (committed, answer lost). */
  committedUnacknowledged: number;
  restartMs: number;
  verified: number;
  resentApplied: number;
  violations: string[];
}

export interface CrashKindResult {
  kind: CrashDbKind;
  rounds: RoundResult[];
  roundsSurvived: number;
  acknowledgedWrites: number;
  acknowledgedByKind: Record<WriteKind, number>;
  /** Writes acknowledged (2xx) and then found intact after the restart that followed them. */
  acknowledgedWritesVerified: number;
  /** Stored items compared against the ledger, summed over every check of every round. */
  itemChecks: number;
  duplicatesFound: number;
  lostWrites: number;
  restartMs: number[];
  secondProcessRefused: boolean | null;
  cleanShutdown: boolean;
  /** Committed-but-unacknowledged creates of kinds without a request id: a blind resend would have duplicated them. */
  idempotencyGaps: { noteCreate: number; upload: number };
  violations: string[];
}

export type WriteKind = 'chat' | 'noteCreate' | 'noteUpdate' | 'clockMark' | 'upload';

// ─── child processes ─────────────────────────────────────────────────────────

const children = new Set<ChildProcess>();

/** SIGKILLs every server this module started that is still running (for afterAll and exit paths). */
export function killAllChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function spawnServer(env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

class ServerUnderTest {
  private current: ReturnType<typeof spawnServer> | null = null;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server and waits until /api/health answers; returns the milliseconds that took. */
  async start(timeoutMs = 90_000): Promise<number> {
    const t0 = performance.now();
    const s = spawnServer({ ...this.env, PORT: String(this.port) });
    this.current = s;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (s.child.exitCode !== null || s.child.signalCode !== null) {
        throw new Error(`serveren avsluttet under oppstart (${s.child.exitCode ?? s.child.signalCode}):\n${s.output().slice(-4000)}`);
      }
      try {
        if ((await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`serveren startet ikke innen ${timeoutMs} ms:\n${s.output().slice(-4000)}`);
      await sleep(50);
    }
    return performance.now() - t0;
  }

  async kill9(): Promise<void> {
    const s = this.current;
    if (!s) return;
    s.child.kill('SIGKILL');
    await s.exited;
  }

  /** SIGTERM, then waits; the exit code tells whether it shut down cleanly. */
  async stop(): Promise<number | null> {
    const s = this.current;
    if (!s || s.child.exitCode !== null || s.child.signalCode !== null) return s?.child.exitCode ?? null;
    s.child.kill('SIGTERM');
    const timer = setTimeout(() => s.child.kill('SIGKILL'), 20_000);
    const { code } = await s.exited;
    clearTimeout(timer);
    return code;
  }

  logs() {
    return this.current?.output() ?? '';
  }
}

/** A second server on the same data dir must refuse to start while the first one runs. */
async function secondProcessRefuses(dataDir: string): Promise<{ ok: boolean; detail: string }> {
  const s = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), WEB_DIST: path.join(dataDir, 'no-web-app') });
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 45_000);
  const { code, signal } = await s.exited;
  clearTimeout(timer);
  const ok = code === LOCKED_EXIT_CODE && s.output().includes(LOCKED_MESSAGE);
  return { ok, detail: `exit ${code ?? signal}: ${s.output().trim().slice(0, 300)}` };
}

// ─── HTTP ────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: any;
}

class Person {
  cookie = '';
  id = '';
  constructor(
    private readonly server: ServerUnderTest,
    readonly name: string,
    readonly email: string,
  ) {}

  async request(method: string, url: string, body?: unknown): Promise<Answer> {
    const isForm = body instanceof FormData;
    const res = await fetch(this.server.url + url, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    this.cookie = mergeSetCookies(this.cookie, res.headers.getSetCookie());
    const text = await res.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: json };
  }

  get origin() {
    return this.server.url;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
}

// ─── the writes ──────────────────────────────────────────────────────────────

interface ChatWrite {
  kind: 'chat';
  writer: number;
  clientId: string;
  text: string;
  id?: string;
}
interface NoteCreateWrite {
  kind: 'noteCreate';
  writer: number;
  title: string;
  body: string;
  id?: string;
}
interface NoteUpdateWrite {
  kind: 'noteUpdate';
  writer: number;
  noteId: string;
  baseVersion: number;
  body: string;
}
interface ClockMarkWrite {
  kind: 'clockMark';
  writer: number;
  elementId: string;
  sentAt?: string;
}
interface UploadWrite {
  kind: 'upload';
  writer: number;
  title: string;
  bytes: Buffer;
  sha256: string;
  id?: string;
  url?: string;
}
type Write = ChatWrite | NoteCreateWrite | NoteUpdateWrite | ClockMarkWrite | UploadWrite;

/** What the server has acknowledged so far: the state every check after a restart must find. */
interface Ledger {
  chats: Map<string, ChatWrite>; // by text
  notes: Map<string, { id: string; title: string; body: string; version: number; writer: number }>; // by id
  marks: Map<string, string>; // element id → acknowledged sent_at
  uploads: Map<string, UploadWrite>; // by title
  acknowledged: Record<WriteKind, number>;
}


/** A tiny mono WAV (a few hundred samples of noise): real media the server accepts, unique bytes each. */
function smallWav(): Buffer {
  return monoPcmWav(randomBytes(800), 8000, 16);
}

const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

function uploadForm(w: UploadWrite): FormData {
  const form = new FormData();
  form.append('title', w.title);
  form.append('file', new Blob([new Uint8Array(w.bytes)]), `${w.title.replace(/\W+/g, '_')}.wav`);
  return form;
}

/** Sends one write; resolves with the answer (a thrown error means no answer: the server died). */
function send(person: Person, w: Write): Promise<Answer> {
  switch (w.kind) {
    case 'chat':
      return person.post('/api/chat/messages', { message: w.text, client_id: w.clientId });
    case 'noteCreate':
      return person.post('/api/notes', { title: w.title, body: w.body, visibility: 'shared' });
    case 'noteUpdate':
      return person.request('PATCH', `/api/notes/${w.noteId}`, { version: w.baseVersion, body: w.body });
    case 'clockMark':
      return person.post('/api/rpc/mark_clock_element_sent', { element_id: w.elementId, sent: true });
    case 'upload':
      return person.request('POST', '/api/media', uploadForm(w));
  }
}

// ─── the run ─────────────────────────────────────────────────────────────────

export async function runCrashRounds(options: CrashOptions): Promise<CrashKindResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const writers = options.writers ?? 5;
  const [killMin, killMax] = options.killWindowMs ?? [300, 2500];
  const random = seededRandom(options.seed);
  const token = `K${options.seed.toString(36)}${options.kind === 'pglite' ? 'L' : 'P'}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `sp-crash-${options.kind}-`));
  const database = options.kind === 'postgres' ? await emptyPostgresDatabase(options.baseDatabaseUrl!, 'sp_crash') : null;
  const server = new ServerUnderTest(await freePort(), {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const result: CrashKindResult = {
    kind: options.kind,
    rounds: [],
    roundsSurvived: 0,
    acknowledgedWrites: 0,
    acknowledgedByKind: { chat: 0, noteCreate: 0, noteUpdate: 0, clockMark: 0, upload: 0 },
    acknowledgedWritesVerified: 0,
    itemChecks: 0,
    duplicatesFound: 0,
    lostWrites: 0,
    restartMs: [],
    secondProcessRefused: null,
    cleanShutdown: false,
    idempotencyGaps: { noteCreate: 0, upload: 0 },
    violations: [],
  };
  const ledger: Ledger = {
    chats: new Map(),
    notes: new Map(),
    marks: new Map(),
    uploads: new Map(),
    acknowledged: result.acknowledgedByKind,
  };

  try {
    const setupStarted = performance.now();
    await server.start();
    // ─── set-up: people, and today's clocks with enough elements to mark ───
    const signUp = async (i: number) => {
      const p = new Person(server, `Krasj Skriver ${i + 1}`, `krasj${i + 1}@example.no`);
      const res = await p.post('/api/session/sign-up', { full_name: p.name, email: p.email, password: PASSWORD });
      if (res.status !== 201) throw new Error(`sign-up ${i + 1}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      p.id = res.body.profile.id;
      return p;
    };
    // The first account becomes the administrator, so it must be alone; the rest may sign up at once.
    const admin = await signUp(0);
    const people = [admin, ...(await Promise.all(Array.from({ length: writers - 1 }, (_, i) => signUp(i + 1))))];
    for (const p of people.slice(1)) {
      const approved = await admin.post(`/api/admin/users/${p.id}/approve`, {});
      if (approved.status !== 200) throw new Error(`approve ${p.email}: HTTP ${approved.status}`);
    }
    log(`[krasj ${options.kind}] server og ${writers} skrivere klare etter ${Math.round(performance.now() - setupStarted)} ms`);
    const clockDate = zonedDateKey(new Date());
    const weekday = zonedWeekday(new Date());
    // About eight marks a round at most; one template holds 60 one-minute elements.
    const templates = Math.min(23, Math.ceil((options.rounds * 10) / 60) + 1);
    for (let t = 0; t < templates; t++) {
      const res = await admin.post('/api/clock-templates', {
        name: `Krasjklokke ${t}`,
        weekday,
        start_hour: t,
        color: '#3b82f6',
        is_active: true,
        elements: Array.from({ length: 60 }, (_, i) => ({ type: 'music', title: `Element ${i}`, start_offset_s: i * 60, duration_s: 60, hard_start: false })),
      });
      if (res.status !== 201) throw new Error(`clock template ${t}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    }
    const day = await admin.get(`/api/active-clocks?date=${clockDate}`);
    if (day.status !== 200) throw new Error(`active clocks: HTTP ${day.status}`);
    const elementPool: string[] = day.body.clocks.flatMap((c: any) => c.elements.map((e: any) => e.id as string));
    if (elementPool.length === 0) throw new Error('no clock elements to mark');

    let counter = 0;
    const nextWrite = (w: number): Write | null => {
      const n = ++counter;
      const r = random();
      const own = [...ledger.notes.values()].filter((x) => x.writer === w);
      if (r < 0.35) return { kind: 'chat', writer: w, clientId: randomUUID(), text: `${token} chat s${w} #${n}` };
      if (r < 0.55 || (r < 0.75 && own.length === 0)) return { kind: 'noteCreate', writer: w, title: `${token} notat s${w} #${n}`, body: `Første utkast ${n}` };
      if (r < 0.75) {
        const note = own[Math.floor(random() * own.length)]!;
        return { kind: 'noteUpdate', writer: w, noteId: note.id, baseVersion: note.version, body: `Endret ${n}: ${randomUUID()}` };
      }
      if (r < 0.9) {
        const elementId = elementPool.shift();
        if (elementId) return { kind: 'clockMark', writer: w, elementId };
      }
      const bytes = smallWav();
      return { kind: 'upload', writer: w, title: `${token} lyd s${w} #${n}`, bytes, sha256: sha256(bytes) };
    };

    const acknowledge = (w: Write, answer: Answer) => {
      ledger.acknowledged[w.kind] += 1;
      switch (w.kind) {
        case 'chat':
          w.id = answer.body.message.id;
          ledger.chats.set(w.text, w);
          break;
        case 'noteCreate':
          w.id = answer.body.note.id;
          ledger.notes.set(w.id!, { id: w.id!, title: w.title, body: w.body, version: answer.body.note.version, writer: w.writer });
          break;
        case 'noteUpdate': {
          const note = ledger.notes.get(w.noteId)!;
          note.body = answer.body.note.body;
          note.version = answer.body.note.version;
          break;
        }
        case 'clockMark':
          ledger.marks.set(w.elementId, answer.body.element.sent_at);
          break;
        case 'upload':
          w.id = answer.body.media.id;
          w.url = answer.body.media.url;
          ledger.uploads.set(w.title, w);
          break;
      }
    };

    for (let round = 1; round <= options.rounds; round++) {
      const violations: string[] = [];
      const inFlight: Write[] = [];
      let acknowledgedInBurst = 0;
      let killed = false;

      // ─── the burst ───
      const writer = async (w: number) => {
        const person = people[w]!;
        while (!killed) {
          const write = nextWrite(w);
          if (!write) break;
          for (;;) {
            let answer: Answer;
            try {
              answer = await send(person, write);
            } catch {
              // No answer: the kill landed while this write was in flight.
              inFlight.push(write);
              return;
            }
            if (answer.status === 429) {
              // A refusal by a limit is applied nowhere; a client sends the same write again later.
              if (killed) return;
              await sleep(300 + random() * 400);
              continue;
            }
            if (answer.status >= 200 && answer.status < 300) {
              acknowledge(write, answer);
              acknowledgedInBurst++;
            } else violations.push(`runde ${round}: ${write.kind} fikk HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
            break;
          }
          await sleep(random() * 40);
        }
      };
      const killAfterMs = Math.round(killMin + random() * (killMax - killMin));
      const running = Array.from({ length: writers }, (_, w) => writer(w));
      await sleep(killAfterMs);
      killed = true;
      await server.kill9();
      await Promise.all(running);

      // ─── restart on the same data, no repair ───
      let restartMs: number;
      try {
        restartMs = await server.start();
      } catch (error) {
        violations.push(`runde ${round}: omstart etter kill -9 feilet: ${(error as Error).message}`);
        result.violations.push(...violations);
        result.rounds.push({ round, killAfterMs, acknowledgedInBurst, inFlightAtKill: inFlight.length, committedUnacknowledged: 0, restartMs: NaN, verified: 0, resentApplied: 0, violations });
        log(`[krasj ${options.kind}] runde ${round}/${options.rounds}: OMSTART FEILET`);
        break;
      }
      result.restartMs.push(restartMs);

      // Runs beside the checks below: it only has to fail to take the lock while this server runs.
      const lockCheck =
        options.kind === 'pglite' && (round === 1 || (round === options.rounds && options.rounds > 2)) ? secondProcessRefuses(dataDir) : null;

      // ─── every acknowledged write, exactly once, as acknowledged ───
      const pendingNoteBodies = new Map(inFlight.filter((w): w is NoteUpdateWrite => w.kind === 'noteUpdate').map((w) => [w.noteId, w.body]));
      const first = await verify(admin, ledger, token, clockDate, pendingNoteBodies, inFlight, violations, round);

      // ─── the writes that got no answer, sent again unchanged ───
      let committedUnacknowledged = 0;
      const committedKinds: string[] = [];
      let resentApplied = 0;
      for (const w of inFlight) {
        const person = people[w.writer]!;
        if (first.committed.has(w)) {
          committedUnacknowledged++;
          committedKinds.push(w.kind);
        }
        if ((w.kind === 'noteCreate' || w.kind === 'upload') && first.committed.has(w)) {
          // No request id: a resend would store it twice. Take the stored one as the answer.
          result.idempotencyGaps[w.kind]++;
          const stored = first.committed.get(w)!;
          if (w.kind === 'noteCreate') ledger.notes.set(stored.id, { id: stored.id, title: w.title, body: w.body, version: stored.version, writer: w.writer });
          else ledger.uploads.set(w.title, { ...w, id: stored.id, url: stored.url });
          ledger.acknowledged[w.kind]++;
          continue;
        }
        let answer: Answer | null = null;
        for (let attempt = 0; attempt < 20; attempt++) {
          answer = await send(person, w);
          if (answer.status !== 429) break;
          await sleep(1100);
        }
        if (!answer) continue;
        if (w.kind === 'noteUpdate' && answer.status === 409) {
          // The edit went through before the kill: the stored note is ours, one version on.
          const current = answer.body.error?.details?.current;
          if (current?.body === w.body && current?.version === w.baseVersion + 1) {
            acknowledge(w, { status: 200, body: { note: current } });
            resentApplied++;
          } else violations.push(`runde ${round}: notatendring ${w.noteId} ga 409 med et annet innhold: ${JSON.stringify(current).slice(0, 200)}`);
          continue;
        }
        if (answer.status < 200 || answer.status >= 300) {
          violations.push(`runde ${round}: ny sending av ${w.kind} fikk HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          continue;
        }
        if (w.kind === 'chat' && first.committed.has(w)) {
          const stored = first.committed.get(w)!;
          if (answer.status !== 200 || answer.body.message.id !== stored.id) {
            violations.push(`runde ${round}: chatmelding med samme client_id ble lagret på nytt (HTTP ${answer.status}, id ${answer.body.message?.id} ≠ ${stored.id})`);
          }
        }
        if (w.kind === 'clockMark' && first.committed.has(w) && answer.body.element.sent_at !== first.committed.get(w)!.sentAt) {
          violations.push(`runde ${round}: klokkemarkering ${w.elementId} fikk ny sendetid ved ny sending`);
        }
        acknowledge(w, answer);
        resentApplied++;
      }

      // ─── and once more, now that every write has an answer ───
      const second = await verify(admin, ledger, token, clockDate, new Map(), [], violations, round);
      if (lockCheck) {
        const refused = await lockCheck;
        result.secondProcessRefused = (result.secondProcessRefused ?? true) && refused.ok;
        if (!refused.ok) violations.push(`runde ${round}: en annen prosess på samme datamappe ble ikke avvist (${refused.detail})`);
      }
      // Every write acknowledged this round (in the burst or on resend) was just checked.
      const acknowledgedThisRound = acknowledgedInBurst + resentApplied + committedKinds.filter((k) => k === 'noteCreate' || k === 'upload').length;
      if (violations.length === 0) result.acknowledgedWritesVerified += acknowledgedThisRound;
      result.itemChecks += first.verified + second.verified;
      result.duplicatesFound += first.duplicates + second.duplicates;
      result.lostWrites += first.lost + second.lost;
      result.violations.push(...violations);
      const r: RoundResult = {
        round,
        killAfterMs,
        acknowledgedInBurst,
        inFlightAtKill: inFlight.length,
        committedUnacknowledged,
        restartMs: Math.round(restartMs),
        verified: second.verified,
        resentApplied,
        violations,
      };
      result.rounds.push(r);
      if (violations.length === 0) result.roundsSurvived++;
      log(
        `[krasj ${options.kind}] runde ${round}/${options.rounds}: kill -9 etter ${killAfterMs} ms, ${acknowledgedInBurst} kvittert i støtet, ` +
          `${inFlight.length} underveis (${committedUnacknowledged} lagret uten svar${committedKinds.length ? `: ${committedKinds.join(', ')}` : ''}), ` +
          `${resentApplied} sendt på nytt, omstart ${r.restartMs} ms, ${second.verified} lagrede elementer kontrollert — ${violations.length ? `BRUDD: ${violations.join(' | ')}` : 'ok'}`,
      );
    }

    const code = await server.stop();
    const lockGone = options.kind !== 'pglite' || !existsSync(path.join(dataDir, 'studioportal.lock'));
    result.cleanShutdown = code === 0 && lockGone;
    if (!result.cleanShutdown) result.violations.push(`SIGTERM til slutt: exit ${code}, låsfil ${lockGone ? 'fjernet' : 'igjen'}`);
  } catch (error) {
    result.violations.push(`avbrutt: ${(error as Error).message}\n${server.logs().slice(-3000)}`);
  } finally {
    await server.kill9().catch(() => {});
    await database?.drop().catch((e: Error) => log(`[krasj] kunne ikke slette testdatabasen: ${e.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  result.acknowledgedWrites = Object.values(result.acknowledgedByKind).reduce((a, b) => a + b, 0);
  return result;
}

/** GET /api/notes and GET /api/media answer at most this many rows. */
const LIST_CAP = 500;

interface StoredRef {
  id: string;
  version: number;
  url: string;
  sentAt?: string;
}

/**
 * Reads everything back through the API and checks the ledger against it. Writes that were in
 * flight are looked for too (`committed`): a note edit in flight may or may not have landed.
 */
async function verify(
  reader: Person,
  ledger: Ledger,
  token: string,
  clockDate: string,
  pendingNoteBodies: Map<string, string>,
  inFlight: Write[],
  violations: string[],
  round: number,
): Promise<{ verified: number; duplicates: number; lost: number; committed: Map<Write, StoredRef> }> {
  let verified = 0;
  let duplicates = 0;
  let lost = 0;
  const committed = new Map<Write, StoredRef>();
  const fail = (kind: 'lost' | 'dup' | 'other', message: string) => {
    if (kind === 'lost') lost++;
    if (kind === 'dup') duplicates++;
    violations.push(`runde ${round}: ${message}`);
  };

  // Chat: every public message of this run, newest first, page by page.
  const messages: any[] = [];
  let before: string | null = null;
  for (;;) {
    const page = await reader.get(`/api/chat/messages?conversation=public&limit=100${before ? `&before=${before}` : ''}`);
    if (page.status !== 200) throw new Error(`chat history: HTTP ${page.status}`);
    messages.push(...page.body.messages);
    before = page.body.next_cursor;
    if (!before) break;
  }
  const byText = new Map<string, any[]>();
  for (const m of messages) if (String(m.message).startsWith(token)) byText.set(m.message, [...(byText.get(m.message) ?? []), m]);
  for (const [text, list] of byText) if (list.length > 1) fail('dup', `chatmelding «${text}» finnes ${list.length} ganger`);
  for (const [text, w] of ledger.chats) {
    const found = byText.get(text) ?? [];
    if (found.length === 0) fail('lost', `kvittert chatmelding «${text}» (${w.id}) mangler`);
    else if (found[0].id !== w.id) fail('other', `chatmelding «${text}» har id ${found[0].id}, kvittert ${w.id}`);
    else verified++;
  }

  // Notes (all shared, so the administrator sees every one).
  const notesAnswer = await reader.get('/api/notes');
  if (notesAnswer.status !== 200) throw new Error(`notes: HTTP ${notesAnswer.status}`);
  const notesByTitle = new Map<string, any[]>();
  for (const n of notesAnswer.body.notes) if (String(n.title).startsWith(token)) notesByTitle.set(n.title, [...(notesByTitle.get(n.title) ?? []), n]);
  for (const [title, list] of notesByTitle) if (list.length > 1) fail('dup', `notat «${title}» finnes ${list.length} ganger`);
  // The list stops at LIST_CAP rows; past that, a note missing from it is read on its own.
  const notesCapped = notesAnswer.body.notes.length >= LIST_CAP;
  for (const note of ledger.notes.values()) {
    let found = notesByTitle.get(note.title)?.[0];
    if (!found && notesCapped) {
      const one = await reader.get(`/api/notes/${note.id}`);
      if (one.status === 200) found = one.body.note;
    }
    if (!found) fail('lost', `kvittert notat «${note.title}» (${note.id}) mangler`);
    else if (found.id !== note.id) fail('other', `notat «${note.title}» har id ${found.id}, kvittert ${note.id}`);
    else if (found.body === note.body && found.version === note.version) verified++;
    else if (pendingNoteBodies.get(note.id) === found.body && found.version === note.version + 1) verified++;
    else fail('lost', `notat «${note.title}»: lagret v${found.version} «${found.body}», kvittert v${note.version} «${note.body}»`);
  }

  // Media: the row, and the bytes behind its URL.
  const mediaAnswer = await reader.get('/api/media');
  if (mediaAnswer.status !== 200) throw new Error(`media: HTTP ${mediaAnswer.status}`);
  const mediaByTitle = new Map<string, any[]>();
  for (const m of mediaAnswer.body.media) if (String(m.title).startsWith(token)) mediaByTitle.set(m.title, [...(mediaByTitle.get(m.title) ?? []), m]);
  for (const [title, list] of mediaByTitle) if (list.length > 1) fail('dup', `mediefil «${title}» finnes ${list.length} ganger`);
  const mediaCapped = mediaAnswer.body.media.length >= LIST_CAP;
  for (const w of ledger.uploads.values()) {
    let found = mediaByTitle.get(w.title)?.[0];
    if (!found && mediaCapped && w.id) {
      const one = await reader.get(`/api/media/${w.id}`);
      if (one.status === 200) found = one.body.media;
    }
    if (!found) {
      fail('lost', `kvittert opplasting «${w.title}» (${w.id}) mangler`);
      continue;
    }
    if (found.id !== w.id) {
      fail('other', `opplasting «${w.title}» har id ${found.id}, kvittert ${w.id}`);
      continue;
    }
    const fileUrl = String(found.url).startsWith('http') ? String(found.url) : `${reader.origin}${found.url}`;
    // Media files are staff-only (issue 17): the reader's session fetches them.
    const res = await fetch(fileUrl, { headers: reader.cookie ? { cookie: reader.cookie } : {}, signal: AbortSignal.timeout(10_000) });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || sha256(bytes) !== w.sha256) fail('lost', `opplasting «${w.title}»: filen gir HTTP ${res.status}, ${bytes.length} byte, ikke de opplastede`);
    else verified++;
  }

  // Clock marks: still sent, with the acknowledged time.
  const day = await reader.get(`/api/active-clocks?date=${clockDate}`);
  if (day.status !== 200) throw new Error(`active clocks: HTTP ${day.status}`);
  const elements = new Map<string, any>(day.body.clocks.flatMap((c: any) => c.elements.map((e: any) => [e.id, e])));
  for (const [id, sentAt] of ledger.marks) {
    const e = elements.get(id);
    if (!e || e.sent_status !== 'sent') fail('lost', `kvittert klokkemarkering ${id} er ikke sendt (${e?.sent_status})`);
    else if (e.sent_at !== sentAt) fail('lost', `klokkemarkering ${id}: sendt ${e.sent_at}, kvittert ${sentAt}`);
    else verified++;
  }

  // In flight at the kill: landed or not? (Both are fine; landing twice is not.)
  for (const w of inFlight) {
    if (w.kind === 'chat') {
      const m = byText.get(w.text)?.[0];
      if (m) committed.set(w, { id: m.id, version: 0, url: '' });
    } else if (w.kind === 'noteCreate') {
      const n = notesByTitle.get(w.title)?.[0];
      if (n) committed.set(w, { id: n.id, version: n.version, url: '' });
    } else if (w.kind === 'noteUpdate') {
      const n = [...(notesByTitle.values())].flat().find((x) => x.id === w.noteId);
      if (n && n.body === w.body) committed.set(w, { id: n.id, version: n.version, url: '' });
    } else if (w.kind === 'clockMark') {
      const e = elements.get(w.elementId);
      if (e?.sent_status === 'sent') committed.set(w, { id: e.id, version: 0, url: '', sentAt: e.sent_at });
    } else {
      const m = mediaByTitle.get(w.title)?.[0];
      if (m) committed.set(w, { id: m.id, version: 0, url: m.url });
    }
  }
  return { verified, duplicates, lost, committed };
}
