import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startServerProcess } from '../test-support/server-process';

/**
 * The installable app (issue 10): the service worker at /sw.js with scope / controls the page, the
 * manifest describes the app, and a new deploy is offered through the update banner; applying it
 * loads the new version.
 */

test.describe.configure({ timeout: 180_000 });
// These tests are about the service worker: the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const WEB_DIST = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'apps/web/dist');

/** Waits until a service worker is active and has taken over this page. */
async function controlledByWorker(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

const buildOf = (page: Page) => page.locator('meta[name="studioportal-build"]').getAttribute('content');

test('the service worker at /sw.js controls the app after a reload, and the manifest describes it', async ({ page, server }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.url}/sw.js`);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${server.url}/`);

  // The page links the manifest, and the manifest is what the browser needs to install the app.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  const res = await page.request.get('/manifest.json');
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Studioportal', start_url: '/', scope: '/', display: 'standalone', theme_color: '#3b82f6', lang: 'nb' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  // The worker script itself is revalidated on every check, so a deploy is seen.
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a new deploy shows the update banner, and applying it reloads into the new version', async ({ browser }) => {
  // The server serves a copy of the build, so the test can "deploy" into it.
  const dist = mkdtempSync(path.join(tmpdir(), 'sp-e2e-dist-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const deployServer = await startServerProcess({ WEB_DIST: dist });
  const context = await browser.newContext({ baseURL: deployServer.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    const oldBuild = (await buildOf(page))!;
    expect(oldBuild).toBeTruthy();
    await controlledByWorker(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    // Nothing waits yet: no banner.
    await expect(page.getByText('En ny versjon av Studioportal er klar')).toHaveCount(0);

    // Deploy: the same files under a new build id (its worker and its page).
    const newBuild = `${oldBuild}-neste`;
    for (const file of ['sw.js', 'index.html']) {
      const target = path.join(dist, file);
      writeFileSync(target, readFileSync(target, 'utf8').replaceAll(oldBuild, newBuild));
    }

    // The page's update check finds the new worker; it installs and waits for the go-ahead.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const banner = page.getByRole('status', { name: 'En ny versjon av Studioportal er klar' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // Until applied, the page still runs the old version.
    expect(await buildOf(page)).toBe(oldBuild);

    const loaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Oppdater nå' }).click();
    await loaded;
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    expect(await buildOf(page)).toBe(newBuild);
    await expect(page.getByText('En ny versjon av Studioportal er klar')).toHaveCount(0);
  } finally {
    await context.close();
    await deployServer.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});

test('on localhost a worker whose script is gone (404) is unregistered and the page reloads without it', async ({ browser }) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'sp-e2e-dist-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const localServer = await startServerProcess({ WEB_DIST: dist });
  const context = await browser.newContext({ baseURL: localServer.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    await controlledByWorker(page);

    // The worker script disappears (another app now runs on this port, or the build has none).
    unlinkSync(path.join(dist, 'sw.js'));
    expect((await page.request.get('/sw.js')).status()).toBe(404);
    await page.reload();
    // The page still opens (the old worker serves it once), finds the 404, unregisters and reloads.
    const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length).catch(() => -1); // -1: mid-reload
    await expect.poll(registrations, { timeout: 30_000 }).toBe(0);
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await context.close();
    await localServer.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
