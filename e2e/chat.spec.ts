import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { displayChatColor, hexToRgb } from '@studioportal/shared';
import { approve, expect, newUser, team, test, type StaffUser } from './fixtures';

/**
 * Chat (issue 5): the staff channel and private conversations, driven as people would in two or
 * three browser contexts against the real server — live delivery, privacy (down to the socket
 * frames), replies, edits, unread badges, presence and catching up after a dropped connection.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every test starts its own server and signs up two to six people; on a shared, busy machine
// that alone can take half a minute.
test.describe.configure({ timeout: 180_000 });

function log(page: Page): Locator {
  return page.getByRole('log');
}

function messageBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Melding', exact: true });
}

function messageItem(page: Page, text: string): Locator {
  return log(page).getByRole('listitem').filter({ hasText: text });
}

async function openChat(user: StaffUser, query = '') {
  await user.page.goto(`/chat${query}`);
  await expect(messageBox(user.page)).toBeVisible();
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageItem(page, text).first()).toBeVisible();
}

/** Posts through the API, keeping under the per-person flood limit (5 at once, then 1 per second). */
async function post(user: StaffUser, body: Record<string, unknown>) {
  const res = await user.page.request.post('/api/chat/messages', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { message: { id: string } }).message.id;
}

const rgb = (hex: string) => {
  const c = hexToRgb(hex)!;
  return `rgb(${c.r}, ${c.g}, ${c.b})`;
};

test('a public message reaches colleagues live, in the sender’s colour, as plain safe text', async ({ browser, server }) => {
  const [ada, bea, cato] = await team(browser, server, ['Ada Admin', 'Bea Berg', 'Cato Carlsen']);
  await openChat(ada!);
  await openChat(bea!);
  await cato!.page.goto('/');
  const chatLink = cato!.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: /^Chat/ });
  await expect(chatLink).toBeVisible();

  // Empty and whitespace-only messages are ignored; the counter follows the trimmed text.
  const box = messageBox(ada!.page);
  const send = ada!.page.getByRole('button', { name: 'Send melding' });
  await expect(ada!.page.getByText('0/2000 tegn')).toBeVisible();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await box.fill('  God morgen!  ');
  await expect(ada!.page.getByText('11/2000 tegn')).toBeVisible();
  await expect(send).toBeEnabled();
  await box.fill('x'.repeat(2001));
  await expect(ada!.page.getByText('2001/2000 tegn')).toBeVisible();
  await expect(send).toBeDisabled();

  // Typing shows on the colleague's screen.
  await box.fill('God morgen');
  await expect(bea!.page.getByText('Ada skriver …')).toBeVisible();
  await box.fill('  God morgen, studio!  ');
  await box.press('Enter');
  await expect(box).toHaveValue('');

  const seen = messageItem(bea!.page, 'God morgen, studio!');
  await expect(seen).toBeVisible();
  await expect(bea!.page.getByText('Ada skriver …')).toBeHidden();
  await expect(seen.getByText('Ada Admin', { exact: true })).toHaveCSS('color', rgb(displayChatColor({ id: ada!.id })));
  // Cato is elsewhere: the navbar counts it.
  await expect(chatLink).toHaveAccessibleName('Chat 1 ulest melding');

  // Markup and script links arrive as text; real addresses become safe links.
  await cato!.page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 0));
  await bea!.page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 0));
  const hostile = '<img src=x onerror="window.__xss=1"> javascript:alert(1) se https://example.no/plan.';
  await say(ada!.page, hostile);
  const item = messageItem(bea!.page, 'javascript:alert(1)');
  await expect(item).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(item.locator('img')).toHaveCount(0);
  const link = item.getByRole('link', { name: 'https://example.no/plan' });
  await expect(link).toHaveAttribute('href', 'https://example.no/plan');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(item.getByRole('link')).toHaveCount(1);
  expect(await bea!.page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);

  // Ada renames herself and picks a colour: Bea's open chat shows both at once, without a reload.
  expect((await ada!.page.request.patch('/api/profile', { data: { full_name: 'Ada Ankerman' } })).status()).toBe(200);
  expect((await ada!.page.request.post('/api/rpc/claim_chat_color', { data: { p_color: '#ef4444' } })).status()).toBe(200);
  await expect(seen.getByText('Ada Ankerman', { exact: true })).toHaveCSS('color', rgb('#ef4444'));
});

