import { LISTENER_SOURCE_LABELS, type ListenerSource } from './listeners-strings';

/**
 * /analytics: the station's charts (wave2-anchors §4 "Analytics"). Norwegian words, limits and the
 * kinds of staff activity counted in user_activity.
 */

export const ANALYTICS_CHARTS = ['podcast-days', 'podcast-episodes', 'punctuality', 'listeners', 'quiz', 'activity'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

export const ANALYTICS_CHART_TITLES: Record<AnalyticsChart, string> = {
  'podcast-days': 'Podkastavspillinger per dag',
  'podcast-episodes': 'Podkastavspillinger per episode',
  punctuality: 'Presisjon i klokkene per sending',
  listeners: 'Lytterinnspill og stemmer per sending',
  quiz: 'Deltakelse i livequiz',
  activity: 'Aktivitet i redaksjonen per dag',
};

export const ANALYTICS_CHART_DESCRIPTIONS: Record<AnalyticsChart, string> = {
  'podcast-days': 'Avspillinger og nedlastinger av alle episoder, dag for dag.',
  'podcast-episodes': 'Avspillinger og nedlastinger per episode i perioden.',
  punctuality: 'Andelen klokkeelementer markert sendt innen ±30 sekunder fra planlagt tid, og gjennomsnittlig avvik. «Marker alt til nå» telles ikke.',
  listeners: 'Meldinger i lytterkøen og stemmer i avstemninger, fordelt på sendingen som gikk og kilden.',
  quiz: 'Deltakere, svar og riktige svar i hver livequiz.',
  activity: 'Innlogginger, chatmeldinger, klokkemarkeringer, lagret innhold og Akutt-meldinger, summert per dag for hele redaksjonen.',
};

export const ANALYTICS_LIMITS = {
  /** The longest range one chart answers for (a leap year and then some is never asked for). */
  maxDays: 366,
  /** An element marked sent within this many seconds of its planned time is on time. */
  punctualityToleranceS: 30,
} as const;

/** What user_activity counts: one row per person, station day and kind. */
export const ACTIVITY_KINDS = ['sign_in', 'chat_message', 'clock_mark', 'content_save', 'akutt'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  sign_in: 'Innlogginger',
  chat_message: 'Chatmeldinger',
  clock_mark: 'Klokkemarkeringer',
  content_save: 'Lagret innhold',
  akutt: 'Akutt-meldinger',
};

/** Where a listener contribution came from: the queue's sources and the two ways to vote. */
export type ContributionSource = ListenerSource | 'vote_web' | 'vote_sms';
export const CONTRIBUTION_SOURCE_LABELS: Record<ContributionSource, string> = {
  ...LISTENER_SOURCE_LABELS,
  vote_web: 'Stemme (nettside)',
  vote_sms: 'Stemme (SMS)',
};

/** A contribution that came in while no show was planned. */
export const NO_SHOW_LABEL = 'Utenfor sending';

export const ANALYTICS_STRINGS = {
  pageTitle: 'Statistikk',
  navLabel: 'Statistikk',
  pageLead: 'Tall fra podkasten, klokkene, lytterne, quizen og redaksjonen. Hver graf har en tabell og kan lastes ned som CSV.',
  from: 'Fra dato',
  to: 'Til dato',
  dateInvalid: 'Ugyldig dato',
  rangeInvalid: 'Velg en periode der fra-datoen ikke er etter til-datoen.',
  rangeTooLong: `Perioden kan være høyst ${ANALYTICS_LIMITS.maxDays} dager.`,
  chartUnknown: 'Ukjent graf',
  showTable: 'Vis tabell',
  hideTable: 'Skjul tabell',
  downloadCsv: 'Last ned CSV',
  empty: 'Ingen data i perioden.',
  loading: 'Henter tall …',
  loadFailed: 'Kunne ikke hente tallene.',
  retry: 'Prøv igjen',
  presetWeek: 'Siste 7 dager',
  presetMonth: 'Siste 30 dager',
  presetYear: 'Siste 365 dager',
  apply: 'Vis periode',
} as const;
