/**
 * Tankeleseren's cache keys. Nothing here carries a secret before the reveal (the producer's
 * secret view stays in component memory, use-round-secret.ts), so the lists may be kept for
 * offline reading like other pages.
 */
export const mindReaderKeys = {
  all: ['mind-reader'] as const,
  today: ['mind-reader', 'today'] as const,
  histories: ['mind-reader', 'history'] as const,
  history: (season: string) => ['mind-reader', 'history', season] as const,
};
