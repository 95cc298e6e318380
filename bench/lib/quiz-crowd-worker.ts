import type { ListenerLive, QuizPlayState } from '@studioportal/shared';
import { mergeSetCookies } from '../../test-support/cookie-jar';
import { seededRandom } from '../../test-support/seeded-random';
import { nowMs, sleep } from './clock';
import { Gate } from './gate';
import { startLoopLag } from './loop-lag';
import type { AnswerResult, FollowPlan, FromQuizCrowd, QuizDevice, ToQuizCrowd } from './quiz-protocol';
import type { AnswerSheet } from './quiz-set';

/**
 * The listeners of bench/quiz.ts, in a process of their own: thousands of phones, each with its
 * own device cookie and form token (GET /api/listener/live), its own network address
 * (X-Forwarded-For, the server runs with TRUST_PROXY=1, as in listener-crowd-worker.ts), joining
 * the quiz with a nickname and following it over the public event stream
 * (GET /api/quiz/play/:code/events, one streaming fetch per phone).
 *
 * A phone answers a question when its stream shows it: at a seeded moment inside the window it
 * works out from the state (`opens_at`, `deadline_at` against `server_now`, as the web page counts
 * down), with a seeded answer (each phone has its own chance of knowing it; text answers typed the
 * ways people type them). A few phones per question hold their answer back until the bench tells
 * them the question is locked, and send it then: the server must refuse every one.
 */

interface Phone extends QuizDevice {
  cookie: string;
  formToken: string;
  tokenAt: number;
  participantId: string | null;
  /** How likely this phone is to know an answer. */
  skill: number;
  /** State keys this phone's stream has shown. */
  seen: Set<string>;
  /** Questions this phone has planned an answer for (or held back). */
  planned: Set<number>;
  /** The alternatives each question showed (in the session's order). */
  alternatives: Map<number, string[]>;
  abort: AbortController | null;
}

const phones = new Map<number, Phone>();
const send = (message: FromQuizCrowd) => process.send?.(message);

let plan: FollowPlan | null = null;
let answerGate = new Gate(1);
const answers: AnswerResult[] = [];
const arrivals: Record<string, number[]> = {};
const serverNowAgeMs: number[] = [];
const missedQuestions: [number, number][] = [];
const finalLines = new Map<number, [number, number | null]>();
const streamErrors = new Set<string>();
let streamsOpen = 0;
let streamsClosed = 0;
let lag = startLoopLag();

interface Reply {
  status: number;
  code: string | null;
  body: unknown;
  setCookies: string[];
}

