import { describe, expect, it } from 'vitest';
import { foldKeyword, maskPhone, normalisePhone } from './listener-phone';
import { listenerMessageInputSchema, musicRequestRulesSchema, pollInputSchema } from './listeners';
import { LISTENER_STRINGS } from './listeners-strings';

describe('listener phone numbers', () => {
  it.each([
    ['912 34 567', '+4791234567'],
    ['+47 912 34 567', '+4791234567'],
    ['004791234567', '+4791234567'],
    ['4791234567', '+4791234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['(+47) 912-34-567', '+4791234567'],
  ])('normalises %s to E.164', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  it.each(['12345', 'ring meg', '+0 1234 5678', '', '+4791234567891234'])('refuses %s', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });

  it('masks all but the country code and the last three digits', () => {
    expect(maskPhone('+4791234567')).toBe('+47 ••••• 567');
    expect(maskPhone('+46701234567')).not.toContain('70123');
  });

  it('folds keywords: case, æ/ø/å and accents', () => {
    expect(foldKeyword('ønske')).toBe('ONSKE');
    expect(foldKeyword('ØNSKE')).toBe(foldKeyword('Onske'));
    expect(foldKeyword('Blåbær')).toBe('BLABAER');
    expect(foldKeyword('Café')).toBe('CAFE');
  });
});

describe('listener schemas', () => {
  const form = { website: '', form_token: 't' };
  it('takes a message and normalises its phone', () => {
    const parsed = listenerMessageInputSchema.parse({ name: ' Kari ', phone: '912 34 567', body: 'Hei studio!', ...form });
    expect(parsed).toMatchObject({ name: 'Kari', phone: '+4791234567', body: 'Hei studio!' });
  });

  it('refuses an empty, an invisible and an over-long message with the Norwegian text', () => {
    expect(listenerMessageInputSchema.safeParse({ name: 'Kari', body: ' ', ...form }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.messageRequired);
    expect(listenerMessageInputSchema.safeParse({ name: 'Kari', body: '\u200b\u200b', ...form }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.messageRequired);
    expect(listenerMessageInputSchema.safeParse({ name: 'Kari', body: 'x'.repeat(501), ...form }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.messageTooLong);
    expect(listenerMessageInputSchema.safeParse({ name: 'Kari', body: 'Hei', phone: 'ring meg', ...form }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.phoneInvalid);
  });

  it('polls have 2 to 6 distinct alternatives', () => {
    expect(pollInputSchema.safeParse({ question: 'Kaffe?', options: ['Ja'] }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.optionsCount);
    expect(pollInputSchema.safeParse({ question: 'Kaffe?', options: ['Ja', 'ja'] }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.optionsDistinct);
    expect(pollInputSchema.safeParse({ question: 'Kaffe?', options: ['1', '2', '3', '4', '5', '6', '7'] }).success).toBe(false);
    expect(pollInputSchema.safeParse({ question: 'Kaffe?', options: ['Ja', 'Nei'] }).success).toBe(true);
  });

  it('request rules want 24-hour times and a sane daily limit', () => {
    const rules = { enabled: true, daily_limit: 3, window_start: '06:00', window_end: '10:00', blocked: [] };
    expect(musicRequestRulesSchema.safeParse(rules).success).toBe(true);
    expect(musicRequestRulesSchema.safeParse({ ...rules, window_start: '6:00' }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.windowInvalid);
    expect(musicRequestRulesSchema.safeParse({ ...rules, daily_limit: 99 }).error?.issues[0]?.message).toBe(LISTENER_STRINGS.dailyLimitInvalid);
  });
});

describe('the queue page cursor', () => {
  it('is a real instant and a uuid; anything else is refused before the database sees it', async () => {
    const { listenerMessagesQuerySchema } = await import('./listeners');
    const ok = (before: string) => listenerMessagesQuerySchema.safeParse({ before }).success;
    expect(ok('2026-11-26T06:00:00.000Z_0b9e7c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f')).toBe(true);
    expect(ok('7352-43-81T01:86:46.794Z_0b9e7c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f')).toBe(false);
    expect(ok('2026-02-30T06:00:00.000Z_0b9e7c1e-1f2a-4c3d-8e4f-5a6b7c8d9e0f')).toBe(false);
    expect(ok('2026-11-26T06:00:00.000Z_-cf-faa--0-2--eb--1--6b8-a0---bed2-2')).toBe(false);
    expect(ok('2026-11-26')).toBe(false);
  });
});
