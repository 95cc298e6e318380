import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, newUser, PASSWORD, signUpInBrowser, steadyLatencyProbe, team, test, type StaffUser } from './fixtures';
import type { BrowserTestServer } from '../test-support/server-host';

/** RFC 6238 code from the base32 key shown under "Eller skriv inn nøkkelen manuelt" (like a phone app). */
function totpNow(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of base32.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

async function openProfileDialog(page: Page) {
  await page.getByRole('link', { name: /^Min profil/ }).click();
  return page.getByRole('dialog', { name: 'Rediger profil' });
}

test('edits name and picture in the avatar dialog; a colleague sees the new name live', async ({ browser, server }) => {
  const [admin, kari] = await team(browser, server, ['Ada Admin', 'Kari Nordmann']);
  const page = admin!.page;
  // The picture itself must show, not the initials a slow connection would give (degradation rule).
  await steadyLatencyProbe(page);
  await page.goto('/');
  // Kari's dashboard lists who is online, by name.
  await kari!.page.goto('/');
  await expect(kari!.page.getByText('Ada Admin')).toBeVisible({ timeout: 15_000 });

  const dialog = await openProfileDialog(page);
  await expect(dialog).toBeVisible();

  // Not an image: refused in the browser with the spec's toast.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'notat.txt', mimeType: 'text/plain', buffer: Buffer.from('hei') });
  await expect(page.getByText('Ugyldig filtype', { exact: true })).toBeVisible();
  await expect(page.getByText('Vennligst velg en bildefil (JPG, PNG, etc.)', { exact: true })).toBeVisible();
  // Over 5 MB: refused before any upload.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'stor.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Profilbildet kan ikke være større enn 5MB', { exact: true })).toBeVisible();

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 240, g: 160, b: 40 } } }).jpeg().toBuffer();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'meg.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('Valgt: meg.jpg')).toBeVisible();
  await dialog.getByLabel('Fullt navn').fill('  Ada Lovelace  ');
  await dialog.getByRole('button', { name: 'Lagre', exact: true }).click();

  await expect(page.getByText('Profil oppdatert', { exact: true })).toBeVisible();
  await expect(page.getByText('Din profil har blitt oppdatert', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('link', { name: /^Min profil \(Ada Lovelace/ });
  await expect(avatar.locator('img')).toHaveAttribute('src', new RegExp(`/storage/profile-pictures/${admin!.id}/profile\\.jpg`));
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.full_name).toBe('Ada Lovelace');

  // The colleague's dashboard (who is online) follows without a reload.
  await expect(kari!.page.getByText('Ada Lovelace')).toBeVisible({ timeout: 15_000 });

  // An empty name is refused with the spec's rule and nothing is sent.
  const again = await openProfileDialog(page);
  await again.getByLabel('Fullt navn').fill('   ');
  await again.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(again.getByText('Fullt navn er påkrevd')).toBeVisible();
  await again.getByRole('button', { name: 'Avbryt' }).click();
  await expect(again).toBeHidden();
});

