import type { Page } from '@playwright/test';
import { addDaysToDateKey, HANDOVER_LABELS, mondayOfInstant, type QuizSessionDetail, type SpeedRound, type TournamentDetail } from '@studioportal/shared';
import { approve, expect, newUser, test } from './fixtures';

/**
 * The quiz desk beside the live quiz (issue 21): a producer makes this week's tournament, a short
 * quiz in it finishes with a caller on top of the standings, she records him as the winner with
 * the prize and marks the prize handed over; then a speed round on the keyboard (R, R, F, P) runs
 * out on the server's clock and is kept as finished in "Siste runder".
 */

test.describe.configure({ timeout: 120_000 });

const TOURNAMENT = 'Ukens quiz';
const PRIZE = 'To kinobilletter';
const CALLER = 'Per Innringer';

/** dd.mm.åååå, as the date fields are typed. */
const typed = (dateKey: string) => dateKey.split('-').reverse().join('.');

/**
 * A one-question quiz in the tournament, run through the API as the producer's screen would: the
 * caller is registered, answers right once the question's real countdown has opened it, and the
 * quiz ends after the reveal.
 */
async function finishQuizWithCaller(page: Page, tournamentId: string) {
  const set = await page.request.post('/api/quiz/sets', {
    data: {
      title: 'Morgenquiz',
      scoring: 'flat',
      streak_bonus: false,
      questions: [{ kind: 'choice', prompt: 'Hvilken by ligger lengst nord?', alternatives: ['Bodø', 'Tromsø'], correct_index: 1, time_limit_s: 20, points: 1000 }],
    },
  });
  expect(set.status(), await set.text()).toBe(201);
  const created = await page.request.post('/api/quiz/sessions', { data: { set_id: ((await set.json()) as { set: { id: string } }).set.id, tournament_id: tournamentId } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { detail: QuizSessionDetail }).detail.state.id;
  const caller = await page.request.post(`/api/quiz/sessions/${id}/participants`, { data: { kind: 'caller', name: CALLER, phone: '912 34 567' } });
  expect(caller.status(), await caller.text()).toBe(201);
  const callerId = ((await caller.json()) as { participant: { id: string } }).participant.id;

  const step = async (action: string, expectPhase: string, expectIndex: number) => {
    const res = await page.request.post(`/api/quiz/sessions/${id}/step`, { data: { action, expect_phase: expectPhase, expect_index: expectIndex } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { detail: QuizSessionDetail }).detail.state;
  };
  const question = await step('next', 'lobby', -1);
  // The countdown before answers open is the server's (5 s); wait it out by the server's clock.
  await page.waitForTimeout(Date.parse(question.opens_at!) - Date.parse(question.server_now) + 200);
  const answer = await page.request.post(`/api/quiz/sessions/${id}/answers`, {
    data: { participant_id: callerId, question_index: 0, choice: question.question!.alternatives.indexOf('Tromsø') },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await step('reveal', 'question', 0);
  expect((await step('finish', 'revealed', 0)).phase).toBe('finished');
}

test('a producer runs this week’s tournament: standings from a finished quiz, the winner recorded with a prize and handed over; a keyboard speed round runs out by itself', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Admin', 'admin@example.no');
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  await approve(ada, pia.id, 'Programleder');
  const page = pia.page;

  // ── The tournament: this week, Monday to Sunday ──
  const monday = mondayOfInstant(new Date());
  await page.goto('/quiz?fane=turneringer');
  await page.getByRole('button', { name: 'Ny turnering' }).click();
  const form = page.getByRole('dialog', { name: 'Ny turnering' });
  await form.getByLabel('Navn').fill(TOURNAMENT);
  await form.getByLabel('Startdato').fill(typed(monday));
  await form.getByLabel('Sluttdato').fill(typed(addDaysToDateKey(monday, 6)));
  await form.getByLabel('Premie').fill(PRIZE);
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: TOURNAMENT, level: 2 })).toBeVisible();
  await expect(page.getByText('Ingen poeng ennå. Start en quiz i turneringen.')).toBeVisible();
  const tournamentId = new URL(page.url()).searchParams.get('quiz-turnering')!;

  // ── A quiz in it finishes; the open page's standings follow ──
  await finishQuizWithCaller(page, tournamentId);
  const standings = page.getByRole('table', { name: `Sammenlagt: ${TOURNAMENT}` });
  const callerRow = standings.getByRole('row', { name: new RegExp(CALLER) });
  await expect(callerRow).toContainText('1.');
  await expect(callerRow).toContainText(/1\s000/);
  await expect(page.getByText(`Vinner: ${CALLER}`)).toBeVisible();

  // ── He is recorded as the winner with the prize; the prize is handed over ──
  await callerRow.getByRole('button', { name: `Registrer ${CALLER} som vinner` }).click();
  const record = page.getByRole('dialog', { name: `Registrer ${CALLER} som vinner` });
  await expect(record.getByLabel('Plass')).toHaveValue('1');
  await expect(record.getByLabel('Premie')).toHaveValue(PRIZE);
  await record.getByRole('button', { name: 'Registrer som vinner' }).click();
  await expect(record).toBeHidden();
  await expect(page.getByText(`${CALLER} er registrert som vinner`, { exact: true }).first()).toBeVisible();
  await expect(callerRow).toContainText('Registrert');
  const handover = page.getByLabel(`Utlevering av premie til ${CALLER}`);
  await expect(handover).toHaveValue('ikke_levert');
  await expect(page.getByRole('listitem').filter({ has: handover })).toContainText(PRIZE);
  await handover.selectOption({ label: HANDOVER_LABELS.levert });
  await expect(page.getByText('Utleveringen er oppdatert', { exact: true }).first()).toBeVisible();
  const stored = (await (await page.request.get(`/api/quiz/tournaments/${tournamentId}`)).json()) as TournamentDetail;
  expect(stored.tournament.winners).toEqual([expect.objectContaining({ name: CALLER, rank: 1, prize: PRIZE, handover_status: 'levert' })]);

  // ── Hurtigrunde: 10 seconds, marked on the keyboard ──
  await page.getByRole('tab', { name: 'Hurtigrunde' }).click();
  const newRound = page.getByRole('form', { name: 'Ny hurtigrunde' });
  await newRound.getByLabel('Deltaker').fill('Lise fra Lillehammer');
  await newRound.getByLabel('Varighet (sekunder)').fill('10');
  await newRound.getByRole('button', { name: 'Opprett runde' }).click();
  await expect(page.getByRole('heading', { name: 'Lise fra Lillehammer', level: 2 })).toBeVisible();
  await expect(page.getByText('Klar: 10 sekunder. Klokken starter når du trykker Start.')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Tid igjen' });
  await expect(clock).toHaveText('0:10');

  await page.getByRole('button', { name: 'Start runden' }).click();
  await expect(page.getByRole('button', { name: /^Riktig/ })).toHaveAttribute('aria-keyshortcuts', 'R');
  const counts = page.getByLabel('Telling').getByRole('definition');
  await page.keyboard.press('R');
  await expect(counts).toHaveText(['1', '0', '0']);
  await page.keyboard.press('R');
  await page.keyboard.press('F');
  await page.keyboard.press('P');
  await expect(counts).toHaveText(['2', '1', '1']);
  // The clock runs down on the server's time…
  await expect(clock).toHaveText('0:05');
  // …and at 0 it is over without anyone pressing a button: no more marks.
  await expect(page.getByRole('timer', { name: 'Tiden er ute' })).toHaveText('0:00');
  // The desk asks the server at 0; the round comes back finished and the mark buttons are gone.
  await expect(page.getByRole('button', { name: /^Riktig/ })).toHaveCount(0);

  // The server finished it as of its end and told every screen.
  const recent = page.getByRole('region', { name: 'Siste runder' });
  const listed = recent.getByRole('button', { name: 'Vis runden til Lise fra Lillehammer' });
  await expect(listed).toContainText('Ferdig');
  await expect(listed).toContainText('2 riktige, 1 feil, 1 pass');
  await expect(page.getByLabel('Resultat').getByRole('definition')).toHaveText(['2', '1', '1']);
  const rounds = (await (await page.request.get('/api/quiz/speed-rounds')).json()) as { rounds: SpeedRound[] };
  expect(rounds.rounds).toEqual([expect.objectContaining({ participant_name: 'Lise fra Lillehammer', status: 'ferdig', correct: 2, wrong: 1, passes: 1, duration_s: 10 })]);
});
