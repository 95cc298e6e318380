import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LISTENER_LIMITS, QUIZ_LIMITS, type QuizLeaderboardEntry, type QuizSessionDetail, type QuizSet } from '@studioportal/shared';
import { openDatabase } from '../apps/server/src/db/client';
import { emptyPostgresDatabase, type EmptyPostgres } from '../test-support/empty-postgres';
import { seededRandom } from '../test-support/seeded-random';
import { closeWorker, nextMessage } from './lib/child-message';
import { startAppServer } from './lib/child-server';
import { nowMs, sleep } from './lib/clock';
import { signUpStaff, type CookieClient } from './lib/http-client';
import type { LoopLag } from './lib/listener-protocol';
import { startLoopLag } from './lib/loop-lag';
import { ProcessTreeMemory } from './lib/process-tree-memory';
import { quizChecks, type QuestionFacts, type QuizCheckResult } from './lib/quiz-checks';
import { QuizDisplay } from './lib/quiz-display';
import type { AnswerResult, FromQuizCrowd, QuizDevice, ToQuizCrowd } from './lib/quiz-protocol';
import { answerSheets, benchQuizSet, QUIZ_BENCH_TIME_LIMIT_S } from './lib/quiz-set';
import { machineFacts, reportResult } from './lib/results';
import { summarize, type Summary } from './lib/stats';

/**
 * npm run bench:quiz — the live quiz with a full crowd: 2,000 listeners on their phones join one
 * session (each its own device cookie, form token and network address, through X-Forwarded-For
 * with TRUST_PROXY=1) and follow it over the public event stream (one streaming fetch each,
 * quiz-crowd-worker.ts in its own process); a producer steps through a set of ten 10-second
 * questions (choice and text) with the real API — next, the 5 s countdown and the window, lock,
 * reveal, leaderboard — and one staff socket on quiz:v1 plays the studio display. Each phone
 * answers every question at a seeded moment inside the window it reads from its stream; a few per
 * question hold back and answer after the lock, which the server must refuse.
 *
 * Measured: acknowledgement latency of accepted answers, reveal → leaderboard on the display, step
 * → state on the phones (to the last stream), the server's peak memory; checked in the database
 * afterwards (quiz-checks.ts): every acknowledged answer stored exactly once, none after the lock,
 * every leaderboard equal to a recomputation from the answers table with the shared rules.
 *
 * The server (its own process, loopback) runs on PGlite by default; on PostgreSQL with
 * `--database postgres` or BENCH_DATABASE_URL set (a fresh database beside BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, dropped afterwards). Bounded: fixed
 * counts, every request and wait has a timeout; four to six minutes with the defaults.
 */
