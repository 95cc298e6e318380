import { describe, expect, it } from 'vitest';
import { commentInputSchema, listenerMessageInputSchema, mindReaderListenerGuessSchema, musicRequestInputSchema, publicEntryInputSchema } from '@studioportal/shared';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/field-errors';
import { COMMENT_RULES, ENTRY_RULES, GUESS_RULES, MESSAGE_RULES, REQUEST_RULES, validate, type Rule } from './validate';

/** What the server's parse would say about each field: its first message. */
function schemaErrors(schema: z.ZodType, fields: readonly string[], values: Record<string, string>) {
  const result = schema.safeParse({ ...values, website: '', form_token: 'token' });
  const all = result.success ? {} : fieldErrors(result.error);
  return Object.fromEntries(Object.entries(all).filter(([path]) => fields.includes(path)));
}

const ZERO_WIDTH = '\u200b\u200b';
const texts = (max: number) => ['', '   ', ZERO_WIDTH, ` ${ZERO_WIDTH} `, 'Kari', '  Kari  ', 'å'.repeat(max), 'å'.repeat(max + 1), ` ${'x'.repeat(max)} `, ZERO_WIDTH.repeat(max)];
const phones = ['', '  ', '912 34 567', '+47 912 34 567', '0047 91234567', '4791234567', '12', 'abc', '+1 (555) 010-9999', '9'.repeat(31), ' 91234567 '];

/** Every combination would be large; each field is varied on its own around valid values. */
function cases<F extends string>(rules: Record<F, Rule>, valid: Record<F, string>, samples: Record<F, readonly string[]>) {
  const out: Record<F, string>[] = [valid];
  for (const field of Object.keys(rules) as F[]) for (const sample of samples[field]) out.push({ ...valid, [field]: sample });
  out.push(Object.fromEntries(Object.keys(rules).map((f) => [f, ''])) as Record<F, string>);
  return out;
}

describe('public form checks mirror the shared schemas', () => {
  it('the message form (listenerMessageInputSchema)', () => {
    const all = cases(MESSAGE_RULES, { name: 'Kari', phone: '', body: 'Hei studio!' }, { name: texts(60), phone: phones, body: texts(500) });
    for (const values of all) expect(validate(MESSAGE_RULES, values), JSON.stringify(values)).toEqual(schemaErrors(listenerMessageInputSchema, ['name', 'phone', 'body'], values));
  });

  it('the request form (musicRequestInputSchema)', () => {
    const all = cases(
      REQUEST_RULES,
      { name: 'Ola', artist: 'a-ha', title: 'Take On Me', greeting: '' },
      { name: texts(60), artist: texts(100), title: texts(120), greeting: texts(300) },
    );
    for (const values of all) expect(validate(REQUEST_RULES, values), JSON.stringify(values)).toEqual(schemaErrors(musicRequestInputSchema, ['name', 'artist', 'title', 'greeting'], values));
  });

  it('the comment form (commentInputSchema)', () => {
    const all = cases(COMMENT_RULES, { name: 'Per', body: 'Fin episode!' }, { name: texts(60), body: texts(500) });
    for (const values of all) expect(validate(COMMENT_RULES, values), JSON.stringify(values)).toEqual(schemaErrors(commentInputSchema, ['name', 'body'], values));
  });

  it('the Tankeleseren guess (mindReaderListenerGuessSchema)', () => {
    const all = cases(GUESS_RULES, { name: 'Kari', guess: 'Kong Harald' }, { name: texts(60), guess: texts(120) });
    for (const values of all) expect(validate(GUESS_RULES, values), JSON.stringify(values)).toEqual(schemaErrors(mindReaderListenerGuessSchema, ['name', 'guess'], values));
  });

  it('the competition entry, phone required (publicEntryInputSchema)', () => {
    const all = cases(ENTRY_RULES, { name: 'Ola', phone: '912 34 567', answer: '' }, { name: texts(60), phone: phones, answer: texts(200) });
    for (const values of all) expect(validate(ENTRY_RULES, values), JSON.stringify(values)).toEqual(schemaErrors(publicEntryInputSchema, ['name', 'phone', 'answer'], values));
  });

  it('gives the Norwegian messages the listener sees', () => {
    expect(validate(MESSAGE_RULES, { name: '', phone: '12', body: 'x'.repeat(501) })).toEqual({
      name: 'Skriv navnet ditt.',
      phone: 'Skriv et gyldig telefonnummer, for eksempel 912 34 567.',
      body: 'Meldingen kan ha høyst 500 tegn.',
    });
  });
});
