/**
 * The Norwegian strings and limits of the live quiz (PRODUCT.md /quiz, /studio-display/quiz and
 * the public page's quiz), apart from quiz.ts so screens and the public bundle can take them
 * without the zod schemas.
 */

export const QUIZ_LIMITS = {
  titleMax: 100,
  descriptionMax: 500,
  questionsMax: 50,
  promptMax: 300,
  alternativesMin: 2,
  alternativesMax: 4,
  alternativeMax: 120,
  acceptedMin: 1,
  acceptedMax: 10,
  acceptedMaxLength: 80,
  hostNotesMax: 1000,
  timeLimitMinS: 5,
  timeLimitMaxS: 120,
  timeLimitDefaultS: 20,
  pointsMin: 0,
  pointsMax: 2000,
  pointsDefault: 1000,
  /** The question is shown (and read on air) this long before answers open (Kahoot shows it alone for 5 s). */
  countdownMs: 5000,
  /** An answer within this many ms of the opening gets full marks with speed scoring. */
  fullMarksMs: 500,
  streakBonusStep: 100,
  streakBonusMax: 500,
  nicknameMin: 2,
  nicknameMax: 24,
  participantNameMax: 60,
  textAnswerMax: 80,
  reasonMax: 200,
  adjustmentMaxAbs: 10000,
  /** The code read on air: four digits, unique among sessions that have not finished. */
  codeLength: 4,
  speedDurationMinS: 10,
  speedDurationMaxS: 300,
  speedDurationDefaultS: 60,
  tournamentNameMax: 100,
  prizeMax: 200,
  /** Entries on the leaderboards the display and the public page show. */
  leaderboardShown: 10,
  /** Entries the staff leaderboard lists (all participants are in the database). */
  leaderboardStaffMax: 200,
  /** Staff screens hear the answer count at most this often (a storm of answers is one update a tick). */
  countIntervalMs: 250,
  /** Joins per listener device within a minute, and answers per device per second. */
  joinBurst: 5,
  answerBurst: 4,
} as const;

export const QUIZ_KINDS = ['choice', 'text'] as const;
export type QuizQuestionKind = (typeof QUIZ_KINDS)[number];

export const QUIZ_SCORING = ['speed', 'flat'] as const;
export type QuizScoring = (typeof QUIZ_SCORING)[number];

/**
 * Stored phases of a live session. A question's countdown, open window and "time's up" are not
 * stored: they follow from `opens_at` and `deadline_at` against the server's clock.
 */
export const QUIZ_PHASES = ['lobby', 'question', 'locked', 'revealed', 'leaderboard', 'finished'] as const;
export type QuizPhase = (typeof QUIZ_PHASES)[number];

/** What the producer's one key does next, and the other controls. */
export const QUIZ_STEP_ACTIONS = ['next', 'lock', 'reveal', 'leaderboard', 'pause', 'resume', 'skip', 'finish'] as const;
export type QuizStepAction = (typeof QUIZ_STEP_ACTIONS)[number];

export const QUIZ_PARTICIPANT_KINDS = ['caller', 'guest', 'sms', 'listener'] as const;
export type QuizParticipantKind = (typeof QUIZ_PARTICIPANT_KINDS)[number];

export const QUIZ_PARTICIPANT_KIND_LABELS: Record<QuizParticipantKind, string> = {
  caller: 'Innringer',
  guest: 'Studiogjest',
  sms: 'SMS',
  listener: 'Mobil',
};

export const QUIZ_PHASE_LABELS: Record<QuizPhase, string> = {
  lobby: 'Venter på start',
  question: 'Spørsmål',
  locked: 'Låst',
  revealed: 'Svaret vist',
  leaderboard: 'Resultatliste',
  finished: 'Ferdig',
};

export const SPEED_ROUND_STATUSES = ['klar', 'i_gang', 'ferdig'] as const;
export type SpeedRoundStatus = (typeof SPEED_ROUND_STATUSES)[number];
export const SPEED_MARKS = ['riktig', 'feil', 'pass'] as const;
export type SpeedMark = (typeof SPEED_MARKS)[number];

export const HANDOVER_STATUSES = ['ikke_levert', 'avtalt', 'levert'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];
export const HANDOVER_LABELS: Record<HandoverStatus, string> = {
  ikke_levert: 'Ikke levert',
  avtalt: 'Avtalt',
  levert: 'Levert',
};

/** Participant achievements (game_achievements), shown as badges on the public leaderboard. */
export const PLAYER_ACHIEVEMENTS = {
  vinner: { label: 'Vinner', description: 'Vant en quiz' },
  tre_seire: { label: 'Tre seire', description: 'Vant tre quizer' },
  fem_paa_rad: { label: 'Fem på rad', description: 'Fem riktige svar på rad i én quiz' },
  fullt_hus: { label: 'Fullt hus', description: 'Alle svar riktige i én quiz' },
  trofast: { label: 'Trofast', description: 'Spilte fem dager på rad' },
} as const;
export type PlayerAchievementKey = keyof typeof PLAYER_ACHIEVEMENTS;

