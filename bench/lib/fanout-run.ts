import { atRate, nowMs, sleep } from './clock';
import { ProcessSampler, type ProcessUsage } from './process-sampler';
import { summarize, type Summary } from './stats';
import type { Swarm } from './swarm';

export interface FanOutOptions {
  swarm: Swarm;
  /** Expected receivers of every message. */
  clients: number;
  messages: number;
  perSecond: number;
  /** Sends message n; resolves when the HTTP answer is in (its status is checked by the caller). */
  send: (n: number) => Promise<boolean>;
  /** Process to sample (the server under test). */
  serverPid: number;
  /** How long to wait after the last answer for stragglers to arrive. */
  settleMs?: number;
}

export interface FanOutResult {
  messages: number;
  clients: number;
  perSecond: number;
  httpFailures: number;
  expectedDeliveries: number;
  delivered: number;
  deliveredPercent: number;
  /** Per message: HTTP request start → the last client's receipt. */
  latencyToLastClientMs: Summary;
  /** Per message: HTTP request start → the first client's receipt. */
  latencyToFirstClientMs: Summary;
  /** Every single delivery: HTTP request start → that client's receipt. */
  latencyPerDeliveryMs: Summary;
  /** HTTP request start → answer received by the sender. */
  httpResponseMs: Summary;
  server: ProcessUsage;
  /** Latency to the last client of each message in send order (null: not every client got it), to see queueing or stalls. */
  perMessageToLastClientMs: (number | null)[];
  clientDisconnects: number;
  durationS: number;
}

export async function runFanOut(options: FanOutOptions): Promise<FanOutResult> {
  const started = new Array<number>(options.messages).fill(0);
  const answered = new Array<number>(options.messages).fill(0);
  const sampler = new ProcessSampler(options.serverPid);
  const t0 = nowMs();
  sampler.start();
  const outcomes = await atRate(options.messages, options.perSecond, async (n) => {
    started[n] = nowMs();
    const ok = await options.send(n).catch(() => false);
    answered[n] = nowMs();
    return ok;
  });
  await sleep(options.settleMs ?? 1000);
  const server = sampler.stop();
  const report = await options.swarm.report();

  const last: number[] = [];
  const series: (number | null)[] = [];
  const first: number[] = [];
  const every: number[] = [];
  let delivered = 0;
  for (let n = 0; n < options.messages; n++) {
    const times = report.receipts[n] ?? [];
    delivered += times.length;
    if (times.length === 0) {
      series.push(null);
      continue;
    }
    let lo = Infinity;
    let hi = -Infinity;
    for (const t of times) {
      if (t < lo) lo = t;
      if (t > hi) hi = t;
      every.push(t - started[n]!);
    }
    first.push(lo - started[n]!);
    // "To the last client" only means something when every client got it.
    if (times.length === options.clients) last.push(hi - started[n]!);
    series.push(times.length === options.clients ? Math.round((hi - started[n]!) * 10) / 10 : null);
  }
  const expected = options.messages * options.clients;
  return {
    messages: options.messages,
    clients: options.clients,
    perSecond: options.perSecond,
    httpFailures: outcomes.filter((ok) => !ok).length,
    expectedDeliveries: expected,
    delivered,
    deliveredPercent: Math.round((delivered / expected) * 10000) / 100,
    latencyToLastClientMs: summarize(last),
    latencyToFirstClientMs: summarize(first),
    latencyPerDeliveryMs: summarize(every),
    httpResponseMs: summarize(answered.map((a, n) => a - started[n]!)),
    server,
    perMessageToLastClientMs: series,
    clientDisconnects: report.disconnects,
    durationS: Math.round((nowMs() - t0) / 100) / 10,
  };
}
