import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTENER_STRINGS as L, QUIZ_STRINGS as Q, type QuizPlayState, type QuizPublicStatus } from '@studioportal/shared';
import { fakeServer, leaveListenerPage, openListenerPage, Providers, type Routes } from '../to-studio/test-server';
import { getAnnouncement } from '@/lib/a11y/announce';
import { readJoinedCode, rememberJoinedCode } from './joined-code';
import { QuizBlock } from './quiz-block';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { fakeEventSource, FakeEventSource } from './test-event-source';
import { me, playState, questionSession, reveal, session, textQuestion } from './test-states';
import { TournamentBoard } from './tournament-board';

// The play view is a lazy chunk: loaded once here, so no test's first wait is spent compiling it.
beforeAll(() => import('./live-quiz'));

const LIVE: QuizPublicStatus = { live: { title: 'Morgenquiz', phase: 'lobby' }, tournament: null };
const NONE: QuizPublicStatus = { live: null, tournament: null };

function renderQuiz(routes: Routes) {
  const server = fakeServer(routes);
  vi.stubGlobal('EventSource', fakeEventSource);
  render(
    <Providers>
      <QuizBlock />
      <TournamentBoard />
    </Providers>,
  );
  return server;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
};

/** Joins quiz 4821 as Kari; the server answers with `state`. */
async function join(state: QuizPlayState, extra: Routes = {}) {
  const server = renderQuiz({
    'GET /api/quiz/public': () => ({ status: 200, body: LIVE }),
    'POST /api/quiz/play/join': () => ({ status: 201, body: state }),
    ...extra,
  });
  await screen.findByRole('heading', { name: Q.joinTitle });
  type(Q.codeLabel, '4821');
  type(Q.nicknameLabel, 'Kari');
  fireEvent.click(screen.getByRole('button', { name: Q.joinButton }));
  await screen.findByRole('heading', { name: 'Morgenquiz' });
  // The play view opens its stream in an effect after its first paint: a state pushed before that
  // would have no stream to arrive on (seen once on a loaded machine).
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return server;
}

/** A state from the stream, as the server pushes it. */
const push = (state: QuizPlayState) => act(() => FakeEventSource.latest().send(state));
/** The view on screen (the live region repeats some of its words, so tests look here). */
const shown = () => within(document.querySelector<HTMLElement>('[data-view]')!);
/** What the app's polite live region says now (lib/a11y announce). */
const announced = () => getAnnouncement().polite;

