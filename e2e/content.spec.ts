import { mkdirSync } from 'node:fs';
import { Mp3Encoder } from '@breezystack/lamejs';
import type { Page } from '@playwright/test';
import { expect, team, test } from './fixtures';

/** A 3-second 440 Hz tone as MP3, encoded in the test (no binary fixtures in git). */
function toneMp3(seconds = 3, sampleRate = 44100): Buffer {
  const pcm = new Int16Array(seconds * sampleRate);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 14000 * (0.3 + (0.7 * i) / pcm.length));
  const encoder = new Mp3Encoder(1, sampleRate, 96);
  const parts: Buffer[] = [];
  for (let i = 0; i < pcm.length; i += 1152) {
    const frame = encoder.encodeBuffer(pcm.subarray(i, i + 1152));
    parts.push(Buffer.from(frame.buffer, frame.byteOffset, frame.length));
  }
  const tail = encoder.flush();
  parts.push(Buffer.from(tail.buffer, tail.byteOffset, tail.length));
  return Buffer.concat(parts);
}

const count = (page: Page, label: 'Totalt' | 'Notater' | 'Media') => page.getByTestId(`count-${label}`).locator('dd');
const words = (n: number, start = 0) => Array.from({ length: n }, (_, i) => `ord${start + i}`).join(' ');

test('Notat creates a note that the hub finds by a Norwegian word with æ, ø and å', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Åse Ødegård']);
  const page = admin!.page;
  await page.goto('/content-hub');
  await expect(page.getByRole('heading', { name: 'Innholdshub' })).toBeVisible();
  await expect(count(page, 'Totalt')).toHaveText('0');

  await page.getByRole('button', { name: 'Notat' }).click();
  await expect(page).toHaveURL(/\/notes\?id=/);
  await page.getByLabel('Tittel').fill('Blåbærsyltetøy på Ørland');
  await page.getByLabel('Notattekst').fill('Åse tar med **kaffe** og vafler til fredagsshowet.');
  await expect(page.getByRole('status').filter({ hasText: /Lagret kl\./ })).toBeVisible();

  await page.goto('/content-hub');
  await expect(count(page, 'Notater')).toHaveText('1');
  await page.getByLabel('Søk i notater og media').fill('ØRLAND');
  await expect(page.getByRole('link', { name: 'Blåbærsyltetøy på Ørland' })).toBeVisible();
  await expect(count(page, 'Totalt')).toHaveText('1');
  await page.getByLabel('Søk i notater og media').fill('blåbær');
  await expect(page.getByRole('link', { name: 'Blåbærsyltetøy på Ørland' })).toBeVisible();
  await page.getByLabel('Søk i notater og media').fill('æøå-finnes-ikke');
  await expect(count(page, 'Totalt')).toHaveText('0');
  await expect(page.getByText('Ingen treff.')).toBeVisible();
});

