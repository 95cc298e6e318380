import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/child-server';

/**
 * Where the server's memory goes, part by part: each case of bench/footprint-probe.mjs in a process
 * of its own (median of `runs`), and each part's cost over a bare node process.
 */
interface ProbeResult {
  mode: string;
  loadMs: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const CASES: { name: string; mode: string; nodeArgs: string[]; what: string }[] = [
  { name: 'bareNode', mode: 'bare', nodeArgs: [], what: 'node with nothing loaded' },
  { name: 'tsxLoader', mode: 'tsx', nodeArgs: ['--import', 'tsx'], what: 'node --import tsx, nothing of ours loaded' },
  { name: 'moduleGraphTsx', mode: 'graph-tsx', nodeArgs: ['--import', 'tsx'], what: 'apps/server/src/app.ts and everything it imports, through tsx (before decision 017), no database' },
  { name: 'moduleGraphCompiled', mode: 'graph', nodeArgs: [], what: 'the same graph compiled (apps/server/dist/app-graph.js), no database' },
  { name: 'pgliteEmptyDataDir', mode: 'pglite', nodeArgs: [], what: 'PGlite opened on an empty data directory (initdb) and one query; externalMb is mostly its WASM heap' },
  {
    name: 'pgliteEmptyDataDirLiftoffOnly',
    mode: 'pglite',
    nodeArgs: ['--liftoff-only'],
    what: 'the same with V8 --liftoff-only (no optimising WASM compiler): what the optimised PostgreSQL code costs',
  },
  { name: 'sharp', mode: 'sharp', nodeArgs: [], what: 'sharp (libvips) loaded' },
];

function probe(mode: string, nodeArgs: string[]): ProbeResult {
  const out = execFileSync(process.execPath, [...nodeArgs, path.join(ROOT, 'bench/footprint-probe.mjs'), mode, '1500'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as ProbeResult;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function memoryBreakdown(runs: number, log: (line: string) => void) {
  const parts: Record<string, { what: string; rssMb: number; overBareNodeMb: number; loadMs: number; heapUsedMb: number; externalMb: number; runs: number[] }> = {};
  let bare = 0;
  for (const c of CASES) {
    const results = Array.from({ length: runs }, () => probe(c.mode, c.nodeArgs));
    const rssMb = median(results.map((r) => r.rssMb));
    if (c.name === 'bareNode') bare = rssMb;
    parts[c.name] = {
      what: c.what,
      rssMb,
      overBareNodeMb: round1(rssMb - bare),
      loadMs: median(results.map((r) => r.loadMs)),
      heapUsedMb: median(results.map((r) => r.heapUsedMb)),
      externalMb: median(results.map((r) => r.externalMb)),
      runs: results.map((r) => r.rssMb),
    };
    log(`oppdeling: ${c.name} ${rssMb} MB (+${parts[c.name]!.overBareNodeMb} MB over bar node)`);
  }
  return parts;
}