test('validates chat colours with the spec messages and saves a valid one', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  await page.goto('/profile');
  const input = page.getByLabel('Egen farge');
  await expect(page.getByRole('radio', { name: /^Farge #/ })).toHaveCount(16);

  await input.fill('blå');
  await input.blur();
  await expect(page.getByText('Ugyldig fargeformat. Bruk hex (#RRGGBB) eller velg fra forslagene.')).toBeVisible();
  await input.fill('');
  await expect(page.getByText('Vennligst velg en farge')).toBeVisible();
  await input.fill('#FFF');
  await expect(page.getByText('Fargen kan være vanskelig å lese på lys bakgrunn.')).toBeVisible();
  await input.fill('#000');
  await expect(page.getByText('Fargen kan være vanskelig å lese på mørk bakgrunn.')).toBeVisible();

  await input.fill('hsl(120, 100%, 25%)');
  await expect(page.getByText('Lagres som #008000.')).toBeVisible();
  await expect(page.getByText('Fargen kan være vanskelig å lese på mørk bakgrunn.')).toBeVisible();
  await input.fill('hsl(150, 60%, 50%)');
  await expect(page.getByText('Lagres som #33cc80. Leses godt på både lys og mørk bakgrunn.')).toBeVisible();
  await page.getByRole('button', { name: 'Bruk farge' }).click();
  await expect(page.getByText('Fargen ble lagret!', { exact: true })).toBeVisible();
  await expect(page.getByText('Fargen ble lagret!', { exact: true })).toBeHidden({ timeout: 6_000 });

  // Picking a suggestion by keyboard works too.
  const first = page.getByRole('radio', { name: /^Farge #/ }).first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const chosen = await page.getByRole('radio', { checked: true }).getAttribute('value');
  await expect(input).toHaveValue(chosen!);
  await page.getByRole('button', { name: 'Bruk farge' }).click();
  await expect(page.getByText('Fargen ble lagret!', { exact: true })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.chat_color).toBe(chosen);
});

test('refuses a colour another user already holds', async ({ browser, server }) => {
  const [admin, kari] = await team(browser, server, ['Ada Admin', 'Kari Nordmann']);
  const claim = await admin!.page.request.post('/api/rpc/claim_chat_color', { data: { p_color: '#00aa55' } });
  expect(claim.status()).toBe(200);
  const page = kari!.page;
  await page.goto('/profile');
  await expect(page.getByRole('radio', { name: 'Farge #00aa55' })).toHaveCount(0);
  await page.getByLabel('Egen farge').fill('#00AA55');
  await page.getByRole('button', { name: 'Bruk farge' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Denne fargen er allerede i bruk. Prøv en annen farge.' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.chat_color).toBeNull();
});

test('admin approves, changes role and rejects; the affected users see it live', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const perContext = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const per = await perContext.newPage();
  await signUpInBrowser(per, 'Per Persen', 'per@example.no');
  await expect(per.getByText('Venter på godkjenning')).toBeVisible();
  const siri = await newUser(browser, server, 'Siri Søker', 'siri@example.no');
  await siri.page.goto('/');
  await expect(siri.page.getByText('Venter på godkjenning')).toBeVisible();

  const page = admin!.page;
  await page.goto('/user-management');
  await expect(page.getByRole('link', { name: /Brukere/ }).getByText('2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Venter' }).click();
  await expect(page.getByRole('row', { name: /Per Persen/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ada Admin/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Godkjenn Per Persen' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Godkjenn Per Persen' });
  await approveDialog.getByLabel('Rolle').selectOption('Programleder');
  await approveDialog.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByText('Konto godkjent').first()).toBeVisible();
  // Per is let in at once, with no reload.
  await expect(per.getByRole('heading', { level: 1 })).toContainText('Per', { timeout: 15_000 });
  await expect(per.getByText('Programleder').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Brukere/ }).getByText('1', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Alle' }).click();
  await expect(page.getByRole('row', { name: /Per Persen/ })).toContainText('Godkjent');
  await page.getByLabel('Rolle for Per Persen').selectOption('Tekniker');
  await expect(page.getByText('Rolle endret', { exact: true })).toBeVisible();
  await expect(per.getByText('Tekniker').first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Avvis Siri Søker' }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Avvis konto' });
  await rejectDialog.getByRole('button', { name: 'Avvis' }).click();
  await expect(rejectDialog.getByText('Oppgi en begrunnelse')).toBeVisible();
  await rejectDialog.getByLabel('Begrunnelse').fill('Ukjent for redaksjonen');
  await rejectDialog.getByRole('button', { name: 'Avvis' }).click();
  await expect(siri.page.getByText('Konto avvist')).toBeVisible({ timeout: 15_000 });
  await expect(siri.page.getByText('Ukjent for redaksjonen')).toBeVisible();
  await expect(page.getByRole('link', { name: /Brukere/ }).getByText(/^\d+$/)).toHaveCount(0);
  await perContext.close();
});

test('deactivating a user logs them out at once', async ({ browser, server }) => {
  const [admin, kari] = await team(browser, server, ['Ada Admin', 'Kari Nordmann']);
  await kari!.page.goto('/');
  await expect(kari!.page.getByRole('heading', { level: 1 })).toContainText('Kari');
  const page = admin!.page;
  await page.goto('/user-management');
  await page.getByRole('button', { name: 'Deaktiver Kari Nordmann' }).click();
  await page.getByRole('dialog', { name: 'Deaktiver konto' }).getByRole('button', { name: 'Deaktiver' }).click();
  await expect(page.getByText('Konto deaktivert').first()).toBeVisible();
  await expect(kari!.page).toHaveURL(/\/auth/, { timeout: 15_000 });
  const refused = await kari!.page.request.post('/api/session/sign-in', { data: { email: kari!.email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  await page.getByRole('button', { name: 'Aktiver igjen Kari Nordmann' }).click();
  await expect(page.getByText('Konto aktivert igjen', { exact: true })).toBeVisible();
});

test('switches two-factor on and then signs in with a code', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  await page.goto('/security');
  await page.getByRole('button', { name: 'Slå på tofaktor' }).click();
  await page.getByRole('dialog').getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Fortsett' }).click();
  const enrol = page.getByRole('dialog', { name: 'Slå på tofaktor' });
  await expect(enrol.getByRole('img', { name: 'QR-kode for autentiseringsappen' })).toBeVisible();
  await expect(enrol.getByRole('list', { name: 'Reservekoder' }).getByRole('listitem')).toHaveCount(10);
  await enrol.getByText('Eller skriv inn nøkkelen manuelt').click();
  const secret = (await enrol.locator('code').textContent())!.trim();
  await enrol.getByLabel('Engangskode').fill('000000' === totpNow(secret) ? '111111' : '000000');
  await enrol.getByRole('button', { name: 'Bekreft kode' }).click();
  await expect(enrol.getByText('Koden er feil eller utløpt. Prøv igjen.')).toBeVisible();
  await enrol.getByLabel('Engangskode').fill(totpNow(secret));
  await enrol.getByRole('button', { name: 'Bekreft kode' }).click();
  await expect(page.getByText('Tofaktor er slått på').first()).toBeVisible();

  await page.getByRole('button', { name: 'Logg ut' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('E-post').fill(admin!.email);
  await page.getByLabel('Passord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Skriv inn engangskoden fra autentiseringsappen.')).toBeVisible();
  // The next step's code: the one that switched two-factor on is used up (a code works once).
  await page.getByLabel('Engangskode').fill(totpNow(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/security');
  await expect(page.getByRole('table', { name: 'Innloggingshistorikk' }).getByText('Vellykket').first()).toBeVisible();
});

/** The same account signed in on a second device (its own browser context), showing the dashboard. */
async function signedInElsewhere(browser: Browser, server: BrowserTestServer, user: StaffUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const laptop = await context.newPage();
  expect((await laptop.request.post('/api/session/sign-in', { data: { email: user.email, password: PASSWORD } })).status()).toBe(200);
  await laptop.goto('/');
  await expect(laptop.getByRole('heading', { level: 1 })).toContainText(user.fullName.split(' ')[0]!);
  return laptop;
}

test('logging out another session closes that browser at once', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const laptop = await signedInElsewhere(browser, server, admin!);

  const page = admin!.page;
  await page.goto('/security');
  const sessions = page.getByRole('list', { name: 'Aktive økter' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Denne økten', { exact: true })).toBeVisible();
  await sessions.getByRole('button', { name: /^Logg ut denne økten/ }).click();
  await expect(page.getByText('Økten er logget ut', { exact: true })).toBeVisible();
  await expect(laptop).toHaveURL(/\/auth/, { timeout: 15_000 });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await laptop.context().close();
});

test('changing the password logs out the other browser, keeps this one, and the new password signs in', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const laptop = await signedInElsewhere(browser, server, admin!);

  const page = admin!.page;
  await page.goto('/security');
  const form = page.getByRole('form', { name: 'Endre passord' });
  const newPassword = 'et helt nytt passord 456';
  await form.getByLabel('Nåværende passord', { exact: true }).fill('feil passord her');
  await form.getByLabel('Nytt passord', { exact: true }).fill(newPassword);
  await form.getByLabel('Gjenta nytt passord').fill('noe annet');
  await form.getByRole('button', { name: 'Endre passord' }).click();
  await expect(form.getByText('Passordene er ikke like.')).toBeVisible();

  await form.getByLabel('Gjenta nytt passord').fill(newPassword);
  await form.getByRole('button', { name: 'Endre passord' }).click();
  await expect(form.getByText('Feil nåværende passord.')).toBeVisible();

  await form.getByLabel('Nåværende passord', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Endre passord' }).click();
  await expect(page.getByText('Passordet er endret', { exact: true })).toBeVisible();
  await expect(page.getByText('1 annen økt er logget ut.', { exact: true })).toBeVisible();
  await expect(laptop).toHaveURL(/\/auth/, { timeout: 15_000 });
  await expect(form.getByLabel('Nåværende passord', { exact: true })).toHaveValue('');
  // This browser is still signed in; the old password no longer works, the new one does.
  expect((await page.request.get('/api/me')).status()).toBe(200);
  expect((await laptop.request.post('/api/session/sign-in', { data: { email: admin!.email, password: PASSWORD } })).status()).toBe(401);
  expect((await laptop.request.post('/api/session/sign-in', { data: { email: admin!.email, password: newPassword } })).status()).toBe(200);
  await laptop.context().close();
});

test('only administrators reach Brukere', async ({ browser, server }) => {
  const [, kari] = await team(browser, server, ['Ada Admin', 'Kari Nordmann']);
  await kari!.page.goto('/user-management');
  await expect(kari!.page.getByRole('heading', { name: 'Brukere' })).toHaveCount(0);
  await expect(kari!.page.getByRole('link', { name: /Brukere/ })).toHaveCount(0);
  const res = await kari!.page.request.get('/api/admin/users');
  expect(res.status()).toBe(403);
});
