import {
  hasVisibleText,
  LISTENER_LIMITS as L,
  LISTENER_STRINGS as S,
  MIND_READER_LIMITS as ML,
  MIND_READER_STRINGS as M,
  normalisePhone,
  SPONSOR_LIMITS as SL,
  SPONSOR_STRINGS as SP,
} from '@studioportal/shared';

/**
 * The public forms' checks, written out instead of importing the shared zod schemas: those live in
 * a module whose every schema (the staff queue's too) would come along into the public page. The
 * tests hold these to the schemas — the same first message per field for the same input — so
 * the listener sees exactly what the server would answer, before sending.
 */
export type Rule =
  | { kind: 'required'; max: number; required: string; tooLong: string }
  | { kind: 'optional'; max: number; tooLong: string }
  /** `required` null: an empty phone is no phone. */
  | { kind: 'phone'; required: string | null; invalid: string };

const required = (max: number, requiredMessage: string, tooLong: string): Rule => ({ kind: 'required', max, required: requiredMessage, tooLong });
const optional = (max: number, tooLong: string): Rule => ({ kind: 'optional', max, tooLong });

const name = required(L.nameMax, S.nameRequired, S.nameTooLong);

/** listenerMessageInputSchema */
export const MESSAGE_RULES = {
  name,
  phone: { kind: 'phone', required: null, invalid: S.phoneInvalid },
  body: required(L.messageMax, S.messageRequired, S.messageTooLong),
} as const satisfies Record<string, Rule>;

/** musicRequestInputSchema */
export const REQUEST_RULES = {
  name,
  artist: required(L.artistMax, S.artistRequired, S.artistTooLong),
  title: required(L.titleMax, S.titleRequired, S.titleTooLong),
  greeting: optional(L.greetingMax, S.greetingTooLong),
} as const satisfies Record<string, Rule>;

/** commentInputSchema */
export const COMMENT_RULES = {
  name,
  body: required(L.commentMax, S.commentRequired, S.commentTooLong),
} as const satisfies Record<string, Rule>;

/** mindReaderListenerGuessSchema: a guess along with Tankeleseren's round. */
export const GUESS_RULES = {
  name,
  guess: required(ML.listenerGuessMax, M.listenerGuessRequired, M.listenerGuessTooLong),
} as const satisfies Record<string, Rule>;

/** publicEntryInputSchema: a sponsor competition entry (the phone reaches the winner). */
export const ENTRY_RULES = {
  name,
  phone: { kind: 'phone', required: SP.phoneRequired, invalid: S.phoneInvalid },
  answer: optional(SL.answerMax, SP.answerTooLong),
} as const satisfies Record<string, Rule>;

/** Whether an empty value may be left out of the body. */
export const isOptional = (rule: Rule) => rule.kind === 'optional' || (rule.kind === 'phone' && rule.required === null);

/** The first problem with one value, in the order the schema checks (trim, min, max, visible text). */
export function checkField(rule: Rule, raw: string): string | null {
  const value = raw.trim();
  switch (rule.kind) {
    case 'required':
      if (value.length < 1) return rule.required;
      if (value.length > rule.max) return rule.tooLong;
      return hasVisibleText(value) ? null : rule.required;
    case 'optional':
      return value.length > rule.max ? rule.tooLong : null;
    case 'phone':
      if (value === '') return rule.required;
      if (value.length > 30) return rule.invalid;
      return normalisePhone(value) ? null : rule.invalid;
  }
}

export function validate<F extends string>(rules: Record<F, Rule>, values: Record<F, string>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = checkField(rules[field], values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export { countedLength } from './counted-length';
