import type { Browser } from '@playwright/test';
import { zonedDateKey } from '@studioportal/shared';
import { approve, expect, newUser, team, test, type StaffUser } from './fixtures';
import type { BrowserTestServer } from '../test-support/server-host';

/**
 * Sendeplan end to end: a recurring show from a template lands in the week, two people edit one
 * rundown live, and an overlapping one-off show is flagged.
 */

/** Today's date in Oslo, 'YYYY-MM-DD'. */
const osloToday = () => zonedDateKey(new Date());

/** An administrator and an approved Programleder. */
async function plannerTeam(browser: Browser, server: BrowserTestServer): Promise<[StaffUser, StaffUser]> {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  await approve(admin!, pia.id, 'Programleder');
  return [admin!, pia];
}

test('a Programleder makes a recurring show template and sees its shows in the week', async ({ browser, server }) => {
  const [, pia] = await plannerTeam(browser, server);
  const page = pia.page;
  await page.goto('/show-plan');
  await expect(page.getByRole('heading', { name: 'Sendeplan', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Programmaler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programmaler' });
  await expect(dialog).toContainText('Ingen programmaler ennå');
  await dialog.getByRole('button', { name: 'Ny programmal' }).click();

  const form = page.getByRole('dialog', { name: 'Ny programmal' });
  await form.getByLabel('Navn').fill('Morgenshowet');
  // Monday–Friday is the default; the show also runs on Saturday.
  await form.getByRole('checkbox', { name: 'Lørdag' }).check();
  await form.getByLabel('Start').fill('06:00');
  await form.getByLabel('Slutt').fill('10:00');
  await form.getByRole('checkbox', { name: 'Pia Programleder' }).check();
  await form.getByRole('button', { name: 'Opprett mal' }).click();

  const list = page.getByRole('dialog', { name: 'Programmaler' });
  await expect(list.getByRole('list', { name: 'Programmaler' })).toContainText('Man–lør · 06:00–10:00');
  await list.getByRole('button', { name: 'Legg inn «Morgenshowet» i planen' }).click();
  await expect(page.getByText('6 sendinger lagt inn', { exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Lukk' }).click();
  await expect(list).toBeHidden();

  const week = page.getByRole('list', { name: 'Uka' });
  await expect(week.getByRole('button', { name: /Morgenshowet/ })).toHaveCount(6);
  const monday = week.getByRole('listitem', { name: /^Mandag/ });
  await expect(monday.getByRole('button', { name: /Morgenshowet/ })).toContainText('06:00–10:00');
  await expect(monday.getByRole('button', { name: /Morgenshowet/ })).toContainText('Pia Programleder');
  await expect(week.getByRole('listitem', { name: /^Søndag/ })).toContainText('Ingen sendinger');

  // Once more: nothing new, and the next week is still empty.
  await page.getByRole('button', { name: 'Programmaler' }).click();
  await page.getByRole('button', { name: 'Legg inn «Morgenshowet» i planen' }).click();
  await expect(page.getByText('Ingen nye sendinger', { exact: true })).toBeVisible();
  await list.getByRole('button', { name: 'Lukk' }).click();
  await page.getByRole('button', { name: 'Neste uke' }).click();
  await expect(week.getByRole('button', { name: /Morgenshowet/ })).toHaveCount(0);
});

test('two people edit one rundown and see each other’s changes live', async ({ browser, server }) => {
  const [ada, pia] = await plannerTeam(browser, server);
  const start = Date.now() + 3_600_000;
  const res = await pia.page.request.post('/api/shows', {
    data: { title: 'Morgenshowet', scheduled_start: new Date(start).toISOString(), scheduled_end: new Date(start + 3_600_000).toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { show } = (await res.json()) as { show: { id: string } };
  await pia.page.goto(`/show-plan?sending=${show.id}`);
  await ada.page.goto(`/show-plan?sending=${show.id}`);
  const piaDialog = pia.page.getByRole('dialog', { name: 'Morgenshowet' });
  const adaDialog = ada.page.getByRole('dialog', { name: 'Morgenshowet' });
  await expect(adaDialog.getByText('Kjøreplanen er tom.', { exact: false })).toBeVisible();

  // Pia adds two items; Ada sees them appear.
  for (const topic of ['Åpning', 'Intervju']) {
    await piaDialog.getByLabel('Tema for nytt innslag').fill(topic);
    await piaDialog.getByRole('button', { name: 'Legg til' }).click();
    await expect(piaDialog.getByLabel('Tema for nytt innslag')).toHaveValue('');
  }
  const adaRows = adaDialog.getByRole('list', { name: 'Kjøreplan' }).locator(':scope > li');
  const piaRows = piaDialog.getByRole('list', { name: 'Kjøreplan' }).locator(':scope > li');
  await expect(adaRows).toHaveCount(2);
  await expect(adaRows.nth(0).getByLabel('Tema for innslag 1')).toHaveValue('Åpning');

  // Ada starts typing a guest; Pia's changes arrive meanwhile and do not wipe it.
  await adaDialog.getByLabel('Gjest for «Åpning»').fill('Kari Nordmann');
  await piaDialog.getByLabel('Lengde for «Åpning» (mm:ss)').fill('05:30');
  await piaDialog.getByLabel('Lengde for «Åpning» (mm:ss)').press('Enter');
  await expect(adaDialog.getByRole('status').filter({ hasText: 'Planlagt' })).toContainText('Planlagt 05:30 av 60:00');
  await expect(adaDialog.getByLabel('Gjest for «Åpning»')).toHaveValue('Kari Nordmann');
  await adaDialog.getByLabel('Gjest for «Åpning»').press('Enter');
  await expect(piaDialog.getByLabel('Gjest for «Åpning»')).toHaveValue('Kari Nordmann');

  // Ada moves the interview first; Pia sees the new order.
  await adaDialog.getByRole('button', { name: 'Flytt «Intervju» opp' }).click();
  await expect(piaRows.nth(0).getByLabel('Tema for innslag 1')).toHaveValue('Intervju');
  await expect(piaRows.nth(1).getByLabel('Tema for innslag 2')).toHaveValue('Åpning');

  // Pia moves the opening along to "Klar"; Ada sees it.
  await piaDialog.getByLabel('Status for «Åpning»').selectOption({ label: 'Klar' });
  await expect(adaDialog.getByLabel('Status for «Åpning»')).toHaveValue('ready');
});

test('an overlapping one-off show is flagged in the week', async ({ browser, server }) => {
  const [, pia] = await plannerTeam(browser, server);
  const page = pia.page;
  const today = osloToday();
  await page.goto('/show-plan');
  for (const [title, start, end] of [
    ['Morgenshowet', '06:00', '10:00'],
    ['Ekstrasending', '09:30', '11:00'],
  ] as const) {
    await page.getByRole('button', { name: 'Ny sending' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny sending' });
    await dialog.getByLabel('Tittel').fill(title);
    await dialog.getByLabel('Dato').fill(today);
    await dialog.getByLabel('Start').fill(start);
    await dialog.getByLabel('Slutt').fill(end);
    await dialog.getByRole('button', { name: 'Legg inn sending' }).click();
    await expect(dialog).toBeHidden();
  }
  const week = page.getByRole('list', { name: 'Uka' });
  await expect(week.getByRole('button', { name: /Ekstrasending/ })).toContainText('Overlapper');
  await expect(week.getByRole('button', { name: /Morgenshowet/ })).toContainText('Overlapper');
  await expect(week.getByRole('button', { name: /Ekstrasending/ })).toHaveAccessibleDescription('Overlapper med «Morgenshowet».');
  await expect(page.getByText('2 sendinger overlapper')).toBeVisible();

  // Moved later, it no longer overlaps.
  await week.getByRole('button', { name: /Ekstrasending/ }).click();
  await page.getByRole('button', { name: 'Rediger sending' }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger sending' });
  await edit.getByLabel('Start').fill('10:00');
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('dialog', { name: 'Ekstrasending' }).getByRole('button', { name: 'Lukk' }).click();
  await expect(week.getByRole('button', { name: /Ekstrasending/ })).not.toContainText('Overlapper');
  await expect(week.getByRole('button', { name: /Morgenshowet/ })).not.toContainText('Overlapper');
});
