import { LISTENER_STRINGS as S } from '@studioportal/shared';

/** The public page's own words around the listener forms (the fixed ones are LISTENER_STRINGS). */
export const TO_STUDIO_STRINGS = {
  loadFailed: 'Fikk ikke kontakt med studio akkurat nå.',
  retry: 'Prøv igjen',
  loading: 'Henter sendingen...',
  onAir: 'På lufta',
  sending: 'Sender...',
  /** The honeypot's label: read by no one (the box is hidden), harmless if it ever is. */
  honeypot: 'La dette feltet stå tomt',
  counter: (length: number, max: number) => `${length} av ${max} tegn`,
  poll: 'Avstemning',
  yourVote: 'din stemme',
  voteCount: (votes: number) => `${votes} ${votes === 1 ? 'stemme' : S.votes}`,
  pollOptions: 'Alternativer',
  // Tankeleseren
  category: 'Kategori',
  questions: 'Brukt så langt',
  roundEnds: 'Runden slutter',
  sendGuess: 'Send gjetning',
  // Sponsor competitions
  prize: 'Premie',
  question: 'Spørsmål',
  answer: 'Svaret ditt',
  phone: 'Telefon',
  rules: 'Regler',
  closes: 'Stenger',
  enter: 'Bli med',
} as const;
