import type { Browser, Page } from '@playwright/test';
import { QUIZ_STRINGS as S } from '@studioportal/shared';
import type { BrowserTestServer } from '../test-support/server-host';
import { approve, expect, newUser, test } from './fixtures';
import { recordTraffic } from './traffic';

/**
 * The live quiz end to end (issue 21): a producer builds a three-question set in the browser and
 * runs it with a caller registered in the studio and two listeners on their phones who join with
 * the code; the host's view and the studio display follow live; a phone whose connection stalled
 * answers after the lock and is refused in Norwegian; the leaderboard comes out right; and before
 * each reveal the answer is in no page's DOM and no response, socket frame or stream message any
 * page but the producer's received.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 30_000 });

const A_PERSON_TYPING = 2_300;
/** The text question's answer: unique, so finding it anywhere is a leak. */
const SECRET = 'Knivskjellodden';

async function phoneListener(browser: Browser, server: BrowserTestServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'nb-NO', timezoneId: 'Europe/Oslo', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // Keep what the stream delivers, to search it for the answer.
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const kept: string[] = ((window as unknown as { __quizStream: string[] }).__quizStream = []);
    const w = window as unknown as { __quizFrozen?: boolean };
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('state', (event) => kept.push(event.data as string));
        // A stalled connection: with __quizFrozen set the page hears nothing more from its stream.
        const add = this.addEventListener.bind(this) as (type: string, listener: (event: Event) => void) => void;
        this.addEventListener = ((type: string, listener: (event: Event) => void) =>
          add(type, type === 'state' ? (event) => void (w.__quizFrozen || listener(event)) : listener)) as EventSource['addEventListener'];
      }
    };
  });
  const page = await context.newPage();
  await page.goto('/podcast');
  return page;
}

/** The page's content (the screen reader's live region repeats announcements elsewhere). */
const main = (page: Page) => page.locator('#main');

async function joinQuiz(page: Page, code: string, nickname: string) {
  const form = page.getByRole('form', { name: S.joinTitle });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(S.codeLabel).fill(code);
  await form.getByLabel(S.nicknameLabel).fill(nickname);
  await page.waitForTimeout(A_PERSON_TYPING);
  await form.getByRole('button', { name: S.joinButton }).click();
  await expect(main(page).getByText(`Du spiller som ${nickname}`)).toBeVisible();
}