describe('joining the quiz', () => {
  beforeEach(() => {
    openListenerPage();
    sessionStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(leaveListenerPage);

  it('shows nothing while no quiz is live', async () => {
    const server = renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: NONE }) });
    await waitFor(() => expect(server.sent.some((s) => s.url === '/api/quiz/public')).toBe(true));
    expect(screen.queryByRole('heading', { name: Q.joinTitle })).toBeNull();
  });

  it('checks the code and the nickname before sending, at their fields, and focuses the first', async () => {
    const server = renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: LIVE }) });
    await screen.findByRole('heading', { name: Q.joinTitle });
    const code = screen.getByLabelText(Q.codeLabel);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('off');
    type(Q.codeLabel, '12');
    type(Q.nicknameLabel, 'K');
    fireEvent.click(screen.getByRole('button', { name: Q.joinButton }));
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(errorOf(Q.codeLabel)).toBe(Q.codeInvalid);
    expect(errorOf(Q.nicknameLabel)).toBe(Q.nicknameTooShort);
    expect(server.posts()).toEqual([]);
  });

  it('puts a wrong code at Kode and a taken nickname at Kallenavn, and a 429 as the form’s status', async () => {
    const answers = [
      { status: 404, body: { error: { code: 'code_invalid', message: Q.codeInvalid, details: { field: 'code' } } } },
      { status: 409, body: { error: { code: 'nickname_taken', message: Q.nicknameTaken, details: { field: 'nickname' } } } },
      { status: 429, body: { error: { code: 'rate_limited', message: Q.joinTooOften, details: { retry_after_s: 15 } } } },
      { status: 429, body: { error: { code: 'rate_limited', message: L.tooManyWait(30) } } },
    ];
    renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: LIVE }), 'POST /api/quiz/play/join': () => answers.shift()! });
    await screen.findByRole('heading', { name: Q.joinTitle });
    type(Q.codeLabel, '9999');
    type(Q.nicknameLabel, 'Kari');
    const send = () => fireEvent.click(screen.getByRole('button', { name: Q.joinButton }));

    send();
    await waitFor(() => expect(errorOf(Q.codeLabel)).toBe(Q.codeInvalid));
    expect(document.activeElement).toBe(screen.getByLabelText(Q.codeLabel));

    send();
    await waitFor(() => expect(errorOf(Q.nicknameLabel)).toBe(Q.nicknameTaken));
    expect(document.activeElement).toBe(screen.getByLabelText(Q.nicknameLabel));

    send();
    const form = screen.getByRole('form', { name: Q.joinTitle });
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('For mange forsøk. Vent litt og prøv igjen (om 15 sekunder).'));
    // A message that names its wait already is shown as it is.
    send();
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe(L.tooManyWait(30)));
    expect((screen.getByLabelText(Q.nicknameLabel) as HTMLInputElement).value).toBe('Kari');
  });

  it('joins with the honeypot and the form token, remembers the code, and opens the stream', async () => {
    const server = await join(playState(session()));
    expect(server.posts()).toEqual([{ method: 'POST', url: '/api/quiz/play/join', body: { code: '4821', nickname: 'Kari', website: '', form_token: 'tok-1' } }]);
    expect(screen.getByText(T.lobby)).toBeTruthy();
    expect(screen.getByText(T.joinedAs('Kari'))).toBeTruthy();
    expect(readJoinedCode()).toBe('4821');
    expect(FakeEventSource.latest().url).toBe('/api/quiz/play/4821/events');
  });

  it('comes back to the play view after a reload, or to the form when the server says this device is not in', async () => {
    rememberJoinedCode('4821');
    renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: LIVE }), 'GET /api/quiz/play/4821': () => ({ status: 200, body: playState(session()) }) });
    expect(await screen.findByText(T.lobby)).toBeTruthy();
    leaveListenerPage();

    rememberJoinedCode('4821');
    renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: LIVE }), 'GET /api/quiz/play/4821': () => ({ status: 200, body: playState(session(), null) }) });
    await screen.findByRole('heading', { name: Q.joinTitle });
    expect((screen.getByLabelText(Q.codeLabel) as HTMLInputElement).value).toBe('4821');
    expect(readJoinedCode()).toBeNull();
  });
});