test('a private message reaches only its recipient — not a third colleague’s screen or socket', async ({ browser, server }) => {
  const [ada, bea, cato] = await team(browser, server, ['Ada Admin', 'Bea Berg', 'Cato Carlsen']);
  const catoFrames: string[] = [];
  cato!.page.on('websocket', (ws) => ws.on('framereceived', (frame) => catoFrames.push(String(frame.payload))));
  await openChat(cato!);
  await openChat(bea!);
  await openChat(ada!);

  await ada!.page.getByRole('button', { name: 'Ny privat melding' }).click();
  const dialog = ada!.page.getByRole('dialog', { name: 'Ny privat melding' });
  await dialog.getByRole('textbox', { name: 'Søk etter kollega' }).fill('bea');
  await dialog.getByRole('button', { name: /Bea Berg/ }).click();
  await expect(ada!.page.getByRole('heading', { name: 'Bea Berg' })).toBeVisible();
  const secret = 'Hemmelig: quizsvaret i dag er Trondheim';
  await say(ada!.page, secret);

  // Bea is in the staff channel: a notification, and an unread count on the conversation.
  await expect(bea!.page.getByText('Ny privat melding fra Ada Admin').first()).toBeVisible();
  const row = bea!.page.getByRole('list', { name: 'Samtaler' }).getByRole('link', { name: /Ada Admin/ });
  await expect(row).toContainText('1 ulest melding');
  await row.click();
  await expect(messageItem(bea!.page, secret)).toBeVisible();
  await expect(row).not.toContainText('ulest');

  // Cato: a public message afterwards proves the socket was live, yet the secret never came.
  await post(bea!, { message: 'Offentlig etter det private' });
  await expect(messageItem(cato!.page, 'Offentlig etter det private')).toBeVisible();
  await expect(cato!.page.getByText('Trondheim')).toHaveCount(0);
  await expect(cato!.page.getByRole('list', { name: 'Samtaler' }).getByRole('link')).toHaveCount(1);
  expect(catoFrames.some((f) => f.includes('Offentlig etter det private'))).toBe(true);
  expect(catoFrames.some((f) => f.includes('Trondheim'))).toBe(false);
  // Nor can Cato fetch it by asking for either conversation.
  for (const other of [ada!.id, bea!.id]) {
    const res = await cato!.page.request.get(`/api/chat/messages?conversation=${other}`);
    expect(await res.text()).not.toContain('Trondheim');
  }
});

test('replying quotes the message, and clicking the quote jumps back to it, paging back if needed', async ({ browser, server }) => {
  const people = await team(browser, server, ['Ada Admin', 'Bea Berg', 'Cato Carlsen', 'Dina Dahl', 'Eli Eng', 'Finn Fjell']);
  const [ada, bea] = people;
  const originalId = await post(ada!, { message: 'Hvem tar nyhetene klokka sju?' });
  // Enough chatter after it (55 messages) that it is on an older page than the one a screen first
  // loads. Paced like real people: each writes about once a second, well under the channel cap.
  const chatters = people.slice(1);
  for (let round = 0; round < 11; round++) {
    await Promise.all(chatters.map((p, i) => post(p, { message: `Prat ${round}-${i}` })));
    await sleep(1050);
  }
  await post(bea!, { message: 'Jeg tar dem!', reply_to: originalId });

  await openChat(ada!);
  const reply = messageItem(ada!.page, 'Jeg tar dem!');
  await expect(reply).toBeVisible();
  // The original itself is not loaded yet; only the reply's quote of it is.
  await expect(messageItem(ada!.page, 'Hvem tar nyhetene klokka sju?').filter({ hasNotText: 'Jeg tar dem!' })).toHaveCount(0);
  await reply.getByRole('button', { name: /^Gå til meldingen fra Ada Admin/ }).click();
  const original = messageItem(ada!.page, 'Hvem tar nyhetene klokka sju?').filter({ hasNot: ada!.page.getByRole('button', { name: /^Gå til/ }) });
  await expect(original).toBeInViewport();
  await expect(original).toBeFocused();

  // Replying through the screen: the banner, then the quote on the new message.
  await reply.hover();
  await reply.getByRole('button', { name: 'Svar Bea Berg' }).click();
  await expect(ada!.page.getByText('Svarer Bea Berg')).toBeVisible();
  await say(ada!.page, 'Takk, Bea!');
  const answer = messageItem(ada!.page, 'Takk, Bea!');
  await expect(answer.getByRole('button', { name: /^Gå til meldingen fra Bea Berg som det svares på: Jeg tar dem!/ })).toBeVisible();
  await expect(ada!.page.getByText('Svarer Bea Berg')).toBeHidden();
});

