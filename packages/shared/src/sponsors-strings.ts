import { foldKeyword } from './listener-phone';

/**
 * The sponsor competition desk's fixed words, limits and pure rules (PRODUCT.md /joker-nord; the
 * route is named for the station's sponsor, Joker Nord). Background: wave2-anchors section 3 —
 * competitions must be fair and provably so, sponsor mentions are not advertising.
 */

export const ENTRY_CHANNELS = ['sms', 'web', 'phone'] as const;
export type EntryChannel = (typeof ENTRY_CHANNELS)[number];
export const ENTRY_CHANNEL_LABELS: Record<EntryChannel, string> = { sms: 'SMS', web: 'Nettsiden', phone: 'Telefon' };

export const COMPETITION_STATUSES = ['planned', 'open', 'closed', 'drawn'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
export const COMPETITION_STATUS_LABELS: Record<CompetitionStatus, string> = {
  planned: 'Planlagt',
  open: 'Åpen',
  closed: 'Stengt',
  drawn: 'Trukket',
};

export const MENTION_SOURCES = ['studio', 'clock'] as const;
export type MentionSource = (typeof MENTION_SOURCES)[number];
export const MENTION_SOURCE_LABELS: Record<MentionSource, string> = { studio: 'Markert i studio', clock: 'Klokkeelement' };

export const SPONSOR_LIMITS = {
  nameMax: 80,
  contactMax: 120,
  scriptMax: 2000,
  titleMax: 120,
  prizeMax: 200,
  rulesMax: 4000,
  questionMax: 300,
  answerMax: 200,
  keywordMin: 2,
  keywordMax: 20,
  priceMaxNok: 100,
  excludeDaysDefault: 30,
  excludeDaysMax: 365,
  reasonMin: 5,
  reasonMax: 500,
  /** A report spans at most a year. */
  reportMaxDays: 366,
  /** "Nevnt på lufta" can be taken back by the one who marked it for this long. */
  mentionUndoMs: 10 * 60_000,
} as const;

const L = SPONSOR_LIMITS;

export const SPONSOR_STRINGS = {
  title: 'Sponsorkonkurranser',
  mentionButton: 'Nevnt på lufta',
  mentionRecorded: (name: string) => `${name} er markert som nevnt på lufta`,
  // Refusals
  sponsorNotFound: 'Fant ikke sponsoren',
  competitionNotFound: 'Fant ikke konkurransen',
  entryNotFound: 'Fant ikke bidraget',
  mentionNotFound: 'Fant ikke omtalen',
  mentionUndoTooLate: 'Omtalen kan bare angres de første ti minuttene, og bare av den som markerte den',
  changed: 'Noen andre har endret dette. Last inn på nytt.',
  sponsorInUse: 'Sponsoren har konkurranser og kan ikke slettes',
  sponsorNameTaken: 'Det finnes allerede en sponsor med dette navnet',
  competitionInUse: 'Konkurransen har bidrag eller en trekning og kan ikke slettes',
  keywordTaken: 'Kodeordet brukes av en annen åpen konkurranse',
  keywordReserved: 'Kodeordet er reservert (ØNSKE, SVAR og GJETT brukes allerede)',
  keywordRequired: 'Skriv et kodeord for SMS',
  keywordInvalid: `Kodeordet må være ${L.keywordMin}–${L.keywordMax} bokstaver eller tall, uten mellomrom`,
  channelsRequired: 'Velg minst én måte å delta på',
  windowInvalid: 'Stengetid må være etter åpningstid',
  notOpen: 'Konkurransen er ikke åpen',
  closedForEntries: 'Konkurransen er stengt',
  channelClosed: 'Konkurransen tar ikke imot bidrag på denne måten',
  alreadyEntered: 'Du er allerede med i trekningen',
  stillOpen: 'Konkurransen er fortsatt åpen. Steng den før trekningen.',
  alreadyDrawn: 'Vinneren er allerede trukket. Trekk på nytt med en begrunnelse.',
  nothingToRedraw: 'Det er ingen trekning å gjøre om',
  noEligibleEntries: 'Ingen gyldige bidrag å trekke blant',
  reasonRequired: `Skriv en begrunnelse (minst ${L.reasonMin} tegn)`,
  reasonTooLong: `Begrunnelsen kan være høyst ${L.reasonMax} tegn`,
  entryAfterDraw: 'Bidrag kan ikke endres etter trekningen',
  rangeInvalid: 'Velg en periode på høyst ett år, med sluttdato etter startdato',
  // Field messages
  nameRequired: 'Skriv sponsorens navn',
  nameTooLong: `Navnet kan være høyst ${L.nameMax} tegn`,
  contactTooLong: `Feltet kan være høyst ${L.contactMax} tegn`,
  emailInvalid: 'Ugyldig e-postadresse',
  scriptTooLong: `Sponsoromtalen kan være høyst ${L.scriptMax} tegn`,
  competitionTitleRequired: 'Skriv en tittel',
  competitionTitleTooLong: `Tittelen kan være høyst ${L.titleMax} tegn`,
  prizeRequired: 'Skriv hva premien er',
  prizeTooLong: `Premien kan være høyst ${L.prizeMax} tegn`,
  rulesRequired: 'Skriv konkurransereglene',
  rulesTooLong: `Reglene kan være høyst ${L.rulesMax} tegn`,
  questionTooLong: `Spørsmålet kan være høyst ${L.questionMax} tegn`,
  answerTooLong: `Svaret kan være høyst ${L.answerMax} tegn`,
  priceRange: `Prisen må være mellom 0 og ${L.priceMaxNok} kroner`,
  excludeDaysRange: `Karantenen må være mellom 0 og ${L.excludeDaysMax} dager`,
  phoneRequired: 'Skriv telefonnummeret, så vi kan nå deg hvis du vinner',
  invalidReasonRequired: 'Skriv hvorfor bidraget er ugyldig',
  // Listener side
  enterTitle: (sponsor: string) => `Konkurranse fra ${sponsor}`,
  entered: 'Du er med i trekningen. Lykke til!',
  smsHow: (keyword: string) => `Send ${keyword} og svaret ditt på SMS`,
  // Warnings (shown, never refusals)
  lotteryWarning:
    'Deltakelse koster mer enn vanlig pris. Da kan konkurransen være et lotteri som krever tillatelse (lotteriloven § 6). Sjekk med Lotteritilsynet før sending.',
  scriptPhone: 'Omtalen nevner et telefonnummer. En sponsoromtale er ikke reklame: ikke les opp telefonnummer.',
  scriptPrice: 'Omtalen nevner en pris eller et tilbud. En sponsoromtale er ikke reklame: ikke nevn priser eller tilbud.',
  scriptCallToAction: 'Omtalen oppfordrer til kjøp. En sponsoromtale kan bare nevne hvem som sponser.',
  // Draw audit
  randomSource: 'crypto.randomInt (Node.js, kryptografisk sikker)',
  excludedRecentWinner: (days: number) => `Vant en konkurranse de siste ${days} dagene`,
  excludedInvalid: (reason: string) => `Ugyldig: ${reason}`,
  excludedEarlierWinner: 'Vant en tidligere trekning i denne konkurransen',
} as const;

/** An SMS keyword as it is matched: folded like the queue's own keywords (upper case, æøå as AE/O/A). */
export function normaliseCompetitionKeyword(raw: string): string {
  return foldKeyword(raw.trim());
}

/**
 * Why a sponsor mention script may break the sponsorship rules (Medietilsynet: a mention names
 * the sponsor, it does not advertise). Warnings only; the producer decides.
 */
export function sponsorScriptWarnings(script: string): string[] {
  const warnings: string[] = [];
  if (/(?:\+?47[\s-]?)?(?:\d[\s-]?){8}/.test(script)) warnings.push(SPONSOR_STRINGS.scriptPhone);
  if (/\b\d+(?:[.,]\d+)?\s*(?:kr\b|kroner|nok\b|,-)|\bkr\.?\s*\d|\d+\s*%|\btilbud|\brabatt|\bgratis\b|\bhalv pris/i.test(script)) {
    warnings.push(SPONSOR_STRINGS.scriptPrice);
  }
  if (/\b(?:kjøp|bestill|handle|skynd deg|besøk oss|stikk innom)\b/i.test(script)) warnings.push(SPONSOR_STRINGS.scriptCallToAction);
  return warnings;
}

/** The rule a draw applies, in words, stored in its audit record exactly as it was shown. */
export function drawRuleText(input: { entryFrom: string; entryTo: string; excludeDays: number; excludeFrom: string; excludeTo: string }): string {
  const base = `Én vinner trekkes tilfeldig blant gyldige bidrag mottatt fra ${input.entryFrom} til ${input.entryTo}. Bidrag som kom etter fristen er listet, men ikke med i trekningen.`;
  if (input.excludeDays === 0) return `${base} Ingen karantene for tidligere vinnere.`;
  return `${base} Deltakere som vant en konkurranse fra ${input.excludeFrom} til ${input.excludeTo} (${input.excludeDays} dager) er utelukket.`;
}
