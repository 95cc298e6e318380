import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's old headless shell (`apt-get install -y chromium-headless-shell`) when it is there, as
 * Playwright's own downloads use for headless runs: the same Blink and V8 without the full
 * browser's layers around them, at ~30 % less CPU for the same tests (decision 023). Else the full
 * Chromium in its new headless mode. CHROMIUM_PATH picks another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two browsers and their servers at a time fit a 2-core machine.
  workers: 2,
  fullyParallel: true,
  // CI runs on a machine that may be shared and several times slower than a developer's: one more
  // try there, and `npm test` names every test that needed it, so a flaky test is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: a test that passes takes a fraction of this; a loaded CI machine must not turn slowness into failures.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    colorScheme: 'dark',
    // A trace records a screencast of every page while the test runs, at a real CPU cost in the
    // browser on a 2-core machine. On CI (one retry) only the retry of a failed test is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker precaches the whole build in every new browser context: real work
    // for a test about something else. The PWA, offline and developer-tools tests allow it
    // (test.use), and contexts a test opens itself inherit this.
    serviceWorkers: 'block',
    // Headless Chromium without a GPU composites every animation frame in software, and these
    // tests leave pages open for minutes. A dashboard with ON AIR pulsing cost Chromium 5–17 s of
    // CPU per 20 s idle, and 1 s with reduced motion (npm run bench:idle-page). A host may choose
    // the setting too; the test about motion itself (a11y.spec.ts) sets the preference it checks.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