test('editing and deleting your own message shows for everyone at once', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  await openChat(ada!);
  await openChat(bea!);
  await say(ada!.page, 'Gjesten kommer 07:10');
  await expect(messageItem(bea!.page, 'Gjesten kommer 07:10')).toBeVisible();
  // Someone else's message offers a reply, but no edit or delete.
  await messageItem(bea!.page, 'Gjesten kommer 07:10').hover();
  await expect(messageItem(bea!.page, 'Gjesten kommer 07:10').getByRole('button', { name: 'Rediger meldingen' })).toHaveCount(0);

  const mine = messageItem(ada!.page, 'Gjesten kommer 07:10');
  await mine.hover();
  await mine.getByRole('button', { name: 'Rediger meldingen' }).click();
  await expect(ada!.page.getByText('Redigerer meldingen')).toBeVisible();
  const editBox = ada!.page.getByRole('textbox', { name: 'Rediger meldingen' });
  await expect(editBox).toHaveValue('Gjesten kommer 07:10');
  await editBox.fill('Gjesten kommer 07:20');
  await editBox.press('Enter');
  const edited = messageItem(bea!.page, 'Gjesten kommer 07:20');
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('(redigert)');
  await expect(bea!.page.getByText('Gjesten kommer 07:10')).toHaveCount(0);

  await messageItem(ada!.page, 'Gjesten kommer 07:20').hover();
  await messageItem(ada!.page, 'Gjesten kommer 07:20').getByRole('button', { name: 'Slett meldingen' }).click();
  const confirm = ada!.page.getByRole('dialog', { name: 'Slette meldingen?' });
  await confirm.getByRole('button', { name: 'Slett' }).click();
  await expect(confirm).toBeHidden();
  await expect(log(bea!.page).getByText('Meldingen ble slettet')).toBeVisible();
  await expect(bea!.page.getByText('Gjesten kommer 07:20')).toHaveCount(0);
  await expect(log(ada!.page).getByText('Meldingen ble slettet')).toBeVisible();
});

test('@mentions are highlighted and notify the colleague who was named', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  await openChat(ada!);
  const conversationsLoaded = bea!.page.waitForResponse((res) => res.url().includes('/api/chat/conversations'));
  await bea!.page.goto('/');
  await conversationsLoaded;
  // Bea's page is live on the chat channel once a first message shows in her unread count. It is
  // posted after her page has loaded its conversations, so only the channel can bring it: its event,
  // or the refetch its first subscription starts. Posted earlier, the page's own first fetch counted
  // it while the subscription was still on its way, and the mention below was then fetched, not
  // announced (seen in a trace).
  await post(ada!, { message: 'God morgen, alle sammen' });
  await expect(bea!.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Chat 1 ulest melding' })).toBeVisible();
  await messageBox(ada!.page).fill('Kan @Be');
  const suggestions = ada!.page.getByRole('listbox', { name: 'Nevn en kollega' });
  await expect(suggestions.getByRole('option', { name: /Bea Berg/ })).toBeVisible();
  await messageBox(ada!.page).press('Enter');
  await expect(messageBox(ada!.page)).toHaveValue('Kan @Bea Berg ');
  await messageBox(ada!.page).pressSequentially('ta trafikken?');
  await messageBox(ada!.page).press('Enter');
  await expect(messageItem(ada!.page, 'ta trafikken?')).toBeVisible();

  await expect(bea!.page.getByText('Ada Admin nevnte deg i chatten').first()).toBeVisible();
  await bea!.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: /^Chat/ }).click();
  const mention = messageItem(bea!.page, 'ta trafikken?').getByText('@Bea Berg');
  await expect(mention).toBeVisible();
  await expect(mention).toHaveAttribute('data-mention', 'me');
});

test('the unread count shows on the navbar chat button and in the mobile menu, and clears on reading', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  await bea!.page.goto('/');
  const navLink = bea!.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: /^Chat/ });
  await expect(navLink).toHaveAccessibleName('Chat');
  await post(ada!, { message: 'Første' });
  await post(ada!, { message: 'Andre' });
  await expect(navLink).toHaveAccessibleName('Chat 2 uleste meldinger');
  await expect(navLink.getByText('2', { exact: true })).toBeVisible();

  await bea!.page.setViewportSize({ width: 390, height: 844 });
  await bea!.page.getByRole('button', { name: 'Åpne meny' }).click();
  const menuLink = bea!.page.getByRole('dialog').getByRole('link', { name: /^Chat/ });
  await expect(menuLink).toHaveAccessibleName('Chat 2 uleste meldinger');
  await menuLink.click();
  // On a phone the list comes first; the staff channel carries the count too.
  const channel = bea!.page.getByRole('list', { name: 'Samtaler' }).getByRole('link', { name: /Personalkanalen/ });
  await expect(channel).toContainText('2 uleste meldinger');
  await channel.click();
  await expect(messageItem(bea!.page, 'Andre')).toBeVisible();
  await bea!.page.getByRole('button', { name: 'Tilbake til samtaler' }).click();
  await expect(channel).not.toContainText('ulest');
  await bea!.page.setViewportSize({ width: 1280, height: 800 });
  await expect(bea!.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: /^Chat/ })).toHaveAccessibleName('Chat');
});

