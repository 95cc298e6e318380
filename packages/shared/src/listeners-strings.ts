/**
 * The Norwegian strings and limits of the listener side (queue, hub, "Til studio"), apart from
 * listeners.ts so the screen registry and the public page can take them without the zod schemas.
 */

export const LISTENER_LIMITS = {
  nameMax: 60,
  messageMax: 500,
  artistMax: 100,
  titleMax: 120,
  greetingMax: 300,
  commentMax: 500,
  replyMax: 500,
  searchMax: 100,
  pollQuestionMax: 200,
  pollOptionMax: 80,
  pollOptionsMin: 2,
  pollOptionsMax: 6,
  blockedTracksMax: 200,
  blockReasonMax: 200,
  /** A form sent faster than this after the page handed out its form token is a bot (answered as if taken). */
  minFillMs: 2000,
  /** A form token older than this is stale (the page fetches a new one every minute while open). */
  formTokenMaxAgeMs: 2 * 60 * 60 * 1000,
  /** The same text from the same sender within this window is stored once. */
  duplicateWindowMs: 10 * 60 * 1000,
  /** Rows per page of the staff queue. */
  pageSize: 50,
  /** Messages on the dashboard card and in the broadcast studio's queue. */
  latestShown: 5,
  queueShown: 30,
  /** Live poll results go to staff screens at most this often (a vote storm is one update a tick). */
  tallyIntervalMs: 500,
  /** Sends per listener device: a burst, then one every `deviceRefillSeconds`. */
  deviceBurst: 3,
  deviceRefillSeconds: 20,
  /** Sends per network address (many phones share one address behind a mobile carrier). */
  addressBurst: 60,
  addressPerSecond: 5,
  /** Votes per network address. */
  voteAddressBurst: 600,
  voteAddressPerSecond: 100,
  /** SMS webhook: a signed timestamp older or newer than this is refused. */
  smsReplayWindowSeconds: 300,
} as const;

/** Where a listener message came from. The queue shows one list of all of them. */
export const LISTENER_SOURCES = ['sms', 'web', 'request', 'comment', 'telefon', 'quiz', 'tankeleser', 'konkurranse'] as const;
export type ListenerSource = (typeof LISTENER_SOURCES)[number];

export const LISTENER_SOURCE_LABELS: Record<ListenerSource, string> = {
  sms: 'SMS',
  web: 'Nettside',
  request: 'Musikkønske',
  comment: 'Kommentar',
  telefon: 'Telefon',
  quiz: 'Quiz',
  tankeleser: 'Tankeleser',
  konkurranse: 'Konkurranse',
};

/** ny / lest / stjernemerket / brukt på lufta / arkivert (PRODUCT.md /listener-messages). */
export const LISTENER_STATUSES = ['ny', 'lest', 'stjernemerket', 'brukt', 'arkivert'] as const;
export type ListenerStatus = (typeof LISTENER_STATUSES)[number];

export const LISTENER_STATUS_LABELS: Record<ListenerStatus, string> = {
  ny: 'Ny',
  lest: 'Lest',
  stjernemerket: 'Stjernemerket',
  brukt: 'Brukt på lufta',
  arkivert: 'Arkivert',
};

/** A comment on an episode is shown on the public page only once approved. */
export const COMMENT_MODERATIONS = ['venter', 'godkjent', 'skjult'] as const;
export type CommentModeration = (typeof COMMENT_MODERATIONS)[number];
export const COMMENT_MODERATION_LABELS: Record<CommentModeration, string> = {
  venter: 'Venter',
  godkjent: 'Godkjent',
  skjult: 'Skjult',
};

export const POLL_STATUSES = ['utkast', 'apen', 'lukket'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];
export const POLL_STATUS_LABELS: Record<PollStatus, string> = { utkast: 'Utkast', apen: 'Åpen', lukket: 'Lukket' };

export const MUSIC_REQUEST_STATUSES = ['ny', 'spilt', 'avvist'] as const;
export type MusicRequestStatus = (typeof MUSIC_REQUEST_STATUSES)[number];
export const MUSIC_REQUEST_STATUS_LABELS: Record<MusicRequestStatus, string> = { ny: 'Ønsket', spilt: 'Spilt', avvist: 'Avvist' };

