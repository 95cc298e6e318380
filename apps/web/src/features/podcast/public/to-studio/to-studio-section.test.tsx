import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTENER_STRINGS as S, type PublicPoll } from '@studioportal/shared';
import { leaveListenerPage, liveAnswer, openListenerPage, renderToStudio as renderSection } from './test-server';

const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('Til studio', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('says so off air, without forms', async () => {
    renderSection({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ on_air: false }) }) });
    expect(await screen.findByText(S.offAir)).toBeTruthy();
    expect(screen.getByText(S.offAirHint)).toBeTruthy();
    expect(screen.getByRole('heading', { name: S.toStudio })).toBeTruthy();
    expect(screen.queryByRole('button', { name: S.send })).toBeNull();
  });

  it('sends a message with the honeypot and the form token, and clears only the message', async () => {
    const server = renderSection({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }),
      'POST /api/listener/messages': () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: S.sendMessage });
    type(form, S.name, 'Kari');
    type(form, S.message, 'Hils til alle på jobb!');
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.type).toBe('text');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: S.send }));

    expect(await within(form).findByText(S.messageReceived)).toBeTruthy();
    expect(server.posts()).toEqual([{ method: 'POST', url: '/api/listener/messages', body: { name: 'Kari', body: 'Hils til alle på jobb!', website: '', form_token: 'tok-1' } }]);
    expect((within(form).getByLabelText(S.message) as HTMLTextAreaElement).value).toBe('');
    expect((within(form).getByLabelText(S.name) as HTMLInputElement).value).toBe('Kari');
  });

  it('checks before sending: the error is on the field, linked, and the field gets the focus', async () => {
    const server = renderSection({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }) });
    const form = await screen.findByRole('form', { name: S.sendMessage });
    type(form, S.phoneOptional, '12');
    fireEvent.click(within(form).getByRole('button', { name: S.send }));
    const name = within(form).getByLabelText(S.name);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(S.nameRequired);
    expect(within(form).getByText(S.phoneInvalid)).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });

  it('shows a refusal next to the form and keeps what was typed', async () => {
    renderSection({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }),
      'POST /api/listener/messages': () => ({ status: 429, body: { error: { code: 'rate_limited', message: S.tooManyWait(20) } } }),
    });
    const form = await screen.findByRole('form', { name: S.sendMessage });
    type(form, S.name, 'Kari');
    type(form, S.message, 'Igjen!');
    fireEvent.click(within(form).getByRole('button', { name: S.send }));
    const status = await within(form).findByRole('status');
    await waitFor(() => expect(status.textContent).toBe(S.tooManyWait(20)));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect((within(form).getByLabelText(S.message) as HTMLTextAreaElement).value).toBe('Igjen!');
  });

  it('shows why requests are closed instead of the request form', async () => {
    renderSection({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ requests: { open: false, reason: S.requestsClosed('06:00', '09:00') } }) }) });
    expect(await screen.findByText(S.requestsClosed('06:00', '09:00'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: S.requestSong })).toBeNull();
    expect(screen.getByRole('form', { name: S.sendMessage })).toBeTruthy();
  });

  it('sends a request with the greeting left out when empty', async () => {
    const server = renderSection({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }),
      'POST /api/listener/requests': () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: S.requestSong });
    type(form, S.name, 'Ola');
    type(form, S.artist, 'a-ha');
    type(form, S.songTitle, 'Take On Me');
    fireEvent.click(within(form).getByRole('button', { name: S.sendRequest }));
    expect(await within(form).findByText(S.requestReceived)).toBeTruthy();
    expect(server.posts()[0]?.body).toEqual({ name: 'Ola', artist: 'a-ha', title: 'Take On Me', website: '', form_token: 'tok-1' });
  });
});

describe('the live poll', () => {
  const poll: PublicPoll = {
    id: 'p1',
    question: 'Kaffe eller te?',
    options: [
      { id: 'a', label: 'Kaffe' },
      { id: 'b', label: 'Te' },
    ],
    voted_option_id: null,
    results: null,
    total_votes: null,
  };
  const votedPoll: PublicPoll = { ...poll, voted_option_id: 'b', results: [{ option_id: 'a', votes: 3 }, { option_id: 'b', votes: 1 }], total_votes: 4 };

  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('votes with one tap and shows the results', async () => {
    const server = renderSection({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ poll }) }),
      'POST /api/listener/polls/p1/votes': () => ({ status: 200, body: { poll: votedPoll } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stem: Te' }));
    expect(await screen.findByText(S.voted)).toBeTruthy();
    expect(server.posts()[0]?.body).toEqual({ option_id: 'b' });
    expect(screen.getByText('75 %')).toBeTruthy();
    expect(screen.getByText('25 %')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stem: Kaffe' })).toBeNull();
  });

  it('shows the results straight away when this device has voted', async () => {
    renderSection({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ poll: votedPoll }) }) });
    expect(await screen.findByText(S.voted)).toBeTruthy();
    expect(screen.getByText(S.liveResult, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stem/ })).toBeNull();
  });

  it('after 409 "already voted", shows the results from a fresh live answer', async () => {
    let answer = liveAnswer({ poll });
    renderSection({
      'GET /api/listener/live': () => ({ status: 200, body: answer }),
      'POST /api/listener/polls/p1/votes': () => {
        answer = liveAnswer({ poll: votedPoll, form_token: 'tok-2' });
        return { status: 409, body: { error: { code: 'alreadyVoted', message: S.alreadyVoted } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Stem: Kaffe' }));
    expect(await screen.findByText(S.voted)).toBeTruthy();
    expect(screen.getByText(S.alreadyVoted)).toBeTruthy();
    expect(screen.getByText('75 %')).toBeTruthy();
  });
});
