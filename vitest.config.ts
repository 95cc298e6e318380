import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.config';

// CI may run on a shared machine several times slower than a developer's: a test that starts real
// servers gets one more try there (npm test's summary counts it as passed; a second failure fails).
const retry = process.env.CI ? 1 : 0;

const PROCESS_TESTS = ['apps/server/test/process.test.ts', 'apps/server/test/cluster.test.ts', 'apps/server/test/jobs-cluster.test.ts', 'apps/server/test/crash.test.ts', 'apps/server/test/backup-process.test.ts', 'apps/server/test/asset-descriptors.test.ts'];

const FUZZ_TEST = 'apps/server/test/fuzz.test.ts';

const SERVER_TEST_SETTINGS = {
  environment: 'node',
  // Migrates one template database of each kind; every test's database is a copy of it.
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  retry,
} as const;

export default defineConfig({
  test: {
    // Each server test worker holds a WASM PostgreSQL (PGlite); two at a time fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...PROCESS_TESTS, FUZZ_TEST],
          ...SERVER_TEST_SETTINGS,
          // Each test builds its own server and database, so files need no fresh module graph:
          // a worker imports the server once (~5 s a file otherwise) and keeps its warm PGlite.
          isolate: false,
        },
      },
      {
        // Replaces a server module with vi.mock, which only an isolated file can do.
        test: { name: 'fuzz', include: [FUZZ_TEST], ...SERVER_TEST_SETTINGS },
      },
      {
        // Tests that start real server child processes (two or three each): one file at a time, so
        // they do not starve each other. `npm test` runs them beside the server tests, whose
        // workers leave a quarter of the CPU idle; the pair takes ~25 s longer than those alone.
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry,
        },
      },
      webProject('web'),
      webProject('web-isolated'),
    ],
  },
});
