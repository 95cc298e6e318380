import type { Locator, Page } from '@playwright/test';
import { KNOWN_HOUR, oslo } from './clock-fixtures';
import { expect, team, test, type StaffUser } from './fixtures';

/**
 * Offline (issue 10): after one visit the app opens without network and shows the last data it
 * had with a clear offline mark; a chat message written offline waits as "Venter på nett", survives
 * a reload, and is delivered exactly once when the network is back.
 */

test.describe.configure({ timeout: 180_000 });
// The service worker is what opens the app offline: the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Melding', exact: true });
const log = (page: Page): Locator => page.getByRole('log');
const offlineMark = (page: Page) => page.getByRole('region', { name: 'Du er frakoblet' });

async function openChat(user: StaffUser) {
  await user.page.goto('/chat');
  await expect(messageBox(user.page)).toBeVisible();
}

/** The service worker has cached the app and controls the page: from now on it opens offline. */
async function appCachedForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('after one visit the app opens offline with the last data it had and a clear offline mark', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  await openChat(ada!);
  const res = await bea!.page.request.post('/api/chat/messages', { data: { message: 'Siste nytt før nettet forsvant', client_id: crypto.randomUUID() } });
  expect(res.status(), await res.text()).toBe(201);
  await expect(log(ada!.page).getByText('Siste nytt før nettet forsvant')).toBeVisible();
  await appCachedForOffline(ada!.page);
  // The saved copy of the data is written a moment after it changes.
  await expect.poll(() => ada!.page.evaluate(() => localStorage.getItem('studioportal-query-cache') ?? '')).toContain('Siste nytt før nettet forsvant');
  await expect(offlineMark(ada!.page)).toHaveCount(0);

  await ada!.page.context().setOffline(true);
  await ada!.page.reload();
  await expect(offlineMark(ada!.page)).toBeVisible();
  await expect(offlineMark(ada!.page)).toContainText('Viser sist lagrede data');
  // The shell (navigation) and the last data are there without any network.
  await expect(ada!.page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  await expect(log(ada!.page).getByText('Siste nytt før nettet forsvant')).toBeVisible();

  // What cannot wait is switched off, with the reason next to it.
  await ada!.page.goto('/notes');
  const newNote = ada!.page.getByRole('button', { name: 'Notat', exact: true });
  await expect(newNote).toBeDisabled();
  await expect(newNote).toHaveAccessibleDescription('Krever nettforbindelse');

  await ada!.page.context().setOffline(false);
  await expect(offlineMark(ada!.page)).toHaveCount(0);
  await expect(newNote).toBeEnabled();
});

