import { approve, expect, newUser, signUpInBrowser, test } from './fixtures';

// Generous: on a busy 2-core machine a sign-up alone can take a minute; a passing run is far quicker.
test.describe.configure({ timeout: 300_000 });

/** /dev-tools and the navbar connection indicator, against the real server. */

test('the developer tools show the connection and log, and the test error opens "Noe gikk galt"', async ({ page }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  await page.getByRole('button', { name: /Verktøy/ }).first().click();
  await page.getByRole('menuitem', { name: 'Utviklerverktøy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utviklerverktøy' })).toBeVisible();
  const connection = page.getByRole('definition').filter({ hasText: /^Tilkoblet$/ });
  await expect(connection.first()).toBeVisible();
  await expect(page.getByText(/^\d+ ms$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Registrert', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Utløs testfeil' }).click();
  await expect(page.getByRole('heading', { name: 'Noe gikk galt' })).toBeVisible();
  await expect(page.getByText('Testfeil fra utviklerverktøyet')).toBeVisible();
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utviklerverktøy' })).toBeVisible();
});

test('teknikere may open the developer tools, programledere may not', async ({ browser, server }) => {
  const [admin, tech, host] = [
    await newUser(browser, server, 'Ada Admin', 'ada@example.no'),
    await newUser(browser, server, 'Tor Tekniker', 'tor@example.no'),
    await newUser(browser, server, 'Pia Programleder', 'pia@example.no'),
  ];
  await approve(admin!, tech!.id, 'Tekniker');
  await approve(admin!, host!.id, 'Programleder');
  await tech!.page.goto('/dev-tools');
  await expect(tech!.page.getByRole('heading', { level: 1, name: 'Utviklerverktøy' })).toBeVisible();
  await host!.page.goto('/dev-tools');
  await expect(host!.page.getByText('Ingen tilgang')).toBeVisible();
});

test('the navbar says when the connection is slow, and when the server goes away', async ({ page, server }) => {
  await signUpInBrowser(page, 'Ada Admin', 'ada@example.no');
  const indicator = page.getByRole('status').filter({ hasText: /Sanntid:/ }).first();
  await expect(indicator).toContainText('Sanntid: tilkoblet');

  // A slow network: the latency probe's answer (HEAD /favicon.ico) takes 800 ms, which reads as degraded.
  // (Answered here rather than by the server, so a busy test machine cannot push it past the 5 s timeout.)
  await page.route('**/favicon.ico', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  });
  await page.goto('/dev-tools'); // probes every 5 s here
  await expect(page.getByRole('status').filter({ hasText: 'Treg forbindelse' }).first()).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/favicon.ico');

  // The server stops: first "Kobler til...", and after the maximum retries the error state.
  await page.clock.install();
  await server.stop();
  await expect(page.getByRole('status').filter({ hasText: 'Kobler til...' }).first()).toBeVisible({ timeout: 15_000 });
  const failed = page.getByRole('status').filter({ hasText: 'Ingen sanntid' }).first();
  await expect(async () => {
    await page.clock.fastForward(15_000);
    await expect(failed).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});
