/** The notification inbox's fixed words and limits (PRODUCT.md /notifications, wave2-anchors §4). */

export const NOTIFICATION_LIMITS = {
  titleMax: 160,
  bodyMax: 500,
  linkMax: 1000,
  dedupeKeyMax: 200,
  /** Rows per page of the list; the bell's popover shows the first few. */
  pageDefault: 30,
  pageMax: 100,
  popoverRows: 6,
  /** The bell never shows more than this; above it says "99+". */
  badgeMax: 99,
} as const;

export const NOTIFICATION_STRINGS = {
  pageTitle: 'Varsler',
  bellLabel: 'Varsler',
  notFound: 'Fant ikke varselet.',
  cursorInvalid: 'Ugyldig side i varsellisten.',
  linkInvalid: 'Lenken må være en adresse i appen (begynne med /).',
  titleRequired: 'Varselet må ha en tittel.',
  markAllRead: 'Merk alle som lest',
  markRead: 'Merk som lest',
  markUnread: 'Merk som ulest',
  showAll: 'Se alle varsler',
  empty: 'Ingen varsler.',
  emptyUnread: 'Ingen uleste varsler.',
  filterUnread: 'Uleste',
  filterAllKinds: 'Alle typer',
  loadMore: 'Vis eldre',
  desktopAsk: 'Vis varsler på skrivebordet',
  desktopOn: 'Skrivebordsvarsler er på',
  desktopBlocked: 'Nettleseren har blokkert varsler for denne siden.',
  desktopUnsupported: 'Nettleseren støtter ikke skrivebordsvarsler.',
  desktopOffInSettings: 'Skrivebordsvarsler er slått av i innstillingene dine.',
  sendToColleague: 'Send til kollega',
  sendToColleagueTitle: 'Send lyttermeldingen til en kollega',
  colleague: 'Kollega',
  colleagueRequired: 'Velg en kollega.',
  colleagueNotFound: 'Fant ikke kollegaen.',
  listenerMessageNotFound: 'Fant ikke lyttermeldingen.',
  sent: 'Sendt',
  noteLabel: 'Hilsen (valgfri)',
  noteTooLong: 'Hilsenen er for lang.',
} as const;

/** "Merket 3 som lest" after mark-all: the count is what the server changed, under the filter that was on. */
export function markedAllText(count: number): string {
  if (count === 0) return 'Ingen uleste å merke.';
  return count === 1 ? 'Merket 1 varsel som lest.' : `Merket ${count} varsler som lest.`;
}

/** The bell's number: never more than "99+". */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_LIMITS.badgeMax ? `${NOTIFICATION_LIMITS.badgeMax}+` : String(unread);
}

/** What the live region says: polite and short; nothing at zero. */
export function unreadAnnouncement(unread: number): string {
  if (unread <= 0) return 'Ingen uleste varsler';
  if (unread > NOTIFICATION_LIMITS.badgeMax) return `Over ${NOTIFICATION_LIMITS.badgeMax} uleste varsler`;
  return unread === 1 ? '1 ulest varsel' : `${unread} uleste varsler`;
}
