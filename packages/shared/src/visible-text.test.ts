import { describe, expect, it } from 'vitest';
import { sendChatMessageSchema } from './chat';
import { updateProfileSchema } from './accounts';
import { signUpSchema } from './profile';
import { displayNameKey, hasVisibleText, isSameDisplayName } from './visible-text';

const INVISIBLES = [
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  '\uFEFF', // byte order mark
  '\u00AD', // soft hyphen
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', // bidi embeddings and overrides
  '\u2066', '\u2067', '\u2068', '\u2069', // bidi isolates
  '\u200E', '\u200F', '\u061C', // bidi marks
  '\u3164', // Hangul filler
  '\uFE0F', // variation selector
  '\u2800', // blank braille pattern
  '\u{E0041}', // tag letter
];

describe('hasVisibleText', () => {
  it('is false for empty text, whitespace and every invisible or format character', () => {
    expect(hasVisibleText('')).toBe(false);
    expect(hasVisibleText(' \t\n\u00A0\u3000')).toBe(false);
    for (const c of INVISIBLES) expect(hasVisibleText(c), `U+${c.codePointAt(0)!.toString(16)}`).toBe(false);
    expect(hasVisibleText(INVISIBLES.join(' '))).toBe(false);
    expect(hasVisibleText('\u200B\u202E')).toBe(false);
  });

  it('is true as soon as one character shows', () => {
    expect(hasVisibleText('a')).toBe(true);
    expect(hasVisibleText('\u200B.\u200B')).toBe(true);
    expect(hasVisibleText('Ø')).toBe(true);
    expect(hasVisibleText('👍')).toBe(true);
    expect(hasVisibleText('👨\u200D👩\u200D👧')).toBe(true);
    expect(hasVisibleText('\u202Eabc')).toBe(true);
  });
});

describe('displayNameKey and isSameDisplayName', () => {
  it('ignores case, accents, invisible characters and extra whitespace', () => {
    expect(displayNameKey('  Åse   Ødegård ')).toBe('ase ødegard');
    expect(isSameDisplayName('Ada Admin', 'ada admin')).toBe(true);
    expect(isSameDisplayName('Ada Admin', 'ÀDA  ádmin')).toBe(true);
    expect(isSameDisplayName('Ada Admin', 'Ada\u200B Ad\u200Dmin\u202E')).toBe(true);
    expect(isSameDisplayName('Ada Admin', 'Ada\u00A0\tAdmin')).toBe(true);
    expect(isSameDisplayName('Ada Admin', 'Ａｄａ Ａｄｍｉｎ')).toBe(true); // full-width (NFKD)
    expect(isSameDisplayName('Ada Admin', 'A\u0301da Admin')).toBe(true); // decomposed accent
    expect(isSameDisplayName('Ada Admin', '𝐀𝐝𝐚 𝐀𝐝𝐦𝐢𝐧')).toBe(true); // mathematical bold
  });

  it('keeps different names apart', () => {
    expect(isSameDisplayName('Ada Admin', 'Ada Admin B.')).toBe(false);
    expect(isSameDisplayName('Ada Admin', 'AdaAdmin')).toBe(false);
    expect(isSameDisplayName('Bjørn Berg', 'Bjorn Berg')).toBe(false); // ø is its own letter
    expect(isSameDisplayName('Per', 'Pål')).toBe(false);
  });

  it('never matches an empty or invisible name', () => {
    expect(isSameDisplayName('', '')).toBe(false);
    expect(isSameDisplayName('\u200B', '\u200C ')).toBe(false);
  });
});

describe('the schemas treat invisible-only text as empty', () => {
  it('refuses it as a full name at sign-up and on profile update, with the empty-name message', () => {
    const signUp = signUpSchema.safeParse({ full_name: '\u200B\u202E', email: 'a@example.no', password: 'et langt passord 123' });
    expect(signUp.success).toBe(false);
    expect(signUp.error?.issues[0]?.message).toBe('Fullt navn er påkrevd');
    const update = updateProfileSchema.safeParse({ full_name: ' \u2060\uFEFF\u200D ' });
    expect(update.success).toBe(false);
    expect(update.error?.issues[0]?.message).toBe('Fullt navn er påkrevd');
    expect(updateProfileSchema.parse({ full_name: ' Åse ' })).toEqual({ full_name: 'Åse' });
  });

  it('refuses it as a chat message, with the empty-message text', () => {
    const sent = sendChatMessageSchema.safeParse({ message: '\u200B\u202E' });
    expect(sent.success).toBe(false);
    expect(sent.error?.issues[0]?.message).toBe('Meldingen kan ikke være tom.');
    expect(sendChatMessageSchema.parse({ message: ' 👍 ' }).message).toBe('👍');
  });
});
