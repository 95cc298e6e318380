/** The comment part's own words (the fixed ones are LISTENER_STRINGS). */
export const COMMENT_STRINGS = {
  comment: 'Kommentar',
  loading: 'Henter kommentarer...',
  loadFailed: 'Kunne ikke hente kommentarene.',
  retry: 'Prøv igjen',
  count: (count: number) => `(${count})`,
} as const;