test('an MP3 uploaded with Opp is processed live, plays, and takes a cue marker; the hub counts follow', async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  await page.goto('/content-hub');
  await expect(count(page, 'Media')).toHaveText('0');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Opp' }).click();
  await (await chooser).setFiles({ name: 'Morgenjingel.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
  await expect(count(page, 'Media')).toHaveText('1');
  await expect(count(page, 'Totalt')).toHaveText('1');

  await page.getByRole('link', { name: 'Morgenjingel' }).click();
  await expect(page).toHaveURL(/\/media\?id=/);
  const detail = page.getByRole('article');
  await expect(detail.getByText('Klar', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByText(/MP3 · .* · 0:03/)).toBeVisible();

  await detail.getByRole('button', { name: 'Spill av' }).click();
  await expect(detail.getByTestId('player-position')).not.toHaveText('0:00', { timeout: 5_000 });
  await detail.getByRole('button', { name: 'Pause' }).click();

  await detail.getByLabel('Markørtype').selectOption({ label: 'Cue inn' });
  await detail.getByLabel('Etikett (valgfri)').fill('Vokal starter');
  await detail.getByRole('button', { name: /Legg til markør ved/ }).click();
  await expect(detail.getByRole('list', { name: 'Markører' }).getByText('Vokal starter')).toBeVisible();
  // Seeking by keyboard on the waveform.
  await detail.getByRole('slider', { name: 'Avspillingsposisjon' }).focus();
  await page.keyboard.press('End');
  await expect(detail.getByTestId('player-position')).toHaveText('0:03');
});

test("a script's read time follows the typing and moves its clock element's length", async ({ browser, server }) => {
  const [admin] = await team(browser, server, ['Ada Admin']);
  const page = admin!.page;
  const template = await page.request.post('/api/clock-templates', {
    data: {
      name: 'Morgen 07',
      weekday: 1,
      start_hour: 7,
      color: '#3b82f6',
      is_active: true,
      elements: [
        { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: 120, hard_start: true },
        { type: 'talk', title: 'Værprat', start_offset_s: 300, duration_s: 45, hard_start: false },
      ],
    },
  });
  expect(template.status()).toBe(201);
  const { template: created } = (await template.json()) as { template: { id: string; elements: { id: string; title: string }[] } };

  await page.goto('/content-studio');
  await page.getByRole('button', { name: 'Nytt manus' }).click();
  const readTime = page.getByRole('status', { name: 'Lesetid' });
  await expect(readTime).toHaveText('00:00');
  await page.getByLabel('Manus', { exact: true }).fill(words(150));
  await expect(readTime).toHaveText('01:00');
  await page.getByLabel('Knytt til').selectOption({ label: 'Værprat (00:45)' });
  await expect(page.getByTestId('target-length')).toContainText('planlagt 01:00');

  await page.getByLabel('Manus', { exact: true }).press('End');
  await page.getByLabel('Manus', { exact: true }).pressSequentially(` ${words(10, 150)}`, { delay: 5 });
  await expect(readTime).toHaveText('01:04');
  await expect(page.getByTestId('target-length')).toContainText('planlagt 01:04');
  const stored = (await (await page.request.get(`/api/clock-templates/${created.id}`)).json()) as {
    template: { elements: { title: string; duration_s: number }[] };
  };
  expect(stored.template.elements.find((e) => e.title === 'Værprat')?.duration_s).toBe(64);
});

test('two people editing one shared note get both versions to choose from, not a silent overwrite', async ({ browser, server }) => {
  const [ada, per] = await team(browser, server, ['Ada Admin', 'Per Produsent']);
  const res = await ada!.page.request.post('/api/notes', { data: { title: 'Kjøreplan', body: 'Linje 1', visibility: 'shared' } });
  const { note } = (await res.json()) as { note: { id: string } };
  await per!.page.goto(`/notes?id=${note.id}`);
  await expect(per!.page.getByLabel('Notattekst')).toHaveValue('Linje 1');
  // Hold Per's autosave until Ada has saved, so both really write against version 1.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await per!.page.route(`**/api/notes/${note.id}`, async (route) => {
    if (route.request().method() === 'PATCH') await gate;
    await route.continue();
  });
  const perSaving = per!.page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(note.id));
  await per!.page.getByLabel('Notattekst').fill('Pers linje\nLinje 1');
  await perSaving;
  const saved = await ada!.page.request.patch(`/api/notes/${note.id}`, { data: { version: 1, body: 'Linje 1\nAdas linje' } });
  expect(saved.status()).toBe(200);
  release();

  const dialog = per!.page.getByRole('dialog', { name: 'To versjoner av notatet' });
  await expect(dialog.getByRole('region', { name: 'Din versjon' })).toContainText('Pers linje');
  await expect(dialog.getByRole('region', { name: 'Lagret av Ada Admin' })).toContainText('Adas linje');
  await dialog.getByRole('button', { name: 'Slå sammen' }).click();
  await expect(per!.page.getByLabel('Notattekst')).toHaveValue('Pers linje\nLinje 1\nAdas linje');
  await expect(per!.page.getByRole('status').filter({ hasText: /Lagret kl\./ })).toBeVisible({ timeout: 10_000 });
  const final = (await (await ada!.page.request.get(`/api/notes/${note.id}`)).json()) as { note: { body: string; version: number } };
  expect(final.note).toMatchObject({ body: 'Pers linje\nLinje 1\nAdas linje', version: 3 });
});

