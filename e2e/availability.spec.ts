import { addDaysToDateKey, zonedDateKey } from '@studioportal/shared';
import { expect, PASSWORD, team, test } from './fixtures';

// Generous: on a busy 2-core machine a sign-up alone can take a minute; a passing run is far quicker.
test.describe.configure({ timeout: 300_000 });

/** 'YYYY-MM-DD' as the date fields show it. */
const shown = (dateKey: string) => dateKey.split('-').reverse().join('.');

/**
 * Issue 23, per-user settings and availability: a colleague marks a day away on Min profil, and
 * the producer's show plan warns about them for that day while the dialog is open; the theme a
 * person picks on one device switches on their second device at once.
 */
test('a day away warns in the show plan, and the theme follows the person to their other device', async ({ browser, server }) => {
  const [producer, colleague] = await team(browser, server, ['Ada Admin', 'Kari Kollega']);
  const day = addDaysToDateKey(zonedDateKey(new Date(), 'Europe/Oslo'), 1);

  // The producer plans a show for tomorrow: nobody is marked unavailable yet.
  await producer!.page.goto('/show-plan');
  await producer!.page.getByRole('button', { name: 'Ny sending' }).first().click();
  const dialog = producer!.page.getByRole('dialog', { name: 'Ny sending' });
  const date = dialog.getByLabel('Dato');
  await date.fill('');
  await date.pressSequentially(shown(day).replaceAll('.', ''));
  await date.blur();
  await expect(dialog.getByRole('checkbox', { name: /Kari Kollega/ })).toBeVisible();
  await expect(dialog.getByText('Ikke tilgjengelig (Ferie)')).toHaveCount(0);

  // The colleague marks tomorrow away on Min profil, by keyboard-friendly fields.
  const page = colleague!.page;
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Når jeg kan jobbe' });
  await form.getByLabel('Type').selectOption({ label: 'Ferie' });
  for (const label of ['Fra (dato)', 'Til (dato)']) {
    const field = form.getByRole('textbox', { name: label });
    await field.fill('');
    await field.pressSequentially(shown(day).replaceAll('.', ''));
    await field.blur();
  }
  await form.getByRole('button', { name: 'Legg til fravær' }).click();
  await expect(form.getByRole('list', { name: 'Borte' }).getByText('Ferie')).toBeVisible();

  // The producer's open dialog warns at once, by the host checkbox and in the producer list.
  await expect(dialog.getByRole('checkbox', { name: /Kari Kollega/ })).toHaveAccessibleDescription('Ikke tilgjengelig (Ferie)');
  await expect(dialog.getByRole('option', { name: 'Kari Kollega – Ikke tilgjengelig (Ferie)' })).toBeAttached();
  await dialog.getByLabel('Produsent').selectOption({ label: 'Kari Kollega – Ikke tilgjengelig (Ferie)' });
  await expect(dialog.getByLabel('Produsent')).toHaveAccessibleDescription('Ikke tilgjengelig (Ferie)');

  // The colleague's second device: signed in elsewhere, dark like the first.
  const second = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'dark' });
  try {
    const other = await second.newPage();
    expect((await other.request.post('/api/session/sign-in', { data: { email: colleague!.email, password: PASSWORD } })).status()).toBe(200);
    await other.goto('/');
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);

    // Light on the first device: the second switches without a reload.
    await page.getByRole('switch', { name: 'Mørk modus' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(other.locator('html')).not.toHaveClass(/\bdark\b/);
  } finally {
    await second.close();
  }
});
