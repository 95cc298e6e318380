import os from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/** Writes a benchmark result as JSON under bench/results/ (gitignored) and returns the file path. */
export function writeResult(name: string, result: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
  const json = JSON.stringify(result, null, 2);
  writeFileSync(file, `${json}\n`);
  writeFileSync(path.join(RESULTS_DIR, `${name}-latest.json`), `${json}\n`);
  return file;
}

/** Writes the result, prints it as JSON on stdout and says where it went on stderr. */
export function reportResult(name: string, result: unknown, log: (line: string) => void): void {
  const file = writeResult(name, result);
  console.log(JSON.stringify(result, null, 2));
  log(`resultat skrevet til ${file}`);
}

/** What every result records of the machine it ran on (each bench adds the load averages it takes). */
export function machineFacts() {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, platform: `${os.platform()} ${os.release()}` };
}
