import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FromWorker, SwarmKind, ToWorker } from './swarm-protocol';
import { closeWorker, nextMessage as nextMessageOf } from './child-message';

export interface SwarmOptions {
  kind: SwarmKind;
  url: string;
  cookies: string[];
  clients: number;
  /** Worker processes to spread the clients over (the orchestrator and the server are separate). */
  processes: number;
  channel: string;
  tag: string;
  messages: number;
  /** See SwarmStart.eventType. */
  eventType?: string;
}

export interface SwarmReport {
  /** receipts[n] = arrival times (ms, wall clock) of message n on every client that got it. */
  receipts: number[][];
  disconnects: number;
}

const nextMessage = <T extends FromWorker['type']>(child: ChildProcess, type: T, timeoutMs: number) => nextMessageOf<FromWorker, T>(child, type, timeoutMs, 'swarm worker');

/** A swarm of authenticated clients in separate processes on loopback. */
export class Swarm {
  private constructor(private readonly workers: ChildProcess[]) {}

  static async start(options: SwarmOptions): Promise<{ swarm: Swarm; connected: number; failed: number; errors: string[] }> {
    const workers: ChildProcess[] = [];
    const per = Math.ceil(options.clients / options.processes);
    const readies = [];
    for (let w = 0; w < options.processes; w++) {
      const clients = Math.min(per, options.clients - w * per);
      if (clients <= 0) break;
      const child = fork(path.join(import.meta.dirname, 'swarm-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      workers.push(child);
      const ready = nextMessage(child, 'ready', 120_000);
      child.send({ type: 'start', ...options, clients, offset: w * per } satisfies ToWorker);
      readies.push(ready);
    }
    const results = await Promise.all(readies);
    return {
      swarm: new Swarm(workers),
      connected: results.reduce((n, r) => n + r.connected, 0),
      failed: results.reduce((n, r) => n + r.failed, 0),
      errors: [...new Set(results.flatMap((r) => r.errors))],
    };
  }

  async report(): Promise<SwarmReport> {
    const reports = await Promise.all(
      this.workers.map((child) => {
        const answer = nextMessage(child, 'report', 30_000);
        child.send({ type: 'report' } satisfies ToWorker);
        return answer;
      }),
    );
    const receipts = reports[0]?.receipts.map((_, n) => reports.flatMap((r) => r.receipts[n] ?? [])) ?? [];
    return { receipts, disconnects: reports.reduce((n, r) => n + r.disconnects, 0) };
  }

  async close() {
    await Promise.all(this.workers.map((child) => closeWorker(child, { type: 'close' } satisfies ToWorker)));
  }
}
