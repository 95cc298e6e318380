/**
 * Tankeleseren's fixed words and limits. The game (PRODUCT.md /mind-reader): a caller thinks of
 * something, tells the producer off air, and the host finds it on air with yes/no questions.
 */

export const MIND_READER_ANSWERS = ['ja', 'nei', 'vet_ikke'] as const;
export type MindReaderAnswer = (typeof MIND_READER_ANSWERS)[number];

export const MIND_READER_OUTCOMES = ['gjettet', 'ga_opp', 'tiden_ute'] as const;
export type MindReaderOutcome = (typeof MIND_READER_OUTCOMES)[number];

/** ready: set up, the secret may still change; playing: the clock runs; finished: an outcome is set. */
export const MIND_READER_ROUND_STATUSES = ['ready', 'playing', 'finished'] as const;
export type MindReaderRoundStatus = (typeof MIND_READER_ROUND_STATUSES)[number];

export const MIND_READER_ENTRY_KINDS = ['question', 'guess'] as const;
export type MindReaderEntryKind = (typeof MIND_READER_ENTRY_KINDS)[number];

export const MIND_READER_CATEGORIES = ['Person', 'Sted', 'Ting', 'Dyr', 'Mat og drikke', 'Film og TV', 'Musikk', 'Annet'] as const;

export const MIND_READER_LIMITS = {
  callerNameMax: 80,
  categoryMax: 60,
  secretMax: 120,
  acceptedMax: 10,
  hintsMax: 5,
  hintMax: 200,
  questionTextMax: 200,
  guessTextMax: 120,
  questionLimitMin: 5,
  questionLimitMax: 50,
  questionLimitDefault: 20,
  timeLimitMinS: 60,
  timeLimitMaxS: 1800,
  timeLimitDefaultS: 300,
  /** Akinator's rule: at most three guesses at the answer per round. */
  guessesPerRound: 3,
  roundsPerSession: 20,
  historyPageSize: 50,
  listenerGuessMax: 120,
} as const;

export const MIND_READER_ANSWER_LABELS: Record<MindReaderAnswer, string> = { ja: 'Ja', nei: 'Nei', vet_ikke: 'Vet ikke' };
export const MIND_READER_OUTCOME_LABELS: Record<MindReaderOutcome, string> = { gjettet: 'Gjettet', ga_opp: 'Ga opp', tiden_ute: 'Tiden ute' };
export const MIND_READER_STATUS_LABELS: Record<MindReaderRoundStatus, string> = { ready: 'Klar', playing: 'Pågår', finished: 'Ferdig' };

const L = MIND_READER_LIMITS;

