import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { BROADCAST_STRINGS } from './broadcast';
import { PODCAST_STRINGS } from './podcast';
import { can } from './roles';

/** Every string reachable from the shared package's exports (objects, arrays, string functions called with 'X'). */
function collectStrings(value: unknown, path: string, out: Map<string, string>, seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    out.set(path, value);
    return;
  }
  if (typeof value === 'function') {
    // Zod schemas and classes are functions or objects too; only plain string templates are called.
    if (value.length > 0 && value.length <= 3 && !('prototype' in value && value.prototype && Object.keys(value.prototype as object).length > 0)) {
      try {
        const result: unknown = (value as (...args: unknown[]) => unknown)('X', 'X', 'X');
        if (typeof result === 'string') out.set(`${path}()`, result);
      } catch {
        // Not a string template.
      }
    }
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  // Zod schemas carry their own internals; they hold no Norwegian copy.
  if ('_zod' in value) return;
  for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out, seen);
}

describe('Norwegian copy (issue 19)', () => {
  it("has no 'Urgent' except the spec's toast title '⚠️ Urgent melding'", () => {
    const strings = new Map<string, string>();
    for (const [name, value] of Object.entries(shared)) collectStrings(value, name, strings);
    expect(strings.size).toBeGreaterThan(200);
    const offenders = [...strings].filter(([, text]) => /\bUrgent\b/.test(text) && text !== BROADCAST_STRINGS.toast.urgent);
    expect(offenders).toEqual([]);
    expect(BROADCAST_STRINGS.toast.urgent).toBe('⚠️ Urgent melding');
    expect(BROADCAST_STRINGS.priorityLabels.urgent).toBe('Haster');
  });

  it("the player says '2:59 igjen', without a minus sign", () => {
    expect(PODCAST_STRINGS.player.remaining('2:59')).toBe('2:59 igjen');
  });
});

describe('who may open /dev-tools (issue 19)', () => {
  it('every approved role: no spec rule refuses Programleder', () => {
    expect(can('Administrator', 'useDevTools')).toBe(true);
    expect(can('Programleder', 'useDevTools')).toBe(true);
    expect(can('Tekniker', 'useDevTools')).toBe(true);
  });
});
