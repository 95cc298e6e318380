import { LISTENER_LIMITS, LISTENER_STRINGS, musicRequestRulesSchema, type MusicRequestRules } from '@studioportal/shared';

/** The rules as the form holds them: the limit as typed, a row per blocked track (maybe half filled). */
export interface RulesDraft {
  enabled: boolean;
  dailyLimit: string;
  windowStart: string;
  windowEnd: string;
  blocked: { artist: string; title: string }[];
}

export interface RulesErrors {
  dailyLimit?: string;
  windowStart?: string;
  windowEnd?: string;
  /** Per blocked row, at the index of the row in the draft. */
  blocked: { artist?: string; title?: string }[];
  /** About the list as a whole (too many rows). */
  blockedList?: string;
}

export function rulesToDraft(rules: MusicRequestRules): RulesDraft {
  return {
    enabled: rules.enabled,
    dailyLimit: String(rules.daily_limit),
    windowStart: rules.window_start,
    windowEnd: rules.window_end,
    blocked: rules.blocked.map((b) => ({ artist: b.artist, title: b.title })),
  };
}

/** Whether the draft says the same as the rules (the form follows live changes until edited). */
export function sameRules(draft: RulesDraft, rules: MusicRequestRules): boolean {
  return JSON.stringify(draft) === JSON.stringify(rulesToDraft(rules));
}

// The schema's own message for the list's length is zod's English default.
const BLOCKED_TOO_MANY = `Du kan sperre høyst ${LISTENER_LIMITS.blockedTracksMax} låter.`;

const blank = (row: { artist: string; title: string }) => row.artist.trim() === '' && row.title.trim() === '';

/**
 * The draft checked by the server's own schema (musicRequestRulesSchema), with the messages put at
 * their fields. A row left wholly empty is no blocked track (the add button leaves one behind);
 * the limit must be a whole number as typed ('3', not '3,5' or '').
 */
export function validateRules(draft: RulesDraft): { ok: true; value: MusicRequestRules } | { ok: false; errors: RulesErrors } {
  const kept = draft.blocked.map((row, index) => ({ row, index })).filter(({ row }) => !blank(row));
  const limitText = draft.dailyLimit.trim();
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  const parsed = musicRequestRulesSchema.safeParse({
    enabled: draft.enabled,
    daily_limit: limit,
    window_start: draft.windowStart,
    window_end: draft.windowEnd,
    blocked: kept.map(({ row }) => ({ artist: row.artist, title: row.title })),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: RulesErrors = { blocked: draft.blocked.map(() => ({})) };
  for (const issue of parsed.error.issues) {
    const [field, index, part] = issue.path;
    if (field === 'daily_limit') errors.dailyLimit ??= LISTENER_STRINGS.dailyLimitInvalid;
    else if (field === 'window_start') errors.windowStart ??= issue.message;
    else if (field === 'window_end') errors.windowEnd ??= issue.message;
    else if (field === 'blocked' && typeof index === 'number' && (part === 'artist' || part === 'title')) {
      const row = errors.blocked[kept[index]!.index]!;
      row[part] ??= issue.message;
    } else if (field === 'blocked') errors.blockedList ??= BLOCKED_TOO_MANY;
  }
  return { ok: false, errors };
}
