import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { expect, team, test } from './fixtures';
import { m, oslo, type ElementSpec } from './clock-fixtures';

/**
 * The kiosk display fits every screen (issue 19): from a 1024×600 panel to 4K, landscape and
 * portrait, with a long element name, an Akutt message and a producer's message, the wall clock,
 * ON AIR, the time left of the element on air and the next hard start are on screen, whole and
 * uncovered. One page goes through every size (a server per test is the expensive part).
 * Screenshots go to /tmp/shots/display/ for a person to look at; they are not compared.
 */

const SHOTS = '/tmp/shots/display';

const SIZES = [
  { width: 1024, height: 600 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** As long as an element title may be (80 characters). */
const LONG_TITLE = 'Kulturredaktøren om festivalsommeren i Nord-Norge og hva den betyr for turismen';
const HARD_TITLE = 'Nyhetsoppdatering med lokale og regionale nyheter';

/** An hour with a long element on air at :12:30, a hard start at :30 and something after it. */
const LONG_HOUR: ElementSpec[] = [
  { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: m(3), hard_start: true },
  { type: 'talk', title: LONG_TITLE, start_offset_s: m(3), duration_s: m(17), hard_start: false },
  { type: 'ad', title: 'Reklame og sponsorplakat for Joker Nord', start_offset_s: m(20), duration_s: m(3), hard_start: false },
  { type: 'music', title: 'Musikk', start_offset_s: m(23), duration_s: m(7), hard_start: false },
  { type: 'news', title: HARD_TITLE, start_offset_s: m(30), duration_s: m(3), hard_start: true },
  { type: 'music', title: 'Musikk 2', start_offset_s: m(33), duration_s: m(27), hard_start: false },
];

/** The figures that must always be on screen, by test id. */
const ESSENTIAL = ['display-digital-clock', 'display-on-air', 'display-time-left', 'display-hard-start-countdown'];

/**
 * Why an element is not fully seen, or nothing: its box or its text (the glyphs' boxes, which may
 * stand out of a tight line box) outside the viewport, outside its card or cut by an ancestor that
 * clips; its text wider than its box (numbers never wrap, so that would be a cut number); or its
 * middle covered by something else.
 */
async function problemsOf(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((node) => {
    const problems: string[] = [];
    const box = node.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const r = new DOMRect(Math.min(box.left, text.left), Math.min(box.top, text.top), 0, 0);
    r.width = Math.max(box.right, text.right) - r.left;
    r.height = Math.max(box.bottom, text.bottom) - r.top;
    const inside = (outer: DOMRect) => r.left >= outer.left - 1 && r.top >= outer.top - 1 && r.right <= outer.right + 1 && r.bottom <= outer.bottom + 1;
    const where = (rect: DOMRect) => `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    if (box.width === 0 || box.height === 0) problems.push('no size');
    if (!inside(new DOMRect(0, 0, window.innerWidth, window.innerHeight))) problems.push(`outside the viewport: ${where(r)}`);
    if (node.scrollWidth > node.clientWidth + 1) problems.push(`text wider than its box: ${node.scrollWidth} > ${node.clientWidth}`);
    const card = node.parentElement?.closest('section');
    if (card && !inside(card.getBoundingClientRect())) problems.push(`outside its card "${card.getAttribute('aria-label')}": ${where(r)} in ${where(card.getBoundingClientRect())}`);
    for (let a = node.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && !inside(a.getBoundingClientRect())) {
        problems.push(`clipped by <${a.tagName.toLowerCase()} class="${a.className}">`);
      }
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && !node.contains(hit)) problems.push(`covered by <${hit.tagName.toLowerCase()} class="${hit.className}">`);
    return problems;
  });
}

/**
 * The problems once the layout has settled: on a loaded machine Chromium may apply a resize's
 * container-sized type a few frames late, so a first read can see the old size. A real overflow
 * outlasts two seconds and is reported.
 */
async function settledProblemsOf(page: Page, testId: string): Promise<string[]> {
  let problems = await problemsOf(page, testId);
  for (let tries = 0; tries < 20 && problems.length > 0; tries++) {
    await page.waitForTimeout(100);
    problems = await problemsOf(page, testId);
  }
  return problems;
}

const fontSize = (page: Page, testId: string) => page.getByTestId(testId).evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

/** Every essential figure fits, and the hierarchy holds: wall clock, then time left, then the countdown. */
async function expectEssentialsFit(page: Page, label: string) {
  for (const testId of ESSENTIAL) {
    await expect(page.getByTestId(testId), `${testId} at ${label}`).toBeVisible();
    // Soft, so one run reports every size (and takes every screenshot) before the test fails.
    expect.soft(await settledProblemsOf(page, testId), `${testId} at ${label}`).toEqual([]);
  }
  const [wall, left, hard] = [await fontSize(page, 'display-digital-clock'), await fontSize(page, 'display-time-left'), await fontSize(page, 'display-hard-start-countdown')];
  expect.soft(wall, `wall clock larger than time left at ${label}`).toBeGreaterThan(left);
  expect.soft(left, `time left larger than the hard start countdown at ${label}`).toBeGreaterThan(hard);
  // Readable: the smallest of the three is never below 18 px, even on a phone with Akutt and a message.
  expect.soft(hard, `hard start countdown size at ${label}`).toBeGreaterThanOrEqual(18);
}

/**
 * Resizes and waits two frames: Chromium applies type sized in container units (cqw/cqh through a
 * custom property) at the next frame after a resize; a layout read in between sees the old size.
 */
async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function eachSize(page: Page, shot: string, check: (label: string) => Promise<void>) {
  for (const size of SIZES) {
    await resize(page, size);
    const label = `${size.width}x${size.height}`;
    await check(label);
    await page.screenshot({ path: `${SHOTS}/${label}${shot}.png`, animations: 'disabled' });
  }
}

test('the large display fits every screen size with Akutt and a producer message sharing it', async ({ browser, server }) => {
  mkdirSync(SHOTS, { recursive: true });
  const [ada, tore] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  const page = ada!.page;
  // The hour that has just ended, so every sent time lies in the past for the server.
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const { date, hour, weekday } = oslo(new Date(hourStart));
  const created = await page.request.post('/api/clock-templates', {
    data: { name: 'Ettermiddagsklokka', weekday, start_hour: hour, color: '#3b82f6', is_active: true, elements: LONG_HOUR },
  });
  expect(created.status(), await created.text()).toBe(201);
  const day = (await (await page.request.get(`/api/active-clocks?date=${date}`)).json()) as {
    clocks: { hour: number; elements: { id: string; title: string }[] }[];
  };
  const elements = day.clocks.find((c) => c.hour === hour)!.elements;
  for (const [title, at] of [
    ['Nyheter', m(0, 5)],
    [LONG_TITLE, m(3, 5)],
  ] as const) {
    const res = await page.request.post('/api/rpc/mark_clock_element_sent', {
      data: { element_id: elements.find((e) => e.title === title)!.id, sent: true, sent_at: new Date(hourStart + at * 1000).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await page.request.post('/api/on-air', { data: { is_live: true } })).status()).toBe(200);

  // A device in light mode: the kiosk is dark all the same.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.clock.setFixedTime(new Date(hourStart + m(12, 30) * 1000));
  await page.setViewportSize(SIZES[0]!);
  await page.goto('/studio-display/large');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('display-on-air')).toHaveAttribute('data-live', 'true');
  // No show in the plan at this hour, but a clock runs: the heading names the clock and its hour.
  const hh = (h: number) => String(h % 24).padStart(2, '0');
  await expect(page.getByTestId('display-show')).toHaveText(`Ettermiddagsklokka ${hh(hour)}:00–${hh(hour + 1)}:00`);
  await expect(page.getByText(ON_AIR_STRINGS.noShow)).toHaveCount(0);
  await expect(page.getByTestId('display-time-left')).toHaveText('07:35');
  await expect(page.getByTestId('display-hard-start-countdown')).toHaveText('17:30');

  await eachSize(page, '', (label) => expectEssentialsFit(page, label));

  // Akutt and a producer's message share the screen; the essentials stay.
  const sent = await tore!.page.request.post('/api/broadcast-messages', {
    data: { message: 'Brann i bygget – alle ut nå. Bruk trappen mot parkeringsplassen, ikke heisen.', priority: 'urgent' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const pushed = await tore!.page.request.post('/api/display-messages', { data: { text: 'Ring lytteren på linje 2 – hun vil snakke om festivalen i Bodø' } });
  expect(pushed.status(), await pushed.text()).toBe(201);
  const urgent = page.getByTestId('display-urgent');
  await expect(urgent).toContainText('Brann i bygget');
  await expect(page.getByTestId('display-messages')).toContainText('Ring lytteren på linje 2');
  await eachSize(page, '-akutt', async (label) => {
    await expectEssentialsFit(page, label);
    const acknowledge = urgent.getByRole('button', { name: 'Forstått' });
    await expect(acknowledge, `Forstått at ${label}`).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('display-messages'), `messages at ${label}`).toBeInViewport({ ratio: 1 });
  });

  // Acknowledged: the message alone shares the screen.
  await urgent.getByRole('button', { name: 'Forstått' }).click();
  await expect(urgent).toHaveCount(0);
  await eachSize(page, '-melding', (label) => expectEssentialsFit(page, label));

  // Over time: the time left turns red and counts up.
  await page.clock.setFixedTime(new Date(hourStart + m(21) * 1000));
  await expect(page.getByTestId('display-time-left')).toHaveText('+00:55');
  await expect(page.getByRole('region', { name: ON_AIR_STRINGS.currentElement, exact: true })).toContainText('+00:55 over tiden');
  const colour = (testId: string) => page.getByTestId(testId).evaluate((node) => getComputedStyle(node).color);
  expect(await colour('display-time-left'), 'over time is red, not the ordinary figure colour').not.toBe(await colour('display-hard-start-countdown'));
  for (const size of [SIZES[3]!, SIZES[5]!]) {
    await resize(page, size);
    await expectEssentialsFit(page, `${size.width}x${size.height} over time`);
    await page.screenshot({ path: `${SHOTS}/${size.width}x${size.height}-over.png`, animations: 'disabled' });
  }

  // The display inside the layout follows the user's theme (light here, dark on a dark device) once
  // they have chosen to follow the device (the default is dark).
  await page.clock.setFixedTime(new Date(hourStart + m(12, 30) * 1000));
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/studio-display');
      await expect(page.getByTestId('display-digital-clock')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.screenshot({ path: `${SHOTS}/embedded-${width}-${scheme}.png`, fullPage: true, animations: 'disabled' });
    }
  }
});
