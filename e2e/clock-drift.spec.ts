import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, team, test, type StaffUser } from './fixtures';
import { oslo, type ElementSpec } from './clock-fixtures';

/**
 * Issue 19, drift that can be recovered: nobody marked the running hour, so every screen reads
 * far behind the plan; "Marker alt til nå som sendt" clears it for everyone within a second, and
 * 'Angre' brings it back.
 */

const HOUR = 3_600_000;

/** Seconds into the current hour (Oslo's offsets are whole hours). */
const intoHour = () => Math.floor((Date.now() % HOUR) / 1000);

/**
 * A clock for the running hour where two elements should be over by now and a third runs to the
 * end of the hour. Waits, if need be, until at least a minute of the hour has passed and two
 * minutes remain, so the test never straddles the top of the hour.
 */
async function runningClockWithNothingMarked(admin: StaffUser) {
  const o = intoHour();
  if (o < 60 || o > 3480) await new Promise((r) => setTimeout(r, ((o < 60 ? 60 - o : 3600 - o + 60) + 2) * 1000));
  const at = intoHour();
  const half = Math.floor(at / 2);
  const elements: ElementSpec[] = [
    { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: half, hard_start: true },
    { type: 'weather', title: 'Vær', start_offset_s: half, duration_s: at - 15 - half, hard_start: false },
    { type: 'music', title: 'Musikk', start_offset_s: at - 15, duration_s: 3600 - (at - 15), hard_start: false },
  ];
  const now = oslo(new Date());
  const res = await admin.page.request.post('/api/clock-templates', {
    data: { name: 'Glemt å markere', weekday: now.weekday, start_hour: now.hour, color: '#3b82f6', is_active: true, elements },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('"Marker alt til nå som sendt" clears a large drift on a colleague’s screen within a second, and "Angre" brings it back', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const [admin, tech] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  await runningClockWithNothingMarked(admin!);

  const desk = admin!.page;
  const phone = tech!.page;
  await desk.goto('/broadcast-studio');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/mobile-broadcast');

  // Nothing marked: both screens read the whole hour so far as drift.
  await expect(region(desk, 'Drift')).toContainText(/\+\d\d:\d\d/);
  await expect(region(desk, 'Drift')).toContainText('Bak planen');
  await expect(region(phone, 'Drift')).toContainText(/\+\d\d:\d\d/);
  const notice = region(desk, 'Klokka mangler markeringer');
  await expect(notice).toContainText('2 elementer som skulle vært ferdige, er ikke markert.');
  await expect(notice).toContainText('Alt til og med «Musikk» får planlagt tid');
  await expect(region(phone, 'Klokka mangler markeringer').getByRole('button', { name: 'Marker alt til nå som sendt' })).toBeVisible();

  await notice.getByRole('button', { name: 'Marker alt til nå som sendt' }).click();
  await expect(desk.getByText('3 elementer markert sendt med planlagte tider', { exact: true })).toBeVisible();
  // The colleague's phone follows within a second.
  await expect(region(phone, 'Drift')).toHaveText(/00:00/, { timeout: 1000 });
  await expect(region(phone, 'Klokka mangler markeringer')).toHaveCount(0, { timeout: 1000 });
  await expect(region(desk, 'Drift')).toContainText('I rute');
  await expect(region(desk, 'På lufta nå')).toContainText('Musikk');

  // The as-run record says how these got their times.
  await desk.getByRole('button', { name: 'Elementer i timen' }).click();
  const rows = desk.getByRole('list', { name: 'Elementer i timen: Glemt å markere' });
  await expect(rows.locator('[data-recovery-element="Vær"]')).toContainText('Markert samlet');

  // 'Angre' in the toast, within ten seconds: the drift is back on both screens.
  await desk.getByRole('button', { name: 'Angre siste endring av sendeklokka' }).click();
  await expect(desk.getByText('Angret', { exact: true })).toBeVisible();
  await expect(region(phone, 'Drift')).toContainText(/\+\d\d:\d\d/, { timeout: 1000 });
  await expect(region(desk, 'Drift')).toContainText('Bak planen');
  await expect(rows.locator('[data-recovery-element="Vær"]')).toContainText('Ikke sendt');

  // 'Start fra her' from the phone: Musikk is on air now, the two before it are left out.
  const phoneList = phone.getByRole('button', { name: 'Elementer i timen' });
  await phoneList.click();
  await phone.getByRole('button', { name: 'Start fra her: «Musikk»' }).click();
  await expect(phone.getByText('«Musikk» er på lufta nå', { exact: true })).toBeVisible();
  await expect(phone.getByText('2 elementer før ble utelatt.', { exact: true })).toBeVisible();
  await expect(rows.locator('[data-recovery-element="Nyheter"]')).toContainText('Utelatt av Tore Tekniker', { timeout: 1000 });
  await expect(region(desk, 'Klokka mangler markeringer')).toHaveCount(0);
  await expect(region(desk, 'På lufta nå')).toContainText('Musikk');
});

/**
 * Screenshots for review (DRIFT_SHOTS=1): the running clock panel on /clock-templates, the
 * broadcast studio and mobile broadcast, with the recovery actions, at 1280 and 390 px, dark and light.
 */
test('screenshots of the recovery actions', async ({ browser, server }) => {
  test.skip(!process.env.DRIFT_SHOTS, 'only when DRIFT_SHOTS=1');
  test.setTimeout(300_000);
  const dir = '/tmp/shots/drift';
  mkdirSync(dir, { recursive: true });
  const [admin] = await team(browser, server, ['Ada Admin']);
  await runningClockWithNothingMarked(admin!);
  const page = admin!.page;
  for (const theme of ['dark', 'light'] as const) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const [name, path] of [
        ['panel', '/clock-templates?vis=i-dag'],
        ['studio', '/broadcast-studio'],
        ['mobile', '/mobile-broadcast'],
      ] as const) {
        await page.goto(path);
        await expect(region(page, 'Drift').first()).toBeVisible();
        const toggle = page.getByRole('button', { name: 'Elementer i timen' }).first();
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: name !== 'studio' || width === 390 });
      }
    }
    // After the actions: the toast with 'Angre', bulk notes, elements left out, and the as-run log.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/broadcast-studio');
    await page.getByRole('button', { name: 'Marker alt til nå som sendt' }).click();
    await page.getByRole('button', { name: 'Elementer i timen' }).click();
    await expect(page.getByRole('button', { name: 'Angre siste endring av sendeklokka' })).toBeVisible();
    await page.screenshot({ path: `${dir}/studio-1280-${theme}-marked.png` });
    await page.getByRole('button', { name: 'Angre siste endring av sendeklokka' }).click();
    await expect(region(page, 'Klokka mangler markeringer')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mobile-broadcast');
    await page.getByRole('button', { name: 'Elementer i timen' }).click();
    await page.getByRole('button', { name: 'Start fra her: «Vær»' }).click();
    await expect(page.getByText('«Vær» er på lufta nå', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${dir}/mobile-390-${theme}-started.png`, fullPage: true });
    const dayUrl = `/api/active-clocks?date=${oslo(new Date()).date}`;
    type Day = { clocks: { id: string; elements: { id: string; title: string }[] }[] };
    const running = ((await (await page.request.get(dayUrl)).json()) as Day).clocks[0]!;
    const musikk = running.elements.find((e) => e.title === 'Musikk')!;
    expect((await page.request.post(`/api/active-clocks/${running.id}/mark-until`, { data: { element_id: musikk.id } })).status()).toBe(200);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/clock-templates?vis=sendelogg');
      await expect(page.getByText('Utelatt').first()).toBeVisible();
      await page.screenshot({ path: `${dir}/asrun-${width}-${theme}.png`, fullPage: true });
    }
    await page.goto('/clock-templates?vis=i-dag');
    await page.screenshot({ path: `${dir}/panel-${390}-${theme}-started.png`, fullPage: true });
    // Back to nothing marked for the next theme.
    for (const element of running.elements) {
      await page.request.post('/api/rpc/mark_clock_element_skipped', { data: { element_id: element.id, skipped: false } });
      await page.request.post('/api/rpc/mark_clock_element_sent', { data: { element_id: element.id, sent: false } });
    }
  }
});
