import type { APIRequestContext } from '@playwright/test';
import { approve, expect, newUser, test } from './fixtures';

/**
 * The sponsor desk end to end (issue 22): a competition with 20 entries is closed and drawn on
 * /joker-nord; last week's winner among them is excluded, and the draw's audit record shows the
 * rule, the counts, the exclusion and the hash, as the database holds it. A "Nevnt på lufta" mark
 * from the broadcast studio is in the sponsor report.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });

const HOUR = 60 * 60_000;
const RECENT_WINNER = { name: 'Vera Vinner', phone: '+4790000001' };

async function created<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A competition open for callers from an hour ago to an hour from now. */
async function competition(request: APIRequestContext, sponsorId: string, title: string) {
  const now = Date.now();
  const { competition } = await created<{ competition: { id: string } }>(request, '/api/sponsors/competitions', {
    sponsor_id: sponsorId,
    title,
    prize: 'Handlekurv fra Joker Nord',
    rules_text: 'Én vinner trekkes blant alle gyldige bidrag.',
    channels: ['phone', 'web'],
    opens_at: new Date(now - HOUR).toISOString(),
    closes_at: new Date(now + HOUR).toISOString(),
    exclude_days: 30,
  });
  return competition.id;
}

test('a competition with 20 entries is drawn fairly: a recent winner is excluded, the audit record is shown, and the sponsor report has the studio mention', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Produsent', 'ada@example.no');
  const tor = await newUser(browser, server, 'Tor Tekniker', 'tor@example.no');
  await approve(ada, tor.id, 'Tekniker');
  const request = ada.page.request;

  // ── Seeded: the sponsor, last week's competition won by Vera, and this week's with 20 callers (Vera again) ──
  const { sponsor } = await created<{ sponsor: { id: string } }>(request, '/api/sponsors', { name: 'Joker Nord', mention_script: 'Morgenshowet er sponset av Joker Nord.' });
  const lastWeek = await competition(request, sponsor.id, 'Vinn kaffe');
  await created(request, `/api/sponsors/competitions/${lastWeek}/entries`, RECENT_WINNER);
  await created(request, `/api/sponsors/competitions/${lastWeek}/close`, {});
  const earlier = await created<{ winner: { name: string } }>(request, `/api/sponsors/competitions/${lastWeek}/draw`, {});
  expect(earlier.winner.name).toBe(RECENT_WINNER.name);

  const thisWeek = await competition(request, sponsor.id, 'Vinn en handlekurv');
  await created(request, `/api/sponsors/competitions/${thisWeek}/entries`, RECENT_WINNER);
  for (let i = 2; i <= 20; i++) {
    await created(request, `/api/sponsors/competitions/${thisWeek}/entries`, { name: `Lytter ${i}`, phone: `+47900000${String(i).padStart(2, '0')}` });
  }

  // ── The desk: the entries, closing, the draw ──
  const desk = ada.page;
  await desk.goto('/joker-nord?fane=konkurranser');
  await desk.getByRole('button', { name: 'Åpne «Vinn en handlekurv»' }).click();
  await expect(desk.getByRole('heading', { name: 'Vinn en handlekurv' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: /^Lytter \d+$/ })).toHaveCount(19);
  await expect(desk.getByRole('cell', { name: RECENT_WINNER.name, exact: true })).toBeVisible();

  await desk.getByRole('button', { name: 'Steng nå' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Steng nå' }).click();
  await desk.getByRole('button', { name: 'Trekk vinner' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Trekk vinner' });
  await expect(confirm).toContainText('30 dager');
  await confirm.getByRole('button', { name: 'Trekk', exact: true }).click();

  const audit = desk.getByRole('article', { name: /^Trekning 1 · / });
  await expect(audit).toContainText('20 totalt, 19 gyldige');
  await expect(audit).toContainText(`${RECENT_WINNER.name}: Vant en konkurranse de siste 30 dagene`);
  await expect(audit).toContainText('crypto.randomInt');
  await expect(audit.getByText(/^[0-9a-f]{64}$/)).toBeVisible();

  // What the page shows is the database's audit row, and Vera cannot have won.
  const detail = await (await request.get(`/api/sponsors/competitions/${thisWeek}`)).json();
  expect(detail.draws).toHaveLength(1);
  expect(detail.draws[0]).toMatchObject({ total_entries: 20, valid_entries: 19, excluded: [expect.objectContaining({ name: RECENT_WINNER.name })] });
  expect(detail.winners[0].name).not.toBe(RECENT_WINNER.name);
  await expect(audit).toContainText(detail.draws[0].entries_hash);
  await expect(audit).toContainText(detail.winners[0].name);

  // ── "Nevnt på lufta" from the broadcast studio (a Tekniker), then the report ──
  const studio = tor.page;
  await studio.goto('/broadcast-studio');
  await studio.getByRole('button', { name: 'Nevnt på lufta: Joker Nord' }).click();
  await expect(studio.getByText('Joker Nord er markert som nevnt på lufta', { exact: true }).first()).toBeVisible();

  await desk.goto('/joker-nord?fane=rapport');
  await expect(desk.getByRole('heading', { name: 'Rapport for Joker Nord' })).toBeVisible();
  const mentions = desk.getByRole('table', { name: 'Omtaler på lufta' });
  await expect(mentions.getByRole('row')).toHaveCount(2);
  await expect(mentions).toContainText('Markert i studio');
  await expect(mentions).toContainText('Tor Tekniker');
  await expect(desk.getByRole('link', { name: 'Last ned CSV' })).toHaveAttribute('href', /\/api\/sponsors\/[0-9a-f-]+\/report\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
});
