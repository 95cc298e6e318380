import sharp from 'sharp';
import { formatZonedTime } from '@studioportal/shared';
import { approve, expect, newUser, test } from './fixtures';

/**
 * /enterprise end to end (issue 23): an administrator renames the show, moves the station to
 * another time zone and sets how long an unused session lives; a colleague's open page shows both at once (the top bar's name, the document
 * title and the live clock) without a reload. Then the administrator downloads a backup, and the
 * page says who took the last one, and uploads a logo that replaces the mark in the colleague's top bar.
 */

test.use({ actionTimeout: 30_000 });

test('station settings reach a colleague’s open page live, and the administrator downloads a backup', async ({ browser, server }) => {
  const admin = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  const colleague = await newUser(browser, server, 'Tor Tekniker', 'tor@example.no');
  await approve(admin, colleague.id, 'Tekniker');

  const tor = colleague.page;
  await tor.goto('/');
  const topBar = tor.getByRole('banner');
  await expect(topBar.getByText('Morgenshowet')).toBeVisible();

  const ada = admin.page;
  await ada.goto('/enterprise');
  await expect(ada.getByRole('heading', { name: 'Stasjon og drift', level: 1 })).toBeVisible();
  await ada.getByLabel('Showets navn').fill('Frokost i nord');
  await ada.getByLabel('Tidssone').selectOption('Asia/Tokyo');
  await ada.getByLabel('Økt uten bruk (dager)').fill('14');
  await ada.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(ada.getByText('Innstillingene er lagret.', { exact: true })).toBeVisible();
  await expect(ada.getByLabel('Økt uten bruk (dager)')).toHaveValue('14');

  // Tor's page, untouched since it loaded: the new name in the top bar and the title, Tokyo's clock.
  await expect(topBar.getByText('Frokost i nord')).toBeVisible();
  await expect(tor).toHaveTitle(/Frokost i nord/);
  const tokyoHour = () => formatZonedTime(new Date(), 'Asia/Tokyo').slice(0, 2);
  await expect(async () => {
    const label = await topBar.getByRole('timer').getAttribute('aria-label');
    expect(label).toContain(`Klokken er ${tokyoHour()}:`);
  }).toPass();

  // The backup: an archive named for its time, and the page says who took it.
  const download = ada.waitForEvent('download');
  await ada.getByRole('link', { name: 'Last ned sikkerhetskopi' }).click();
  expect((await download).suggestedFilename()).toMatch(/^studioportal-.+\.tar\.gz$/);
  await expect(ada.getByText(/Sist lastet ned .* av Ada Admin\./)).toBeVisible();
  // Both steps are in the audit log on the same page.
  const log = ada.getByRole('region', { name: 'Revisjonslogg' });
  await expect(log.getByRole('cell', { name: 'Stasjonsinnstillinger endret', exact: true })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Sikkerhetskopi lastet ned', exact: true })).toBeVisible();

  // The logo: uploaded here, in Tor's top bar at once (its alt text is the show's name).
  await expect(topBar.getByAltText('Frokost i nord')).toHaveCount(0);
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 220, g: 38, b: 38, alpha: 1 } } }).png().toBuffer();
  const logoCard = ada.getByRole('region', { name: 'Logo', exact: true });
  await expect(logoCard.getByRole('button', { name: 'Last opp logo' })).toBeVisible();
  await logoCard.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(ada.getByText('Logoen er lagret.', { exact: true })).toBeVisible();
  await expect(logoCard.getByRole('button', { name: 'Fjern logo' })).toBeVisible();
  await expect(topBar.getByAltText('Frokost i nord')).toBeVisible();
  expect(await topBar.getByAltText('Frokost i nord').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
});
