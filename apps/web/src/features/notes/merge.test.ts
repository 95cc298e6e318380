import { describe, expect, it } from 'vitest';
import { mergeTexts } from './merge';

describe('mergeTexts', () => {
  it('combines edits of different lines without markers', () => {
    const base = 'Gjester\nTrafikk\nVær';
    const mine = 'Gjester: Åse\nTrafikk\nVær';
    const theirs = 'Gjester\nTrafikk\nVær: sol på Ørland';
    expect(mergeTexts(base, mine, theirs)).toEqual({ text: 'Gjester: Åse\nTrafikk\nVær: sol på Ørland', conflict: false });
  });

  it('keeps both sides of a clash between markers', () => {
    const { text, conflict } = mergeTexts('Start', 'Start med Åse', 'Start med Ørjan');
    expect(conflict).toBe(true);
    expect(text).toContain('Start med Åse');
    expect(text).toContain('Start med Ørjan');
    expect(text).toContain('<<<<<<< Din versjon');
  });
});