export const BLOCK_KINDS = ['phone', 'device'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_KIND_LABELS: Record<BlockKind, string> = { phone: 'Telefonnummer', device: 'Enhet' };

/** "12 av 500 tegn" under a listener's text field (its own export: the listener page's early script needs only this). */
export const characterCount = (length: number, max: number) => `${length} av ${max} tegn`;

/** SMS keywords (case and æ/ø/å folded: "ØNSKE" = "ONSKE" = "ønske"). */
export const SMS_KEYWORDS = { request: 'ONSKE', vote: 'SVAR', guess: 'GJETT' } as const;

export const LISTENER_STRINGS = {
  // Screens
  queueTitle: 'Lyttermeldinger',
  queueNav: 'Lyttere',
  hubTitle: 'Lytterhub',
  pollDisplayTitle: 'Studioskjerm (avstemning)',
  fromListener: 'Fra lytter',
  // Public "Til studio"
  toStudio: 'Til studio',
  offAir: 'Vi er ikke på lufta nå',
  offAirHint: 'Når sendingen er i gang, kan du sende melding, ønske en låt og stemme her.',
  /** The badge beside "Til studio" while the show is on air. */
  onAirBadge: 'På lufta',
  /** A form's button while it sends (and, before the page's scripts have arrived, while it waits for them). */
  sending: 'Sender...',
  /** The honeypot's label: read by no one (the box is hidden), harmless if it ever is. */
  honeypot: 'La dette feltet stå tomt',
  counter: characterCount,
  sendMessage: 'Send melding til studio',
  requestSong: 'Ønsk en låt',
  name: 'Navn',
  phoneOptional: 'Telefon (valgfritt)',
  message: 'Melding',
  artist: 'Artist',
  songTitle: 'Låttittel',
  greeting: 'Hilsen (valgfritt)',
  send: 'Send',
  sendRequest: 'Send ønske',
  messageReceived: 'Takk! Meldingen er sendt til studio.',
  requestReceived: 'Takk! Ønsket ditt er sendt til studio.',
  commentReceived: 'Takk! Kommentaren vises når vi har sett på den.',
  vote: 'Stem',
  voted: 'Takk for stemmen!',
  votes: 'stemmer',
  liveResult: 'Resultat så langt',
  comments: 'Kommentarer',
  commentsLoading: 'Henter kommentarer...',
  writeComment: 'Skriv en kommentar',
  noComments: 'Ingen kommentarer ennå.',
  replyFromShow: 'Svar fra programmet',
  // Validation and refusals (shown to listeners)
  nameRequired: 'Skriv navnet ditt.',
  nameTooLong: 'Navnet kan ha høyst 60 tegn.',
  messageRequired: 'Skriv en melding.',
  messageTooLong: 'Meldingen kan ha høyst 500 tegn.',
  artistRequired: 'Skriv artisten.',
  artistTooLong: 'Artisten kan ha høyst 100 tegn.',
  titleRequired: 'Skriv låttittelen.',
  titleTooLong: 'Låttittelen kan ha høyst 120 tegn.',
  greetingTooLong: 'Hilsenen kan ha høyst 300 tegn.',
  commentRequired: 'Skriv en kommentar.',
  commentTooLong: 'Kommentaren kan ha høyst 500 tegn.',
  phoneInvalid: 'Skriv et gyldig telefonnummer, for eksempel 912 34 567.',
  notOnAir: 'Vi er ikke på lufta nå. Prøv igjen når sendingen er i gang.',
  formExpired: 'Siden har stått åpen lenge. Last den inn på nytt og prøv igjen.',
  tooManyWait: (seconds: number) =>
    `Du har sendt mye på kort tid. Prøv igjen om ${seconds === 1 ? 'ett sekund' : `${seconds} sekunder`}.`,
  requestsClosed: (from: string, to: string) => `Vi tar imot musikkønsker mellom ${from} og ${to}.`,
  requestsOff: 'Vi tar ikke imot musikkønsker nå.',
  requestDailyLimit: (limit: number) =>
    `Du har ønsket ${limit === 1 ? 'én låt' : `${limit} låter`} i dag. Prøv igjen i morgen.`,
  requestBlocked: 'Den låten kan vi dessverre ikke spille.',
  requestAlreadyWanted: 'Den låten er allerede ønsket, og står på lista vår.',
  pollNotOpen: 'Avstemningen er stengt.',
  alreadyVoted: 'Du har allerede stemt.',
  pollOptionUnknown: 'Velg et av alternativene.',
  episodeNotFound: 'Fant ikke episoden.',
  // Staff
  messageNotFound: 'Fant ikke lyttermeldingen.',
  pollNotFound: 'Fant ikke avstemningen.',
  commentNotFound: 'Fant ikke kommentaren.',
  requestNotFound: 'Fant ikke musikkønsket.',
  blockNotFound: 'Fant ikke blokkeringen.',
  questionRequired: 'Skriv et spørsmål.',
  questionTooLong: 'Spørsmålet kan ha høyst 200 tegn.',
  optionRequired: 'Alternativene kan ikke være tomme.',
  optionTooLong: 'Et alternativ kan ha høyst 80 tegn.',
  optionsCount: 'En avstemning har 2 til 6 alternativer.',
  optionsDistinct: 'To alternativer kan ikke være like.',
  pollNotEditable: 'En åpen avstemning kan ikke slettes. Steng den først.',
  pollAlreadyClosed: 'Avstemningen er stengt og kan ikke åpnes igjen.',
  replyRequired: 'Skriv et svar.',
  replyTooLong: 'Svaret kan ha høyst 500 tegn.',
  windowInvalid: 'Skriv klokkeslett som TT:MM.',
  dailyLimitInvalid: 'Grensen per lytter må være mellom 0 og 50.',
  blockedTracksTooMany: 'Lista over sperrede låter kan ha høyst 200 linjer.',
  noSender: 'Meldingen har ingen avsender å blokkere.',
  alreadyBlocked: 'Avsenderen er allerede blokkert.',
  pushed: 'Sendt til studioskjermen',
  readOnAir: 'Lest på lufta',
  markReadOnAir: 'Marker lest på lufta',
  smsNotConfigured: 'SMS-mottak er ikke satt opp på denne serveren.',
  smsBadSignature: 'Ugyldig signatur.',
  smsStale: 'Forespørselen er for gammel.',
  maskedPhone: 'Skjult nummer',
} as const;
