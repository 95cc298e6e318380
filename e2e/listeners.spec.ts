import type { Browser, Page } from '@playwright/test';
import { LISTENER_STATUS_LABELS, LISTENER_STRINGS as S } from '@studioportal/shared';
import type { BrowserTestServer } from '../test-support/server-host';
import { approve, expect, newUser, test } from './fixtures';

/**
 * Listeners end to end (issue 20): an anonymous listener writes to the studio from /podcast while
 * ON AIR, a colleague triages it live and pushes it to the studio, the large display shows it and
 * the host marks it read on air; and a poll a producer opens is voted on by three listeners on
 * their phones while the staff screen and the display follow the tally.
 */

test.describe.configure({ timeout: 180_000 });

/** A person takes longer than the server's minimum fill time (2 s) between seeing a form and sending it. */
const A_PERSON_TYPING = 2_300;

async function anonymousListener(browser: Browser, server: BrowserTestServer, phone = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto('/podcast');
  return page;
}

async function largeDisplay(page: Page): Promise<Page> {
  const display = await page.context().newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto('/studio-display/large');
  await expect(display.getByTestId('display-on-air')).toHaveAttribute('data-live', 'true');
  return display;
}

test('a listener writes and wishes a song from /podcast; staff see both live, star and push one, the display shows it and the host reads it on air', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const tore = await newUser(browser, server, 'Tore Tekniker', 'tore@example.no');
  await approve(ada, tore.id, 'Tekniker');
  // Requests are taken all day here, whatever hour the test runs.
  const rules = await ada.page.request.put('/api/music-requests/rules', { data: { enabled: true, daily_limit: 3, window_start: '00:00', window_end: '00:00', blocked: [] } });
  expect(rules.status()).toBe(200);

  const listener = await anonymousListener(browser, server, true);
  await expect(listener.getByText(S.offAir)).toBeVisible();

  // The technician watches the queue; the host switches ON AIR, and the listener's page follows.
  await tore.page.goto('/listener-messages');
  await expect(tore.page.getByRole('heading', { name: S.queueTitle })).toBeVisible();
  await ada.page.goto('/on-air-control');
  await ada.page.getByRole('switch', { name: 'ON AIR' }).click();
  const messageForm = listener.getByRole('form', { name: S.sendMessage });
  await expect(messageForm).toBeVisible({ timeout: 20_000 });

  await messageForm.getByLabel(S.name).fill('Kari fra Tromsø');
  await messageForm.getByLabel(S.phoneOptional).fill('912 34 567');
  await messageForm.getByLabel(S.message).fill('God morgen! Kan dere hilse til Jonas som fyller 40 i dag?');
  await listener.waitForTimeout(A_PERSON_TYPING);
  await messageForm.getByRole('button', { name: S.send }).click();
  await expect(listener.getByText(S.messageReceived)).toBeVisible();

  const requestForm = listener.getByRole('form', { name: S.requestSong });
  await requestForm.getByLabel(S.name).fill('Kari fra Tromsø');
  await requestForm.getByLabel(S.artist).fill('a-ha');
  await requestForm.getByLabel(S.songTitle).fill('Take On Me');
  await requestForm.getByLabel(S.greeting).fill('Til Jonas');
  await requestForm.getByRole('button', { name: S.sendRequest }).click();
  await expect(listener.getByText(S.requestReceived)).toBeVisible();

  // Both arrive live, the phone masked for a technician; the nav badge counts them.
  const queue = tore.page.getByRole('list', { name: S.queueTitle });
  const message = queue.getByRole('listitem').filter({ hasText: 'hilse til Jonas' });
  const request = queue.getByRole('listitem').filter({ hasText: 'Take On Me' });
  await expect(message).toBeVisible();
  await expect(request).toBeVisible();
  await expect(message).toContainText('+47 ••••• 567');
  await expect(message).not.toContainText('912 34 567');
  await expect(tore.page.getByRole('link', { name: /2 nye lyttermeldinger/ }).first()).toBeVisible();

  // Star it, then push it to the studio.
  await message.getByRole('button', { name: 'Stjernemerk' }).click();
  await expect(message).toContainText(LISTENER_STATUS_LABELS.stjernemerket);
  const display = await largeDisplay(ada.page);
  await message.getByRole('button', { name: 'Send til studio' }).click();
  await expect(display.getByText(S.fromListener).first()).toBeVisible();
  await expect(display.getByText('Kan dere hilse til Jonas')).toBeVisible();

  // The host reads it on air from the broadcast studio; the display clears and the technician sees who.
  await ada.page.goto('/broadcast-studio');
  const pushed = ada.page.getByRole('article', { name: `${S.fromListener}: Kari fra Tromsø` });
  await pushed.getByRole('button', { name: S.markReadOnAir }).click();
  await expect(display.getByText('Kan dere hilse til Jonas')).toHaveCount(0);
  await expect(message).toContainText('Lest på lufta av Ada');
});

test('a producer opens a poll; three listeners vote on their phones and the hub and the poll display follow the tally', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  await approve(ada, pia.id, 'Programleder');
  expect((await ada.page.request.post('/api/on-air', { data: { is_live: true } })).status()).toBe(200);

  // The producer makes and opens the poll in the hub.
  await pia.page.goto('/listener-hub');
  await pia.page.getByRole('button', { name: 'Ny avstemning' }).click();
  const dialog = pia.page.getByRole('dialog');
  await dialog.getByLabel('Spørsmål').fill('Kaffe eller te til frokost?');
  await dialog.getByLabel('Alternativ 1').fill('Kaffe');
  await dialog.getByLabel('Alternativ 2').fill('Te');
  await dialog.getByRole('button', { name: 'Lagre og åpne' }).click();
  await expect(dialog).toBeHidden();
  const display = await pia.page.context().newPage();
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto('/studio-display/poll');
  await expect(display.getByText('Kaffe eller te til frokost?')).toBeVisible();

  // Three listeners, each on their own phone.
  const phones = await Promise.all([0, 1, 2].map(() => anonymousListener(browser, server, true)));
  for (const [i, phone] of phones.entries()) {
    const choice = i === 2 ? 'Te' : 'Kaffe';
    await phone.getByRole('button', { name: `${S.vote}: ${choice}`, exact: true }).click();
    await expect(phone.getByText(S.voted)).toBeVisible();
  }
  // Voting again from the same phone is not possible: the result is shown instead.
  await phones[0]!.reload();
  await expect(phones[0]!.getByRole('button', { name: new RegExp(`^${S.vote}:`) })).toHaveCount(0);

  // The hub and the display follow live: 2 for coffee, 1 for tea.
  // Screen readers hear each bar as one sentence; the percentage sign follows a no-break space.
  await expect(pia.page.getByText(/^Kaffe: 2 stemmer \(67\s%\)$/)).toBeAttached();
  await expect(pia.page.getByText(/^Te: 1 stemme \(33\s%\)$/)).toBeAttached();
  await expect(display.getByText(/^Kaffe: 2 stemmer \(67\s%\)$/)).toBeAttached();
  await expect(display.getByText('Totalt 3 stemmer')).toBeVisible();
});
