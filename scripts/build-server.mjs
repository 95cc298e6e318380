// Compiles the server (apps/server/src + packages/shared) into one JavaScript file,
// apps/server/dist/main.js, so `npm start` runs plain `node` instead of compiling TypeScript on every
// start (decision 017). Packages from node_modules stay external (imported at run time); only our own
// code is bundled. `node scripts/build-server.mjs` builds now; scripts/start.mjs calls
// `ensureServerBuild()`, which builds only when the output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(root, 'apps/server/dist');
export const SERVER_MAIN = path.join(SERVER_DIST, 'main.js');

// Everything the bundle is made from. Directory mtimes count too: deleting a file changes them.
const SOURCES = [
  'apps/server/src',
  'packages/shared/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'tsconfig.base.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

function newestMtime(p) {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when apps/server/dist/main.js is missing or older than any of its sources. */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_MAIN)) return true;
  const built = statSync(SERVER_MAIN).mtimeMs;
  return SOURCES.some((p) => existsSync(p) && newestMtime(p) > built);
}

/**
 * esbuild comes with tsx, a runtime dependency of the server, so it is there even after
 * `npm ci --omit=dev`. Resolved through tsx rather than by name so it does not depend on hoisting.
 */
async function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return import(pathToFileURL(fromTsx.resolve('esbuild')).href);
}

/**
 * Bundles the server into apps/server/dist and copies the files it reads at run time. `entry` and
 * `name` build another entry point beside it (bench:footprint loads app.ts without starting it).
 */
export async function buildServer({ entry = 'apps/server/src/main.ts', name = 'main.js' } = {}) {
  const esbuild = await loadEsbuild();
  // Written beside the old build and swapped in by rename, so a server starting meanwhile never
  // finds half a build; main.js goes last, its mtime is what the staleness check compares.
  const staging = `${SERVER_DIST}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [path.join(root, entry)],
      outfile: path.join(staging, name),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      // Stack traces in the log keep their function names.
      keepNames: true,
      logLevel: 'warning',
      tsconfig: path.join(root, 'apps/server/tsconfig.json'),
      plugins: [externalPackages],
    });
    // import.meta.dirname in the bundle is apps/server/dist, as deep as apps/server/src: config.ts's
    // ../../web/dist and version.ts's ../../../package.json resolve the same. db/migrate.ts reads
    // its SQL files from <dirname>/migrations, so they are copied beside the bundle.
    cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(staging, 'migrations'), { recursive: true });
    mkdirSync(SERVER_DIST, { recursive: true });
    rmSync(path.join(SERVER_DIST, 'migrations'), { recursive: true, force: true });
    renameSync(path.join(staging, 'migrations'), path.join(SERVER_DIST, 'migrations'));
    renameSync(path.join(staging, `${name}.map`), path.join(SERVER_DIST, `${name}.map`));
    renameSync(path.join(staging, name), path.join(SERVER_DIST, name));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  await esbuild.stop?.();
}

/** Bare imports stay imports, except our own workspace packages (TypeScript sources) which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@studioportal/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Builds in a separate process when stale (esbuild's service process and module then never live in
 * the server's process) and returns the path to run. Exits on a failed build.
 */
export function ensureServerBuild() {
  if (serverBuildIsStale()) {
    console.log('Bygger serveren ...');
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  return SERVER_MAIN;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { entry: { type: 'string' }, name: { type: 'string' }, 'if-stale': { type: 'boolean' } } });
  // --if-stale: the test harnesses' way of making sure they run the server as the sources are now.
  if (values['if-stale'] && !serverBuildIsStale()) process.exit(0);
  delete values['if-stale'];
  const started = performance.now();
  await buildServer(values);
  console.log(`Server bygget til ${path.relative(root, path.join(SERVER_DIST, values.name ?? 'main.js'))} på ${Math.round(performance.now() - started)} ms`);
}
