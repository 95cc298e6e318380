import { achievementDefinition, zonedDateKey } from '@studioportal/shared';
import { approve, expect, newUser, PASSWORD, test } from './fixtures';

/**
 * Utmerkelser end to end: a colleague earns a staff achievement from what really happened (she
 * pressed «Forstått» on an Akutt message an Administrator sent from the dialog) and finds it on
 * her phone: the toast the earned event brings, the card with today's date, and beside it an
 * achievement still in progress with its bar.
 */

test.describe.configure({ timeout: 120_000 });

const AKUTT = achievementDefinition('forste-akuttmelding');
const MESSAGES = achievementDefinition('lyttermeldinger-behandlet');

/** Today on the station's calendar as the cards write it (dd.MM.yyyy). */
const osloToday = () => zonedDateKey(new Date()).split('-').reverse().join('.');

test('a colleague acknowledges an Akutt message and sees «Første Akutt-melding kvittert» earned on her phone, with another achievement in progress', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  // Tina on her phone, signed in as she would be there.
  const phone = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tina = await phone.newPage();
  const signUp = await tina.request.post('/api/session/sign-up', { data: { full_name: 'Tina Tekniker', email: 'tina@example.no', password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await approve(ada, ((await signUp.json()) as { profile: { id: string } }).profile.id);

  // Earlier in the morning Tina marked a listener's phoned-in message as read: 1 of 50 handled.
  const entered = await ada.page.request.post('/api/listener-messages', { data: { name: 'Kari fra Tromsø', body: 'Hils til alle på nattskiftet!' } });
  expect(entered.status(), await entered.text()).toBe(201);
  const messageId = ((await entered.json()) as { message: { id: string } }).message.id;
  expect((await tina.request.patch(`/api/listener-messages/${messageId}`, { data: { status: 'lest' } })).status()).toBe(200);

  await tina.goto('/');
  await expect(tina.getByRole('button', { name: 'Åpne meny' })).toBeVisible();

  // Ada sends an Akutt message from the dialog; it reaches Tina's open page.
  await ada.page.goto('/');
  await ada.page.getByRole('button', { name: 'Akutt', exact: true }).click();
  const dialog = ada.page.getByRole('dialog', { name: 'Send akuttmelding' });
  await dialog.getByRole('textbox', { name: 'Meldingstekst' }).fill('Brannalarm i 2. etasje: gå ut via hovedtrappen');
  await dialog.getByRole('button', { name: 'Send akuttmelding' }).click();
  await expect(ada.page.getByText('🚨 Akuttmelding sendt!', { exact: true })).toBeVisible();

  const banner = tina.getByRole('region', { name: /^Akuttmelding/ });
  await expect(banner).toContainText('Brannalarm i 2. etasje');
  await banner.getByRole('button', { name: 'Forstått' }).click();
  await expect(banner).toHaveCount(0);
  const today = osloToday();

  // She opens Utmerkelser from the menu: the toast tells her what she earned, and the card has today's date.
  await tina.getByRole('button', { name: 'Åpne meny' }).click();
  await tina.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Utmerkelser' }).click();
  await expect(tina.getByRole('heading', { name: 'Utmerkelser', level: 1 })).toBeVisible();
  // (.first(): the toaster also reads the title out through a live region.)
  await expect(tina.getByText(`Ny utmerkelse: ${AKUTT.name}`, { exact: true }).first()).toBeVisible();
  await expect(tina.getByRole('link', { name: 'Se utmerkelsene dine' })).toBeVisible();

  const list = tina.getByRole('list', { name: 'Dine utmerkelser' });
  const earned = list.getByRole('article', { name: AKUTT.name });
  await expect(earned).toContainText(`Oppnådd ${today}`);
  await expect(earned.getByRole('progressbar', { name: `Fremdrift: ${AKUTT.name}` })).toHaveAttribute('aria-valuetext', '1 av 1');
  await expect(tina.getByText('1 av 7 oppnådd', { exact: true })).toBeVisible();
  // Earned first; the one she is furthest along with comes next.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(AKUTT.name);
  await expect(list.getByRole('article').nth(1)).toHaveAccessibleName(MESSAGES.name);

  const inProgress = list.getByRole('article', { name: MESSAGES.name });
  await expect(inProgress.getByText('1 av 50', { exact: true })).toBeVisible();
  const bar = inProgress.getByRole('progressbar', { name: `Fremdrift: ${MESSAGES.name}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(bar).toHaveAttribute('aria-valuemax', '50');
  await expect(bar).toHaveAttribute('aria-valuetext', '1 av 50');
  await expect(inProgress).not.toContainText('Oppnådd');

  // The database holds it once, for Tina alone.
  const stored = (await (await tina.request.get('/api/achievements')).json()) as { achievements: { key: string; earned_at: string | null }[] };
  expect(stored.achievements.filter((a) => a.earned_at !== null).map((a) => a.key)).toEqual([AKUTT.key]);
  const adas = (await (await ada.page.request.get('/api/achievements')).json()) as { achievements: { earned_at: string | null }[] };
  expect(adas.achievements.every((a) => a.earned_at === null)).toBe(true);
  await phone.close();
});
