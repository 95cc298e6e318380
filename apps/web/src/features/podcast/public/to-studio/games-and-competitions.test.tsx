import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { LISTENER_STRINGS as S, MIND_READER_STRINGS as M, SPONSOR_STRINGS as SP, type PublicCompetition, type PublicMindReader } from '@studioportal/shared';
import { formatRecentTime } from '@/lib/datetime';
import { leaveListenerPage, liveAnswer, openListenerPage, renderToStudio } from './test-server';
import { TO_STUDIO_STRINGS as T } from './strings';

const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const refusal = (code: string, message: string) => ({ status: 409, body: { error: { code, message } } });

const round: PublicMindReader = {
  round_id: 'r1',
  category: 'Person',
  questions_used: 7,
  question_limit: 20,
  deadline_at: new Date(Date.now() + 5 * 60_000).toISOString(),
};

describe('Tankeleseren on "Til studio"', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('is there only while the live answer has a playing round', async () => {
    renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }) });
    expect(await screen.findByRole('form', { name: S.sendMessage })).toBeTruthy();
    expect(screen.queryByRole('form', { name: M.listenerTitle })).toBeNull();
    expect(screen.queryByText(M.listenerTitle)).toBeNull();
  });

  it('is not shown off air, even with a round in the answer', async () => {
    renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ on_air: false, mind_reader: round }) }) });
    expect(await screen.findByText(S.offAir)).toBeTruthy();
    expect(screen.queryByRole('form', { name: M.listenerTitle })).toBeNull();
  });

  it('shows the category and the questions used, and sends name and guess with the honeypot and the token', async () => {
    const server = renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ mind_reader: round }) }),
      'POST /api/mind-reader/public/guess': () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: M.listenerTitle });
    expect(within(form).getByRole('heading', { name: M.listenerTitle })).toBeTruthy();
    expect(within(form).getByText('Person')).toBeTruthy();
    expect(within(form).getByText('7 av 20 spørsmål')).toBeTruthy();
    expect(within(form).getByText(formatRecentTime(round.deadline_at, undefined, new Date(), { kl: true }))).toBeTruthy();

    type(form, S.name, 'Kari');
    type(form, M.listenerGuessLabel, 'Kong Harald');
    fireEvent.click(within(form).getByRole('button', { name: T.sendGuess }));

    expect(await within(form).findByText(M.listenerReceived)).toBeTruthy();
    expect(server.posts()).toEqual([
      { method: 'POST', url: '/api/mind-reader/public/guess', body: { name: 'Kari', guess: 'Kong Harald', website: '', form_token: 'tok-1' } },
    ]);
    expect((within(form).getByLabelText(M.listenerGuessLabel) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(S.name) as HTMLInputElement).value).toBe('Kari');
  });

  it('sends what a bot put in the honeypot (the server drops it), from a box no person sees', async () => {
    const server = renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ mind_reader: round }) }),
      'POST /api/mind-reader/public/guess': () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: M.listenerTitle });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    type(form, S.name, 'Bot');
    type(form, M.listenerGuessLabel, 'Spam');
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fireEvent.click(within(form).getByRole('button', { name: T.sendGuess }));
    expect(await within(form).findByText(M.listenerReceived)).toBeTruthy();
    expect(server.posts()[0]?.body).toMatchObject({ website: 'http://spam.example' });
  });

  it('checks the guess before sending', async () => {
    const server = renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ mind_reader: round }) }) });
    const form = await screen.findByRole('form', { name: M.listenerTitle });
    type(form, S.name, 'Kari');
    fireEvent.click(within(form).getByRole('button', { name: T.sendGuess }));
    expect(await within(form).findByText(M.listenerGuessRequired)).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });

  it('shows the 409 "no round" as the server words it, and keeps the guess', async () => {
    renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ mind_reader: round }) }),
      'POST /api/mind-reader/public/guess': () => refusal('listenerNoRound', M.listenerNoRound),
    });
    const form = await screen.findByRole('form', { name: M.listenerTitle });
    type(form, S.name, 'Kari');
    type(form, M.listenerGuessLabel, 'Oslo');
    fireEvent.click(within(form).getByRole('button', { name: T.sendGuess }));
    expect(await within(form).findByText(M.listenerNoRound)).toBeTruthy();
    expect((within(form).getByLabelText(M.listenerGuessLabel) as HTMLInputElement).value).toBe('Oslo');
  });
});

const competition: PublicCompetition = {
  id: 'c1',
  sponsor_name: 'Joker Nord',
  title: 'Vinn en matkasse',
  prize: 'Matkasse verdt 1000 kroner',
  question: 'Hvor ligger Joker Nords nyeste butikk?',
  rules_text: 'Én deltakelse per telefonnummer.\nVinneren trekkes fredag.',
  closes_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  web: true,
  sms_keyword: 'JOKER',
};
const entryUrl = '/api/sponsors/public/competitions/c1/entries';

