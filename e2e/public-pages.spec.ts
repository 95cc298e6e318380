import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A real visit registers the service worker, and that must log no error either: the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 19, the pages a visitor who is not signed in sees: /auth, /podcast and the embed. They
 * make no request that fails and log no error (asking who is signed in is GET /api/session, 200
 * for anyone; /api/me keeps its 401), the default theme is dark whatever the device prefers, and
 * the podcast page's logo keeps a listener on the podcast page.
 */

/** Every failed request and console error from now on, as text. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('requestfailed', (request) => seen.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test('a visitor’s /auth, /podcast and /podcast-embed make no failed request and log no error; dark by default', async ({ browser, server }) => {
  // A light device: the spec's default theme (dark) applies until the visitor picks one.
  const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'light' });
  const pages: [string, (page: Page) => Promise<void>][] = [
    ['/auth', (page) => expect(page.getByLabel('E-post')).toBeVisible()],
    ['/podcast', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/podcast-embed', (page) => expect(page.getByText('Ingen episode å spille av ennå.')).toBeVisible()],
  ];
  for (const [path, shown] of pages) {
    // Each on its own tab, left only once it has settled: leaving early would cut off (abort) its requests.
    const page = await context.newPage();
    const seen = problems(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(path);
    await shown(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    expect(asked, path).toContain('/api/session');
    expect(asked, path).not.toContain('/api/me');
    expect([...seen], path).toEqual([]);
    await page.close();
  }

  // A choice wins and is remembered.
  const page = await context.newPage();
  await page.goto('/podcast');
  await page.getByRole('button', { name: /tema/i }).first().click();
  await page.getByRole('menuitemradio', { name: 'Lys' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await context.close();
});

test('on the signed-out podcast page the logo keeps the listener there', async ({ page }) => {
  await page.goto('/podcast');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Til podkastsiden' }).first().click();
  await expect(page).toHaveURL(/\/podcast$/);
  await expect(page.getByRole('link', { name: 'Til forsiden' })).toHaveCount(0);
});
