import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatZonedTime } from '@studioportal/shared';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { oslo } from './clock-fixtures';
import { approve, newUser } from './fixtures';

/**
 * A host reminder before a hard start (issue 23): a Programleder sets up "5 min før hver hard
 * start" on /automation; the host of the show on air gets it as a notification on her open page.
 * The server runs with the automation test clock (NODE_ENV=test, AUTOMATION_TEST_CLOCK_FILE), which
 * brings "five minutes before" close instead of waiting for it.
 */

test.describe.configure({ timeout: 150_000 });

const intoHour = () => Math.floor((Date.now() % 3_600_000) / 1000);

test('a hard-start reminder reaches the host as a notification', async ({ browser }) => {
  const clockDir = mkdtempSync(path.join(tmpdir(), 'sp-e2e-reminder-'));
  const clockFile = path.join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ NODE_ENV: 'test', AUTOMATION_TEST_CLOCK_FILE: clockFile });
    const ada = await newUser(browser, server, 'Ada Admin', 'ada@example.no');
    const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
    await approve(ada, pia.id, 'Programleder');

    // A hard start six minutes ahead in this hour's clock (past 53 minutes, wait for the next hour).
    if (intoHour() > 3180) await new Promise((r) => setTimeout(r, (3600 - intoHour() + 2) * 1000));
    const hardOffset = intoHour() + 360;
    const hardAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + hardOffset * 1000);
    const now = oslo(new Date());
    const template = await ada.page.request.post('/api/clock-templates', {
      data: {
        name: 'Timen med nyheter',
        weekday: now.weekday,
        start_hour: now.hour,
        color: '#3b82f6',
        is_active: true,
        elements: [
          { type: 'music', title: 'Musikk', start_offset_s: 0, duration_s: hardOffset, hard_start: false },
          { type: 'news', title: 'Nyheter', start_offset_s: hardOffset, duration_s: 3600 - hardOffset, hard_start: true },
        ],
      },
    });
    expect(template.status(), await template.text()).toBe(201);
    expect((await ada.page.request.get(`/api/active-clocks?date=${now.date}`)).ok()).toBe(true);
    // Pia hosts the show on air around it.
    const show = await ada.page.request.post('/api/shows', {
      data: { title: 'Morgenshowet', scheduled_start: new Date(Date.now() - 600_000).toISOString(), scheduled_end: new Date(Date.now() + 3_000_000).toISOString(), host_ids: [pia.id] },
    });
    expect(show.status(), await show.text()).toBe(201);

    await pia.page.goto('/');
    const bell = pia.page.getByRole('button', { name: /^Varsler/ });
    await expect(bell).toHaveAccessibleName('Varsler, 1 ulest varsel');

    // The reminder, as a Programleder or Administrator sets it up.
    await ada.page.goto('/automation');
    await ada.page.getByRole('button', { name: 'Ny handling' }).click();
    const dialog = ada.page.getByRole('dialog', { name: 'Ny handling' });
    await dialog.getByLabel('Navn').fill('Før nyhetene');
    await dialog.getByLabel('Hva skal skje').selectOption({ label: 'Påminnelse til programleder' });
    await dialog.getByLabel('Melding').fill('Klar for nyheter: ta ned musikken.');
    await dialog.getByLabel('Minutter før').fill('5');
    await dialog.getByLabel('Før hver').selectOption({ label: 'hard start' });
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(dialog).toBeHidden();
    await expect(ada.page.getByRole('article', { name: 'Før nyhetene' })).toContainText('5 min før hver hard start');

    // Automation's clock: three seconds before "five minutes before the hard start".
    writeFileSync(clockFile, String(hardAt.getTime() - 5 * 60_000 - 3_000 - Date.now()));
    await expect(bell).toHaveAccessibleName('Varsler, 2 uleste varsler', { timeout: 30_000 });
    await bell.click();
    await expect(pia.page.getByRole('menuitem', { name: new RegExp(`Hard start kl\\. ${formatZonedTime(hardAt)}: Nyheter`) })).toBeVisible();
    await expect(ada.page.getByRole('article', { name: 'Før nyhetene' }).getByText('Utført')).toBeVisible();
  } finally {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  }
});