export const QUIZ_STRINGS = {
  screenTitle: 'Quiz',
  displayTitle: 'Quiz',
  // Builder
  setTitleRequired: 'Settet må ha en tittel',
  setTitleTooLong: 'Tittelen kan ikke være lengre enn 100 tegn',
  descriptionTooLong: 'Beskrivelsen kan ikke være lengre enn 500 tegn',
  questionsRequired: 'Settet må ha minst ett spørsmål',
  tooManyQuestions: 'Et sett kan ha høyst 50 spørsmål',
  promptRequired: 'Skriv spørsmålet',
  promptTooLong: 'Spørsmålet kan ikke være lengre enn 300 tegn',
  alternativesCount: 'Et flervalgsspørsmål må ha 2–4 alternativer',
  alternativeRequired: 'Alternativene kan ikke være tomme',
  alternativeTooLong: 'Et alternativ kan ikke være lengre enn 120 tegn',
  alternativesDistinct: 'To alternativer kan ikke være like',
  correctRequired: 'Velg hvilket alternativ som er riktig',
  acceptedRequired: 'Skriv minst ett godkjent svar',
  acceptedTooMany: 'Høyst 10 godkjente svar',
  acceptedTooLong: 'Et godkjent svar kan ikke være lengre enn 80 tegn',
  timeLimitRange: 'Tidsgrensen må være mellom 5 og 120 sekunder',
  pointsRange: 'Poeng må være mellom 0 og 2000',
  hostNotesTooLong: 'Notatet kan ikke være lengre enn 1000 tegn',
  mediaNotFound: 'Finner ikke mediefilen',
  mediaWrongKind: 'Bare bilder og lydklipp kan brukes i et spørsmål',
  importInvalid: 'Filen er ikke en gyldig quiz-eksport',
  setNotFound: 'Finner ikke spørsmålssettet',
  setChanged: 'Settet er endret av noen andre. Last inn på nytt.',
  setSaved: 'Settet er lagret',
  // Sessions
  sessionNotFound: 'Finner ikke quizen',
  sessionFinished: 'Quizen er ferdig',
  stepOutOfDate: 'Quizen har allerede gått videre',
  stepNotAllowed: 'Det kan du ikke gjøre nå',
  notProducer: 'Bare produsenten av denne quizen kan gjøre dette',
  oneLiveSession: 'En quiz er allerede i gang',
  // Answers
  answerLate: 'For sent – svaret kom etter at tiden var ute',
  answerNotOpen: 'Svarene er ikke åpne ennå',
  answerPaused: 'Quizen er satt på pause',
  answerTwice: 'Du har allerede svart på dette spørsmålet',
  answerRequired: 'Velg et svar',
  answerTooLong: 'Svaret kan ikke være lengre enn 80 tegn',
  answerRegistered: 'Svaret er registrert',
  answerTooOften: 'Vent litt før du svarer igjen',
  joinTooOften: 'For mange forsøk. Vent litt og prøv igjen.',
  choiceUnknown: 'Ukjent alternativ',
  // Participants
  codeInvalid: 'Feil kode. Sjekk koden som ble lest på lufta.',
  nicknameRequired: 'Skriv et kallenavn',
  nicknameTooShort: 'Kallenavnet må ha minst 2 tegn',
  nicknameTooLong: 'Kallenavnet kan ikke være lengre enn 24 tegn',
  nicknameTaken: 'Kallenavnet er tatt. Velg et annet.',
  participantNameRequired: 'Skriv navnet',
  participantNotFound: 'Finner ikke deltakeren',
  notJoined: 'Du er ikke med i denne quizen. Bli med med koden.',
  reasonRequired: 'Skriv en begrunnelse',
  reasonTooLong: 'Begrunnelsen kan ikke være lengre enn 200 tegn',
  adjustmentZero: 'Endringen kan ikke være 0 poeng',
  // Speed rounds
  speedNotFound: 'Finner ikke hurtigrunden',
  speedNotRunning: 'Hurtigrunden er ikke i gang',
  speedOver: 'Tiden er ute for hurtigrunden',
  speedStarted: 'Hurtigrunden er allerede startet',
  speedDurationRange: 'Varigheten må være mellom 10 og 300 sekunder',
  // Tournaments
  tournamentNotFound: 'Finner ikke turneringen',
  tournamentNameRequired: 'Turneringen må ha et navn',
  tournamentNameTooLong: 'Navnet kan ikke være lengre enn 100 tegn',
  tournamentDates: 'Sluttdatoen kan ikke være før startdatoen',
  prizeTooLong: 'Premien kan ikke være lengre enn 200 tegn',
  // Public page
  joinTitle: 'Bli med i quizen',
  codeLabel: 'Kode',
  nicknameLabel: 'Kallenavn',
  joinButton: 'Bli med',
  waitingForQuestion: 'Vent på neste spørsmål',
  timeUp: 'Tiden er ute',
  correct: 'Riktig!',
  wrong: 'Feil',
  noQuizLive: 'Ingen quiz akkurat nå',
} as const;