const { values: args } = parseArgs({
  options: {
    listeners: { type: 'string', default: '2000' },
    questions: { type: 'string', default: '10' },
    'late-per-question': { type: 'string', default: '20' },
    'join-concurrency': { type: 'string', default: '64' },
    'open-concurrency': { type: 'string', default: '64' },
    concurrency: { type: 'string', default: '128' },
    // Phones aim to answer no later than this before the deadline they work out (a real phone
    // tapping at the buzzer is late by its own network; this bench measures the server).
    'end-margin-ms': { type: 'string', default: '1000' },
    // How long the producer leaves the reveal and the leaderboard on screen before the next step.
    'dwell-ms': { type: 'string', default: '1500' },
    seed: { type: 'string', default: '16' },
    database: { type: 'string' },
    port: { type: 'string' },
  },
});
const LISTENERS = Number(args.listeners);
const LATE_PER_QUESTION = Number(args['late-per-question']);
const JOIN_CONCURRENCY = Number(args['join-concurrency']);
const OPEN_CONCURRENCY = Number(args['open-concurrency']);
const CONCURRENCY = Number(args.concurrency);
const END_MARGIN_MS = Number(args['end-margin-ms']);
const DWELL_MS = Number(args['dwell-ms']);
const SEED = Number(args.seed);
const DATABASE = (args.database ?? (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite')) as 'pglite' | 'postgres';
const POSTGRES_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUEST_TIMEOUT_MS = 30_000;
const TARGETS = { ackP99Ms: 300, revealToLeaderboardP99Ms: 1000 };

const log = (line: string) => process.stderr.write(`[bench:quiz] ${line}\n`);
const round1 = (n: number) => Math.round(n * 10) / 10;
/** Phone i's own address, 10.x.y.z (as the station's reverse proxy names it). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

// ─── The producer ────────────────────────────────────────────────────────────

async function expectOk<T>(what: string, call: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

interface StepTiming {
  key: string;
  sentAt: number;
  answeredAt: number;
}

/** One press of the producer's controls; the state key it leads to is `<phase>:<index>` of the answer. */
async function step(producer: CookieClient, sessionId: string, action: string, phase: string, index: number, timings: StepTiming[]): Promise<{ detail: QuizSessionDetail; sentAt: number; answeredAt: number }> {
  const sentAt = nowMs();
  const { detail } = await expectOk(`step ${action} (${phase} ${index})`, producer.post<{ detail: QuizSessionDetail }>(`/api/quiz/sessions/${sessionId}/step`, { action, expect_phase: phase, expect_index: index }));
  const answeredAt = nowMs();
  timings.push({ key: `${detail.state.phase}:${detail.state.question_index}`, sentAt, answeredAt });
  return { detail, sentAt, answeredAt };
}

/** Local time of a server instant, by the state's own `server_now` at the moment it was received. */
const localTime = (iso: string, serverNow: string, receivedAt: number) => receivedAt + (Date.parse(iso) - Date.parse(serverNow));

// ─── Crowd ───────────────────────────────────────────────────────────────────

function ask<T extends FromQuizCrowd['type']>(crowd: ChildProcess, message: ToQuizCrowd, reply: T, timeoutMs: number) {
  const answer = nextMessage<FromQuizCrowd, T>(crowd, reply, timeoutMs, 'quiz crowd');
  crowd.send(message);
  return answer;
}

/** Which phones hold their answer back on each question: different ones each time, repeatably. */
function lateDevicesOf(joined: number[], questions: number): number[][] {
  const random = seededRandom(SEED * 7 + 1);
  return Array.from({ length: questions }, () => {
    const pool = [...joined];
    const picked: number[] = [];
    while (picked.length < Math.min(LATE_PER_QUESTION, pool.length)) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return picked;
  });
}

function statusCounts(results: readonly AnswerResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.code ? `${r.status} ${r.code}` : String(r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// ─── Run ─────────────────────────────────────────────────────────────────────

async function main() {
  const t0 = Date.now();
  const loadBefore = os.loadavg().map(round1);
  const setInput = benchQuizSet();
  const questionCount = Math.min(Number(args.questions), setInput.questions.length);
  setInput.questions = setInput.questions.slice(0, questionCount);
  const sheets = answerSheets().slice(0, questionCount);

  // The bench makes the database itself so it can read it afterwards: a fresh PostgreSQL database,
  // or a data directory of its own whose PGlite database it opens once the server has stopped.
  const ownDb: EmptyPostgres | null = DATABASE === 'postgres' ? await emptyPostgresDatabase(POSTGRES_BASE, 'sp_bench_quiz') : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sp-bench-quiz-'));
  const server = await startAppServer({
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    ...(args.port ? { PORT: args.port } : {}),
    ...(ownDb ? { DATABASE_URL: ownDb.url } : {}),
  });
  const memory = new ProcessTreeMemory(server.pid, nowMs);
  memory.start();
  let crowd: ChildProcess | null = null;
  let display: QuizDisplay | null = null;
  let serverStopped = false;
  try {
    log(`server på ${server.url} (${DATABASE}, TRUST_PROXY=1); ${LISTENERS} lyttere, ${questionCount} spørsmål à ${QUIZ_BENCH_TIME_LIMIT_S} s`);
    const { clients } = await signUpStaff(server.url, 2);
    const producer = clients[0]!;
    const set = (await expectOk('create set', producer.post<{ set: QuizSet }>('/api/quiz/sets', setInput), 201)).set;
    const created = (await expectOk('create session', producer.post<{ detail: QuizSessionDetail }>('/api/quiz/sessions', { set_id: set.id }), 201)).detail;
    const sessionId = created.state.id;
    const code = created.state.code;
    display = await QuizDisplay.connect(server.url, clients[1]!.cookie);

    crowd = fork(path.join(import.meta.dirname, 'lib', 'quiz-crowd-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    memory.watch('crowd', crowd.pid!);
    memory.watch('orchestrator', process.pid);

    // ── Joining: every phone opens the page, types a nickname, joins with the code.
    const devices: QuizDevice[] = Array.from({ length: LISTENERS }, (_, i) => ({ id: i, address: addressOf(i + 1), nickname: `Lytter ${i + 1}` }));
    log(`${LISTENERS} telefoner åpner siden og blir med (kode ${code}, ${JOIN_CONCURRENCY} om gangen)`);
    const joined = await ask(crowd, { type: 'join', url: server.url, code, devices, concurrency: JOIN_CONCURRENCY, minFillMs: LISTENER_LIMITS.minFillMs, timeoutMs: REQUEST_TIMEOUT_MS }, 'joined', 600_000);
    if (joined.failures > 0) throw new Error(`${joined.failures} of ${LISTENERS} phones could not join: ${joined.errors.join('; ')}`);
    const participantOf = new Map(joined.participants);
    log(`${joined.joined} med på ${round1(joined.durationMs / 1000)} s; åpner hendelsesstrømmene (${OPEN_CONCURRENCY} om gangen)`);

    // ── Following: every phone opens its event stream.
    const lateDevices = lateDevicesOf(joined.participants.map(([d]) => d), questionCount);
    const following = await ask(
      crowd,
      {
        type: 'follow',
        url: server.url,
        code,
        questions: sheets,
        lateDevices,
        seed: SEED,
        endMarginMs: END_MARGIN_MS,
        openConcurrency: OPEN_CONCURRENCY,
        answerConcurrency: CONCURRENCY,
        timeoutMs: REQUEST_TIMEOUT_MS,
      },
      'following',
      600_000,
    );
    if (following.open < joined.joined) throw new Error(`only ${following.open} of ${joined.joined} event streams opened: ${following.errors.join('; ')}`);
    log(`${following.open} strømmer åpne på ${round1(following.durationMs / 1000)} s; quizen starter`);
    await sleep(1000);

    // ── The game: the producer's run, question by question.
    const steps: StepTiming[] = [];
    const revealToBoardMs: number[] = [];
    const displayBoards: (QuizLeaderboardEntry[] | null)[] = [];
    const facts: QuestionFacts[] = [];
    /** Each question's answer window on this machine's clock, for the CPU figures of the machine then. */
    const windows: [number, number][] = [];
    const late: AnswerResult[] = [];
    let revealMatchesSet = true;
    const ownLag = startLoopLag();
    const gameStart = nowMs();
    let phase = 'lobby';
    let index = -1;
    for (let q = 0; q < questionCount; q++) {
      const opened = await step(producer, sessionId, 'next', phase, index, steps);
      const state = opened.detail.state;
      // The countdown and the whole window, by the server's clock; then the producer locks.
      const deadline = localTime(state.deadline_at!, state.server_now, opened.answeredAt);
      windows.push([localTime(state.opens_at!, state.server_now, opened.answeredAt), deadline]);
      await sleep(Math.max(0, deadline - nowMs() + 200));
      const locked = (await step(producer, sessionId, 'lock', 'question', q, steps)).detail.state;
      const lateDone = await ask(crowd, { type: 'late', question: q }, 'lateDone', 60_000);
      late.push(...lateDone.results);
      const board = display.nextLeaderboard(q, 30_000);
      const revealed = await step(producer, sessionId, 'reveal', 'locked', q, steps);
      const seen = await board;
      revealToBoardMs.push(seen.at - revealed.sentAt);
      displayBoards.push(seen.board.entries);
      const reveal = revealed.detail.state.reveal!;
      const sheet = sheets[q]!;
      if (sheet.kind === 'choice' && state.question!.alternatives.indexOf(sheet.correctAlternative!) !== reveal.correct_index) revealMatchesSet = false;
      facts.push({
        kind: sheet.kind,
        timeLimitS: setInput.questions[q]!.time_limit_s ?? QUIZ_BENCH_TIME_LIMIT_S,
        points: setInput.questions[q]!.points ?? 1000,
        correctIndex: reveal.correct_index,
        accepted: sheet.accepted,
        opensAt: state.opens_at!,
        deadlineAt: state.deadline_at!,
        lockedAt: locked.locked_at!,
      });
      log(
        `spørsmål ${q + 1}: ${reveal.answers} svar, ${reveal.correct} riktige; resultatliste på skjermen ${round1(seen.at - revealed.sentAt)} ms etter «vis svar»`,
      );
      await sleep(DWELL_MS);
      await step(producer, sessionId, 'leaderboard', 'revealed', q, steps);
      await sleep(DWELL_MS);
      phase = 'leaderboard';
      index = q;
    }
    const ended = await step(producer, sessionId, 'next', phase, index, steps);
    if (ended.detail.state.phase !== 'finished') throw new Error(`the session did not finish (${ended.detail.state.phase})`);
    const gameEnd = nowMs();
    await sleep(2000); // the last states reach every phone
    const orchestratorLag = ownLag.stop();
    const report = await ask(crowd, { type: 'report' }, 'report', 120_000);
    const rssGameMb = memory.maxMb(gameStart, gameEnd);
    const cpuGame = memory.cpuBetween(gameStart, gameEnd);
    const peak = memory.peakMb();
    const rssMaxMb = memory.maxMb();
    memory.stop();

    // ── Timing figures.
    const inWindow = report.answers.filter((a) => !a.late);
    const accepted = inWindow.filter((a) => a.status === 200);
    const phoneSteps = steps.map((s) => {
      const arrivals = report.arrivals[s.key] ?? [];
      const fromStep = arrivals.map((at) => at - s.sentAt);
      return { key: s.key, streams: arrivals.length, stepHttpMs: round1(s.answeredAt - s.sentAt), toLastStreamMs: round1(Math.max(...fromStep)), p50Ms: round1(summarize(fromStep).p50) };
    });
    const allStreamMs = steps.flatMap((s) => (report.arrivals[s.key] ?? []).map((at) => at - s.sentAt));
    const displayStepMs = steps.flatMap((s) => {
      const at = display!.stateArrivals.get(s.key);
      return at === undefined ? [] : [at - s.sentAt];
    });

    // ── Checks in the database, once the server has stopped (PGlite allows one process).
    await closeWorker(crowd, { type: 'close' } satisfies ToQuizCrowd);
    crowd = null;
    display.close();
    await server.stop();
    serverStopped = true;
    const db = await openDatabase(ownDb ? { kind: 'postgres', url: ownDb.url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    let checks: QuizCheckResult;
    try {
      const participantOfResult = (a: AnswerResult) => participantOf.get(a.device)!;
      checks = await quizChecks(db, {
        sessionId,
        scoring: set.scoring,
        streakBonus: set.streak_bonus,
        questions: facts,
        acknowledged: accepted.map((a) => ({ participantId: participantOfResult(a), question: a.question, ackAnsweredAt: a.ackAnsweredAt })),
        late: late.map((a) => ({ participantId: participantOfResult(a), question: a.question, status: a.status, code: a.code })),
        displayBoards,
        phoneLines: report.finalLines.map(([device, points, rank]) => ({ participantId: participantOf.get(device)!, points, rank })),
      });
    } finally {
      await db.close();
    }

    const ack = summarize(accepted.map((a) => a.answeredAt - a.sentAt));
    const revealToBoard = summarize(revealToBoardMs);
    const toLastStream = summarize(phoneSteps.map((s) => s.toLastStreamMs));
    const result = {
      benchmark: 'quiz',
      description: `The live quiz: ${LISTENERS} listeners on their phones (each its own device, form token and address) join one session and follow it over the public event stream; a producer runs ${questionCount} questions of ${QUIZ_BENCH_TIME_LIMIT_S} s through the API with one display socket on quiz:v1; every phone answers every question inside its window, ${LATE_PER_QUESTION} per question deliberately after the lock`,
      at: new Date().toISOString(),
      machine: { ...machineFacts(), loadAverage1m5m15mBefore: loadBefore, loadAverage1m5m15mAfter: os.loadavg().map(round1) },
      settings: {
        database: DATABASE,
        listeners: LISTENERS,
        questions: questionCount,
        kinds: sheets.map((s) => s.kind),
        timeLimitS: QUIZ_BENCH_TIME_LIMIT_S,
        countdownMs: QUIZ_LIMITS.countdownMs,
        latePerQuestion: LATE_PER_QUESTION,
        joinConcurrency: JOIN_CONCURRENCY,
        openConcurrency: OPEN_CONCURRENCY,
        answerConcurrency: CONCURRENCY,
        endMarginMs: END_MARGIN_MS,
        dwellMs: DWELL_MS,
        seed: SEED,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        trustProxy: true,
      },
      setup: {
        joinS: round1(joined.durationMs / 1000),
        liveLatencyMs: summarize(joined.liveLatencyMs),
        joinLatencyMs: summarize(joined.joinLatencyMs),
        streamsOpenS: round1(following.durationMs / 1000),
        streamOpenLatencyMs: summarize(following.openLatencyMs),
      },
      answers: {
        sent: inWindow.length,
        expected: LISTENERS * questionCount - lateDevices.reduce((n, l) => n + l.length, 0),
        statuses: statusCounts(inWindow),
        accepted: accepted.length,
        missedByPhones: report.missedQuestions.length,
        // Answers refused as late although sent inside the window: how long before the deadline
        // they left the phone (the server judges by when its handler runs, after any queue).
        refusedLateSentBeforeDeadlineMs: summarize(inWindow.filter((a) => a.code === 'answer_late').map((a) => windows[a.question]![1] - a.sentAt)),
        ackLatencyMs: ack,
        ackLatencyFromScheduledMs: summarize(accepted.map((a) => a.answeredAt - a.scheduledAt)),
        answerInFlightMax: report.answerInFlightMax,
        perQuestion: sheets.map((s) => {
          const mine = inWindow.filter((a) => a.question === s.index);
          const ok = mine.filter((a) => a.status === 200);
          const cpu = memory.cpuBetween(...windows[s.index]!);
          return {
            question: s.index + 1,
            kind: s.kind,
            accepted: ok.length,
            statuses: statusCounts(mine),
            ackP50Ms: round1(summarize(ok.map((a) => a.answeredAt - a.sentAt)).p50),
            ackP99Ms: round1(summarize(ok.map((a) => a.answeredAt - a.sentAt)).p99),
            // A shared machine: how much of a core the server got, and how busy the machine was, in the window.
            serverCpuPercentOfOneCore: cpu.serverPercentOfOneCore,
            machineBusyPercent: cpu.machineBusyPercent,
          };
        }),
      },
      lateAnswers: { sent: late.length, statuses: statusCounts(late), latencyMs: summarize(late.map((a) => a.answeredAt - a.sentAt)) },
      display: {
        revealToLeaderboardMs: revealToBoard,
        stepToStateMs: summarize(displayStepMs),
        leaderboardsReceived: display.leaderboards.length,
      },
      phones: {
        stepToLastStreamMs: toLastStream,
        stepToStreamMs: summarize(allStreamMs),
        perStep: phoneSteps,
        // How old a state's server_now is when a phone reads it: the stream sends the state of the
        // change, stamped when it was made, so a phone's countdown runs late by this much.
        serverNowAgeMs: summarize(report.serverNowAgeMs),
        streamsOpenAtEnd: report.streamsOpen,
        streamsClosedEarly: report.streamsClosed,
        streamErrors: report.streamErrors,
      },
      producer: { stepHttpMs: summarize(steps.map((s) => s.answeredAt - s.sentAt)), revealMatchesSet },
      checks,
      server: { rssMbBefore: memory.samples[0]?.rssMb ?? null, rssMbMaxDuringGame: rssGameMb, rssMbMaxWholeRun: rssMaxMb, vmHwmMb: peak.vmHwmMb, processes: peak.processes },
      cpuDuringGame: cpuGame,
      loadGeneratorLoopLagMs: { crowd: report.loopLagMs, orchestrator: orchestratorLag } satisfies Record<string, LoopLag>,
      targets: TARGETS,
      meetsTargets: {
        everyPhoneJoinedAndFollowed: joined.joined === LISTENERS && following.open === LISTENERS && report.streamsClosed === 0,
        everyAnswerAccepted: accepted.length === LISTENERS * questionCount - lateDevices.reduce((n, l) => n + l.length, 0) && report.missedQuestions.length === 0,
        ackP99: ack.p99 <= TARGETS.ackP99Ms,
        revealToLeaderboardP99: revealToBoard.p99 <= TARGETS.revealToLeaderboardP99Ms,
        ...checks.ok,
        revealMatchesSet,
      },
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    reportResult(`quiz-${DATABASE}`, result, log);
    summary(result);
  } finally {
    memory.stop();
    display?.close();
    if (crowd) await closeWorker(crowd, { type: 'close' } satisfies ToQuizCrowd);
    if (!serverStopped) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await ownDb?.drop();
  }
}

interface ResultShape {
  settings: { database: string; listeners: number; questions: number };
  setup: { joinS: number; streamsOpenS: number };
  answers: { sent: number; expected: number; accepted: number; statuses: Record<string, number>; ackLatencyMs: Summary; missedByPhones: number };
  lateAnswers: { sent: number; statuses: Record<string, number> };
  display: { revealToLeaderboardMs: Summary };
  phones: { stepToLastStreamMs: Summary; stepToStreamMs: Summary; serverNowAgeMs: Summary };
  checks: QuizCheckResult;
  server: { rssMbMaxWholeRun: number; vmHwmMb: number };
  cpuDuringGame: { serverPercentOfOneCore: number; machineBusyPercent: number };
  loadGeneratorLoopLagMs: Record<string, LoopLag>;
  meetsTargets: Record<string, boolean>;
  totalDurationS: number;
}

/** A few lines for a person reading the terminal (the JSON has everything). */
function summary(r: ResultShape) {
  const mark = (ok: boolean | undefined) => (ok ? '✔' : '✘');
  const t = r.meetsTargets;
  const c = r.checks;
  log(`── Sammendrag (${r.settings.database}, ${r.settings.listeners} lyttere, ${r.settings.questions} spørsmål, ${r.totalDurationS} s) ──`);
  log(`${mark(t.everyPhoneJoinedAndFollowed)} med på ${r.setup.joinS} s, strømmer åpne på ${r.setup.streamsOpenS} s`);
  log(`${mark(t.everyAnswerAccepted)} svar: ${r.answers.accepted} av ${r.answers.expected} godtatt (${JSON.stringify(r.answers.statuses)}), ${r.answers.missedByPhones} ikke sendt`);
  log(`${mark(t.ackP99)} kvittering: p50/p99 ${r.answers.ackLatencyMs.p50}/${r.answers.ackLatencyMs.p99} ms (mål p99 ≤ ${TARGETS.ackP99Ms})`);
  log(`${mark(t.revealToLeaderboardP99)} «vis svar» → resultatliste på skjermen: p50/p99 ${r.display.revealToLeaderboardMs.p50}/${r.display.revealToLeaderboardMs.p99} ms (mål p99 ≤ ${TARGETS.revealToLeaderboardP99Ms})`);
  log(`  steg → tilstand på telefonene: til siste strøm p50/p99 ${r.phones.stepToLastStreamMs.p50}/${r.phones.stepToLastStreamMs.p99} ms; alle strømmer p50/p99 ${r.phones.stepToStreamMs.p50}/${r.phones.stepToStreamMs.p99} ms`);
  log(`${mark(t.everyAckStoredOnce)} lagret én gang: ${c.answerRows} rader for ${c.acknowledged} kvitteringer (${c.duplicateRows} doble, ${c.acknowledgedWithoutRow} mangler, ${c.rowsWithoutAck} uten kvittering)`);
  log(`${mark(t.noneAfterLock)} etter låsing: ${c.rowsAfterLock} rader etter låsing; sene svar ${JSON.stringify(r.lateAnswers.statuses)}, ${c.late.stored} lagret`);
  log(
    `${mark(t.leaderboardsEqualRecomputation)} resultatlister lik omregning: ${c.leaderboardSnapshots.checked} lagrede (${c.leaderboardSnapshots.mismatches} avvik), ${c.displayLeaderboards.checked} på skjermen (${c.displayLeaderboards.mismatches} avvik), totaler ${c.participantTotals.mismatches} avvik, telefonenes linje ${c.phoneLines.mismatches} avvik`,
  );
  const lag = Object.entries(r.loadGeneratorLoopLagMs).map(([who, l]) => `${who} p99 ${l.p99} / maks ${l.max} ms`).join(', ');
  log(`  server-RSS maks ${r.server.rssMbMaxWholeRun} MB, VmHWM ${r.server.vmHwmMb} MB; server-CPU ${r.cpuDuringGame.serverPercentOfOneCore} % av én kjerne; hendelsesløkke: ${lag}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
