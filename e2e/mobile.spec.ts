import type { Browser, Page } from '@playwright/test';
import type { BrowserTestServer } from '../test-support/server-host';
import { approve, expect, newUser, PASSWORD, signUpInBrowser, steadyLatencyProbe, test } from './fixtures';

// Generous: on a busy 2-core machine a sign-up alone can take a minute; a passing run is far quicker.
test.describe.configure({ timeout: 300_000 });

/** The app at 390 px (spec section 2 and 9): slide-in menu, mobile titles, 16 px fields, 48 px targets. */

async function phone(browser: Browser, server: BrowserTestServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    colorScheme: 'dark',
  });
  return context.newPage();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  const menu = page.getByRole('navigation', { name: 'Meny' });
  await expect(menu).toBeVisible();
  return menu;
}

const sections = (menu: ReturnType<Page['getByRole']>) => menu.getByRole('heading', { level: 2 });

/** The title in the mobile top bar. */
const mobileTitle = (page: Page) => page.getByRole('banner').locator('p').first();

test('an administrator sees every menu section, with the date and time panel', async ({ browser, server }) => {
  const page = await phone(browser, server);
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await expect(mobileTitle(page)).toHaveText('Morgenshowet');

  const menuButton = page.getByRole('button', { name: 'Åpne meny' });
  const box = await menuButton.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(48);
  expect(box?.height).toBeGreaterThanOrEqual(48);

  const menu = await openMenu(page);
  await expect(sections(menu)).toHaveText(['Hovedmeny', 'Verktøy', 'Handlinger', 'Administrator', 'Profil']);
  await expect(menu.getByRole('link', { name: 'Utviklerverktøy' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Brukere' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Min profil' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logg ut' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Akutt/ })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

  await menu.getByRole('link', { name: 'Utviklerverktøy' }).click();
  await expect(page).toHaveURL(/\/dev-tools$/);
  await expect(mobileTitle(page)).toHaveText('Verktøy');
});

test('a Tekniker has no Administrator section', async ({ browser, server }) => {
  const admin = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  const page = await phone(browser, server);
  const res = await page.request.post('/api/session/sign-up', { data: { full_name: 'Tor Tekniker', email: 'tor@example.no', password: PASSWORD } });
  expect(res.status()).toBe(201);
  await approve(admin, ((await res.json()) as { profile: { id: string } }).profile.id);
  await page.goto('/');
  const menu = await openMenu(page);
  await expect(sections(menu)).toHaveText(['Hovedmeny', 'Verktøy', 'Handlinger', 'Profil']);
  await expect(menu.getByRole('link', { name: 'Brukere' })).toHaveCount(0);
});

test('a logged-out visitor gets only the podcast link', async ({ browser, server }) => {
  const page = await phone(browser, server);
  await page.goto('/podcast');
  const menu = await openMenu(page);
  await expect(sections(menu)).toHaveText(['Navigasjon']);
  await expect(menu.getByRole('link')).toHaveText(['Podcast']);
});

test('mobile titles, old addresses and 16 px form fields', async ({ browser, server }) => {
  const page = await phone(browser, server);
  await page.goto('/auth');
  const email = page.getByLabel('E-post').first();
  await expect(email).toBeVisible();
  expect(await email.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');

  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await page.goto('/media');
  await expect(mobileTitle(page)).toHaveText('Media');
  // An old address lands on today's screen, titled as asked.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(mobileTitle(page)).toHaveText('Brukere');
  await page.goto('/sendeskjema');
  await expect(page).toHaveURL(/\/clock-templates$/);
  await expect(mobileTitle(page)).toHaveText('Sendeskjema');
  await page.goto('/realtime-demo');
  await expect(page).toHaveURL(/\/dev-tools$/);
  await expect(mobileTitle(page)).toHaveText('Sanntid');
});

test('the page title stays readable when the connection badge shows: the badge is an icon with a name', async ({ browser, server }) => {
  const page = await phone(browser, server);
  // A busy machine's slow answers would show "Treg forbindelse" first; the test is about the server going away.
  await steadyLatencyProbe(page);
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await page.goto('/clock-templates');
  const title = mobileTitle(page);
  await expect(title).toHaveText('Sendeklokker');
  // On a phone the mobile top bar is the page's only banner.
  const header = page.getByRole('banner');
  await expect(header.locator('[data-connection-tone="ok"]')).toBeVisible({ timeout: 15_000 });

  // The server goes away: the header says so, as an icon named in words, and the title keeps its room.
  await server.stop();
  // Which words it shows first depends on what notices first (the socket or the latency probe).
  const badge = header.getByRole('status', { name: /Kobler til\.\.\.|Serveren svarer ikke/ });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await expect(badge).toHaveAttribute('data-connection-tone', /^(warn|bad)$/);
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [badgeBox, titleBox] = [(await badge.boundingBox())!, (await title.boundingBox())!];
  expect(badgeBox.width).toBeLessThanOrEqual(40);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(badgeBox.x);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/mobile-header-badge-dark.png`, clip: { x: 0, y: 0, width: 390, height: 120 } });
});
