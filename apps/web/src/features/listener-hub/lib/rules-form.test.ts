import { describe, expect, it } from 'vitest';
import { LISTENER_STRINGS as S, type MusicRequestRules } from '@studioportal/shared';
import { rulesToDraft, sameRules, validateRules, type RulesDraft } from './rules-form';
import { validatePoll } from './poll-form';

const rules: MusicRequestRules = { enabled: true, daily_limit: 3, window_start: '06:00', window_end: '10:00', blocked: [{ artist: 'Kurt Nilsen', title: '' }] };
const draft = (over: Partial<RulesDraft> = {}): RulesDraft => ({ ...rulesToDraft(rules), ...over });

describe('music request rules form', () => {
  it('turns valid rules into the body the server takes', () => {
    expect(validateRules(draft())).toEqual({ ok: true, value: rules });
    expect(sameRules(draft(), rules)).toBe(true);
    expect(sameRules(draft({ enabled: false }), rules)).toBe(false);
  });

  it('takes 0 (no limit) up to 50, and only whole numbers as typed', () => {
    expect(validateRules(draft({ dailyLimit: ' 0 ' }))).toMatchObject({ ok: true, value: { daily_limit: 0 } });
    expect(validateRules(draft({ dailyLimit: '50' }))).toMatchObject({ ok: true, value: { daily_limit: 50 } });
    for (const typed of ['', '51', '-1', '2,5', '2.5', 'tre', '1e1']) {
      expect(validateRules(draft({ dailyLimit: typed }))).toEqual({ ok: false, errors: { dailyLimit: S.dailyLimitInvalid, blocked: [{}] } });
    }
  });

  it('asks for 24-hour times in both window fields', () => {
    const result = validateRules(draft({ windowStart: '', windowEnd: '24:00' }));
    expect(result).toEqual({ ok: false, errors: { windowStart: S.windowInvalid, windowEnd: S.windowInvalid, blocked: [{}] } });
    // Over midnight and all day (equal ends) are both allowed.
    expect(validateRules(draft({ windowStart: '22:00', windowEnd: '02:00' })).ok).toBe(true);
    expect(validateRules(draft({ windowStart: '07:00', windowEnd: '07:00' })).ok).toBe(true);
  });

  it('drops rows left empty, needs an artist on the others, and puts the error on the right row', () => {
    const result = validateRules(draft({ blocked: [{ artist: '', title: '' }, { artist: ' ', title: 'Beautiful Life' }, { artist: 'a-ha', title: '' }] }));
    expect(result).toEqual({ ok: false, errors: { blocked: [{}, { artist: S.artistRequired }, {}] } });
    const ok = validateRules(draft({ blocked: [{ artist: '', title: '' }, { artist: ' a-ha ', title: ' Take On Me ' }] }));
    expect(ok).toEqual({ ok: true, value: { ...rules, blocked: [{ artist: 'a-ha', title: 'Take On Me' }] } });
  });

  it('refuses too long names and too many rows in Norwegian', () => {
    const long = validateRules(draft({ blocked: [{ artist: 'x'.repeat(101), title: 'y'.repeat(121) }] }));
    expect(long).toEqual({ ok: false, errors: { blocked: [{ artist: S.artistTooLong, title: S.titleTooLong }] } });
    const many = validateRules(draft({ blocked: Array.from({ length: 201 }, (_, i) => ({ artist: `Artist ${i}`, title: '' })) }));
    expect(many.ok).toBe(false);
    if (!many.ok) expect(many.errors.blockedList).toBe('Du kan sperre høyst 200 låter.');
  });
});

describe('new poll form', () => {
  it('accepts a question with two to six different alternatives', () => {
    expect(validatePoll({ question: ' Kaffe eller te? ', options: ['Kaffe', 'Te'] })).toEqual({ ok: true, value: { question: 'Kaffe eller te?', options: ['Kaffe', 'Te'] } });
  });

  it('puts each message at its field', () => {
    expect(validatePoll({ question: '  ', options: ['Ja', ''] })).toEqual({ ok: false, errors: { question: S.questionRequired, options: [undefined, S.optionRequired] } });
    expect(validatePoll({ question: 'Hva?', options: ['Ja', 'ja'] })).toEqual({ ok: false, errors: { options: [undefined, undefined], general: S.optionsDistinct } });
    expect(validatePoll({ question: 'Hva?', options: ['Ja'] })).toEqual({ ok: false, errors: { options: [undefined], general: S.optionsCount } });
    expect(validatePoll({ question: 'q'.repeat(201), options: ['a', 'b'] })).toMatchObject({ ok: false, errors: { question: S.questionTooLong } });
  });
});
