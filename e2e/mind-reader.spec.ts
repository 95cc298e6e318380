import type { Page } from '@playwright/test';
import { approve, expect, newUser, test } from './fixtures';
import { recordTraffic } from './traffic';

/**
 * Tankeleseren end to end (issue 22): a producer starts a session and runs a round while the host
 * (second browser) and the studio display (third) follow live; the secret and the hints not yet
 * given are in neither's DOM, responses or socket frames until the producer reveals it, then all
 * three show it; the history pages list the round.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });

/** Unique words: finding them anywhere before the reveal is a leak. */
const SECRET = 'Roald Amundsen';
const VARIANT = 'Amundsen';
const HIDDEN_HINT = 'Vokste opp på Borge';

const main = (page: Page) => page.locator('#main');

test('a producer runs a round; host and display follow live without the secret until the reveal, then all show it and the history lists it', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Produsent', 'ada@example.no');
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  const tor = await newUser(browser, server, 'Tor Tekniker', 'tor@example.no');
  await approve(ada, pia.id, 'Programleder');
  await approve(ada, tor.id, 'Tekniker');
  const producer = ada.page;

  // ── The session: Pia hosts, the first caller and the category ──
  await producer.goto('/producer/mind-reader');
  const start = producer.getByRole('form', { name: 'Start en Tankeleser-økt' });
  await start.getByLabel('Programleder').selectOption({ label: 'Pia Programleder' });
  await start.getByLabel('Innringerens navn').fill('Kari fra Bodø');
  await start.getByRole('button', { name: 'Person', exact: true }).click();
  await start.getByLabel('Antall spørsmål').fill('20');
  await start.getByRole('button', { name: 'Start økta' }).click();
  await expect(producer.getByRole('heading', { name: 'Klar til start' })).toBeVisible();

  // The host and the display open before the secret exists, and record everything they receive.
  const host = pia.page;
  const hostTraffic = await recordTraffic(host);
  await host.goto('/host/mind-reader');
  await expect(host.getByRole('heading', { name: 'Tankeleseren – programleder' })).toBeVisible();
  const display = tor.page;
  const displayTraffic = await recordTraffic(display);
  await display.setViewportSize({ width: 1600, height: 1000 });
  await display.goto('/studio-display/mind-reader');
  await expect(display.getByRole('heading', { name: 'Tankeleseren på studioskjermen' })).toBeVisible();

  const secretForm = producer.getByRole('form', { name: 'Hemmelighet og hint' });
  await secretForm.getByLabel('Hemmeligheten').fill(SECRET);
  await secretForm.getByLabel('Andre godkjente svar (ett per linje)').fill(VARIANT);
  await secretForm.getByLabel('Hint (ett per linje)').fill(`Polfarer\n${HIDDEN_HINT}`);
  await secretForm.getByRole('button', { name: 'Lagre hemmeligheten' }).click();
  await expect(producer.getByText('Hemmeligheten er lagret').first()).toBeVisible();
  await producer.getByRole('button', { name: 'Start runden' }).click();
  await expect(producer.getByRole('heading', { name: 'Runden pågår' })).toBeVisible();

  // ── Questions as they happen: typed and by button, and one by the keyboard ──
  const ask = async (question: string, answer: 'Ja' | 'Nei') => {
    await producer.getByLabel('Spørsmålet (valgfritt)').fill(question);
    await producer.getByRole('group', { name: 'Innringerens svar' }).getByRole('button', { name: answer, exact: true }).click();
    await expect(producer.getByLabel('Spørsmålet (valgfritt)')).toHaveValue('');
  };
  await ask('Er det en mann?', 'Ja');
  await ask('Lever han i dag?', 'Nei');
  await producer.getByLabel('Spørsmålet (valgfritt)').press('Escape');
  await producer.keyboard.press('j');
  await producer.getByRole('button', { name: 'Gi hint: Polfarer' }).click();

  for (const page of [host, display]) {
    await expect(main(page).getByText('3 av 20 spørsmål').first()).toBeVisible();
    await expect(main(page).getByText('Polfarer').first()).toBeVisible();
  }
  await expect(main(host).getByText('Lever han i dag?')).toBeVisible();
  await expect(main(host).getByText('Hemmeligheten er skjult til produsenten avslører.')).toBeVisible();
  await expect(display.getByTestId('mind-reader-trail').getByRole('listitem')).toHaveText([/Spørsmål 1: Ja/, /Spørsmål 2: Nei/, /Spørsmål 3: Ja/]);

  // The host guesses right (in the host's own words) and the round is over; nothing is revealed yet.
  await producer.getByLabel('Hva gjettet programlederen?').fill('Er det sørpolfareren?');
  await producer.getByRole('button', { name: 'Riktig', exact: true }).click();
  await expect(producer.getByText('Runden er ferdig')).toBeVisible();
  await expect(display.getByTestId('mind-reader-display')).toHaveAttribute('data-stage', 'finished');

  for (const traffic of [hostTraffic, displayTraffic]) {
    const seen = await traffic();
    expect(seen).not.toContain(SECRET);
    expect(seen).not.toContain(HIDDEN_HINT);
    expect(seen).not.toContain(`"${VARIANT}"`);
  }

  // ── The reveal: the producer chooses the moment, and every screen shows it ──
  await producer.getByRole('button', { name: 'Avslør' }).click();
  await expect(producer.getByRole('heading', { name: 'Avslørt' })).toBeVisible();
  await expect(host.getByTestId('mind-reader-reveal').getByText(SECRET)).toBeVisible();
  await expect(display.getByTestId('mind-reader-display')).toHaveAttribute('data-stage', 'revealed');
  await expect(display.getByText(SECRET).first()).toBeVisible();

  // ── History on the host's and the studio's sessions pages ──
  for (const [page, path] of [
    [host, '/host/mind-reader/sessions'],
    [display, '/studio-display/mind-reader/sessions'],
  ] as const) {
    await page.goto(path);
    const row = page.getByTestId('mind-reader-history').getByRole('row', { name: /Kari fra Bodø/ });
    await expect(row).toContainText('Person');
    await expect(row).toContainText('3');
    await expect(row).toContainText('Gjettet');
    await expect(row).toContainText(SECRET);
  }
  await expect(host.getByTestId('mind-reader-stats')).toContainText('100');
});
