import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server as `npm start` runs it (compiled, its own process and data dir): the rest of the
// browser suite shares its worker's host (fixtures.ts), and these loads are what a deployment serves.
test.use({ serverProcess: true });

/**
 * The first load (issue 10, LCP on a slow phone; decision records 011 and 021): a page the server
 * prerendered paints before any of the app's scripts is asked for (the listener's /podcast asks
 * for its small bundle when the document is parsed), the app then takes over, and its first
 * questions to the API were sent with its scripts, once, not again after them.
 */

/** API paths the page asked for, in order, from the first byte on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Every request names the client (spec section 7), the ones boot.js sends too.
    if (url.pathname.startsWith('/api/')) paths.push(request.headers()['x-client-info'] === 'studioportal-enterprise-radio/2' ? url.pathname : `${url.pathname} (uten X-Client-Info)`);
  });
  return paths;
}

/** When the first contentful paint happened, when the document was parsed, and when the app's entry script was first asked for (ms since navigation). */
async function paintAndEntry(page: Page) {
  return page.evaluate(() => {
    const entry = document.querySelector('script[src="/boot.js"]')?.getAttribute('data-entry');
    const fetched = performance.getEntriesByType('resource').find((resource) => entry && resource.name.endsWith(entry));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      parsed: navigation?.domContentLoadedEventStart ?? null,
      entryRequested: fetched?.startTime ?? null,
    };
  });
}

/** CSP violations the page reports (init scripts run outside the page's CSP). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the prerendered /auth paints before the app is fetched, /podcast fetches its own when parsed, and each first question is asked once', async ({ page }) => {
  const asked = apiRequests(page);
  const cspViolations = await recordCspViolations(page);
  await page.goto('/auth');
  // The form fields exist only in the app, not in the prerendered page: the app has taken over.
  await expect(page.getByLabel('E-post')).toBeVisible();
  const auth = await paintAndEntry(page);
  expect(auth.paint).not.toBeNull();
  expect(auth.entryRequested).not.toBeNull();
  expect(auth.entryRequested!).toBeGreaterThanOrEqual(auth.paint!);
  expect(asked.filter((path) => path === '/api/session')).toHaveLength(1);
  // Nothing the app runs at start trips the CSP (zod's eval probe did: lib/zod-jitless.ts).
  expect(await cspViolations()).toEqual([]);

  asked.length = 0;
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own page has replaced the server's (lib/server-page.ts shows it in a display: contents box).
  await expect(page.locator('#root > div[style*="contents"]')).toHaveCount(1);
  // The listener's page does not wait for its paint (decision 021): boot.js asks for its scripts when the document is parsed.
  const podcast = await paintAndEntry(page);
  expect(await page.locator('script[src="/boot.js"]').getAttribute('data-start')).toBe('at-once');
  expect(podcast.parsed).not.toBeNull();
  expect(podcast.entryRequested!).toBeGreaterThanOrEqual(podcast.parsed!);
  await expect(page.getByRole('heading', { name: 'Til studio' })).toBeVisible();
  for (const path of ['/api/session', '/api/config', '/api/podcast', '/api/listener/live', '/api/quiz/public']) expect(asked.filter((p) => p === path), path).toHaveLength(1);
});

test('a page without prerendered markup fetches the app at once and still lands where it should', async ({ page }) => {
  const asked = apiRequests(page);
  await page.goto('/chat');
  // Anonymous: the app itself decides, and sends the visitor to sign in.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('E-post')).toBeVisible();
  expect(asked.filter((path) => path === '/api/session')).toHaveLength(1);
});

/** The staff app's entry, router, root and layouts: none of them is the listener entry's. */
const STAFF_APP_CHUNK = /\/assets\/(index|routes|root-layout|standard-layout|guarded-layouts|desktop-navbar)-/;

test('a first visit to /podcast or the embed loads the listener entry on its own: none of the staff app’s code', async ({ page }) => {
  // The staff app's entry, as index.html names it (/auth is served from index.html).
  const staffEntry = /data-entry="([^"]+)"/.exec(await (await page.request.get('/auth')).text())?.[1];
  expect(staffEntry).toBeTruthy();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { name: 'Til studio' })).toBeVisible();
  await expect(page.locator('#root > div[style*="contents"]')).toHaveCount(1);
  await page.waitForLoadState('load');
  // The listener page's own entry (podcast.html), not the staff app's, nor its router, root or layouts.
  expect(scripts).not.toContain(staffEntry);
  expect(scripts.filter((path) => STAFF_APP_CHUNK.test(path))).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('script[src="/boot.js"]')?.getAttribute('data-entry'))).toMatch(/^\/assets\/podcast-/);

  // The embed other sites frame comes from the same entry: the player alone, no staff code either.
  scripts.length = 0;
  await page.goto('/podcast-embed');
  await expect(page.getByRole('main').getByText('Ingen episode å spille av ennå.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Til studio' })).toHaveCount(0);
  await page.waitForLoadState('load');
  expect(scripts).not.toContain(staffEntry);
  expect(scripts.filter((path) => STAFF_APP_CHUNK.test(path))).toEqual([]);
});
