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
