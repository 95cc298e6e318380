import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { emptyPostgresDatabase } from '../test-support/empty-postgres';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { PASSWORD } from './fixtures';

/**
 * /automation: a staff message scheduled in the browser fires at its minute on two server processes
 * sharing one PostgreSQL, exactly once. The processes run with a test clock (NODE_ENV=test and
 * AUTOMATION_TEST_CLOCK_FILE, see features/automation/automation-clock.ts): the test moves both
 * processes' automation time to ten seconds before a minute, so the test does not wait a real minute.
 */

const BASE_URL = process.env.TEST_DATABASE_URL;
const MESSAGE = 'Morgenmøtet begynner nå i møterommet.';

/** 'dd.mm.åååå' and 'tt:mm' digits of an instant on the station's wall clock. */
function osloDigits(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}${parts.month}${parts.year}`, time: `${parts.hour}${parts.minute}`, shown: `${parts.hour}:${parts.minute}` };
}

test.skip(!BASE_URL, 'TEST_DATABASE_URL er ikke satt: to serverprosesser trenger en felles PostgreSQL-database.');

test('a scheduled staff message fires at its minute on two processes exactly once (test clock)', async ({ browser }) => {
  const clockDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-clock-'));
  const clockFile = path.join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  const postgres = await emptyPostgresDatabase(BASE_URL!, 'sp_e2e');
  const servers: ServerProcess[] = [];
  try {
    const env = { NODE_ENV: 'test', DATABASE_URL: postgres.url, AUTOMATION_TEST_CLOCK_FILE: clockFile };
    // Side by side: migrating takes an advisory lock, so the second start waits for the first's.
    const started = await Promise.allSettled([0, 1].map(() => startServerProcess(env, undefined, mkdtempSync(path.join(tmpdir(), 'sp-e2e-automation-')))));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const onA = await browser.newContext({ baseURL: a.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const page = await onA.newPage();
    expect((await page.request.post('/api/session/sign-up', { data: { full_name: 'Ada Admin', email: 'ada@example.no', password: PASSWORD } })).status()).toBe(201);
    const onB = await browser.newContext({ baseURL: b.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const pageB = await onB.newPage();
    expect((await pageB.request.post('/api/session/sign-in', { data: { email: 'ada@example.no', password: PASSWORD } })).ok()).toBe(true);

    // The minute the message is for; the test clock brings it close just before saving.
    const target = new Date((Math.floor(Date.now() / 60_000) + 2) * 60_000);
    const at = osloDigits(target);

    await page.goto('/automation');
    await pageB.goto('/automation');
    await expect(pageB.getByText('Ingen planlagte handlinger ennå', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Ny handling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny handling' });
    await dialog.getByLabel('Navn').fill('Morgenmøte');
    await dialog.getByLabel('Melding').fill(MESSAGE);
    await dialog.getByLabel('Når').selectOption({ label: 'Én gang' });
    const date = dialog.getByRole('textbox', { name: 'Tidspunkt, dato' });
    await date.fill('');
    await date.pressSequentially(at.date);
    const time = dialog.getByRole('textbox', { name: 'Tidspunkt, klokkeslett' });
    await time.fill('');
    await time.pressSequentially(at.time);
    // Both processes' automation time: ten seconds before that minute.
    writeFileSync(clockFile, String(target.getTime() - 10_000 - Date.now()));
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog).toBeHidden();

    // The other process's page shows it live, then both show the run as done.
    const cardB = pageB.getByRole('article', { name: 'Morgenmøte' });
    await expect(cardB).toContainText(`kl. ${at.shown}`);
    await expect(page.getByRole('article', { name: 'Morgenmøte' }).getByText('Utført')).toBeVisible({ timeout: 25_000 });
    await expect(cardB.getByText('Utført')).toBeVisible();

    // Exactly once: one message on every staff screen, one run.
    await page.waitForTimeout(2000);
    const messages = (await (await pageB.request.get('/api/broadcast-messages')).json()).messages as { message: string }[];
    expect(messages.filter((m) => m.message === MESSAGE)).toHaveLength(1);
    await cardB.getByRole('button', { name: 'Kjøringer' }).click();
    await expect(cardB.getByRole('list', { name: 'Kjøringer' }).getByRole('listitem')).toHaveCount(1);
    await onA.close();
    await onB.close();
  } finally {
    for (const server of servers) await server.stop();
    await postgres.drop();
    rmSync(clockDir, { recursive: true, force: true });
  }
});
