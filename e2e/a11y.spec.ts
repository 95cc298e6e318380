import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpInBrowser, test } from './fixtures';
import { registeredRoutes } from './screen-routes';

// Generous: on a busy 2-core machine a sign-up alone can take a minute; a passing run is far quicker.
test.describe.configure({ timeout: 300_000 });

/**
 * Accessibility in the browser: an axe-core check of every route in the screen registry (no
 * serious or critical violations), and the reduced-motion preference followed and overridable.
 */

const SERIOUS = new Set(['serious', 'critical']);

async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // The chat-colour preview shows a chosen colour exactly as it reads, poor contrast included: that is its job.
    .exclude('[data-contrast-sample]')
    .analyze();
  return result.violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map((violation) => `${route}: ${violation.id} (${violation.impact}) ${violation.help} → ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Client-side navigation (as a link would do), so one signed-in page walks every route quickly. */
async function visit(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL((url) => url.pathname === route);
  await waitForContent(page);
}

/** A screen is ready when its main content or heading is drawn and nothing says it is still loading. */
async function waitForContent(page: Page) {
  // Visible ones only: a closed menu <dialog> (the listener page's phone menu) holds an h2 before <main>.
  await expect(page.locator('main, h1, h2').filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^(Laster|Sjekker tilgang|Henter)[^]*\.\.\.$/)).toHaveCount(0, { timeout: 15_000 });
}

test('every route passes axe-core with no serious or critical violations', async ({ page, browser, server }) => {
  // 33 routes, each drawn and analysed: minutes on a busy machine.
  test.setTimeout(900_000);
  const routes = registeredRoutes();
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/auth', '/podcast', '/dev-tools', '/profile', '/studio-display/large']));
  const problems: string[] = [];

  // Logged out: the public pages.
  const visitor = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', colorScheme: 'dark' });
  const anonymous = await visitor.newPage();
  for (const route of routes.filter((r) => r.public)) {
    await anonymous.goto(route.path);
    await waitForContent(anonymous);
    problems.push(...(await seriousViolations(anonymous, route.path)));
  }
  await visitor.close();

  // Signed in as the administrator: every other route, the full-screen displays included.
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await expect(page.getByText('Pålogget nå')).toBeVisible();
  for (const route of routes.filter((r) => !r.public)) {
    await visit(page, route.path);
    problems.push(...(await seriousViolations(page, route.path)));
  }
  expect(problems).toEqual([]);
});

test('the reduced-motion preference is followed, and the setting on Min profil overrides it', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', colorScheme: 'dark', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-reduced-motion', 'on');

  // The Akutt dialog opens without its zoom animation.
  const animation = async () => {
    await page.getByRole('button', { name: /Akutt/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Send akuttmelding' });
    await expect(dialog).toBeVisible();
    const duration = await dialog.evaluate((el) => getComputedStyle(el).animationDuration);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    return parseFloat(duration);
  };
  expect(await animation()).toBeLessThan(0.001);

  await page.goto('/profile');
  const setting = page.getByRole('switch', { name: 'Redusert bevegelse' });
  await expect(setting).toBeChecked();
  await expect(page.getByText('Slår av animasjoner og overganger. Følger enheten.')).toBeVisible();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect(root).toHaveAttribute('data-reduced-motion', 'off');
  // (Whether animations then run also depends on the device: a lagging machine turns them off.)

  // The choice is remembered; "Følg enheten" hands it back to the device.
  await page.reload();
  await expect(root).toHaveAttribute('data-reduced-motion', 'off');
  await page.getByRole('button', { name: 'Følg enheten' }).first().click();
  await expect(root).toHaveAttribute('data-reduced-motion', 'on');
  await context.close();
});

test('accessibility settings mark the page root and are announced', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await page.goto('/profile');
  const root = page.locator('html');
  await expect(page.getByRole('heading', { name: 'Tilgjengelighet' })).toBeVisible();
  const before = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  // Record what the live region says: the announcement is there for only 1 s.
  await page.getByTestId('live-polite').evaluate((region) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole('switch', { name: 'Stor tekst' }).click();
  await expect(root).toHaveAttribute('data-large-text', '');
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeGreaterThan(before);
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['Stor tekst på', '']);
  await expect(page.getByTestId('live-polite')).toHaveText('');

  await page.getByRole('switch', { name: 'Høy kontrast' }).click();
  await expect(root).toHaveAttribute('data-high-contrast', '');
  // Polled: the page's colours change a frame after the attribute (a loaded CI machine read the old one once).
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(bodyBackground).toBe('rgb(0, 0, 0)');

  await page.getByRole('switch', { name: 'Mørk modus' }).click();
  await expect(root).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect.poll(bodyBackground).toBe('rgb(255, 255, 255)');
});