describe('playing', () => {
  beforeEach(() => {
    openListenerPage();
    sessionStorage.clear();
    FakeEventSource.reset();
  });
  afterEach(leaveListenerPage);

  it('shows the countdown, then big lettered buttons; one tap answers and cannot be changed', async () => {
    const server = await join(playState(session()), { 'POST /api/quiz/play/4821/answers': () => ({ status: 200, body: { question_index: 1, answered_at: new Date().toISOString(), message: Q.answerRegistered } }) });
    push(playState(questionSession(3000)));
    expect(shown().getByText(T.getReady)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hva er hovedstaden i Norge?' })).toBeTruthy();
    await waitFor(() => expect(announced()).toBe(`${T.getReady}. Spørsmål 2 av 8: Hva er hovedstaden i Norge?`));

    push(playState(questionSession(-2000)));
    const buttons = within(screen.getByRole('group', { name: 'Hva er hovedstaden i Norge?' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['ASvar A: Bergen', 'BSvar B: Oslo', 'CSvar C: Trondheim', 'DSvar D: Tromsø']);
    expect(screen.getByRole('timer').textContent).toMatch(/^1[78] sekunder igjen$/);
    await waitFor(() => expect(announced()).toBe(T.announceOpen));

    fireEvent.click(screen.getByRole('button', { name: 'Svar B: Oslo' }));
    expect(await shown().findByText(Q.answerRegistered)).toBeTruthy();
    expect(shown().getByText('B – Oslo')).toBeTruthy();
    expect(shown().getByText(T.cannotChange)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Svar A/ })).toBeNull();
    expect(server.posts().at(-1)).toEqual({ method: 'POST', url: '/api/quiz/play/4821/answers', body: { question_index: 1, choice: 1 } });
  });

  it('sends a text answer, and shows the server’s words for a late one', async () => {
    const server = await join(playState(session()), {
      'POST /api/quiz/play/4821/answers': () => ({ status: 409, body: { error: { code: 'answer_late', message: Q.answerLate } } }),
      'GET /api/quiz/play/4821': () => ({ status: 200, body: playState(questionSession(-21_000, {}, textQuestion)) }),
    });
    push(playState(questionSession(-2000, {}, textQuestion)));
    fireEvent.change(screen.getByLabelText(T.yourAnswer), { target: { value: '  Tromsø ' } });
    fireEvent.click(screen.getByRole('button', { name: T.sendAnswer }));
    expect(await shown().findByText(Q.answerLate)).toBeTruthy();
    expect(shown().getByText(Q.timeUp)).toBeTruthy();
    expect(server.posts().at(-1)?.body).toEqual({ question_index: 1, text: 'Tromsø' });
  });

  it('says when the quiz is paused', async () => {
    await join(playState(session()));
    push(playState(questionSession(-4000, { paused: true, remaining_ms: 16_000 })));
    expect(shown().getByText(Q.answerPaused)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows Riktig! or Feil from the player’s answer and the reveal, with the right answer', async () => {
    await join(playState(session()));
    const revealed = questionSession(-25_000, { phase: 'revealed', reveal: reveal() });
    push(playState(revealed, me({ answer: { question_index: 1, choice: 1, text: null, correct: true }, points: 1800, correct: 2 })));
    expect(shown().getByText(Q.correct)).toBeTruthy();
    expect(shown().getByText('B – Oslo')).toBeTruthy();
    expect(shown().getByText(T.yourPoints(1800))).toBeTruthy();
    await waitFor(() => expect(announced()).toBe(`${Q.correct}. ${T.correctAnswer}: B – Oslo`));

    push(playState({ ...revealed, server_now: new Date(Date.parse(revealed.server_now) + 1).toISOString(), question_index: 2, reveal: reveal({ question_index: 2 }) }, me({ answer: { question_index: 2, choice: 3, text: null, correct: false } })));
    expect(shown().getByText(Q.wrong)).toBeTruthy();
    expect(shown().getByText(`${T.youChose} D – Tromsø`)).toBeTruthy();
  });

  it('shows the top list with badges, the player’s place, and the final placing', async () => {
    await join(playState(session()));
    const entries = [
      { participant_id: 'p1', name: 'Ola', kind: 'listener' as const, rank: 1, points: 2400, correct: 3, correct_time_ms: 9000, movement: 0, badges: ['vinner', 'ukjent'] },
      { participant_id: 'p-me', name: 'Kari', kind: 'listener' as const, rank: 2, points: 1800, correct: 2, correct_time_ms: 7000, movement: 1, badges: [] },
    ];
    push(playState(questionSession(-30_000, { phase: 'leaderboard', reveal: reveal() }), me({ rank: 2, points: 1800 }), entries));
    expect(shown().getByText(T.yourPlace(2, 1800))).toBeTruthy();
    const list = screen.getByRole('list', { name: T.leaderboard });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toBe('Plass 1OlaVinner2400 poeng');
    expect(rows[1]?.textContent).toContain(`(${T.you})`);

    push(playState(session({ phase: 'finished', question_index: 7 }), me({ rank: 2, points: 1800 }), entries));
    expect(shown().getByText(T.finalPlace(2, 1800))).toBeTruthy();
    expect(shown().getByText(T.thanks)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.leave }));
    expect(await screen.findByRole('heading', { name: Q.joinTitle })).toBeTruthy();
    expect(readJoinedCode()).toBeNull();
  });
});

describe('the tournament', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('lists the top of the running tournament even when no quiz is live', async () => {
    const status: QuizPublicStatus = {
      live: null,
      tournament: { id: 't1', name: 'Vårturneringen', entries: [{ rank: 1, name: 'Ola', points: 5400, badges: ['tre_seire'] }, { rank: 2, name: 'Kari', points: 5100, badges: [] }] },
    };
    renderQuiz({ 'GET /api/quiz/public': () => ({ status: 200, body: status }) });
    const heading = await screen.findByRole('heading', { name: T.tournament('Vårturneringen') });
    expect(heading).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: T.tournament('Vårturneringen') })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Plass 1OlaTre seire5400 poeng', 'Plass 2Kari5100 poeng']);
    expect(screen.queryByRole('heading', { name: Q.joinTitle })).toBeNull();
  });
});