test('Innhold moves a card across the board live for a colleague', async ({ browser, server }) => {
  const [ada, per] = await team(browser, server, ['Ada Admin', 'Per Produsent']);
  await ada!.page.goto('/innhold');
  await per!.page.goto('/innhold');
  await ada!.page.getByRole('button', { name: 'Nytt innhold' }).click();
  const dialog = ada!.page.getByRole('dialog');
  await dialog.getByLabel('Tittel').fill('Intervju med ordføreren i Tromsø');
  await dialog.getByLabel('Ansvarlig').selectOption({ label: 'Per Produsent' });
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  const perIdea = per!.page.getByRole('region', { name: 'Idé' });
  await expect(perIdea.getByRole('button', { name: 'Intervju med ordføreren i Tromsø' })).toBeVisible();
  await ada!.page.getByLabel('Status for Intervju med ordføreren i Tromsø').selectOption({ label: 'Klar' });
  await expect(per!.page.getByRole('region', { name: 'Klar' }).getByRole('button', { name: 'Intervju med ordføreren i Tromsø' })).toBeVisible();
  await expect(perIdea.getByText('Tomt')).toBeVisible();
});

/** Screenshots for looking at the screens (CONTENT_SHOTS=1): desktop and phone, dark and light. */
test('screenshots of the content screens', async ({ browser, server }) => {
  test.skip(!process.env.CONTENT_SHOTS, 'only when CONTENT_SHOTS is set');
  test.setTimeout(180_000);
  const [ada, per] = await team(browser, server, ['Ada Admin', 'Per Produsent']);
  const page = ada!.page;
  const dir = '/tmp/shots/content';
  mkdirSync(dir, { recursive: true });
  const api = page.request;
  await api.post('/api/notes', { data: { title: 'Gjester fredag', body: '## Gjester\n- Åse fra Ålesund\n- Ørjan om **blåbær**', tags: ['gjester'], visibility: 'shared', is_pinned: true } });
  await per!.page.request.post('/api/notes', { data: { title: 'Trafikk E6', body: 'Kø ved Økern, omkjøring via Ring 3.', tags: ['trafikk'], visibility: 'shared' } });
  const upload = await api.post('/api/media', { multipart: { file: { name: 'Morgenjingel.mp3', mimeType: 'audio/mpeg', buffer: toneMp3(6) } } });
  const { media } = (await upload.json()) as { media: { id: string } };
  await api.post(`/api/media/${media.id}/markers`, { data: { kind: 'intro', position_ms: 800 } });
  await api.post(`/api/media/${media.id}/markers`, { data: { kind: 'outro', label: 'Fade', position_ms: 5200 } });
  await api.post('/api/collections', { data: { name: 'Fredagsshow', color: '#22c55e' } });
  for (const [title, status] of [
    ['Intervju med ordføreren', 'idea'],
    ['Værprat med meteorologen', 'in_progress'],
    ['Konkurranse: Gjett lyden', 'ready'],
    ['Nyhetsoppsummering', 'sent'],
  ] as const) {
    await api.post('/api/editorial-content', { data: { title, status, body: words(90), responsible_id: per!.id } });
  }
  const script = (await (await api.get('/api/editorial-content')).json()) as { items: { id: string; title: string }[] };
  const scriptId = script.items.find((i) => i.title === 'Værprat med meteorologen')!.id;
  await expect.poll(async () => ((await (await api.get(`/api/media/${media.id}`)).json()) as { media: { processing: { status: string } } }).media.processing.status, { timeout: 20_000 }).toBe('done');

  const screens: [string, string][] = [
    ['content-hub', '/content-hub'],
    ['notes', '/notes'],
    ['media', `/media?id=${media.id}`],
    ['innhold', '/innhold'],
    ['content-studio', `/content-studio?id=${scriptId}`],
  ];
  for (const theme of ['dark', 'light'] as const) {
    for (const [width, height, device] of [
      [1280, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      if (page.url() === 'about:blank') await page.goto('/content-hub');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const [name, path] of screens) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${name}-${device}-${theme}.png`, fullPage: true });
      }
    }
  }
});