test('presence: a colleague appears when they open the portal and disappears when they close the tab', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const bea = await newUser(browser, server, 'Bea Berg', 'bea@example.no');
  await approve(ada, bea.id, 'Programleder');
  await openChat(ada);
  const online = ada.page.getByRole('list', { name: 'Pålogget nå' });
  await expect(online.getByText('Ada Admin')).toBeVisible();
  await expect(online.getByText('Bea Berg')).toHaveCount(0);

  await openChat(bea);
  const entry = online.getByRole('link', { name: /Bea Berg, Programleder, pålogget/ });
  await expect(entry).toBeVisible({ timeout: 8000 });
  await expect(entry.locator('span[aria-hidden]').first()).toHaveCSS('background-color', rgb(displayChatColor({ id: bea.id })));

  // Timed from when the tab is gone: closing a browser context is the browser's work, and took
  // 2 s on a busy machine before the page even stopped.
  await bea.page.context().close();
  const closedAt = Date.now();
  await expect(entry).toBeHidden({ timeout: 3000 });
  expect(Date.now() - closedAt).toBeLessThan(3000);
});

test('a tab whose connection dropped gets every missed message once, in order, when it is back', async ({ browser, server }) => {
  const [ada, bea] = await team(browser, server, ['Ada Admin', 'Bea Berg']);
  // Bea's realtime connection goes through a switch: while off, the open socket is cut and every
  // new attempt (WebSocket or HTTP long-polling) is refused, like a network that has gone away.
  let online = true;
  const routes = new Set<WebSocketRoute>();
  await bea!.page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (!online) {
      void ws.close();
      return;
    }
    routes.add(ws);
    ws.connectToServer();
  });
  // The network is gone for HTTP as well: a long-poll sent before the cut (Socket.IO polls until
  // its WebSocket upgrade completes, which takes longer on a busy machine) and the API refetch the
  // first subscription starts (it covers the moment between the page's fetch and the subscription)
  // must not deliver afterwards either: an answer that comes back after the cut is dropped.
  await bea!.page.route(/\/(socket\.io|api)\//, async (route) => {
    if (!online) return route.abort('internetdisconnected');
    const response = await route.fetch().catch(() => null);
    if (!online || !response) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });
  await openChat(bea!);
  // Socket.IO starts on long-polling and moves to the WebSocket; cut only once it has.
  await expect.poll(() => routes.size).toBeGreaterThan(0);
  await post(ada!, { message: 'Før bruddet' });
  await expect(messageItem(bea!.page, 'Før bruddet')).toBeVisible();

  online = false;
  for (const ws of routes) void ws.close();
  routes.clear();
  await expect(bea!.page.getByRole('status').filter({ hasText: 'Kobler til...' }).first()).toBeVisible();
  const missed = ['Mens du var borte 1', 'Mens du var borte 2', 'Mens du var borte 3'];
  for (const text of missed) await post(ada!, { message: text });
  await post(ada!, { message: 'Privat mens du var borte', recipient_id: bea!.id });
  await expect(messageItem(bea!.page, missed[0]!)).toHaveCount(0);

  online = true;
  // The client backs off up to 10 s between attempts (spec section 9), so coming back takes a while.
  for (const text of missed) await expect(messageItem(bea!.page, text)).toHaveCount(1, { timeout: 30_000 });
  const texts = await log(bea!.page).getByRole('listitem').allInnerTexts();
  const order = missed.map((t) => texts.findIndex((line) => line.includes(t)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(order.every((i) => i >= 0)).toBe(true);
  // The private one arrived too, counted on its conversation.
  await expect(bea!.page.getByRole('list', { name: 'Samtaler' }).getByRole('link', { name: /Ada Admin/ })).toContainText('1 ulest melding');
  await sleep(500);
  for (const text of ['Før bruddet', ...missed]) await expect(messageItem(bea!.page, text)).toHaveCount(1);
});
