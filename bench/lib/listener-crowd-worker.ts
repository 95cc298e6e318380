import { LISTENER_LIMITS, type ListenerLive } from '@studioportal/shared';
import { nowMs, sleep } from './clock';
import { Gate } from './gate';
import type { CrowdJob, CrowdResult, DeviceSpec, FromCrowd, ToCrowd } from './listener-protocol';
import { startLoopLag } from './loop-lag';

/**
 * The listeners of bench/listeners.ts, in a process of their own (apart from the server, the
 * staff sockets and the orchestrator's probes): thousands of devices, each with its own signed
 * `sp_listener` cookie and form token from GET /api/listener/live, and its own network address.
 *
 * Every request goes to 127.0.0.1 with `X-Forwarded-For: <the device's address>`, and the server
 * runs with TRUST_PROXY=1. That is how a station's server sees real listeners: it sits behind its
 * reverse proxy (nginx, Caddy, a load balancer), which keeps a few kept-alive connections to it and
 * names each request's listener in X-Forwarded-For — here fetch's kept-alive pool is that proxy.
 * Without it every listener would be 127.0.0.1 and share one address's allowance. Listeners on
 * mobile data often do share one address (carrier-grade NAT puts many phones behind one), which is
 * why the per-address allowance is wide and the per-device one tight (LISTENER_LIMITS).
 *
 * Requests go through a gate of `concurrency` at a time (fetch keeps those connections alive), so
 * this process never opens thousands of sockets at once and stays a fair load generator; a
 * request's `sentAt` is when it passed the gate, `scheduledAt` when it was due.
 */

interface Device {
  address: string;
  cookie: string;
  formToken: string;
  tokenAt: number;
}

const devices = new Map<number, Device>();
const send = (message: FromCrowd) => process.send?.(message);

function deviceCookie(setCookies: string[]): string | null {
  for (const header of setCookies) {
    const pair = header.split(';')[0] ?? '';
    if (pair.startsWith('sp_listener=')) return pair;
  }
  return null;
}

async function warm(url: string, specs: DeviceSpec[], concurrency: number) {
  const gate = new Gate(concurrency);
  const latencyMs: number[] = [];
  const errors = new Set<string>();
  let failures = 0;
  let lastTokenAt = 0;
  let onAir = false;
  let openPollId: string | null = null;
  const t0 = nowMs();
  await Promise.all(
    specs.map(async (spec) => {
      await gate.enter();
      const started = nowMs();
      try {
        const res = await fetch(`${url}/api/listener/live`, { headers: { 'x-forwarded-for': spec.address }, signal: AbortSignal.timeout(60_000) });
        const cookie = deviceCookie(res.headers.getSetCookie());
        const body = (await res.json()) as ListenerLive;
        const answeredAt = nowMs();
        latencyMs.push(answeredAt - started);
        if (res.status !== 200 || !cookie) throw new Error(`GET /api/listener/live: HTTP ${res.status}${cookie ? '' : ' without sp_listener'}`);
        // The token is stamped by the server before it answers: the answer's arrival is no earlier.
        devices.set(spec.id, { address: spec.address, cookie, formToken: body.form_token, tokenAt: answeredAt });
        lastTokenAt = Math.max(lastTokenAt, answeredAt);
        onAir ||= body.on_air;
        openPollId ??= body.poll?.id ?? null;
      } catch (error) {
        failures++;
        errors.add(String((error as Error).message ?? error));
      } finally {
        gate.leave();
      }
    }),
  );
  send({ type: 'warmed', devices: specs.length - failures, failures, errors: [...errors].slice(0, 5), lastTokenAt, durationMs: nowMs() - t0, latencyMs, onAir, openPollId });
}

async function post(url: string, device: Device, path: string, body: unknown, timeoutMs: number): Promise<{ status: number; code: string | null }> {
  try {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: device.cookie, 'x-forwarded-for': device.address },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let code: string | null = null;
    if (!res.ok) {
      try {
        code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
      } catch {
        code = 'unparsable';
      }
    }
    return { status: res.status, code };
  } catch (error) {
    return { status: 0, code: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

async function runJob(url: string, job: CrowdJob, scheduledAt: number, timeoutMs: number, results: CrowdResult[]) {
  const device = devices.get(job.device);
  if (!device) throw new Error(`device ${job.device} was never warmed up`);
  let answer: { status: number; code: string | null };
  let sentAt: number;
  if (job.kind === 'vote') {
    sentAt = nowMs();
    answer = await post(url, device, `/api/listener/polls/${job.pollId}/votes`, { option_id: job.optionId }, timeoutMs);
  } else {
    // A person needs time to write: sent sooner, the server answers as if taken and drops it.
    const early = device.tokenAt + LISTENER_LIMITS.minFillMs + 100 - nowMs();
    if (early > 0) await sleep(early);
    sentAt = nowMs();
    answer = await post(url, device, '/api/listener/messages', { name: job.name, body: job.body, website: '', form_token: device.formToken }, timeoutMs);
  }
  results.push({
    device: job.device,
    kind: job.kind,
    key: job.kind === 'vote' ? job.optionId : job.body,
    status: answer.status,
    code: answer.code,
    scheduledAt,
    sentAt,
    answeredAt: nowMs(),
  });
}

/** Job k is due at startAt + k·spreadMs/n; each waits for the gate, and all are answered (or time out). */
async function fire(message: Extract<ToCrowd, { type: 'fire' }>) {
  const { url, jobs, startAt, spreadMs, concurrency, timeoutMs } = message;
  const gate = new Gate(concurrency);
  const results: CrowdResult[] = [];
  const running: Promise<void>[] = [];
  const lag = startLoopLag();
  for (let k = 0; k < jobs.length; k++) {
    const due = startAt + (jobs.length > 1 ? (k * spreadMs) / jobs.length : 0);
    const wait = due - nowMs();
    if (wait >= 1) await sleep(wait);
    await gate.enter();
    running.push(runJob(url, jobs[k]!, due, timeoutMs, results).finally(() => gate.leave()));
  }
  await Promise.all(running);
  send({ type: 'fired', results, loopLagMs: lag.stop(), inFlightMax: gate.maxInFlight });
}

process.on('message', (message: ToCrowd) => {
  if (message.type === 'warm') void warm(message.url, message.devices, message.concurrency);
  else if (message.type === 'fire') void fire(message);
  else process.exit(0);
});
