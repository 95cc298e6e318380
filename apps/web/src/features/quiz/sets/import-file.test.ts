import { describe, expect, it } from 'vitest';
import { QUIZ_EXPORT_FORMAT, QUIZ_STRINGS as S } from '@studioportal/shared';
import { QUIZ_WEB } from '../strings';
import { IMPORT_MAX_BYTES, parseImportText, readImportFile } from './import-file';

const exported = {
  format: QUIZ_EXPORT_FORMAT,
  version: 1,
  exported_at: '2025-03-01T06:00:00.000Z',
  set: {
    title: 'Fredagsquiz',
    description: '',
    scoring: 'speed',
    streak_bonus: true,
    questions: [{ kind: 'choice', prompt: 'Hovedstaden?', alternatives: ['Oslo', 'Bergen'], correct_index: 0, accepted_answers: [], time_limit_s: 20, points: 1000, media_id: null, host_notes: null }],
  },
};

describe('reading an import file', () => {
  it('passes an export on as it was read', () => {
    const result = parseImportText(JSON.stringify(exported));
    expect(result).toEqual({ ok: true, body: exported });
  });

  it('calls anything else "not a valid quiz export"', () => {
    for (const text of ['', 'ikke json', '[]', 'null', '42', JSON.stringify({ ...exported, format: 'kahoot' }), JSON.stringify({ ...exported, extra: true }), JSON.stringify({ ...exported, version: 2 })]) {
      expect(parseImportText(text)).toEqual({ ok: false, message: S.importInvalid });
    }
  });

  it('says a readable rule as it is', () => {
    const emptyPrompt = { ...exported, set: { ...exported.set, questions: [{ ...exported.set.questions[0], prompt: ' ' }] } };
    expect(parseImportText(JSON.stringify(emptyPrompt))).toEqual({ ok: false, message: S.promptRequired });
  });

  it('refuses a file too large to be an export before reading it', async () => {
    const big = new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'stor.quiz.json', { type: 'application/json' });
    expect(await readImportFile(big)).toEqual({ ok: false, message: QUIZ_WEB.sets.importTooLarge });
    const file = new File([JSON.stringify(exported)], 'fredag.quiz.json', { type: 'application/json' });
    expect(await readImportFile(file)).toEqual({ ok: true, body: exported });
  });
});
