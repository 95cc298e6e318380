/**
 * Limits and Norwegian strings of the show plan, apart from show-plan.ts (which re-exports them):
 * its zod schemas would otherwise come along wherever only these are needed, such as the web
 * app's screen registry on every page.
 */

export const SHOW_PLAN_LIMITS = {
  templateNameMax: 120,
  descriptionMax: 2000,
  hostsMax: 10,
  clocksMax: 24,
  /** Weeks one "Legg inn i planen" may fill. */
  generateWeeksMax: 8,
  rundownItemsMax: 100,
  topicMax: 200,
  guestMax: 200,
  scriptMax: 20_000,
  /** 24 h, the longest a show may last. */
  plannedLengthMax: 86_400,
} as const;

export const SHOW_PLAN_STRINGS = {
  title: 'Sendeplan',
  nameRequired: 'Navn er påkrevd',
  nameTooLong: `Navnet kan ha høyst ${SHOW_PLAN_LIMITS.templateNameMax} tegn`,
  weekdaysRequired: 'Velg minst én ukedag',
  weekdayInvalid: 'Ugyldig ukedag',
  weekdaysDuplicate: 'Hver ukedag kan bare velges én gang',
  timeInvalid: 'Skriv klokkeslettet som TT:MM',
  sameStartEnd: 'Start og slutt kan ikke være samme klokkeslett',
  invalidColor: 'Ugyldig farge. Bruk hex (#RRGGBB).',
  invalidDate: 'Ugyldig dato',
  weeksRange: `Velg mellom 1 og ${SHOW_PLAN_LIMITS.generateWeeksMax} uker`,
  templateNotFound: 'Fant ikke programmalen.',
  templateInactive: 'Programmalen er ikke aktiv. Aktiver den først.',
  showNotFound: 'Fant ikke sendingen.',
  itemNotFound: 'Fant ikke innslaget.',
  personNotFound: 'Fant ikke personen.',
  clockNotFound: 'Fant ikke sendeklokka.',
  topicRequired: 'Tema er påkrevd',
  topicTooLong: `Temaet kan ha høyst ${SHOW_PLAN_LIMITS.topicMax} tegn`,
  guestTooLong: `Gjest kan ha høyst ${SHOW_PLAN_LIMITS.guestMax} tegn`,
  scriptTooLong: `Manuset kan ha høyst ${SHOW_PLAN_LIMITS.scriptMax} tegn`,
  lengthInvalid: 'Planlagt lengde må være mellom 00:00 og 24 timer',
  statusInvalid: 'Ugyldig status',
  noChanges: 'Ingen endringer å lagre',
  tooManyItems: `En kjøreplan kan ha høyst ${SHOW_PLAN_LIMITS.rundownItemsMax} innslag`,
  reorderMismatch: 'Kjøreplanen er endret av noen andre. Last inn på nytt og prøv igjen.',
  conflict: 'Overlapper',
} as const;
