// `npm run bench`: runs every benchmark script (`bench:*` in package.json) one after another;
// each writes its JSON result under bench/results/ and prints it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const only = process.argv.slice(2);
const names = Object.keys(scripts).filter((n) => n.startsWith('bench:') && (!only.length || only.includes(n.slice(6))));
const failed = [];
for (const name of names) {
  console.log(`\n▶ npm run ${name}`);
  const result = spawnSync('npm', ['run', name, '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`Feilet: ${failed.join(', ')}`);
  process.exit(1);
}
