import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { silentMp3 } from '../test-support/podcast-audio';
import { zonedDateKey, zonedParts, zonedWeekday } from '@studioportal/shared';
import { approve, expect, newUser, team, test, type StaffUser } from './fixtures';
import { showSettings } from '../test-support/podcast-show';

/** Seeds through the real API as a Programleder would: create, upload audio, publish. */
async function episode(
  staff: StaffUser,
  fields: Record<string, unknown>,
  options: { seconds?: number; publishAt?: string | null } = {},
): Promise<{ id: string; audio_url: string }> {
  const created = await staff.page.request.post('/api/podcast/episodes', { data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).episode;
  const audio = await staff.page.request.put(`/api/podcast/episodes/${id}/audio`, {
    data: silentMp3(options.seconds ?? 90),
    headers: { 'content-type': 'audio/mpeg' },
  });
  expect(audio.status(), await audio.text()).toBe(200);
  if (options.publishAt !== null) {
    const published = await staff.page.request.post(`/api/podcast/episodes/${id}/publish`, {
      data: options.publishAt ? { publish_at: options.publishAt } : {},
    });
    expect(published.status()).toBe(200);
  }
  return (await audio.json()).episode;
}

async function showWithArtwork(staff: StaffUser) {
  const res = await staff.page.request.put('/api/podcast/show', {
    data: showSettings(),
  });
  expect(res.status()).toBe(200);
  const png = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  const art = await staff.page.request.put('/api/podcast/show/artwork', { data: png, headers: { 'content-type': 'image/png' } });
  expect(art.status()).toBe(200);
}

/** The playback position of the page's podcast audio (the element itself, not what the UI says). */
const audioTime = (page: Page) => page.locator('audio').first().evaluate((a: HTMLAudioElement) => a.currentTime);

/** A page on another origin (another port) that frames whatever HTML it is given. */
async function foreignSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a logged-out visitor sees only the podcast link and can play an episode', async ({ page, browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await showWithArtwork(admin!);
  await episode(admin!, { title: 'Eldre episode', description: 'Fra i forrige uke.' }, { publishAt: '2024-04-01T05:00:00.000Z' });
  await episode(admin!, {
    title: 'Quiz-finalen',
    description: 'Hvem vant årets quiz?',
    chapters: [
      { start_s: 0, title: 'Intro' },
      { start_s: 40, title: 'Finalen' },
    ],
  });

  await page.goto('/podcast');
  const nav = page.getByRole('navigation', { name: 'Navigasjon' });
  await expect(nav.getByRole('link')).toHaveText(['Podcast']);
  await expect(page.getByRole('button', { name: 'Logg ut' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Morgenshowet' })).toBeVisible();
  const player = page.getByRole('region', { name: 'Podkastspiller: Quiz-finalen' });
  await expect(player.getByText('Nyeste episode')).toBeVisible();

  await player.getByRole('button', { name: 'Spill av' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1.5);

  // Chapters jump, the seek bar follows, and ±15/30 move the real position.
  await player.getByRole('button', { name: /Finalen/ }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(40);
  await expect(player.getByRole('button', { name: /Finalen/ })).toHaveAttribute('aria-current', 'true');
  const before = await audioTime(page);
  await player.getByRole('button', { name: '15 sekunder tilbake' }).click();
  expect(await audioTime(page)).toBeLessThan(before - 10);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Spill av' })).toBeVisible();

  // The play was counted, anonymously.
  const list = await (await admin!.page.request.get('/api/podcast/episodes')).json();
  expect(list.episodes.find((e: { title: string }) => e.title === 'Quiz-finalen').plays).toBe(1);

  // Staff opening the same address get the staff app's top bar, Akutt included.
  await admin!.page.goto('/podcast');
  await expect(admin!.page.getByRole('region', { name: 'Podkastspiller: Quiz-finalen' })).toBeVisible();
  await expect(admin!.page.getByRole('button', { name: 'Akutt', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Akutt', exact: true })).toHaveCount(0);
});

test('unpublished and scheduled episodes are absent from the page and the feed', async ({ page, browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await episode(admin!, { title: 'Offentlig episode' });
  await episode(admin!, { title: 'Hemmelig utkast' }, { publishAt: null });
  await episode(admin!, { title: 'Hemmelig planlagt' }, { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
  const taken = await episode(admin!, { title: 'Hemmelig avpublisert' });
  expect((await admin!.page.request.post(`/api/podcast/episodes/${taken.id}/unpublish`, { data: {} })).status()).toBe(200);

  await page.goto('/podcast');
  await expect(page.getByRole('heading', { name: 'Offentlig episode' }).first()).toBeVisible();
  await expect(page.getByText(/Hemmelig/)).toHaveCount(0);
  const feed = await (await page.request.get('/podcast/feed.xml')).text();
  expect(feed).toContain('<title>Offentlig episode</title>');
  expect(feed).not.toContain('Hemmelig');
  // A direct link to an unpublished episode shows the newest public one instead.
  await page.goto(`/podcast?episode=${taken.id}`);
  await expect(page.getByRole('region', { name: 'Podkastspiller: Offentlig episode' })).toBeVisible();
  await expect(page.getByText(/Hemmelig/)).toHaveCount(0);
});

test('a share link opens the episode at its moment, and the position is remembered per episode', async ({ page, browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  // 151 s: a remembered spot within 10 s of the end counts as finished, and on a slow machine the
  // few seconds this test plays must not carry it there.
  const first = await episode(admin!, { title: 'Første' }, { publishAt: '2024-04-01T05:00:00.000Z', seconds: 151 });
  await episode(admin!, { title: 'Andre' });

  await page.goto(`/podcast?episode=${first.id}&t=1:05`);
  const player = page.getByRole('region', { name: 'Podkastspiller: Første' });
  await expect(player.getByRole('slider', { name: 'Posisjon i episoden' })).toHaveAttribute('aria-valuetext', /^1:05 av 2:3\d$/);
  await player.getByRole('button', { name: 'Spill av' }).click();
  await expect.poll(() => audioTime(page)).toBeGreaterThan(65);

  // The share dialog offers the current moment.
  await player.getByRole('button', { name: 'Pause' }).click();
  await player.getByRole('button', { name: 'Del: Første' }).click();
  const dialog = page.getByRole('dialog', { name: 'Del episoden' });
  await expect(dialog.getByLabel(/Start ved 1:0\d/)).toBeChecked();
  const shared = await dialog.getByRole('textbox', { name: 'Kopier lenke' }).inputValue();
  expect(shared).toMatch(new RegExp(`^${server.url}/podcast\\?episode=${first.id}&t=\\d+$`));
  expect(Number(new URL(shared).searchParams.get('t'))).toBeGreaterThanOrEqual(65);
  await page.keyboard.press('Escape');

  // Keyboard: Space toggles, arrows jump, > raises the speed.
  await player.getByRole('button', { name: /Avspillingshastighet/ }).focus();
  await page.keyboard.press('ArrowRight');
  const afterArrow = await audioTime(page);
  expect(afterArrow).toBeGreaterThan(78);
  await page.keyboard.press('>');
  await expect(player.getByRole('button', { name: 'Avspillingshastighet: 1,25×' })).toBeVisible();
  expect(await page.locator('audio').first().evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.25);

  // Another episode, then back: "Første" resumes where it was left.
  await page.getByRole('button', { name: 'Spill av: Andre' }).click();
  await expect(page.getByRole('region', { name: 'Podkastspiller: Andre' })).toBeVisible();
  await page.goto('/podcast');
  await page.getByRole('button', { name: 'Spill av: Første' }).click();
  const again = page.getByRole('region', { name: 'Podkastspiller: Første' });
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.floor(afterArrow) - 1);
  await expect(again.getByRole('button', { name: 'Avspillingshastighet: 1,25×' })).toBeVisible();
});

test('the embed plays inside an iframe on a foreign page, without cookies', async ({ page, browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const ep = await episode(admin!, { title: 'Innebygd episode' });
  const site = await foreignSite(
    `<!doctype html><html lang="nb"><body><h1>Lokalavisa</h1><iframe src="${server.url}/podcast-embed?episode=${ep.id}&theme=light&color=e11d48" title="Podkast" width="600" height="360" allow="autoplay"></iframe></body></html>`,
  );
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('iframe[title="Podkast"]');
    await expect(frame.getByRole('heading', { name: 'Innebygd episode' })).toBeVisible();
    // Light theme and the site's colour, whatever this browser's own theme is.
    expect(await frame.locator('html').evaluate((el) => el.classList.contains('dark'))).toBe(false);
    await frame.getByRole('button', { name: 'Spill av' }).click();
    await expect.poll(() => frame.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
    const accent = await frame.getByRole('button', { name: 'Pause' }).evaluate((el) => getComputedStyle(el).getPropertyValue('--primary').trim());
    expect(accent).toBe('#e11d48');
    expect(await page.context().cookies(server.url)).toEqual([]);
  } finally {
    await site.close();
  }
});

test('the embed generator’s copied code works on another site', async ({ browser, server, page }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await showWithArtwork(admin!);
  const older = await episode(admin!, { title: 'Eldre' }, { publishAt: '2024-04-01T05:00:00.000Z' });
  await episode(admin!, { title: 'Nyeste' });
  const staff = admin!.page;
  await staff.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

  await staff.goto('/embed-generator');
  await staff.getByLabel('Episode', { exact: true }).selectOption(older.id);
  await staff.getByText('Lyst', { exact: true }).click();
  await staff.getByText(/^Kompakt/).click();
  const preview = staff.frameLocator('iframe[title="Podkastspiller: Morgenshowet"]');
  await expect(preview.getByRole('heading', { name: 'Eldre' })).toBeVisible();
  await staff.getByRole('button', { name: 'Kopier kode' }).click();
  await expect(staff.getByText('Koden er kopiert', { exact: true })).toBeVisible();
  const code = await staff.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/podcast-embed\?episode=[0-9a-f-]{36}&theme=light" .*height="180".*><\/iframe>$/);

  // A visitor who has never been on our site opens a page with exactly that code.
  const site = await foreignSite(`<!doctype html><html lang="nb"><body><h1>Bloggen</h1>${code}</body></html>`);
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Eldre' })).toBeVisible();
    await frame.getByRole('button', { name: 'Spill av' }).click();
    await expect.poll(() => frame.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(1);
  } finally {
    await site.close();
  }
});

test('a Programleder makes an episode from upload to published, with chapters; a Tekniker cannot', async ({ browser, server, page }) => {
  const [admin, host, tech] = await team(browser, server, ['Ada Admin', 'Pia Programleder', 'Tor Tekniker']);
  await approve(admin!, host!.id, 'Programleder');
  const p = host!.page;
  await p.goto('/podcast/manage');
  await p.getByRole('button', { name: 'Ny episode' }).click();
  await p.getByRole('dialog').getByLabel('Tittel').fill('Fredagsquiz');
  await p.getByRole('button', { name: 'Opprett episode' }).click();
  await expect(p.getByText('Episoden er opprettet', { exact: true })).toBeVisible();
  await expect(p.getByText('Last opp en lydfil før du publiserer.')).toBeVisible();
  await expect(p.getByRole('button', { name: 'Publiser nå' })).toBeDisabled();

  await p.getByLabel('Lydfil (MP3 eller M4A)', { exact: true }).setInputFiles({ name: 'quiz.mp3', mimeType: 'audio/mpeg', buffer: silentMp3(75) });
  await expect(p.getByText('Filen er lastet opp', { exact: true })).toBeVisible();
  await expect(p.getByText('1 min · 1,1 MB · MP3')).toBeVisible();

  await p.getByRole('button', { name: 'Legg til kapittel' }).click();
  await p.getByRole('button', { name: 'Legg til kapittel' }).click();
  await p.getByLabel('Kapitteltittel, kapittel 1').fill('Intro');
  await p.getByLabel('Start (t:mm:ss), kapittel 2').fill('0:3x');
  await p.getByLabel('Kapitteltittel, kapittel 2').fill('Spørsmål 1');
  await p.getByRole('button', { name: 'Lagre' }).click();
  await expect(p.getByText('Skriv starttiden som m:ss eller t:mm:ss')).toBeVisible();
  await p.getByLabel('Start (t:mm:ss), kapittel 2').fill('0:30');
  await p.getByRole('button', { name: 'Lagre' }).click();
  await expect(p.getByText('Episoden er lagret', { exact: true })).toBeVisible();

  await p.getByRole('button', { name: 'Publiser nå' }).click();
  await expect(p.getByText('Episoden er publisert', { exact: true })).toBeVisible();

  await page.goto('/podcast');
  const player = page.getByRole('region', { name: 'Podkastspiller: Fredagsquiz' });
  await expect(player.getByRole('navigation', { name: 'Kapitler' }).getByRole('button')).toHaveText([/0:00\s*Intro/, /0:30\s*Spørsmål 1/]);

  // The technician has no nav entry and gets "Ingen tilgang" on the page; the API refuses too.
  await tech!.page.goto('/podcast/manage');
  await expect(tech!.page.getByText('Ingen tilgang')).toBeVisible();
  expect((await tech!.page.request.post('/api/podcast/episodes', { data: { title: 'Nei' } })).status()).toBe(403);
});

test('the public page and the player work on a phone', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await episode(admin!, { title: 'Mobilepisode' });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'nb-NO', colorScheme: 'light', hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await phone.goto('/podcast');
  await phone.getByRole('button', { name: /meny/i }).first().click();
  const menu = phone.getByRole('navigation', { name: 'Meny' });
  await expect(menu.getByRole('link')).toHaveText(['Podcast']);
  await phone.keyboard.press('Escape');
  await phone.getByRole('region', { name: 'Podkastspiller: Mobilepisode' }).getByRole('button', { name: 'Spill av' }).tap();
  await expect.poll(() => audioTime(phone), { timeout: 10_000 }).toBeGreaterThan(1);
  await context.close();
});

test('a newcomer account (pending) still reads the public podcast page', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await episode(admin!, { title: 'For alle' });
  const pending = await newUser(browser, server, 'Per Pending', 'per@example.no');
  await pending.page.goto('/podcast');
  await expect(pending.page.getByRole('region', { name: 'Podkastspiller: For alle' })).toBeVisible();
});

test('chapters come from the clock marks of the chosen show only', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  // The hour that has just ended, so every as-run time lies in the past for the server.
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000;
  const at = (minutes: number) => new Date(hourStart + minutes * 60_000).toISOString();
  const date = zonedDateKey(new Date(hourStart));
  const created = await page.request.post('/api/clock-templates', {
    data: {
      name: 'Kapittelklokke',
      weekday: zonedWeekday(new Date(hourStart)),
      start_hour: zonedParts(new Date(hourStart)).hour,
      color: '#3b82f6',
      is_active: true,
      elements: [
        { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 180, hard_start: true },
        { type: 'weather', title: 'Været', start_offset_s: 180, duration_s: 120, hard_start: false },
        { type: 'talk', title: 'Kveldsprat', start_offset_s: 1200, duration_s: 600, hard_start: false },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const day = (await (await page.request.get(`/api/active-clocks?date=${date}`)).json()) as { clocks: { elements: { id: string; title: string }[] }[] };
  const elements = day.clocks.flatMap((c) => c.elements);
  for (const [title, minute] of [['Nyheter', 0.5], ['Været', 3.5], ['Kveldsprat', 20]] as const) {
    const res = await page.request.post('/api/rpc/mark_clock_element_sent', {
      data: { element_id: elements.find((e) => e.title === title)!.id, sent: true, sent_at: at(minute) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const showIds: string[] = [];
  for (const [title, from, to] of [['Morgenpraten', 0, 10], ['Kveldsshowet', 15, 60]] as const) {
    const res = await page.request.post('/api/shows', { data: { title, scheduled_start: at(from), scheduled_end: at(to) } });
    expect(res.status(), await res.text()).toBe(201);
    showIds.push(((await res.json()) as { show: { id: string } }).show.id);
  }

  await page.goto('/podcast/manage');
  await page.getByRole('button', { name: 'Ny episode' }).click();
  await page.getByRole('dialog').getByLabel('Tittel').fill('Morgenpraten i opptak');
  await page.getByRole('button', { name: 'Opprett episode' }).click();
  await expect(page.getByText('Episoden er opprettet', { exact: true })).toBeVisible();
  await page.getByLabel('Sendedato').fill(date);
  await page.getByLabel('Sending', { exact: true }).selectOption(showIds[0]!);
  await page.getByRole('button', { name: 'Hent fra sendeklokka' }).click();
  await expect(page.getByText('2 kapitler hentet fra sendeklokka. Husk å lagre.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Kapitteltittel, kapittel 1')).toHaveValue('Nyheter');
  await expect(page.getByLabel('Start (t:mm:ss), kapittel 2')).toHaveValue('3:00');
  await expect(page.getByLabel('Kapitteltittel, kapittel 2')).toHaveValue('Været');
  await expect(page.getByLabel('Kapitteltittel, kapittel 3')).toHaveCount(0);
});

test('before the app has arrived, the painted player plays and the message form takes a message; the app carries both on', async ({ page, browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  await episode(admin!, { title: 'Morgenpraten', description: 'Om gjesten i studio.', chapters: [{ start_s: 0, title: 'Intro' }, { start_s: 30, title: 'Gjesten' }] }, { seconds: 120 });
  expect((await admin!.page.request.post('/api/on-air', { data: { is_live: true } })).status()).toBe(200);

  // The app's scripts are held back: what works now is the server's page and its early script alone.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/podcast', { waitUntil: 'domcontentloaded' });
  const player = page.getByRole('region', { name: 'Podkastspiller: Morgenpraten' });
  await player.getByRole('button', { name: 'Spill av' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1);
  await player.getByRole('button', { name: /Gjesten/ }).click();
  await expect(player.getByRole('button', { name: /Gjesten/ })).toHaveAttribute('aria-current', 'true');
  await page.getByText('Vis episodebeskrivelse').click();
  await expect(page.getByText('Skjul episodebeskrivelse')).toBeVisible();

  const form = page.getByRole('form', { name: 'Send melding til studio' });
  await form.getByLabel('Navn').fill('Kari');
  await form.getByLabel('Melding').fill('Hei fra bussen!');
  await expect(form.getByText('15 av 500 tegn')).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('button', { name: 'Sender...' })).toBeVisible();
  // Still the server's page: the app has not mounted anything yet.
  await expect(page.locator('#root > div[style]')).toHaveCount(0);
  await page.locator('audio').first().evaluate((audio) => audio.setAttribute('data-test-started-early', ''));
  const formTopBefore = (await form.boundingBox())!.y;

  releaseApp();
  await expect(page.locator('#root > div[style*="contents"]')).toHaveCount(1);
  // The form the listener is typing in stays where it was when the app's page takes over, and the description stays open.
  expect(Math.abs((await form.boundingBox())!.y - formTopBefore)).toBeLessThan(2);
  await expect(page.getByText('Skjul episodebeskrivelse')).toBeVisible();
  // The app sent the held message through its own checks, and kept the name for the next one.
  await expect(form.getByText('Takk! Meldingen er sendt til studio.')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Navn')).toHaveValue('Kari');
  await expect(form.getByLabel('Melding')).toHaveValue('');
  const queue = await (await admin!.page.request.get('/api/listener-messages')).json();
  expect(queue.messages.map((m: { name: string; body: string }) => `${m.name}: ${m.body}`)).toContain('Kari: Hei fra bussen!');

  // The app's player took over the very element that was playing: no restart, the position went on.
  const audio = player.locator('audio');
  await expect(audio).toHaveAttribute('data-test-started-early', '');
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  expect(await audioTime(page)).toBeGreaterThanOrEqual(30);
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Spill av' })).toBeVisible();
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  // The play was counted once, by the app, for the start made before it arrived.
  const list = await (await admin!.page.request.get('/api/podcast/episodes')).json();
  expect(list.episodes.find((e: { title: string }) => e.title === 'Morgenpraten').plays).toBe(1);

  // One small file that asks for nothing more: a second round trip would cost what it saves (decision 022).
  const early = await page.request.get('/podcast-early.js');
  expect(early.headers()['content-type']).toMatch(/javascript/);
  const code = await early.text();
  expect(code.length).toBeLessThan(10_000);
  expect(code).not.toMatch(/\bimport\s*\(|^import\s|\bfetch\(/m);
});
