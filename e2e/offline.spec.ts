import type { Locator, Page } from '@playwright/test';
import { expect, team, test, type StaffUser } from './fixtures';

/**
 * Offline (issue 10): after one visit the app opens without network and shows the last data it
 * had with a clear offline mark; a chat message written offline waits as "Venter på nett", survives
 * a reload, and is delivered exactly once when the network is back.
 */

test.describe.configure({ timeout: 120_000 });

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

  await ada!.page.context().setOffline(false);
  await expect(offlineMark(ada!.page)).toHaveCount(0);
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
