import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ServerHost, type BrowserTestServer } from '../test-support/server-host';
import { startServerProcess } from '../test-support/server-process';

export const PASSWORD = 'et langt passord 123';

export interface StaffUser {
  page: Page;
  id: string;
  email: string;
  fullName: string;
}

/**
 * Browser contexts the helpers below open for colleagues. The browser lives as long as the
 * worker, so a context left open keeps its page running (sockets retrying, clocks ticking) through
 * every later test; each is closed when its test ends.
 */
const colleagueContexts = new Set<BrowserContext>();

/**
 * Each test gets its own server with an empty database, so "the first account" really is first:
 * by default a new server in the worker's long-lived host (test-support/server-host.ts), or, with
 * `test.use({ serverProcess: true })`, the compiled server in a process of its own, for a test
 * that restarts it on the same data dir or checks the server as `npm start` runs it.
 */
export const test = base.extend<{ server: BrowserTestServer; serverProcess: boolean; closeColleagues: void }, { serverHost: ServerHost }>({
  serverHost: [
    async ({}, use) => {
      const host = new ServerHost();
      await use(host);
      host.close();
    },
    { scope: 'worker' },
  ],
  serverProcess: [false, { option: true }],
  server: async ({ serverHost, serverProcess }, use) => {
    const server = serverProcess ? await startServerProcess() : await serverHost.take();
    await use(server);
    // Its data is thrown away: no need to wait for a clean shutdown.
    await server.stop({ kill: true });
  },
  // Depends on `server`, so the colleagues' pages close before their server stops.
  closeColleagues: [
    async ({ server }, use) => {
      void server;
      await use();
      await Promise.all([...colleagueContexts].map((context) => context.close().catch(() => {})));
      colleagueContexts.clear();
    },
    { auto: true },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
export { expect };

/** Signs up through the real form on /auth; returns once the app has moved on from /auth. */
export async function signUpInBrowser(page: Page, fullName: string, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrer deg' }).click();
  await page.getByLabel('Fullt navn').fill(fullName);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** Signs up through the API inside a new browser context (faster set-up for multi-user tests). */
export async function newUser(browser: Browser, server: BrowserTestServer, fullName: string, email: string): Promise<StaffUser> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'dark' });
  colleagueContexts.add(context);
  const page = await context.newPage();
  const res = await page.request.post('/api/session/sign-up', { data: { full_name: fullName, email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  const { profile } = (await res.json()) as { profile: { id: string } };
  return { page, id: profile.id, email, fullName };
}

/**
 * Answers the navbar's latency probe (HEAD /favicon.ico) at once. On a loaded test machine the real
 * answer can take over 500 ms, and the spec's degradation rule then (rightly) shows avatars as
 * initials; a test about something else should not depend on how busy the machine is.
 */
export async function steadyLatencyProbe(page: Page) {
  await page.context().route('**/favicon.ico', (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 200 }) : route.continue()));
}

/** The administrator approves a user through the API (optionally with a role). */
export async function approve(admin: StaffUser, userId: string, role?: 'Administrator' | 'Programleder' | 'Tekniker') {
  const res = await admin.page.request.post(`/api/admin/users/${userId}/approve`, { data: role ? { app_role: role } : {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** A ready team: an administrator (first account) plus approved colleagues, each in their own browser. */
export async function team(browser: Browser, server: BrowserTestServer, names: string[]): Promise<StaffUser[]> {
  const [first, ...rest] = names;
  const admin = await newUser(browser, server, first ?? 'Ada Admin', 'admin@example.no');
  const others: StaffUser[] = [];
  for (const [i, name] of rest.entries()) {
    const u = await newUser(browser, server, name, `user${i + 1}@example.no`);
    await approve(admin, u.id);
    others.push(u);
  }
  return [admin, ...others];
}
