import type { Page } from '@playwright/test';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { expect, team, test, type StaffUser } from './fixtures';
import { KNOWN_HOUR, m, oslo } from './clock-fixtures';
import { startServerProcess } from '../test-support/server-process';

/**
 * On air end to end: the ON AIR switch reaching other people's navbars and the studio display,
 * the display at an injected time, an urgent message taking over the display, and the display
 * coming back by itself after the server restarts.
 */


const onAirLight = (page: Page) => page.getByTestId('display-on-air');

async function openDisplay(user: StaffUser): Promise<Page> {
  const display = await user.page.context().newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto('/studio-display/large');
  await expect(onAirLight(display)).toBeVisible();
  // Live before anything is sent: the timed checks below measure delivery, not a busy machine's start-up.
  await expect(display.getByTestId('studio-display')).toHaveAttribute('data-connection', 'live', { timeout: 15_000 });
  return display;
}

test('switching ON AIR lights a colleague’s navbar and the large studio display within a second', async ({ browser, server }) => {
  const [ada, tore] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  const display = await openDisplay(ada!);
  await expect(onAirLight(display)).toHaveAttribute('data-live', 'false');
  // No navbar on the large display.
  await expect(display.getByRole('navigation')).toHaveCount(0);

  await tore!.page.goto('/');
  await expect(tore!.page.getByRole('link', { name: ON_AIR_STRINGS.indicatorOff })).toBeVisible();
  await ada!.page.goto('/on-air-control');
  const onAirSwitch = ada!.page.getByRole('switch', { name: 'ON AIR' });
  await expect(onAirSwitch).toHaveAttribute('aria-checked', 'false');

  await onAirSwitch.click();
  await expect(onAirSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(tore!.page.getByRole('link', { name: ON_AIR_STRINGS.indicatorOn })).toBeVisible({ timeout: 1000 });
  await expect(onAirLight(display)).toHaveAttribute('data-live', 'true', { timeout: 1000 });
  await expect(ada!.page.getByTestId('on-air-switched-by')).toContainText('Slått på av Ada Admin');
  await expect(ada!.page.getByRole('list', { name: ON_AIR_STRINGS.log }).getByRole('listitem')).toHaveCount(1);

  // Off again from the keyboard, a moment later (the channel takes two changes a second).
  await ada!.page.waitForTimeout(600);
  await onAirSwitch.focus();
  await ada!.page.keyboard.press('Space');
  await expect(tore!.page.getByRole('link', { name: ON_AIR_STRINGS.indicatorOff })).toBeVisible({ timeout: 1000 });
  await expect(onAirLight(display)).toHaveAttribute('data-live', 'false', { timeout: 1000 });
  await expect(ada!.page.getByRole('list', { name: ON_AIR_STRINGS.log }).getByRole('listitem')).toHaveCount(2);

  // The spec's other address leads to the same screen.
  await display.goto('/studio-display-large');
  await expect(onAirLight(display)).toHaveAttribute('data-live', 'false');
});

test('the large display shows the current and next element, back-timing and the show at an injected time', async ({ browser, server }) => {
  const [ada] = await team(browser, server, ['Ada Admin']);
  const page = ada!.page;
  // The hour that has just ended, so every sent time lies in the past for the server.
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const { date, hour, weekday } = oslo(new Date(hourStart));
  const created = await page.request.post('/api/clock-templates', {
    data: { name: 'Kjent klokke', weekday, start_hour: hour, color: '#3b82f6', is_active: true, elements: KNOWN_HOUR },
  });
  expect(created.status(), await created.text()).toBe(201);
  const show = await page.request.post('/api/shows', {
    data: {
      title: 'Morgenshowet',
      scheduled_start: new Date(hourStart).toISOString(),
      scheduled_end: new Date(hourStart + 2 * 3_600_000).toISOString(),
      host_ids: [ada!.id],
    },
  });
  expect(show.status(), await show.text()).toBe(201);
  const day = (await (await page.request.get(`/api/active-clocks?date=${date}`)).json()) as {
    clocks: { hour: number; elements: { id: string; title: string }[] }[];
  };
  const elements = day.clocks.find((c) => c.hour === hour)!.elements;
  for (const [title, at] of [
    ['Nyheter', m(0, 5)],
    ['Vær', m(3, 20)],
    ['Trafikk', m(4, 40)],
    ['Musikk', m(5, 40)],
  ] as const) {
    const res = await page.request.post('/api/rpc/mark_clock_element_sent', {
      data: { element_id: elements.find((e) => e.title === title)!.id, sent: true, sent_at: new Date(hourStart + at * 1000).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const hh = String(hour).padStart(2, '0');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.setFixedTime(new Date(hourStart + m(12, 30) * 1000));
  await page.goto('/studio-display/large');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(page.getByTestId('display-digital-clock')).toHaveText(`${hh}:12:30`);
  await expect(region(ON_AIR_STRINGS.currentElement)).toContainText('Musikk');
  await expect(region(ON_AIR_STRINGS.currentElement)).toContainText('03:10 igjen');
  await expect(region(ON_AIR_STRINGS.nextElement)).toContainText('Reklame');
  await expect(region(ON_AIR_STRINGS.nextElement)).toContainText('03:10');
  await expect(region(ON_AIR_STRINGS.hardStart)).toContainText(`Nyheter halv kl. ${hh}:30:00`);
  await expect(region(ON_AIR_STRINGS.hardStart)).toContainText('17:30');
  await expect(region(ON_AIR_STRINGS.hardStart)).toContainText('00:40 for mye');
  await expect(page.getByTestId('display-show')).toContainText('Morgenshowet');
  await expect(page.getByTestId('display-show')).toContainText('Ada Admin');

  // Four minutes later Reklame is due and Musikk overruns.
  await page.clock.setFixedTime(new Date(hourStart + m(16, 30) * 1000));
  await expect(region(ON_AIR_STRINGS.currentElement)).toContainText('00:50 over tiden');
  await expect(region(ON_AIR_STRINGS.nextElement)).toContainText('Nå');
  await expect(region(ON_AIR_STRINGS.hardStart)).toContainText('13:30');
});

test('an urgent message flashes across the display until acknowledged, and producer messages show', async ({ browser, server }) => {
  const [ada, tore] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  const display = await openDisplay(ada!);

  const sent = await tore!.page.request.post('/api/broadcast-messages', { data: { message: 'Brann i bygget – alle ut nå', priority: 'urgent' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const urgent = display.getByTestId('display-urgent');
  await expect(urgent).toContainText('Brann i bygget – alle ut nå', { timeout: 2000 });
  await expect(urgent).toHaveAttribute('data-flashing', 'true');
  // The display shows it itself; the page banner slot above it stays hidden.
  await expect(display.locator('#global-banner-slot')).toBeHidden();
  const box = await urgent.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(1900);

  await tore!.page.goto('/broadcast-studio');
  await tore!.page.getByLabel(ON_AIR_STRINGS.pushLabel).fill('Ring lytteren på linje 2');
  // The 2 s are the display's: counted from the server's answer, not from a click whose request a
  // loaded machine may take a while to send (this flaked in three full runs).
  const pushed = tore!.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/display-messages');
  await tore!.page.getByRole('button', { name: ON_AIR_STRINGS.pushToDisplay }).click();
  expect((await pushed).status()).toBe(201);
  await expect(display.getByTestId('display-messages')).toContainText('Ring lytteren på linje 2', { timeout: 2000 });
  await expect(display.getByTestId('display-messages')).toContainText('Tore Tekniker');

  await urgent.getByRole('button', { name: 'Forstått' }).click();
  await expect(urgent).toHaveCount(0);
  await tore!.page.getByRole('button', { name: /Fjern fra skjermen/ }).click();
  await expect(display.getByTestId('display-messages')).toHaveCount(0, { timeout: 2000 });
});

// Restarted on the same data dir and port: a server process of its own, not the worker's host.
test.describe(() => {
  test.use({ serverProcess: true });

  test('the display keeps ticking through a server restart, shows it is reconnecting, then catches up', async ({ browser, server }) => {
    const [ada] = await team(browser, server, ['Ada Admin']);
    const display = await openDisplay(ada!);
    await expect(onAirLight(display)).toHaveAttribute('data-live', 'false');
    await expect(display.getByTestId('display-reconnecting')).toHaveCount(0);
    // The display is live (its realtime connection is up) before the server goes away.
    await expect(display.getByTestId('studio-display')).toHaveAttribute('data-connection', 'live', { timeout: 15_000 });

    await server.stop({ keepData: true });
    await expect(display.getByTestId('display-reconnecting')).toBeVisible({ timeout: 10_000 });
    const clock = display.getByTestId('display-digital-clock');
    const before = await clock.textContent();
    await expect(clock).not.toHaveText(before!, { timeout: 3000 });

    const restarted = await startServerProcess({}, { dataDir: server.dataDir, port: server.port });
    try {
      const res = await ada!.page.request.post('/api/on-air', { data: { is_live: true } });
      expect(res.status(), await res.text()).toBe(200);
      await expect(display.getByTestId('display-reconnecting')).toHaveCount(0, { timeout: 30_000 });
      await expect(onAirLight(display)).toHaveAttribute('data-live', 'true', { timeout: 5000 });
    } finally {
      await restarted.stop({ keepData: true });
    }
  });
});
