import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Runs one of our TypeScript entry points (a path from the repository root) as its own Node
 * process, as `npm start` or an npm script would, and resolves with its exit code and everything
 * it printed. Killed after `timeoutMs`, so a hang fails the test instead of stalling it.
 */
export function runTsToExit(script: string, args: string[], env: Record<string, string>, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
