import { expect, PASSWORD, test } from './fixtures';

// Generous: on a busy 2-core machine a sign-up alone can take a minute; a passing run is far quicker.
test.describe.configure({ timeout: 300_000 });

/**
 * Issue 19: date and time fields show dd.mm.åååå and 24-hour time whatever the browser's language.
 * An English browser showed mm/dd/yyyy and AM/PM in the Innholdshub filters and in the podcast's
 * "Publiseres"; the app now reads and writes the text itself, with a Norwegian calendar.
 */
test('an English browser gets dd.mm.åååå, a Norwegian calendar and 24-hour time', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', timezoneId: 'Europe/Oslo', colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await page.request.post('/api/session/sign-up', { data: { full_name: 'Ada Admin', email: 'ada@example.no', password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/content-hub');
  const from = page.getByRole('textbox', { name: 'Fra dato' });
  await expect(from).toHaveAttribute('placeholder', 'dd.mm.åååå');
  await from.pressSequentially('24122025');
  await expect(from).toHaveValue('24.12.2025');
  await from.blur();
  await expect(from).toHaveValue('24.12.2025');

  // The calendar: Monday first, Norwegian names, by keyboard.
  await page.getByRole('button', { name: /^Åpne kalenderen/ }).first().click();
  const grid = page.getByRole('grid', { name: 'desember 2025' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveText(['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']);
  await expect(page.getByRole('button', { name: 'onsdag 24. desember 2025', exact: true })).toBeFocused();
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? test.info().outputDir}/date-picker-dark.png` });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'torsdag 25. desember 2025', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  await expect(from).toHaveValue('25.12.2025');
  await expect(from).toBeFocused();

  // The podcast's "Publiseres": a Norwegian date and a 24-hour time.
  await page.goto('/podcast/manage');
  await page.getByRole('button', { name: 'Ny episode' }).click();
  await page.getByRole('dialog').getByLabel('Tittel').fill('Fredagsquiz');
  await page.getByRole('button', { name: 'Opprett episode' }).click();
  const when = page.getByRole('group', { name: 'Publiseres' });
  await expect(when.getByRole('textbox', { name: 'Publiseres, dato' })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const time = when.getByRole('textbox', { name: 'Publiseres, klokkeslett' });
  await expect(time).toHaveValue(/^\d{2}:\d{2}$/);
  await time.fill('');
  await time.pressSequentially('1845');
  await expect(time).toHaveValue('18:45');
  await expect(when).not.toContainText(/AM|PM/);
  await context.close();
});
