import { approve, expect, newUser, PASSWORD, test } from './fixtures';

/**
 * Varsler across devices (issue 23): Tor is signed in on two browsers when a colleague names him
 * in the chat. Both bells count it at once; he opens it from the bell on one, which takes him to
 * the chat and marks it read, and the other bell's count drops without a reload.
 */

test.describe.configure({ timeout: 90_000 });

test('a mention reaches both of a person’s browsers; read on one, the other’s bell drops', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const tor = await newUser(browser, server, 'Tor Tekniker', 'tor@example.no');
  await approve(ada, tor.id, 'Tekniker');

  // His second device: the same account signed in from another browser.
  const second = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', colorScheme: 'light', viewport: { width: 1440, height: 900 } });
  const other = await second.newPage();
  const signIn = await other.request.post('/api/session/sign-in', { data: { email: 'tor@example.no', password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await Promise.all([tor.page.goto('/'), other.goto('/')]);
  const bells = [tor.page, other].map((page) => page.getByRole('button', { name: /^Varsler/ }));
  // The approval is his first notification.
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Varsler, 1 ulest varsel');

  const sent = await ada.page.request.post('/api/chat/messages', { data: { message: 'God morgen @Tor Tekniker, kan du sjekke mikrofon 2?' } });
  expect(sent.status(), await sent.text()).toBe(201);
  for (const bell of bells) await expect(bell).toHaveAccessibleName('Varsler, 2 uleste varsler');
  await expect(other.getByRole('status').filter({ hasText: '2 uleste varsler' })).toHaveCount(1);

  // He opens it from the bell on the first browser: to the chat, and it is read.
  await bells[0]!.click();
  await tor.page.getByRole('menuitem', { name: /Ada Admin nevnte deg i chatten/ }).click();
  await expect(tor.page).toHaveURL(/\/chat\?samtale=public$/);
  await expect(bells[0]!).toHaveAccessibleName('Varsler, 1 ulest varsel');
  // The other browser follows without a reload.
  await expect(bells[1]!).toHaveAccessibleName('Varsler, 1 ulest varsel');

  await second.close();
});
