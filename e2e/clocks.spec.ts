import type { Page } from '@playwright/test';
import { expect, team, test, type StaffUser } from './fixtures';
import { KNOWN_HOUR, m, oslo, type ElementSpec } from './clock-fixtures';

/**
 * Sendeklokker end to end: building a template in the editor, the rules, duplicating, marking
 * elements sent between two people live, the running clock at a fixed time, and the dashboard.
 */


async function createTemplate(user: StaffUser, body: { name: string; weekday: number; start_hour: number; is_active?: boolean; elements?: ElementSpec[] }) {
  const res = await user.page.request.post('/api/clock-templates', {
    data: { color: '#3b82f6', is_active: true, elements: KNOWN_HOUR.slice(0, 3), ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { template: { id: string } }).template;
}

async function addElement(page: Page, fields: { type: string; title: string; start?: string; duration: string; hard?: boolean }) {
  await page.getByRole('button', { name: 'Legg til element' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt element' });
  await dialog.getByLabel('Type').selectOption({ label: fields.type });
  await dialog.getByLabel('Tittel').fill(fields.title);
  if (fields.start) await dialog.getByLabel('Start (mm:ss)').fill(fields.start);
  await dialog.getByLabel('Varighet (mm:ss)').fill(fields.duration);
  if (fields.hard) await dialog.getByRole('checkbox', { name: /Fast start/ }).check();
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toBeHidden();
}

const rowTitles = (page: Page) => page.locator('[data-element-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-element-row')));
const pie = (page: Page) => page.getByRole('img', { name: /klokkediagram/ });

test('builds a template by adding and dragging elements, and the pie follows', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  await page.goto('/clock-templates');
  await page.getByRole('button', { name: 'Ny sendeklokke', exact: true }).click();
  await page.getByLabel('Navn').fill('Morgen 07');
  await page.getByLabel('Ukedag').selectOption({ label: 'Mandag' });
  await page.getByLabel('Time', { exact: true }).selectOption({ label: 'kl. 07–08' });

  await addElement(page, { type: 'Nyheter', title: 'Nyheter', start: '00:00', duration: '03:00', hard: true });
  await expect(pie(page)).toHaveAccessibleName('Morgen 07: klokkediagram med 1 element, 03:00 planlagt');
  await addElement(page, { type: 'Vær', title: 'Vær', duration: '01:00' });
  await addElement(page, { type: 'Musikk', title: 'Musikk', duration: '10:00' });
  await expect(pie(page)).toHaveAccessibleName('Morgen 07: klokkediagram med 3 elementer, 14:00 planlagt');
  await expect(pie(page).locator('path[data-slice]')).toHaveCount(3);
  expect(await rowTitles(page)).toEqual(['Nyheter', 'Vær', 'Musikk']);

  // Drag Musikk above Vær: soft elements follow each other again, the hard start stays at :00.
  const handle = page.getByRole('button', { name: 'Flytt «Musikk»' });
  const target = page.locator('[data-element-row="Vær"]');
  // hover() waits until the handle really receives the pointer (the closed dialog has let go of it).
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();

  await expect.poll(() => rowTitles(page)).toEqual(['Nyheter', 'Musikk', 'Vær']);
  await expect(page.locator('[data-element-row="Musikk"]')).toContainText('03:00–13:00');
  await expect(page.locator('[data-element-row="Vær"]')).toContainText('13:00–14:00');
  await expect(pie(page).locator('path[data-slice="weather"] title')).toHaveText('13:00 Vær (Vær, 01:00)');
  await expect(pie(page).locator('path[data-slice="music"] title')).toHaveText('03:00 Musikk (Musikk, 10:00)');

  // Keyboard reorder works too: Vær back up one place.
  await page.getByRole('button', { name: 'Flytt «Vær»' }).press('ArrowUp');
  await expect.poll(() => rowTitles(page)).toEqual(['Nyheter', 'Vær', 'Musikk']);
  await expect(page.locator('[data-element-row="Vær"]')).toContainText('03:00–04:00');

  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Sendeklokka er lagret', { exact: true })).toBeVisible();
  await page.reload();
  await expect(pie(page)).toHaveAccessibleName('Morgen 07: klokkediagram med 3 elementer, 14:00 planlagt');
  await expect.poll(() => rowTitles(page)).toEqual(['Nyheter', 'Vær', 'Musikk']);
});

test('an overlap or an element past the hour shows the rule and nothing is saved', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  await page.goto('/clock-templates?mal=ny&dag=2');
  await page.getByLabel('Navn').fill('Tirsdag 08');
  await addElement(page, { type: 'Vær', title: 'Vær', start: '00:00', duration: '02:00' });
  await addElement(page, { type: 'Trafikk', title: 'Trafikk', start: '01:30', duration: '01:00' });

  const alert = page.getByRole('alert').filter({ hasText: 'må rettes' });
  await expect(alert).toContainText('Ett problem må rettes før klokka kan lagres:');
  await expect(alert).toContainText('«Trafikk» overlapper «Vær» med 30 s.');
  await expect(page.locator('[data-element-row="Trafikk"]')).toContainText('«Trafikk» overlapper «Vær» med 30 s.');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await page.getByRole('button', { name: 'Rediger «Trafikk»' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger element' });
  await dialog.getByLabel('Start (mm:ss)').fill('59:30');
  await expect(dialog.getByRole('status')).toHaveText('«Trafikk» går 30 s over timen.');
  await dialog.getByRole('button', { name: 'Bruk endringene' }).click();
  await expect(alert).toContainText('«Trafikk» går 30 s over timen.');
  await expect(page.locator('path[data-overflow]')).toHaveCount(1);

  const saved = await page.request.get('/api/clock-templates');
  expect(((await saved.json()) as { templates: unknown[] }).templates).toEqual([]);
});

test('duplicates a template to other weekdays', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  const template = await createTemplate(admin!, { name: 'Morgen 07', weekday: 1, start_hour: 7 });
  await page.goto(`/clock-templates?mal=${template.id}`);
  await page.getByRole('button', { name: 'Dupliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dupliser til andre dager' });
  await expect(dialog.getByRole('checkbox', { name: /Mandag/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Tirsdag/ }).check();
  await dialog.getByRole('checkbox', { name: /Torsdag/ }).check();
  await dialog.getByRole('button', { name: 'Dupliser' }).click();
  await expect(page.getByText('Kopiert til tirsdag, torsdag.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Alle sendeklokker' }).click();
  for (const day of ['mandag', 'tirsdag', 'torsdag']) {
    await expect(page.getByRole('list', { name: `Sendeklokker ${day}` })).toContainText('Morgen 07');
  }
  await expect(page.getByRole('list', { name: 'Sendeklokker onsdag' })).toHaveCount(0);
});

// Live, not timed: how fast a mark reaches a colleague is measured by `npm run bench:clocks` (a shared
// machine makes a one-second browser assertion fail on load, not on the product).
test('two people mark elements sent and each sees the other’s change live', async ({ browser, server }) => {
  const [admin, tech] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  const now = oslo(new Date());
  await createTemplate(admin!, { name: 'Live nå', weekday: now.weekday, start_hour: now.hour });
  await admin!.page.goto('/clock-templates?vis=i-dag');
  await tech!.page.goto('/clock-templates?vis=i-dag');
  const newsRow = (page: Page) => page.locator('[data-clock-element="Nyheter"]');
  const weatherRow = (page: Page) => page.locator('[data-clock-element="Vær"]');
  await expect(weatherRow(admin!.page)).toBeVisible();
  await expect(weatherRow(tech!.page)).toBeVisible();

  await tech!.page.getByRole('button', { name: 'Marker «Vær» som sendt' }).first().click();
  await expect(weatherRow(admin!.page)).toContainText(/Sendt \d\d:\d\d:\d\d/, { timeout: 5000 });
  await expect(weatherRow(admin!.page)).toContainText('Tore Tekniker', { timeout: 5000 });

  await admin!.page.getByRole('button', { name: 'Marker «Nyheter» som sendt' }).first().click();
  await expect(newsRow(tech!.page)).toContainText('Ada Admin', { timeout: 5000 });

  await admin!.page.getByRole('button', { name: 'Angre sendt for «Nyheter»' }).first().click();
  await expect(newsRow(tech!.page).getByRole('button', { name: 'Marker «Nyheter» som sendt' })).toBeVisible({ timeout: 5000 });
});

test('the running clock shows drift and the countdown to the next hard start at a fixed time', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  // Use the hour that has just ended, so every sent time lies in the past for the server.
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const { date, hour, weekday } = oslo(new Date(hourStart));
  await createTemplate(admin!, { name: 'Kjent klokke', weekday, start_hour: hour, elements: KNOWN_HOUR });
  const day = (await (await page.request.get(`/api/active-clocks?date=${date}`)).json()) as {
    clocks: { hour: number; elements: { id: string; title: string }[] }[];
  };
  const elements = day.clocks.find((c) => c.hour === hour)!.elements;
  const marks: [string, number][] = [
    ['Nyheter', m(0, 5)],
    ['Vær', m(3, 20)],
    ['Trafikk', m(4, 40)],
    ['Musikk', m(5, 40)],
  ];
  for (const [title, at] of marks) {
    const id = elements.find((e) => e.title === title)!.id;
    const res = await page.request.post('/api/rpc/mark_clock_element_sent', {
      data: { element_id: id, sent: true, sent_at: new Date(hourStart + at * 1000).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const hh = String(hour).padStart(2, '0');
  await page.clock.setFixedTime(new Date(hourStart + m(12, 30) * 1000));
  await page.goto('/clock-templates?vis=i-dag');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('På lufta nå')).toContainText('Musikk');
  await expect(region('På lufta nå')).toContainText(`Startet ${hh}:05:40`);
  await expect(region('På lufta nå')).toContainText('03:10 igjen');
  await expect(region('Neste')).toContainText('Reklame');
  await expect(region('Neste')).toContainText('om 03:10');
  await expect(region('Drift')).toContainText('+00:40');
  await expect(region('Drift')).toContainText('Bak planen');
  await expect(region('Neste faste start')).toContainText('Nyheter halv');
  await expect(region('Neste faste start')).toContainText(`kl. ${hh}:30:00`);
  await expect(region('Neste faste start')).toContainText('om 17:30');
  await expect(region('Neste faste start')).toContainText('00:40 for mye');

  // Three and a half minutes later, with nothing marked: Musikk overruns and the drift grows.
  await page.clock.setFixedTime(new Date(hourStart + m(16) * 1000));
  await expect(region('Drift')).toContainText('+01:00');
  await expect(region('På lufta nå')).toContainText('00:20 over tiden');
  await expect(region('Neste faste start')).toContainText('om 14:00');
  await expect(region('Neste faste start')).toContainText('01:00 for mye');

  // The dashboard shows the same running clock.
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Sendeklokka nå' });
  await expect(card.getByRole('region', { name: 'Drift' })).toContainText('+01:00');
  await expect(card.getByRole('region', { name: 'Neste faste start' })).toContainText('Nyheter halv');
});

test('the dashboard lists today’s active templates and only shows starting within 24 hours', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  const today = oslo(new Date()).weekday;
  await createTemplate(admin!, { name: 'Dagens aktive', weekday: today, start_hour: 6 });
  await createTemplate(admin!, { name: 'Dagens inaktive', weekday: today, start_hour: 7, is_active: false });
  await createTemplate(admin!, { name: 'En annen dag', weekday: (today + 1) % 7, start_hour: 6 });
  const H = 3_600_000;
  for (const [offset, title] of [
    [-1 * H, 'Allerede startet'],
    [2 * H, 'Snart på lufta'],
    [23 * H, 'I morgen tidlig'],
    [25 * H, 'Altfor langt fram'],
  ] as const) {
    const start = Date.now() + offset;
    const res = await page.request.post('/api/shows', {
      data: { title, scheduled_start: new Date(start).toISOString(), scheduled_end: new Date(start + 3 * H).toISOString() },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/');
  const templates = page.getByRole('region', { name: 'Dagens sendeklokker' });
  await expect(templates).toContainText('Dagens aktive');
  await expect(templates).not.toContainText('Dagens inaktive');
  await expect(templates).not.toContainText('En annen dag');

  const shows = page.getByRole('region', { name: 'Kommende sendinger' });
  await expect(shows.getByRole('listitem')).toHaveText([/Snart på lufta/, /I morgen tidlig/]);

  // A show planned while the dashboard is open appears without a reload.
  await page.request.post('/api/shows', {
    data: { title: 'Ekstrasending', scheduled_start: new Date(Date.now() + 5 * H).toISOString(), scheduled_end: new Date(Date.now() + 6 * H).toISOString() },
  });
  await expect(shows.getByRole('listitem')).toHaveText([/Snart på lufta/, /Ekstrasending/, /I morgen tidlig/]);
});

test('two planners in the same editor see each other and a save merges into unsaved edits', async ({ browser, server }) => {
  const [ada, pia] = await team(browser, server, ['Ada Admin', 'Pia Planlegger']);
  await approveAs(ada!, pia!, 'Programleder');
  const template = await createTemplate(ada!, { name: 'Morgen 07', weekday: 1, start_hour: 7 });
  await ada!.page.goto(`/clock-templates?mal=${template.id}`);
  await pia!.page.goto(`/clock-templates?mal=${template.id}`);
  await expect(ada!.page.getByRole('status').filter({ hasText: 'Redigerer også nå:' })).toContainText('Pia Planlegger');
  await expect(pia!.page.getByRole('status').filter({ hasText: 'Redigerer også nå:' })).toContainText('Ada Admin');

  // Ada has an unsaved rename when Pia saves a change to an element.
  await ada!.page.getByLabel('Navn').fill('Morgen 07 – Ada sin');
  await pia!.page.getByRole('button', { name: 'Rediger «Vær»' }).click();
  await pia!.page.getByRole('dialog').getByLabel('Tittel').fill('Været i dag');
  await pia!.page.getByRole('button', { name: 'Bruk endringene' }).click();
  await pia!.page.getByRole('button', { name: 'Lagre' }).click();
  await expect(pia!.page.getByText('Sendeklokka er lagret', { exact: true })).toBeVisible();

  await expect(ada!.page.getByText('Pia Planlegger lagret endringer i klokka. Dine ulagrede endringer er beholdt – se over og lagre.')).toBeVisible();
  await expect(ada!.page.getByLabel('Navn')).toHaveValue('Morgen 07 – Ada sin');
  await expect(ada!.page.locator('[data-element-row="Været i dag"]')).toBeVisible();
  await ada!.page.getByRole('button', { name: 'Lagre' }).click();
  await expect(ada!.page.getByText('Sendeklokka er lagret', { exact: true })).toBeVisible();
  const saved = (await (await ada!.page.request.get(`/api/clock-templates/${template.id}`)).json()) as {
    template: { name: string; version: number; elements: { title: string }[] };
  };
  expect(saved.template.name).toBe('Morgen 07 – Ada sin');
  expect(saved.template.elements.map((e) => e.title)).toEqual(['Nyheter', 'Været i dag', 'Trafikk']);
  expect(saved.template.version).toBe(3);

  // Pia's editor follows Ada's save without a reload; she had nothing unsaved, so it simply updates.
  await expect(pia!.page.getByLabel('Navn')).toHaveValue('Morgen 07 – Ada sin');
  // Leaving the editor takes Pia off Ada's list.
  await pia!.page.getByRole('button', { name: 'Alle sendeklokker' }).click();
  await expect(ada!.page.getByText('Redigerer også nå:')).toHaveCount(0);
});

/** Changes an approved colleague's role (team() approves everyone as Tekniker). */
async function approveAs(admin: StaffUser, user: StaffUser, role: 'Programleder' | 'Administrator') {
  const res = await admin.page.request.post(`/api/admin/users/${user.id}/role`, { data: { app_role: role } });
  expect(res.status(), await res.text()).toBe(200);
}
