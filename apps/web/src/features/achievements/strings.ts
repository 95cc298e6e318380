/** The Utmerkelser screen's own words (the catalogue's names and descriptions come from shared). */
export const ACHIEVEMENT_TEXT = {
  title: 'Utmerkelser',
  intro: 'Regnet ut fra det du faktisk har gjort i portalen: klokker, quiz, podkast og lytterne.',
  listLabel: 'Dine utmerkelser',
  summary: (earned: number, total: number) => `${earned} av ${total} oppnådd`,
  progress: (current: number, target: number) => `${current} av ${target}`,
  progressLabel: (name: string) => `Fremdrift: ${name}`,
  earnedOn: (date: string) => `Oppnådd ${date}`,
  loading: 'Henter utmerkelsene …',
  loadFailed: 'Kunne ikke hente utmerkelsene.',
  retry: 'Prøv igjen',
  toastTitle: (name: string) => `Ny utmerkelse: ${name}`,
  toastLink: 'Se utmerkelsene dine',
} as const;
