import { describe, expect, it } from 'vitest';
import { QUIZ_STRINGS as S, quizJoinSchema, quizPlayAnswerSchema } from '@studioportal/shared';
import { fieldErrors } from '../../lib/field-errors';
import { checkTextAnswer, JOIN_FIELDS, validateJoin, type JoinValues } from './validate';

/** What the server's parse would say about each field: its first message. */
function schemaErrors(values: JoinValues) {
  const result = quizJoinSchema.safeParse({ ...values, website: '', form_token: 'token' });
  const all = result.success ? {} : fieldErrors(result.error);
  return Object.fromEntries(Object.entries(all).filter(([path]) => (JOIN_FIELDS as readonly string[]).includes(path)));
}

const ZERO_WIDTH = '\u200b\u200b';
const codes = ['', '  ', '1234', ' 1234 ', '123', '12345', '12a4', '12 34', '١٢٣٤', '0000', 'abcd'];
const nicknames = ['', '   ', 'K', ' K ', 'Ka', '  Kari  ', ZERO_WIDTH, ` ${ZERO_WIDTH} `, ZERO_WIDTH.repeat(3), 'å'.repeat(24), 'å'.repeat(25), ` ${'x'.repeat(24)} `, 'Kari 🎧'];

describe('the join form mirrors quizJoinSchema', () => {
  it('gives the schema’s first message per field for every sample', () => {
    const all: JoinValues[] = [];
    for (const code of codes) all.push({ code, nickname: 'Kari' });
    for (const nickname of nicknames) all.push({ code: '1234', nickname });
    for (const code of codes) for (const nickname of nicknames) all.push({ code, nickname });
    for (const values of all) expect(validateJoin(values), JSON.stringify(values)).toEqual(schemaErrors(values));
  });

  it('says it in Norwegian', () => {
    expect(validateJoin({ code: '12', nickname: 'K' })).toEqual({ code: S.codeInvalid, nickname: S.nicknameTooShort });
    expect(validateJoin({ code: '1234', nickname: 'x'.repeat(25) })).toEqual({ nickname: 'Kallenavnet kan ikke være lengre enn 24 tegn' });
    expect(validateJoin({ code: '4821', nickname: 'Kari' })).toEqual({});
  });
});

describe('a text answer', () => {
  it('is refused when empty or too long, like the server', () => {
    for (const text of ['', '  ', 'Oslo', 'x'.repeat(80), 'x'.repeat(81)]) {
      const server = quizPlayAnswerSchema.safeParse({ question_index: 0, text });
      expect(checkTextAnswer(text) === null, JSON.stringify(text)).toBe(server.success);
    }
    expect(checkTextAnswer(' ')).toBe(S.answerRequired);
    expect(checkTextAnswer('x'.repeat(81))).toBe(S.answerTooLong);
  });
});
