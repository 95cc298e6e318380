import { readFileSync } from 'node:fs';
import { norwegianDate, zonedDateKey } from '@studioportal/shared';
import { expect, newUser, PASSWORD, test } from './fixtures';

/**
 * /analytics: an administrator's own work today (two sign-ins, three chat messages) is counted in
 * user_activity; the staff activity chart draws it, its table shows those numbers, and the CSV
 * downloaded from the same card holds exactly the table's cells.
 */
test('the administrator sees today’s sign-ins and chat messages in the activity chart, its table and its CSV', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  const page = ada.page;
  for (let i = 0; i < 2; i++) {
    await page.request.post('/api/session/sign-out');
    const signIn = await page.request.post('/api/session/sign-in', { data: { email: ada.email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
  }
  for (const message of ['God morgen!', 'Kaffe?', 'Sending om fem']) {
    expect((await page.request.post('/api/chat/messages', { data: { message } })).status()).toBe(201);
  }
  // The table (and so the CSV) writes the day the Norwegian way, 26.11.2026.
  const today = norwegianDate(zonedDateKey(new Date(), 'Europe/Oslo'));

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Statistikk', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Siste 7 dager' }).click();
  const card = page.getByRole('region', { name: 'Aktivitet i redaksjonen per dag' });
  await expect(card.getByRole('img', { name: /Aktivitet i redaksjonen per dag/ })).toBeVisible();

  await card.getByRole('button', { name: 'Vis tabell: Aktivitet i redaksjonen per dag' }).click();
  const table = card.getByRole('table');
  await expect(table.getByRole('row', { name: `${today} Innlogginger 2 1` })).toBeVisible();
  await expect(table.getByRole('row', { name: `${today} Chatmeldinger 3 1` })).toBeVisible();
  const cells = await table.getByRole('row').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Last ned CSV: Aktivitet i redaksjonen per dag' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statistikk-activity-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const csvCells = csv
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')));
  expect(csvCells).toEqual(cells);
});