test('a producer builds a set and runs it with a caller and two phones; host and display follow, a late answer is refused, the leaderboard is right, and the answer stays hidden until each reveal', async ({ browser, server }) => {
  const ada = await newUser(browser, server, 'Ada Produsent', 'ada@example.no');
  const pia = await newUser(browser, server, 'Pia Programleder', 'pia@example.no');
  await approve(ada, pia.id, 'Programleder');
  const producer = ada.page;

  // ── The set: three questions built in the editor ──
  await producer.goto('/quiz?fane=sett');
  await producer.getByRole('button', { name: 'Nytt sett' }).click();
  await producer.getByLabel('Tittel').fill('Morgenquiz');
  const card = (n: number) => producer.getByRole('group', { name: new RegExp(`^Spørsmål ${n} ,`) });
  const choice = async (n: number, prompt: string, alternatives: string[], correct: number) => {
    await card(n).getByLabel('Spørsmål', { exact: true }).fill(prompt);
    for (let i = 2; i < alternatives.length; i++) await card(n).getByRole('button', { name: 'Legg til alternativ' }).click();
    for (const [i, text] of alternatives.entries()) await card(n).getByLabel(`Alternativ ${String.fromCharCode(65 + i)}`, { exact: true }).fill(text);
    await card(n).getByLabel(`${String.fromCharCode(65 + correct)} er riktig svar`).check();
  };
  await choice(1, 'Hvilken by ligger lengst nord?', ['Bodø', 'Tromsø', 'Hammerfest'], 2);
  await producer.getByRole('button', { name: 'Legg til fritekst' }).click();
  await card(2).getByLabel('Spørsmål', { exact: true }).fill('Hva heter Europas nordligste punkt?');
  await card(2).getByLabel('Nytt godkjent svar').fill(SECRET);
  await card(2).getByRole('button', { name: 'Legg til', exact: true }).click();
  await producer.getByRole('button', { name: 'Legg til flervalg' }).click();
  await choice(3, 'Hvor mange fylker har Norge fra 2024?', ['11', '15'], 1);
  await producer.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(producer.getByText('Alt er lagret')).toBeVisible();

  // ── Start it: the producer gets the control view and the code to read on air ──
  await producer.getByRole('button', { name: 'Tilbake til settene' }).click();
  await producer.getByRole('button', { name: 'Start direkte' }).first().click();
  await producer.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  const codeLine = producer.getByText(/^Koden er \d{4}$/);
  await expect(codeLine).toBeVisible();
  const code = (await codeLine.textContent())!.match(/\d{4}/)![0];

  // The host follows on /quiz (no controls, no key) and the studio display full screen.
  const host = pia.page;
  const hostTraffic = await recordTraffic(host);
  await host.goto('/quiz');
  await expect(main(host).getByText('Du ser quizen som programleder. Produsenten styrer spørsmålene.')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Vis fasit' })).toHaveCount(0);
  const display = await pia.page.context().newPage();
  const displayTraffic = await recordTraffic(display);
  await display.setViewportSize({ width: 1920, height: 1080 });
  await display.goto('/studio-display/quiz/large');
  await expect(display.getByText(code, { exact: true })).toBeVisible();
  await expect(display.getByText('Morgenquiz')).toBeVisible();

  // Two listeners join on their phones; a caller is registered in the studio.
  const kari = await phoneListener(browser, server);
  const ola = await phoneListener(browser, server);
  const kariTraffic = await recordTraffic(kari);
  const olaTraffic = await recordTraffic(ola);
  await joinQuiz(kari, code, 'Kari');
  await joinQuiz(ola, code, 'Ola');
  await producer.getByRole('button', { name: 'Legg til innringer' }).click();
  const addDialog = producer.getByRole('dialog');
  await addDialog.getByLabel('Navn').fill('Per Innringer');
  await addDialog.getByRole('button', { name: 'Legg til', exact: true }).click();
  await expect(producer.getByText('Per Innringer').first()).toBeVisible();

  // ── Question 1: one key starts it; the phones see it open after the countdown ──
  await producer.getByRole('button', { name: 'Start første spørsmål' }).click();
  await expect(host.getByRole('heading', { name: 'Hvilken by ligger lengst nord?' })).toBeVisible();
  await expect(display.getByText('Hvilken by ligger lengst nord?')).toBeVisible();
  const hammerfest = kari.getByRole('button', { name: /Svar [A-C]: Hammerfest/ });
  await expect(hammerfest).toBeVisible({ timeout: 15_000 });
  // The session shuffled the alternatives: the letter is read off the phone, as a caller would hear it.
  const letter = (await hammerfest.textContent())!.match(/Svar ([A-C]):/)![1]!;
  await hammerfest.click();
  await expect(main(kari).getByText('Svaret er registrert')).toBeVisible();
  await ola.getByRole('button', { name: /Svar [A-C]: Bodø/ }).click();
  // Per said "Hammerfest" on the phone line: the producer enters it for him.
  await producer.getByRole('button', { name: `${letter} for Per Innringer` }).click();
  await expect(main(host).getByText(/3 svar/)).toBeVisible();
  await expect(display.getByText(/3 svar/)).toBeVisible();

  // Before the reveal: no page but the producer's holds which alternative is right.
  for (const traffic of [hostTraffic, displayTraffic, kariTraffic, olaTraffic]) {
    const text = await traffic();
    expect(text).not.toMatch(/"correct_index":\s*\d/);
  }

  await producer.getByRole('button', { name: 'Lås svar' }).click();
  await producer.getByRole('button', { name: 'Vis svaret' }).click();
  await expect(main(kari).getByText(S.correct)).toBeVisible();
  await expect(main(ola).getByText(S.wrong)).toBeVisible();
  await expect(main(host).getByText('Først riktig')).toBeVisible();
  await expect(main(host).getByText(/Kari \(/)).toBeVisible();
  await producer.getByRole('button', { name: 'Vis resultatliste' }).click();
  const board = display.getByTestId('quiz-display-leaderboard');
  await expect(board).toBeVisible();
  await expect(board.getByText('Kari')).toBeVisible();
  await expect(main(kari).getByText(/Du er nr\. 1 med \d+ poeng/)).toBeVisible();

  // ── Question 2 (text): Ola's phone loses its connection, answers after the lock, and is refused ──
  await producer.getByRole('button', { name: 'Neste spørsmål' }).click();
  await expect(ola.getByLabel('Ditt svar')).toBeVisible({ timeout: 15_000 });
  await kari.getByLabel('Ditt svar').fill('KNIVSKJELLODDEN!');
  await kari.getByRole('button', { name: 'Send svar' }).click();
  await expect(main(kari).getByText('Svaret er registrert')).toBeVisible();
  // Ola's phone stalls: its stream goes quiet and its polling fails.
  await ola.context().route(`**/api/quiz/play/${code}**`, (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
  await ola.evaluate(() => ((window as unknown as { __quizFrozen: boolean }).__quizFrozen = true));
  await ola.getByLabel('Ditt svar').fill('Nordkapp');
  for (const traffic of [hostTraffic, displayTraffic, kariTraffic, olaTraffic]) expect(await traffic()).not.toContain(SECRET);
  await producer.getByRole('button', { name: 'Lås svar' }).click();
  await expect(main(host).getByText('Svarene er låst')).toBeVisible();
  await ola.getByRole('button', { name: 'Send svar' }).click();
  await expect(main(ola).getByText(S.answerLate)).toBeVisible();
  await ola.context().unrouteAll({ behavior: 'ignoreErrors' });
  await ola.evaluate(() => ((window as unknown as { __quizFrozen: boolean }).__quizFrozen = false));
  await producer.getByRole('button', { name: 'Vis svaret' }).click();
  await expect(main(host).getByText(SECRET).first()).toBeVisible();
  // The free-text answer counted written otherwise (the server folds case and punctuation).
  await expect(main(kari).getByText(S.correct)).toBeVisible();

  // ── The end: question 3 skipped, the quiz finished; every screen agrees on the winner ──
  await producer.getByRole('button', { name: 'Vis resultatliste' }).click();
  await producer.getByRole('button', { name: 'Neste spørsmål' }).click();
  await producer.getByRole('button', { name: 'Avslutt', exact: true }).click();
  await producer.getByRole('dialog').getByRole('button', { name: 'Avslutt quizen' }).click();
  await expect(display.getByTestId('quiz-display-finished')).toContainText('Kari');
  await expect(main(kari).getByText(/Du endte på 1\. plass med \d+ poeng/)).toBeVisible();
  await expect(main(ola).getByText(/Du endte på [23]\. plass/)).toBeVisible({ timeout: 15_000 });
  await expect(main(host).getByText('Ferdig', { exact: true })).toBeVisible();
});