export const MIND_READER_STRINGS = {
  title: 'Tankeleseren',
  intro: 'En innringer tenker på noe – en person, et sted, en ting – og forteller det til produsenten utenfor lufta. Programlederen skal finne svaret på lufta med ja/nei-spørsmål.',
  record: (won: number, total: number) => `Tankeleseren har klart ${won} av ${total}`,
  noRoundsYet: 'Ingen runder denne sesongen ennå',
  season: (label: string) => `Sesong ${label}`,
  questionsOf: (used: number, limit: number) => `${used} av ${limit} spørsmål`,
  hidden: 'Skjult til produsenten avslører',
  notRevealed: 'Ikke avslørt',
  // Refusals
  onlyProducer: 'Bare produsenten av økta kan gjøre dette',
  onlyProducerSecret: 'Bare produsenten av økta ser hemmeligheten',
  sessionOpen: 'En Tankeleser-økt pågår allerede. Avslutt den før du starter en ny.',
  sessionClosed: 'Økta er avsluttet',
  sessionNotFound: 'Fant ikke økta',
  roundNotFound: 'Fant ikke runden',
  producerIsHost: 'Produsenten og programlederen må være to forskjellige personer',
  staffUnknown: 'Velg en godkjent medarbeider',
  secretRequired: 'Skriv inn hemmeligheten før runden starter',
  secretLocked: 'Hemmeligheten kan ikke endres når runden er i gang',
  anotherRoundPlaying: 'En annen runde er i gang. Avslutt den først.',
  notPlaying: 'Runden er ikke i gang',
  notReady: 'Runden er allerede startet',
  notFinished: 'Avslutt runden før du avslører',
  alreadyRevealed: 'Hemmeligheten er allerede avslørt',
  timeUp: 'Tiden er ute',
  questionsUsedUp: (limit: number) => `Alle ${limit} spørsmålene er brukt`,
  guessesUsedUp: `Alle ${L.guessesPerRound} gjetningene er brukt`,
  nothingToUndo: 'Ingenting å angre',
  hintUnknown: 'Fant ikke hintet',
  hintGiven: 'Hintet er allerede gitt',
  tooManyRounds: `En økt kan ha høyst ${L.roundsPerSession} runder`,
  listenerGuessUnknown: 'Fant ikke gjetningen',
  // Field messages
  callerNameRequired: 'Skriv innringerens navn',
  callerNameTooLong: `Navnet kan være høyst ${L.callerNameMax} tegn`,
  categoryRequired: 'Velg en kategori',
  categoryTooLong: `Kategorien kan være høyst ${L.categoryMax} tegn`,
  secretMissing: 'Skriv inn hemmeligheten',
  secretTooLong: `Hemmeligheten kan være høyst ${L.secretMax} tegn`,
  acceptedTooMany: `Høyst ${L.acceptedMax} andre godkjente svar`,
  acceptedTooLong: `Et godkjent svar kan være høyst ${L.secretMax} tegn`,
  hintsTooMany: `Høyst ${L.hintsMax} hint`,
  hintTooLong: `Et hint kan være høyst ${L.hintMax} tegn`,
  questionTooLong: `Spørsmålet kan være høyst ${L.questionTextMax} tegn`,
  guessRequired: 'Skriv hva programlederen gjettet',
  guessTooLong: `Gjetningen kan være høyst ${L.guessTextMax} tegn`,
  questionLimitRange: `Antall spørsmål må være mellom ${L.questionLimitMin} og ${L.questionLimitMax}`,
  timeLimitRange: `Tidsgrensen må være mellom ${L.timeLimitMinS / 60} og ${L.timeLimitMaxS / 60} minutter`,
  answerRequired: 'Velg ja, nei eller vet ikke',
  outcomeRequired: 'Velg utfall: gjettet, ga opp eller tiden ute',
  // Listeners
  listenerTitle: 'Gjett med i Tankeleseren',
  listenerGuessLabel: 'Hva tror du innringeren tenker på?',
  listenerGuessRequired: 'Skriv gjetningen din',
  listenerGuessTooLong: `Gjetningen kan være høyst ${L.listenerGuessMax} tegn`,
  listenerNoRound: 'Tankeleseren er ikke i gang akkurat nå',
  listenerReceived: 'Gjetningen er sendt til studio',
} as const;

/** A season runs from 1 August to 31 July, as radio seasons do: "2026/27". */
export function mindReaderSeasonOf(dateKey: string): { label: string; from: string; to: string } {
  const year = Number(dateKey.slice(0, 4));
  const month = Number(dateKey.slice(5, 7));
  const start = month >= 8 ? year : year - 1;
  return { label: `${start}/${String((start + 1) % 100).padStart(2, '0')}`, from: `${start}-08-01`, to: `${start + 1}-07-31` };
}

/** Season figures from finished rounds in date order (oldest first). */
export function mindReaderSeasonStats(rounds: readonly { outcome: MindReaderOutcome | null; questions_used: number }[]) {
  const finished = rounds.filter((r) => r.outcome !== null);
  const won = finished.filter((r) => r.outcome === 'gjettet').length;
  let streak = 0;
  let longest = 0;
  for (const round of finished) {
    streak = round.outcome === 'gjettet' ? streak + 1 : 0;
    longest = Math.max(longest, streak);
  }
  const totalQuestions = finished.reduce((sum, r) => sum + r.questions_used, 0);
  return {
    rounds: finished.length,
    won,
    success_rate: finished.length ? won / finished.length : 0,
    average_questions: finished.length ? Math.round((totalQuestions / finished.length) * 10) / 10 : 0,
    longest_streak: longest,
    current_streak: streak,
  };
}
