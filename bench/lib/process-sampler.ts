import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Samples another process's CPU time and resident memory from /proc (Linux), so the process under
 * test needs no instrumentation of its own. CPU is reported in percent of one core.
 */
export interface ProcessUsage {
  samples: number;
  cpuPercentMean: number;
  cpuPercentMax: number;
  rssMbStart: number;
  rssMbMean: number;
  rssMbMax: number;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function readCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may contain spaces; fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / TICKS_PER_SECOND;
}

function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const round = (n: number) => Math.round(n * 10) / 10;

export class ProcessSampler {
  private timer: NodeJS.Timeout | null = null;
  private readonly cpu: number[] = [];
  private readonly rss: number[] = [];
  private last: { at: number; cpu: number } | null = null;
  private rssStart = 0;

  constructor(
    private readonly pid: number,
    private readonly intervalMs = 250,
  ) {}

  start() {
    this.rssStart = readRssMb(this.pid);
    this.last = { at: performance.now(), cpu: readCpuSeconds(this.pid) };
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  private sample() {
    try {
      const at = performance.now();
      const cpu = readCpuSeconds(this.pid);
      if (this.last) this.cpu.push(((cpu - this.last.cpu) / ((at - this.last.at) / 1000)) * 100);
      this.last = { at, cpu };
      this.rss.push(readRssMb(this.pid));
    } catch {
      // The process ended; the samples so far stand.
    }
  }

  stop(): ProcessUsage {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    return {
      samples: this.cpu.length,
      cpuPercentMean: round(mean(this.cpu)),
      cpuPercentMax: round(Math.max(0, ...this.cpu)),
      rssMbStart: round(this.rssStart),
      rssMbMean: round(mean(this.rss)),
      rssMbMax: round(Math.max(0, ...this.rss)),
    };
  }
}
