// `npm run dev`: the server with reload on change, and Vite's dev server (proxying /api and
// /socket.io to it) for the web app with hot module replacement.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@studioportal/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exit(code ?? 0); });