describe('sponsor competitions on "Til studio"', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('shows the sponsor, title, prize, question, closing time, the rules folded away and the SMS way', async () => {
    renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [competition] }) }) });
    const card = await screen.findByRole('region', { name: competition.title });
    expect(within(card).getByText(SP.enterTitle('Joker Nord'))).toBeTruthy();
    expect(within(card).getByRole('heading', { name: competition.title })).toBeTruthy();
    expect(within(card).getByText(competition.prize)).toBeTruthy();
    expect(within(card).getByText(competition.question!)).toBeTruthy();
    expect(within(card).getByText(formatRecentTime(competition.closes_at, undefined, new Date(), { kl: true }))).toBeTruthy();
    expect(within(card).getByText(SP.smsHow('JOKER'))).toBeTruthy();
    const rules = within(card).getByText(T.rules).closest('details')!;
    expect(rules.open).toBe(false);
    expect(rules.textContent).toContain('Vinneren trekkes fredag.');
  });

  it('sends name, phone and answer to the competition, and says the listener is in the draw', async () => {
    const server = renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [competition] }) }),
      [`POST ${entryUrl}`]: () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: competition.title });
    type(form, S.name, 'Ola');
    type(form, T.phone, '912 34 567');
    type(form, T.answer, 'Tromsø');
    fireEvent.click(within(form).getByRole('button', { name: T.enter }));
    expect(await within(form).findByText(SP.entered)).toBeTruthy();
    expect(server.posts()).toEqual([{ method: 'POST', url: entryUrl, body: { name: 'Ola', phone: '912 34 567', answer: 'Tromsø', website: '', form_token: 'tok-1' } }]);
  });

  it('without a question, asks no answer and sends none', async () => {
    const server = renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [{ ...competition, question: null, sms_keyword: null }] }) }),
      [`POST ${entryUrl}`]: () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: competition.title });
    expect(within(form).queryByLabelText(T.answer)).toBeNull();
    expect(screen.queryByText(SP.smsHow('JOKER'))).toBeNull();
    type(form, S.name, 'Ola');
    type(form, T.phone, '+47 912 34 567');
    fireEvent.click(within(form).getByRole('button', { name: T.enter }));
    expect(await within(form).findByText(SP.entered)).toBeTruthy();
    expect(server.posts()[0]?.body).toEqual({ name: 'Ola', phone: '+47 912 34 567', website: '', form_token: 'tok-1' });
  });

  it('needs the phone (it is how a winner is reached), checked before sending', async () => {
    const server = renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [competition] }) }) });
    const form = await screen.findByRole('form', { name: competition.title });
    type(form, S.name, 'Ola');
    fireEvent.click(within(form).getByRole('button', { name: T.enter }));
    expect(await within(form).findByText(SP.phoneRequired)).toBeTruthy();
    expect(within(form).getByLabelText(T.phone).getAttribute('aria-invalid')).toBe('true');
    expect(server.posts()).toEqual([]);
  });

  it('shows "already entered" and "closed" (409) as the server words them', async () => {
    let answer = refusal('already_entered', SP.alreadyEntered);
    renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [competition] }) }),
      [`POST ${entryUrl}`]: () => answer,
    });
    const form = await screen.findByRole('form', { name: competition.title });
    type(form, S.name, 'Ola');
    type(form, T.phone, '91234567');
    fireEvent.click(within(form).getByRole('button', { name: T.enter }));
    expect(await within(form).findByText(SP.alreadyEntered)).toBeTruthy();
    answer = refusal('closed_for_entries', SP.closedForEntries);
    fireEvent.click(within(form).getByRole('button', { name: T.enter }));
    expect(await within(form).findByText(SP.closedForEntries)).toBeTruthy();
  });

  it('without the web among its ways, shows only how to enter by SMS', async () => {
    renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ competitions: [{ ...competition, web: false }] }) }) });
    const card = await screen.findByRole('region', { name: competition.title });
    expect(within(card).getByText(SP.smsHow('JOKER'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: competition.title })).toBeNull();
    expect(within(card).queryByRole('button', { name: T.enter })).toBeNull();
  });

  it('shows open competitions off air too (they take entries around the clock), each with its own form', async () => {
    const second = { ...competition, id: 'c2', title: 'Vinn kinobilletter', question: null };
    renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ on_air: false, competitions: [competition, second] }) }) });
    expect(await screen.findByText(S.offAir)).toBeTruthy();
    expect(screen.getByRole('form', { name: competition.title })).toBeTruthy();
    expect(screen.getByRole('form', { name: second.title })).toBeTruthy();
    expect(screen.queryByRole('form', { name: S.sendMessage })).toBeNull();
  });
});
