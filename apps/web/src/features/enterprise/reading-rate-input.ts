import { contentSettingsSchema } from '@studioportal/shared';

export type ReadingRateInput = { kind: 'unchanged' } | { kind: 'invalid'; message: string } | { kind: 'valid'; wpm: number };

/**
 * What the reading-rate field holds, checked with the content feature's own schema (the one
 * PUT /api/content/settings parses), so /enterprise and Innholdsstudio refuse the same values.
 */
export function readingRateInput(text: string, current: number): ReadingRateInput {
  const trimmed = text.trim();
  // An empty field would become 0 with Number(); let the schema name the problem instead.
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (value === current) return { kind: 'unchanged' };
  const checked = contentSettingsSchema.safeParse({ speaking_rate_wpm: value });
  if (!checked.success) return { kind: 'invalid', message: checked.error.issues[0]?.message ?? 'Ugyldig talehastighet' };
  return { kind: 'valid', wpm: checked.data.speaking_rate_wpm };
}
