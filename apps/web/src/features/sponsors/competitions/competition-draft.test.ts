import { describe, expect, it } from 'vitest';
import { competitionInputSchema, SPONSOR_STRINGS, type Competition } from '@studioportal/shared';
import { competitionInputOf, costsExtra, draftFromCompetition, newCompetitionDraft, type CompetitionDraft } from './competition-draft';

const SPONSOR = '00000000-0000-4000-8000-000000000001';
const draft = (over: Partial<CompetitionDraft> = {}): CompetitionDraft => ({
  ...newCompetitionDraft(SPONSOR, new Date('2025-03-01T07:00:00.000Z'), 'Europe/Oslo'),
  title: 'Vinn middag for to',
  prize: 'Gavekort på 500 kroner',
  rules_text: 'Én vinner trekkes blant alle som svarer riktig.',
  sms_keyword: 'joker',
  ...over,
});

describe('the competition form body', () => {
  it('sends the channels in the contract order, the keyword folded by the schema, and the window as instants', () => {
    const body = competitionInputOf(draft({ channels: ['phone', 'sms'], opens_at: '2025-03-01T08:00', closes_at: '2025-03-01T10:30' }), 'Europe/Oslo');
    expect(body.channels).toEqual(['sms', 'phone']);
    expect(body.sms_keyword).toBe('joker');
    // Winter: the station is UTC+1.
    expect(body.opens_at).toBe('2025-03-01T07:00:00.000Z');
    expect(body.closes_at).toBe('2025-03-01T09:30:00.000Z');
    const parsed = competitionInputSchema.parse(body);
    expect(parsed.sms_keyword).toBe('JOKER');
    expect(parsed.exclude_days).toBe(30);
  });

  it('reads the window on the station clock in summer too (UTC+2)', () => {
    const body = competitionInputOf(draft({ opens_at: '2025-07-01T08:00', closes_at: '2025-07-02T08:00' }), 'Europe/Oslo');
    expect(body.opens_at).toBe('2025-07-01T06:00:00.000Z');
    expect(body.closes_at).toBe('2025-07-02T06:00:00.000Z');
  });

  it('drops the keyword and the SMS price with SMS, the phone price with Telefon', () => {
    const body = competitionInputOf(draft({ channels: ['web'], sms_price_nok: '5', phone_price_nok: '3' }), 'Europe/Oslo');
    expect(body).toMatchObject({ channels: ['web'], sms_keyword: null, sms_price_nok: 0, phone_price_nok: 0 });
    expect(competitionInputSchema.safeParse(body).success).toBe(true);
  });

  it('asks for a keyword when SMS is a way in, and refuses no channel at all', () => {
    const noKeyword = competitionInputSchema.safeParse(competitionInputOf(draft({ sms_keyword: '  ' }), 'Europe/Oslo'));
    expect(noKeyword.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual(['sms_keyword', SPONSOR_STRINGS.keywordRequired]);
    const none = competitionInputSchema.safeParse(competitionInputOf(draft({ channels: [] }), 'Europe/Oslo'));
    expect(none.error?.issues.map((i) => [i.path[0], i.message])).toContainEqual(['channels', SPONSOR_STRINGS.channelsRequired]);
  });

  it('takes a comma as the decimal mark, and an empty price as the normal one', () => {
    const body = competitionInputOf(draft({ sms_price_nok: '2,50', phone_price_nok: '' }), 'Europe/Oslo');
    expect(body.sms_price_nok).toBe(2.5);
    expect(body.phone_price_nok).toBe(0);
    expect(costsExtra(draft({ sms_price_nok: '2,50' }))).toBe(true);
    expect(costsExtra(draft({ sms_price_nok: '0', phone_price_nok: '0' }))).toBe(false);
    // A price on a channel that is off costs nobody anything.
    expect(costsExtra(draft({ channels: ['web', 'phone'], sms_price_nok: '9' }))).toBe(false);
  });

  it('an incomplete window is refused by the schema, not sent as a guess', () => {
    const body = competitionInputOf(draft({ closes_at: '' }), 'Europe/Oslo');
    expect(body.closes_at).toBe('');
    expect(competitionInputSchema.safeParse(body).success).toBe(false);
  });

  it('edits a stored competition on the station clock and sends the same instants back', () => {
    const stored: Competition = {
      id: '00000000-0000-4000-8000-0000000000c1',
      sponsor_id: SPONSOR,
      sponsor_name: 'Joker Nord',
      title: 'Påskekonkurransen',
      prize: 'Påskeegg',
      rules_text: 'Svar riktig.',
      question: 'Hvor mange egg?',
      channels: ['sms', 'web'],
      sms_keyword: 'PASKE',
      sms_price_nok: 0,
      phone_price_nok: 0,
      opens_at: '2025-04-14T06:00:00.000Z',
      closes_at: '2025-04-14T10:00:00.000Z',
      exclude_days: 14,
      status: 'open',
      entries: 3,
      late_entries: 0,
      lottery_warning: false,
      version: 2,
    };
    const d = draftFromCompetition(stored, 'Europe/Oslo');
    expect(d.opens_at).toBe('2025-04-14T08:00');
    expect(d.closes_at).toBe('2025-04-14T12:00');
    const body = competitionInputOf(d, 'Europe/Oslo');
    expect(body).toMatchObject({ opens_at: stored.opens_at, closes_at: stored.closes_at, exclude_days: 14, question: 'Hvor mange egg?', sms_keyword: 'PASKE' });
  });
});
