import { io } from 'socket.io-client';
import { approve, expect, newUser, PASSWORD, signUpInBrowser, test } from './fixtures';

test('the first sign-up becomes administrator and lands on the dashboard', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
  await expect(page.getByText('Pålogget nå')).toBeVisible();
  // The admin's own presence shows up once tracked (after the spec's 2 s delay).
  await expect(page.getByRole('list', { name: 'Pålogget nå' }).getByText('Ada Admin')).toBeVisible({ timeout: 10_000 });
});

test('a second sign-up waits for approval and is let in live when the administrator approves', async ({ page, browser, server }) => {
  const admin = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  await signUpInBrowser(page, 'Per Pending', 'per@example.no');
  await expect(page.getByText('Venter på godkjenning')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oppdater status' })).toBeEnabled();
  const me = await page.request.get('/api/me');
  const { profile } = await me.json();
  await approve(admin, profile.id);
  // The pending screen does not poll: only the account stream can bring the dashboard in.
  await expect(page.getByText('Pålogget nå')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Venter på godkjenning')).toHaveCount(0);
});

test('a rejected user sees "Konto avvist" with the reason', async ({ page, browser, server }) => {
  const admin = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  await signUpInBrowser(page, 'Rolf Rejected', 'rolf@example.no');
  await expect(page.getByText('Venter på godkjenning')).toBeVisible();
  const { profile } = await (await page.request.get('/api/me')).json();
  const res = await admin.page.request.post(`/api/admin/users/${profile.id}/reject`, { data: { reason: 'Ukjent for redaksjonen' } });
  expect(res.status()).toBe(200);
  await expect(page.getByText('Konto avvist')).toBeVisible();
  await expect(page.getByText('Ukjent for redaksjonen')).toBeVisible();
});

test('a pending user is refused every staff API route and the staff socket', async ({ page, browser, server }) => {
  await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  await signUpInBrowser(page, 'Per Pending', 'per@example.no');
  await expect(page.getByText('Venter på godkjenning')).toBeVisible();
  const users = await page.request.get('/api/admin/users');
  expect(users.status()).toBe(403);
  expect((await users.json()).error.code).toBe('not_approved');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const refusal = await new Promise<string>((resolve) => {
    const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (err) => resolve(err.message));
  });
  expect(refusal).toBe('not_approved');
});

test('signing out returns to /auth and the session is gone', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await expect(page.getByText('Pålogget nå')).toBeVisible();
  await page.getByRole('button', { name: 'Logg ut' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  // The spec's order clears the page first and then tells the server, so the server may need a moment.
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
});

test('signing in again works with the password from sign-up, and a wrong one is refused in Norwegian', async ({ page, browser, server }) => {
  await newUser(browser, server, 'Ada Admin', 'ada@example.no');
  await page.goto('/auth');
  await page.getByLabel('E-post').fill('ada@example.no');
  await page.getByLabel('Passord', { exact: true }).fill('helt feil passord');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Feil e-post eller passord')).toBeVisible();
  await page.getByLabel('Passord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Pålogget nå')).toBeVisible();
});

test('an unknown route shows the Norwegian not-found page with a way home', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await page.goto('/finnes-ikke');
  await expect(page.getByText('Siden finnes ikke')).toBeVisible();
  await page.getByRole('link', { name: 'Gå til forsiden' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an anonymous visitor is sent to /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Logg inn' })).toBeVisible();
});

test('the theme switch changes the theme and remembers it in localStorage', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: /tema/i }).first().click();
  await page.getByRole('menuitemradio', { name: 'Lys' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu has the spec sections with Akutt and Logg ut', async ({ page }) => {
    await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
    await page.getByRole('button', { name: 'Åpne meny' }).click();
    const menu = page.getByRole('dialog');
    for (const section of ['Hovedmeny', 'Handlinger', 'Profil']) {
      await expect(menu.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Akutt' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logg ut' })).toBeVisible();
  });
});