test('a chat message written offline waits, survives a reload, and is delivered exactly once when back online', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  await openChat(ada!);
  await openChat(bea!);
  await appCachedForOffline(ada!.page);

  await ada!.page.context().setOffline(true);
  await expect(offlineMark(ada!.page)).toBeVisible();
  await messageBox(ada!.page).fill('Skrevet i tunnelen');
  await messageBox(ada!.page).press('Enter');
  const pending = ada!.page.getByRole('list', { name: 'Meldinger som venter på nett' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Skrevet i tunnelen');
  await expect(pending).toContainText('Venter på nett');
  await expect(messageBox(ada!.page)).toHaveValue('');
  await expect(offlineMark(ada!.page)).toContainText('1 handling venter på nett');

  // Still queued after a reload without network.
  await ada!.page.reload();
  await expect(offlineMark(ada!.page)).toBeVisible();
  await expect(pending).toHaveCount(1);
  await expect(log(bea!.page).getByText('Skrevet i tunnelen')).toHaveCount(0);

  await ada!.page.context().setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(log(bea!.page).getByText('Skrevet i tunnelen')).toHaveCount(1);
  await expect(log(ada!.page).getByText('Skrevet i tunnelen')).toHaveCount(1);

  // Once in the database, too — and it stays once after the socket has caught up.
  await bea!.page.waitForTimeout(1500);
  await expect(log(bea!.page).getByText('Skrevet i tunnelen')).toHaveCount(1);
  const history = await bea!.page.request.get('/api/chat/messages?conversation=public');
  expect(history.status()).toBe(200);
  const { messages } = (await history.json()) as { messages: { message: string; sender_id: string }[] };
  expect(messages.filter((m) => m.message === 'Skrevet i tunnelen')).toEqual([expect.objectContaining({ sender_id: ada!.id })]);
});

test('marking a clock element sent offline waits and is recorded with the time it was clicked once back online', async ({ browser, server }) => {
  const [ada, tore] = await team(browser, server, ['Ada Admin', 'Tore Tekniker']);
  const now = oslo(new Date());
  const created = await ada!.page.request.post('/api/clock-templates', {
    data: { name: 'Live nå', color: '#3b82f6', is_active: true, weekday: now.weekday, start_hour: now.hour, elements: KNOWN_HOUR.slice(0, 3) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const weatherRow = (page: Page) => page.locator('[data-clock-element="Vær"]');
  await ada!.page.goto('/clock-templates?vis=i-dag');
  await tore!.page.goto('/clock-templates?vis=i-dag');
  await expect(weatherRow(ada!.page)).toBeVisible();
  await expect(weatherRow(tore!.page)).toBeVisible();

  await ada!.page.context().setOffline(true);
  await expect(offlineMark(ada!.page)).toBeVisible();
  const clickStarted = Date.now();
  await weatherRow(ada!.page).getByRole('button', { name: 'Marker «Vær» som sendt' }).click();
  const clickDone = Date.now();
  await expect(weatherRow(ada!.page)).toContainText('Venter på nett');
  // Held back for a moment: nothing reaches the colleague while offline.
  await ada!.page.waitForTimeout(1500);
  await expect(weatherRow(tore!.page).getByRole('button', { name: 'Marker «Vær» som sendt' })).toBeVisible();

  await ada!.page.context().setOffline(false);
  await expect(weatherRow(tore!.page)).toContainText('Ada Admin');
  await expect(weatherRow(ada!.page)).toContainText(/Sendt \d\d:\d\d/);
  await expect(weatherRow(ada!.page)).not.toContainText('Venter på nett');

  // The as-run time is the click, not the moment the network came back.
  const day = await tore!.page.request.get(`/api/active-clocks?date=${now.date}`);
  expect(day.status(), await day.text()).toBe(200);
  const { clocks } = (await day.json()) as { clocks: { elements: { title: string; sent_at: string | null }[] }[] };
  const sentAt = Date.parse(clocks.flatMap((c) => c.elements).find((e) => e.title === 'Vær')!.sent_at!);
  // The time of the click (a busy machine may take a while to perform it), not of the delivery,
  // which comes at least 1.5 s after it; a second's slack for a time kept in whole seconds.
  expect(sentAt).toBeGreaterThanOrEqual(clickStarted - 1000);
  expect(sentAt).toBeLessThanOrEqual(clickDone + 1000);
});

test('a note edited offline waits, survives a reload, and is saved exactly once when the network is back', async ({ browser, server }) => {
  const [ada] = await team(browser, server, ['Ada Admin']);
  const res = await ada!.page.request.post('/api/notes', { data: { title: 'Kjøreplan', body: 'Linje 1', visibility: 'shared' } });
  expect(res.status(), await res.text()).toBe(201);
  const { note } = (await res.json()) as { note: { id: string } };
  await ada!.page.goto(`/notes?id=${note.id}`);
  const body = ada!.page.getByLabel('Notattekst');
  await expect(body).toHaveValue('Linje 1');
  await appCachedForOffline(ada!.page);
  // The saved copy of the notes is written a moment after they change.
  await expect.poll(() => ada!.page.evaluate(() => localStorage.getItem('studioportal-query-cache') ?? '')).toContain('Kjøreplan');

  await ada!.page.context().setOffline(true);
  await body.fill('Linje 1\nSkrevet uten nett');
  const saveStatus = ada!.page.getByRole('status').filter({ hasText: /Venter på nett|Lagret kl\./ });
  await expect(saveStatus).toHaveText(/Venter på nett/);

  // A reload while still offline (the service worker serves the app) keeps the edit, still waiting.
  await ada!.page.reload();
  await expect(body).toHaveValue('Linje 1\nSkrevet uten nett');
  await expect(saveStatus).toHaveText(/Venter på nett/);

  await ada!.page.context().setOffline(false);
  await expect(saveStatus).toHaveText(/Lagret kl\./);
  const stored = (await (await ada!.page.request.get(`/api/notes/${note.id}`)).json()) as { note: { body: string; version: number } };
  expect(stored.note).toMatchObject({ body: 'Linje 1\nSkrevet uten nett', version: 2 });
  // Saved once: a second save of the same draft would have met a conflict (same base version).
  await expect(ada!.page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => ada!.page.evaluate(() => localStorage.getItem('studioportal-pending-drafts'))).toBeNull();
});
