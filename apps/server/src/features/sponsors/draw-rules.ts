import { createHash, randomInt } from 'node:crypto';
import { SPONSOR_STRINGS as S } from '@studioportal/shared';
import type { StoredExclusion, StoredLateEntry } from '../../db/schema';

/**
 * The draw's pure rules (docs/sponsors-api.md "The draw"), kept apart from the database so the
 * fairness test can run the pick itself many thousand times.
 */

export interface DrawEntry {
  id: string;
  name: string;
  participantKey: string;
  phone: string | null;
  receivedAt: Date;
  late: boolean;
  invalidReason: string | null;
}

export interface Selection {
  /** Eligible entries in draw order: by arrival, ties by id. */
  eligible: DrawEntry[];
  excluded: StoredExclusion[];
  late: StoredLateEntry[];
  /** Entries received inside the window (eligible + excluded); late ones are listed apart. */
  total: number;
}

const byArrival = (a: DrawEntry, b: DrawEntry) => a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Who may win: entries inside the window, not invalidated, not a replaced winner of this
 * competition, and not someone (by participant key or phone) who won any sponsor competition in
 * the exclusion window. The first reason that applies is the one recorded.
 */
export function selectEligible(
  entries: readonly DrawEntry[],
  rules: { excludeDays: number; recentWinners: readonly { participantKey: string; phone: string | null }[]; earlierWinnerEntryIds: ReadonlySet<string> },
): Selection {
  const recentKeys = new Set(rules.recentWinners.map((w) => w.participantKey));
  const recentPhones = new Set(rules.recentWinners.flatMap((w) => (w.phone ? [w.phone] : [])));
  const sorted = [...entries].sort(byArrival);
  const selection: Selection = { eligible: [], excluded: [], late: [], total: 0 };
  for (const entry of sorted) {
    if (entry.late) {
      selection.late.push({ entry_id: entry.id, name: entry.name, received_at: entry.receivedAt.toISOString() });
      continue;
    }
    selection.total++;
    const reason =
      entry.invalidReason !== null
        ? S.excludedInvalid(entry.invalidReason)
        : rules.earlierWinnerEntryIds.has(entry.id)
          ? S.excludedEarlierWinner
          : recentKeys.has(entry.participantKey) || (entry.phone !== null && recentPhones.has(entry.phone))
            ? S.excludedRecentWinner(rules.excludeDays)
            : null;
    if (reason) selection.excluded.push({ entry_id: entry.id, name: entry.name, reason });
    else selection.eligible.push(entry);
  }
  return selection;
}

/** SHA-256 (hex) of the eligible ids in draw order, one per line: fixed before the number is drawn. */
export function entriesHash(ids: readonly string[]): string {
  return createHash('sha256').update(ids.join('\n')).digest('hex');
}

/** The winner's index among `count` eligible entries: uniform, from the operating system's CSPRNG. */
export function pickIndex(count: number): number {
  return randomInt(count);
}
