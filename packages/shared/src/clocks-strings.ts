/**
 * Limits and Norwegian strings of the broadcast clocks, apart from clocks.ts (which re-exports them):
 * its zod schemas would otherwise come along wherever only these are needed, such as the web
 * app's screen registry on every page.
 */

export const CLOCK_LIMITS = {
  hourSeconds: 3600,
  nameMax: 80,
  titleMax: 80,
  notesMax: 5000,
  templateNotesMax: 1000,
  elementsMax: 60,
  /** A correction of a sent time may not be later than the server's clock plus this skew. */
  sentAtFutureSkewSeconds: 60,
  /** A corrected sent time must fall between 15 min before its clock's hour and 15 min after it. */
  sentAtMarginSeconds: 900,
  /** Editors that stop sending a heartbeat are forgotten after this long. */
  editorTimeoutMs: 30_000,
  editorHeartbeatMs: 10_000,
  /** "Marker alt til nå som sendt", "Start fra her" and "Utelatt" can be undone this long (issue 19). */
  undoSeconds: 10,
} as const;

export const CLOCK_STRINGS = {
  title: 'Sendeklokker',
  nameRequired: 'Navn er påkrevd',
  titleRequired: 'Tittel er påkrevd',
  invalidColor: 'Ugyldig farge. Bruk hex (#RRGGBB).',
  invalidTime: 'Skriv tiden som mm:ss',
  offsetRange: 'Starten må være mellom 00:00 og 59:59',
  durationRange: 'Varigheten må være mellom 00:01 og 60:00',
  weekdayRange: 'Ugyldig ukedag',
  hourRange: 'Timen må være mellom 00 og 23',
  tooManyElements: `En klokke kan ha høyst ${CLOCK_LIMITS.elementsMax} elementer`,
  invalidDate: 'Ugyldig dato',
  templateNotFound: 'Fant ikke sendeklokka.',
  elementNotFound: 'Fant ikke elementet.',
  responsibleNotFound: 'Fant ikke ansvarlig person.',
  /** A clock element's media item: an audio file from the library (/media calls them lydfiler). */
  mediaLabel: 'Lydfil',
  mediaNone: 'Ingen lydfil',
  mediaHint: 'Jingle, bakgrunn eller ferdig innslag fra mediebiblioteket. Valgfritt.',
  mediaLoading: 'Henter lydfiler …',
  mediaNotFound: 'Fant ikke lydfilen. Den kan være slettet fra mediebiblioteket.',
  mediaNotAudio: 'Bare lydfiler kan legges på et klokkeelement, ikke bilder.',
  mediaGone: 'Lydfilen er slettet',
  mediaUseLength: (length: string) => `Bruk lydfilens lengde (${length})`,
  mediaOnElement: (title: string, length: string | null) => (length ? `Lydfil: «${title}», ${length}` : `Lydfil: «${title}»`),
  versionConflict: 'Sendeklokka ble endret av noen andre mens du redigerte. Endringene dine er beholdt – se over og lagre på nytt.',
  sentAtInFuture: 'Sendetidspunktet kan ikke være frem i tid.',
  sentAtOutsideHour: (from: string, to: string) => `Sendetidspunktet må ligge mellom ${from} og ${to}.`,
  sentAtWithoutSent: 'Sendetidspunkt kan bare oppgis når elementet markeres som sendt.',
  duplicateNoDays: 'Velg minst én ukedag',
  noClockNow: 'Ingen klokke går akkurat nå',
  slotTaken: (weekday: string, hour: string, name: string) =>
    `${weekday} kl. ${hour} har allerede en aktiv sendeklokke («${name}»). Deaktiver den først.`,
  slotsTaken: (list: string) => `Disse dagene har allerede en aktiv sendeklokke i samme time: ${list}.`,
} as const;

/**
 * Recovering a running clock that drifted because nobody marked (issue 19): marking everything up
 * to now in one go, starting from a chosen element, leaving elements out, and undoing each.
 */
export const CLOCK_DRIFT_STRINGS = {
  markUntil: 'Marker alt til nå som sendt',
  startFrom: 'Start fra her',
  skip: 'Utelatt',
  skipped: 'Utelatt',
  unskip: 'Ta med igjen',
  undo: 'Angre',
  notSent: 'Ikke sendt',
  /** As-run note on an element marked by "Marker alt til nå som sendt": its time is the planned one. */
  bulkNote: 'Markert samlet',
  bulkNoteLong: 'Markert samlet med planlagt tid, ikke klikket da det gikk',
  skippedBy: (name: string) => `Utelatt av ${name}`,
  /** Accessible names: the visible words first (label in name), then which element. */
  markUntilHint: (title: string) => `Alt til og med «${title}» får planlagt tid og merknaden «Markert samlet».`,
  startFromLabel: (title: string) => `Start fra her: «${title}»`,
  skipLabel: (title: string) => `Utelatt: «${title}»`,
  unskipLabel: (title: string) => `Ta med igjen: «${title}»`,
  /** The running clock's notice when elements that should be over are still unmarked. */
  overdue: (n: number) => (n === 1 ? '1 element som skulle vært ferdig, er ikke markert.' : `${n} elementer som skulle vært ferdige, er ikke markert.`),
  chooseOnAir: 'Velg hva som er på lufta',
  elementsInHour: 'Elementer i timen',
  markedUntil: (n: number) => (n === 1 ? '1 element markert sendt med planlagt tid' : `${n} elementer markert sendt med planlagte tider`),
  nothingToMark: 'Alt fram til nå var allerede markert.',
  startedFrom: (title: string) => `«${title}» er på lufta nå`,
  skippedBefore: (n: number) => (n === 0 ? 'Ingen elementer før ble utelatt.' : n === 1 ? '1 element før ble utelatt.' : `${n} elementer før ble utelatt.`),
  skippedOne: (title: string) => `«${title}» er utelatt`,
  unskippedOne: (title: string) => `«${title}» er tatt med igjen`,
  undone: 'Angret',
  undoLabel: 'Angre siste endring av sendeklokka',
  undoFailed: 'Kunne ikke angre',
  actionFailed: 'Kunne ikke oppdatere klokka',
  undoExpired: `For sent å angre: det er gått mer enn ${CLOCK_LIMITS.undoSeconds} sekunder.`,
  undoNotFound: 'Fant ikke endringen som skulle angres. Den er kanskje angret allerede.',
  undoNotYours: 'Bare den som gjorde endringen, eller en planlegger, kan angre den.',
  undoConflict: 'Elementene er endret av noen andre etterpå, så ingenting ble angret.',
  untilNotStarted: 'Elementet skal ikke ha startet etter planen ennå, så det kan ikke markeres sendt med planlagt tid.',
  alreadySent: (title: string) => `«${title}» er allerede markert sendt. Angre markeringen først.`,
  notInClock: 'Elementet hører ikke til denne klokka.',
  clockNotFound: 'Fant ikke klokka.',
} as const;
