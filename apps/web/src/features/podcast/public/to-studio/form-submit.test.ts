import { describe, expect, it, vi } from 'vitest';
import { LISTENER_STRINGS as S } from '@studioportal/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { buildBody, submitPublicForm } from './form-submit';
import { isAlreadyVoted } from './submit-errors';
import { ENTRY_RULES, MESSAGE_RULES, REQUEST_RULES } from './validate';

const message = { name: 'Kari', phone: '', body: 'God morgen!' };

describe('buildBody', () => {
  it('sends the honeypot as website and the form token, and leaves out empty optional fields', () => {
    expect(buildBody(MESSAGE_RULES, message, '', 'tok')).toEqual({ name: 'Kari', body: 'God morgen!', website: '', form_token: 'tok' });
    expect(buildBody(MESSAGE_RULES, { ...message, phone: '912 34 567' }, 'http://spam.example', 'tok')).toEqual({
      name: 'Kari',
      phone: '912 34 567',
      body: 'God morgen!',
      website: 'http://spam.example',
      form_token: 'tok',
    });
    expect(buildBody(REQUEST_RULES, { name: 'Ola', artist: 'a-ha', title: 'Take On Me', greeting: '  ' }, '', 't')).not.toHaveProperty('greeting');
    // A required phone is never left out (validation stops an empty one first); an empty answer is.
    expect(buildBody(ENTRY_RULES, { name: 'Ola', phone: '912 34 567', answer: '' }, '', 't')).toEqual({ name: 'Ola', phone: '912 34 567', website: '', form_token: 't' });
  });
});

describe('submitPublicForm', () => {
  const run = (send: () => Promise<unknown>, values = message) =>
    submitPublicForm({ rules: MESSAGE_RULES, values, website: '', takeToken: async () => 'tok', send: vi.fn(send) });

  it('checks the fields first and sends nothing when one is wrong', async () => {
    const send = vi.fn(async () => ({ received: true }));
    const takeToken = vi.fn(async () => 'tok');
    const outcome = await submitPublicForm({ rules: MESSAGE_RULES, values: { ...message, name: ' ' }, website: '', takeToken, send });
    expect(outcome).toEqual({ ok: false, stage: 'invalid', fields: { name: S.nameRequired } });
    expect(send).not.toHaveBeenCalled();
    expect(takeToken).not.toHaveBeenCalled();
  });

  it('sends the body with the token it took', async () => {
    const send = vi.fn(async () => ({ received: true }));
    await expect(submitPublicForm({ rules: MESSAGE_RULES, values: message, website: 'bot', takeToken: async () => 'tok-1', send })).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith({ name: 'Kari', body: 'God morgen!', website: 'bot', form_token: 'tok-1' });
  });

  it('puts a 400 on its field and next to the form', async () => {
    const error = new ApiError(400, 'validation_failed', S.phoneInvalid, [{ path: 'phone', message: S.phoneInvalid }]);
    await expect(run(() => Promise.reject(error))).resolves.toEqual({ ok: false, stage: 'refused', fields: { phone: S.phoneInvalid }, message: S.phoneInvalid, tokenExpired: false });
  });

  it('shows 409 and 429 messages as the server words them (with the wait time)', async () => {
    const notOnAir = await run(() => Promise.reject(new ApiError(409, 'notOnAir', S.notOnAir)));
    expect(notOnAir).toMatchObject({ stage: 'refused', message: S.notOnAir, fields: {} });
    const tooMany = await run(() => Promise.reject(new ApiError(429, 'rate_limited', S.tooManyWait(12))));
    expect(tooMany).toMatchObject({ message: 'Du har sendt mye på kort tid. Prøv igjen om 12 sekunder.' });
    const closed = await run(() => Promise.reject(new ApiError(422, 'requestsClosed', S.requestsClosed('06:00', '10:00'))));
    expect(closed).toMatchObject({ message: 'Vi tar imot musikkønsker mellom 06:00 og 10:00.' });
  });

  it('notices an expired form token, however the server names it', async () => {
    await expect(run(() => Promise.reject(new ApiError(400, 'formExpired', S.formExpired)))).resolves.toMatchObject({ tokenExpired: true });
    await expect(run(() => Promise.reject(new ApiError(400, 'validation_failed', 'x', [{ path: 'form_token', message: 'x' }])))).resolves.toMatchObject({ tokenExpired: true });
  });

  it('says so when the network is down, and a failed token fetch counts as one', async () => {
    const offline = new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
    await expect(run(() => Promise.reject(offline))).resolves.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
    const send = vi.fn(async () => undefined);
    const outcome = await submitPublicForm({ rules: MESSAGE_RULES, values: message, website: '', takeToken: () => Promise.reject(offline), send });
    expect(outcome).toMatchObject({ ok: false, message: NETWORK_ERROR_MESSAGE });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('isAlreadyVoted', () => {
  it('tells "already voted" from "poll closed" (both 409)', () => {
    expect(isAlreadyVoted(new ApiError(409, 'alreadyVoted', S.alreadyVoted))).toBe(true);
    expect(isAlreadyVoted(new ApiError(409, 'conflict', S.alreadyVoted))).toBe(true);
    expect(isAlreadyVoted(new ApiError(409, 'pollNotOpen', S.pollNotOpen))).toBe(false);
  });
});
