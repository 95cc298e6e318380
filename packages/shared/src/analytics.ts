import { z } from 'zod';
import {
  ACTIVITY_KIND_LABELS,
  ANALYTICS_CHARTS,
  ANALYTICS_LIMITS as L,
  ANALYTICS_STRINGS as S,
  CONTRIBUTION_SOURCE_LABELS,
  type ActivityKind,
  type AnalyticsChart,
  type ContributionSource,
} from './analytics-strings';
import { daysBetweenDateKeys, formatZonedDate, isValidDateKey } from './station-time';

export * from './analytics-strings';

/**
 * The /analytics contract (docs/analytics-api.md). Every chart's answer is its table: flat rows
 * whose columns are listed here once, so the chart, the table beside it and the CSV download all
 * read the same numbers. Days are station dates (the station's time zone).
 */

const dateKeySchema = z
  .string({ error: S.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, S.dateInvalid)
  .refine((key) => isValidDateKey(key) && key >= '1970-01-01' && key <= '9998-12-31', S.dateInvalid);

/** GET /api/analytics/:chart and /api/analytics/:chart/csv: station dates, both ends included. */
export const analyticsRangeQuerySchema = z.strictObject({ from: dateKeySchema, to: dateKeySchema }).superRefine((range, ctx) => {
  // Object checks run even when a field failed: only compare two real dates.
  if (!isValidDateKey(range.from) || !isValidDateKey(range.to)) return;
  const days = daysBetweenDateKeys(range.from, range.to) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: S.rangeInvalid });
  else if (days > L.maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: S.rangeTooLong });
});
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const analyticsChartParamsSchema = z.strictObject({ chart: z.enum(ANALYTICS_CHARTS, { error: S.chartUnknown }) });

export interface PodcastDayRow {
  day: string;
  plays: number;
  downloads: number;
}
export interface PodcastEpisodeRow {
  episode: string;
  plays: number;
  downloads: number;
}
export interface PunctualityRow {
  show: string;
  /** Elements marked sent one by one (bulk marks carry the planned time, so they say nothing). */
  measured: number;
  on_time: number;
  /** Percent on time, one decimal. */
  on_time_percent: number;
  /** Mean of sent − planned in seconds (positive: late), one decimal. */
  mean_drift_s: number;
  mean_abs_drift_s: number;
}
export interface ListenerRow {
  show: string;
  source: ContributionSource;
  count: number;
}
export interface QuizRow {
  day: string;
  quiz: string;
  participants: number;
  answers: number;
  correct: number;
}
export interface ActivityRow {
  day: string;
  kind: ActivityKind;
  count: number;
  /** How many people did it that day (never who). */
  people: number;
}

export interface AnalyticsRows {
  'podcast-days': PodcastDayRow;
  'podcast-episodes': PodcastEpisodeRow;
  punctuality: PunctualityRow;
  listeners: ListenerRow;
  quiz: QuizRow;
  activity: ActivityRow;
}

export interface AnalyticsAnswer<C extends AnalyticsChart = AnalyticsChart> {
  chart: C;
  from: string;
  to: string;
  rows: AnalyticsRows[C][];
}

export interface AnalyticsColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned and written with a decimal comma. */
  numeric: boolean;
  /** Codes shown as words (sources, kinds). */
  labels?: Record<string, string>;
  /** A station date (YYYY-MM-DD in the answer), shown the Norwegian way. */
  date?: boolean;
}

const text = (key: string, label: string, labels?: Record<string, string>): AnalyticsColumn => ({ key, label, numeric: false, labels });
const num = (key: string, label: string): AnalyticsColumn => ({ key, label, numeric: true });
const day = (key: string, label: string): AnalyticsColumn => ({ key, label, numeric: false, date: true });

/** A station date the Norwegian way, 2026-11-26 → 26.11.2026 (formatZonedDate of that calendar day, read in UTC so no zone can shift it). */
export const norwegianDate = (dateKey: string) => (isValidDateKey(dateKey) ? formatZonedDate(new Date(`${dateKey}T00:00:00Z`), 'UTC') : dateKey);

export const ANALYTICS_COLUMNS: Record<AnalyticsChart, AnalyticsColumn[]> = {
  'podcast-days': [day('day', 'Dato'), num('plays', 'Avspillinger'), num('downloads', 'Nedlastinger')],
  'podcast-episodes': [text('episode', 'Episode'), num('plays', 'Avspillinger'), num('downloads', 'Nedlastinger')],
  punctuality: [
    text('show', 'Sending'),
    num('measured', 'Elementer målt'),
    num('on_time', 'Innen ±30 s'),
    num('on_time_percent', 'Andel i tide (%)'),
    num('mean_drift_s', 'Snittavvik (s)'),
    num('mean_abs_drift_s', 'Snitt absolutt avvik (s)'),
  ],
  listeners: [text('show', 'Sending'), text('source', 'Kilde', CONTRIBUTION_SOURCE_LABELS), num('count', 'Antall')],
  quiz: [day('day', 'Dato'), text('quiz', 'Quiz'), num('participants', 'Deltakere'), num('answers', 'Svar'), num('correct', 'Riktige svar')],
  activity: [day('day', 'Dato'), text('kind', 'Aktivitet', ACTIVITY_KIND_LABELS), num('count', 'Antall'), num('people', 'Personer')],
};

/** One cell as people read it: codes as words, decimals with a comma, dates as 26.11.2026. */
export function analyticsCellText(column: AnalyticsColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.numeric) return String(value).replace('.', ',');
  const raw = String(value);
  if (column.date) return norwegianDate(raw);
  return column.labels?.[raw] ?? raw;
}

/** The table of an answer: header labels and rows of cell texts (what the screen's table and the CSV show). */
export function analyticsTable(answer: AnalyticsAnswer): { header: string[]; rows: string[][] } {
  const columns = ANALYTICS_COLUMNS[answer.chart];
  return {
    header: columns.map((c) => c.label),
    rows: (answer.rows as unknown as Record<string, unknown>[]).map((row) => columns.map((c) => analyticsCellText(c, row[c.key]))),
  };
}

/** Rounded to one decimal, as the answers carry shares and drift. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
