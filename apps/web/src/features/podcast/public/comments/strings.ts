import { LISTENER_STRINGS } from '@studioportal/shared';

/** The comment part's own words (the fixed ones are LISTENER_STRINGS). */
export const COMMENT_STRINGS = {
  comment: 'Kommentar',
  loading: LISTENER_STRINGS.commentsLoading,
  loadFailed: 'Kunne ikke hente kommentarene.',
  retry: 'Prøv igjen',
  count: (count: number) => `(${count})`,
} as const;
