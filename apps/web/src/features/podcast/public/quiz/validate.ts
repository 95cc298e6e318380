import { hasVisibleText, QUIZ_LIMITS as L, QUIZ_STRINGS as S } from '@studioportal/shared';

/**
 * The join form's checks, written out instead of importing quizJoinSchema: the shared quiz module
 * carries every zod schema of the quiz (the set editor's too), which would all come along into the
 * public page. validate.test.ts holds these to the schema — the same first message per field for
 * the same input — so the listener sees what the server would answer, before sending.
 */
export type JoinField = 'code' | 'nickname';
export type JoinValues = Record<JoinField, string>;
export const JOIN_FIELDS: readonly JoinField[] = ['code', 'nickname'];

const CODE = new RegExp(`^\\d{${L.codeLength}}$`);

/** The first problem with one value, in the order the schema checks (trim, min, max, visible text). */
export function checkJoinField(field: JoinField, raw: string): string | null {
  const value = raw.trim();
  if (field === 'code') return CODE.test(value) ? null : S.codeInvalid;
  if (value.length < 1) return S.nicknameRequired;
  if (value.length < L.nicknameMin) return S.nicknameTooShort;
  if (value.length > L.nicknameMax) return S.nicknameTooLong;
  return hasVisibleText(value) ? null : S.nicknameRequired;
}

export function validateJoin(values: JoinValues): Partial<Record<JoinField, string>> {
  const errors: Partial<Record<JoinField, string>> = {};
  for (const field of JOIN_FIELDS) {
    const message = checkJoinField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The text answer's check (quizPlayAnswerSchema: trimmed, not empty, at most textAnswerMax). */
export function checkTextAnswer(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return S.answerRequired;
  return value.length > L.textAnswerMax ? S.answerTooLong : null;
}
