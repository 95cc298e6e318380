import { LISTENER_STRINGS as S } from '@studioportal/shared';

/** The public page's own words around the listener forms (the fixed ones are LISTENER_STRINGS). */
export const TO_STUDIO_STRINGS = {
  loadFailed: 'Fikk ikke kontakt med studio akkurat nå.',
  retry: 'Prøv igjen',
  loading: 'Henter sendingen...',
  onAir: S.onAirBadge,
  sending: S.sending,
  honeypot: S.honeypot,
  counter: S.counter,
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