async function call(url: string, phone: Pick<Phone, 'address' | 'cookie'>, method: 'GET' | 'POST', path: string, body: unknown, timeoutMs: number): Promise<Reply> {
  try {
    const res = await fetch(url + path, {
      method,
      headers: {
        'x-forwarded-for': phone.address,
        ...(phone.cookie ? { cookie: phone.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const code = res.ok ? null : ((parsed as { error?: { code?: string } } | null)?.error?.code ?? 'unparsable');
    return { status: res.status, code, body: parsed, setCookies: res.headers.getSetCookie() };
  } catch (error) {
    return { status: 0, code: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network', body: null, setCookies: [] };
  }
}

// ─── Joining ─────────────────────────────────────────────────────────────────

async function join(message: Extract<ToQuizCrowd, { type: 'join' }>) {
  const { url, code, devices, concurrency, minFillMs, timeoutMs } = message;
  const gate = new Gate(concurrency);
  const liveLatencyMs: number[] = [];
  const joinLatencyMs: number[] = [];
  const errors = new Set<string>();
  let failures = 0;
  const t0 = nowMs();
  // Every phone opens the page first: the device cookie and the form token.
  await Promise.all(
    devices.map((device) =>
      gate.run(async () => {
        const started = nowMs();
        const res = await call(url, { address: device.address, cookie: '' }, 'GET', '/api/listener/live', undefined, timeoutMs);
        const at = nowMs();
        liveLatencyMs.push(at - started);
        const cookie = mergeSetCookies('', res.setCookies);
        const token = (res.body as ListenerLive | null)?.form_token;
        if (res.status !== 200 || !cookie || !token) {
          failures++;
          errors.add(`GET /api/listener/live: HTTP ${res.status} ${res.code ?? ''}`);
          return;
        }
        const random = seededRandom(device.id + 1);
        phones.set(device.id, {
          ...device,
          cookie,
          formToken: token,
          tokenAt: at,
          participantId: null,
          skill: 0.35 + 0.55 * random(),
          seen: new Set(),
          planned: new Set(),
          alternatives: new Map(),
          abort: null,
        });
      }),
    ),
  );
  // Then types a nickname (the form's minimum fill time) and joins with the code read on air.
  await Promise.all(
    [...phones.values()].map(async (phone) => {
      const early = phone.tokenAt + minFillMs + 100 - nowMs();
      if (early > 0) await sleep(early);
      await gate.run(async () => {
        const started = nowMs();
        const res = await call(url, phone, 'POST', '/api/quiz/play/join', { code, nickname: phone.nickname, website: '', form_token: phone.formToken }, timeoutMs);
        joinLatencyMs.push(nowMs() - started);
        const participantId = (res.body as QuizPlayState | null)?.me?.participant_id;
        if (res.status !== 201 || !participantId) {
          failures++;
          errors.add(`POST /api/quiz/play/join: HTTP ${res.status} ${res.code ?? ''}`);
          return;
        }
        phone.participantId = participantId;
      });
    }),
  );
  const joined = [...phones.values()].filter((p) => p.participantId);
  send({
    type: 'joined',
    joined: joined.length,
    failures,
    errors: [...errors].slice(0, 5),
    durationMs: nowMs() - t0,
    liveLatencyMs,
    joinLatencyMs,
    participants: joined.map((p) => [p.id, p.participantId!]),
  });
}

// ─── Following the game ──────────────────────────────────────────────────────

/** One phone's repeatable choices for one question: when, and whether it knows the answer. */
function choicesOf(phone: Phone, question: number) {
  const random = seededRandom(((plan?.seed ?? 0) * 1_000_003 + phone.id * 101 + question) >>> 0);
  // People answer early more often than late: the moment leans towards the opening.
  return { moment: random() ** 1.5, knows: random() < phone.skill, pick: random() };
}

function answerFor(phone: Phone, sheet: AnswerSheet, alternatives: string[] | undefined): { choice?: number; text?: string } {
  const { knows, pick } = choicesOf(phone, sheet.index);
  if (sheet.kind === 'text') {
    const typed = knows ? sheet.typedRight : sheet.typedWrong;
    return { text: typed[Math.floor(pick * typed.length)]! };
  }
  const shown = alternatives ?? [];
  const right = shown.indexOf(sheet.correctAlternative ?? '');
  if (knows && right >= 0) return { choice: right };
  const count = Math.max(shown.length, 2);
  let wrong = Math.floor(pick * (count - 1));
  if (right >= 0 && wrong >= right) wrong++;
  return { choice: wrong };
}

async function sendAnswer(phone: Phone, question: number, late: boolean, scheduledAt: number): Promise<AnswerResult> {
  const sheet = plan!.questions[question]!;
  const given = answerFor(phone, sheet, phone.alternatives.get(question));
  await answerGate.enter();
  const sentAt = nowMs();
  let res: Reply;
  try {
    res = await call(plan!.url, phone, 'POST', `/api/quiz/play/${plan!.code}/answers`, { question_index: question, ...given }, plan!.timeoutMs);
  } finally {
    answerGate.leave();
  }
  const result: AnswerResult = {
    device: phone.id,
    question,
    late,
    choice: given.choice ?? null,
    text: given.text ?? null,
    status: res.status,
    code: res.code,
    scheduledAt,
    sentAt,
    answeredAt: nowMs(),
    ackAnsweredAt: res.status === 200 ? ((res.body as { answered_at?: string } | null)?.answered_at ?? null) : null,
  };
  answers.push(result);
  return result;
}

function onState(phone: Phone, state: QuizPlayState, at: number) {
  const session = state.session;
  const key = `${session.phase}:${session.question_index}`;
  serverNowAgeMs.push(at - Date.parse(session.server_now));
  if (!phone.seen.has(key)) {
    phone.seen.add(key);
    (arrivals[key] ??= []).push(at);
  }
  if (session.phase === 'finished' && state.me) finalLines.set(phone.id, [state.me.points, state.me.rank]);
  const index = session.question_index;
  if (session.phase !== 'question' || session.paused || !session.opens_at || !session.deadline_at || phone.planned.has(index)) return;
  if (!plan?.questions[index]) return;
  phone.planned.add(index);
  phone.alternatives.set(index, session.question?.alternatives ?? []);
  if (plan.lateDevices[index]?.includes(phone.id)) return;
  // The window by the server's clock, moved onto this phone's own (as the page counts down).
  const serverNow = Date.parse(session.server_now);
  const opens = at + (Date.parse(session.opens_at) - serverNow);
  const closes = at + (Date.parse(session.deadline_at) - serverNow) - plan.endMarginMs;
  const from = opens + 30;
  if (closes <= Math.max(from, nowMs())) {
    missedQuestions.push([phone.id, index]);
    return;
  }
  const due = Math.max(nowMs(), from + choicesOf(phone, index).moment * (closes - from));
  setTimeout(() => void sendAnswer(phone, index, false, due), due - nowMs());
}

/** Reads one phone's stream until it ends; resolves `opened` on the first state. */
async function readStream(phone: Phone, body: ReadableStream<Uint8Array>, opened: () => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first = true;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const at = nowMs();
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        onState(phone, JSON.parse(data.slice(6)) as QuizPlayState, at);
        if (first) {
          first = false;
          opened();
        }
      }
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') streamErrors.add(String((error as Error).message ?? error));
  } finally {
    streamsOpen--;
    streamsClosed++;
    if (first) opened();
  }
}

async function follow(message: FollowPlan) {
  plan = message;
  answerGate = new Gate(message.answerConcurrency);
  lag = startLoopLag();
  const gate = new Gate(message.openConcurrency);
  const openLatencyMs: number[] = [];
  const errors = new Set<string>();
  let failures = 0;
  const t0 = nowMs();
  const joined = [...phones.values()].filter((p) => p.participantId);
  await Promise.all(
    joined.map((phone) =>
      gate.run(async () => {
        const started = nowMs();
        phone.abort = new AbortController();
        try {
          const res = await fetch(`${message.url}/api/quiz/play/${message.code}/events`, {
            headers: { cookie: phone.cookie, 'x-forwarded-for': phone.address, accept: 'text/event-stream' },
            signal: phone.abort.signal,
          });
          if (res.status !== 200 || !res.body) {
            failures++;
            errors.add(`GET events: HTTP ${res.status}`);
            await res.body?.cancel();
            return;
          }
          streamsOpen++;
          // Opening counts until the first state has arrived; the stream then goes on by itself.
          await new Promise<void>((resolve) => void readStream(phone, res.body!, resolve));
          openLatencyMs.push(nowMs() - started);
        } catch (error) {
          failures++;
          errors.add(String((error as Error).message ?? error));
        }
      }),
    ),
  );
  send({ type: 'following', open: streamsOpen, failures, errors: [...errors].slice(0, 5), durationMs: nowMs() - t0, openLatencyMs });
}

/** The held-back phones of a locked question send their answer now: too late. */
async function late(question: number) {
  const ids = plan?.lateDevices[question] ?? [];
  const at = nowMs();
  const results = await Promise.all(
    ids.flatMap((id) => {
      const phone = phones.get(id);
      return phone?.participantId ? [sendAnswer(phone, question, true, at)] : [];
    }),
  );
  send({ type: 'lateDone', question, results });
}

function report() {
  send({
    type: 'report',
    answers,
    arrivals,
    serverNowAgeMs,
    missedQuestions,
    finalLines: [...finalLines].map(([device, [points, rank]]) => [device, points, rank]),
    streamsOpen,
    streamsClosed,
    streamErrors: [...streamErrors].slice(0, 5),
    answerInFlightMax: answerGate.maxInFlight,
    loopLagMs: lag.stop(),
  });
  lag = startLoopLag();
}

process.on('message', (message: ToQuizCrowd) => {
  if (message.type === 'join') void join(message);
  else if (message.type === 'follow') void follow(message);
  else if (message.type === 'late') void late(message.question);
  else if (message.type === 'report') report();
  else {
    for (const phone of phones.values()) phone.abort?.abort();
    setTimeout(() => process.exit(0), 100);
  }
});
