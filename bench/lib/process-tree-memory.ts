import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Memory and CPU of a process and all its descendants, from /proc (Linux): VmRSS and CPU time
 * sampled on a timer (summed over the tree), each process's VmHWM (the kernel's own peak RSS,
 * which a sampler between two ticks can miss) read when asked, and how busy the whole machine was
 * (a shared machine: other work, the database server and the load generators take cores too).
 */

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) found.push(...text.split(' ').map(Number));
    } catch {
      // the thread ended
    }
  }
  return found;
}

function treeOf(root: number): number[] {
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...childrenOf(all[i]!));
  return all;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** User + system CPU seconds of one process so far. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Sample {
  at: number;
  rssMb: number;
  /** CPU seconds of the tree, and of each watched process, so far. */
  cpu: number;
  watched: number[];
  machine: { busy: number; total: number };
}

export class ProcessTreeMemory {
  private timer: NodeJS.Timeout | null = null;
  readonly samples: Sample[] = [];
  private watched: { name: string; pid: number }[] = [];

  constructor(
    private readonly root: number,
    private readonly now: () => number,
  ) {}

  start(intervalMs = 250): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Also records the CPU time of another process (a load generator) from now on. */
  watch(name: string, pid: number): void {
    this.watched.push({ name, pid });
  }

  sample(): void {
    const tree = treeOf(this.root);
    this.samples.push({
      at: this.now(),
      rssMb: mb(tree.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)),
      cpu: tree.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      watched: this.watched.map((w) => cpuSeconds(w.pid)),
      machine: machineTicks(),
    });
  }

  /** The largest sampled RSS between two times (ms), or over the whole run. */
  maxMb(from = -Infinity, to = Infinity): number {
    let max = 0;
    for (const s of this.samples) if (s.at >= from && s.at <= to && s.rssMb > max) max = s.rssMb;
    return max;
  }

  /**
   * CPU between two times, in percent of one core: the server's tree, each watched process, and
   * the whole machine's busy share (100 % = every core busy).
   */
  cpuBetween(from: number, to: number): { serverPercentOfOneCore: number; machineBusyPercent: number; cores: number } & Record<string, number> {
    const inside = this.samples.filter((s) => s.at >= from && s.at <= to);
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last || last === first) return { serverPercentOfOneCore: Number.NaN, machineBusyPercent: Number.NaN, cores: 0 };
    const seconds = (last.at - first.at) / 1000;
    const result: Record<string, number> = {};
    this.watched.forEach((w, i) => {
      const a = first.watched[i];
      const b = last.watched[i];
      result[`${w.name}PercentOfOneCore`] = a === undefined || b === undefined ? Number.NaN : round1(((b - a) / seconds) * 100);
    });
    const machine = (last.machine.busy - first.machine.busy) / Math.max(1, last.machine.total - first.machine.total);
    return { serverPercentOfOneCore: round1(((last.cpu - first.cpu) / seconds) * 100), machineBusyPercent: round1(machine * 100), cores: os.cpus().length, ...result };
  }

  /** The tree's summed VmHWM now (each process's own peak; they need not have peaked together). */
  peakMb(): { vmHwmMb: number; processes: number } {
    const tree = treeOf(this.root);
    return { vmHwmMb: mb(tree.reduce((sum, pid) => sum + statusKb(pid, 'VmHWM'), 0)), processes: tree.length };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
