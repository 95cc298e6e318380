import {
  ACTIVITY_KIND_LABELS,
  CONTRIBUTION_SOURCE_LABELS,
  norwegianDate,
  type AnalyticsAnswer,
  type AnalyticsChart,
  type AnalyticsRows,
} from '@studioportal/shared';

/**
 * What a chart draws, from its answer's rows: the category on the x axis and one series per
 * number, long rows (show × source, day × kind) pivoted into one point per category.
 */

export interface Series {
  key: string;
  label: string;
}
export interface ChartShape {
  kind: 'line' | 'bar' | 'stacked';
  /** Names (shows, episodes) read best as rows of horizontal bars; dates as columns. */
  horizontal?: boolean;
  categoryKey: string;
  series: Series[];
  points: Record<string, string | number>[];
}

/** 2026-01-10 → 10.01. (the table's 10.01.2026 without the year, which the range picker shows). */
export const shortDay = (key: string) => norwegianDate(key).slice(0, 6);

function pivot<R>(rows: R[], category: (r: R) => string, seriesOf: (r: R) => string, value: (r: R) => number, labels: Record<string, string>): Omit<ChartShape, 'kind'> {
  const points = new Map<string, Record<string, string | number>>();
  const present = new Set<string>();
  for (const row of rows) {
    const name = category(row);
    const point = points.get(name) ?? { name };
    const key = seriesOf(row);
    point[key] = Number(point[key] ?? 0) + value(row);
    present.add(key);
    points.set(name, point);
  }
  const order = Object.keys(labels);
  const series = [...present].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((key) => ({ key, label: labels[key] ?? key }));
  // Every point has every series, so stacked bars and tooltips never see a gap.
  for (const point of points.values()) for (const s of series) point[s.key] ??= 0;
  return { categoryKey: 'name', series, points: [...points.values()] };
}

/** The longest bar chart a screen can read; the table has them all. */
export const MAX_BARS = 15;

export function chartShape(answer: AnalyticsAnswer): ChartShape {
  switch (answer.chart) {
    case 'podcast-days': {
      const rows = answer.rows as AnalyticsRows['podcast-days'][];
      return {
        kind: 'line',
        categoryKey: 'name',
        series: [{ key: 'plays', label: 'Avspillinger' }, { key: 'downloads', label: 'Nedlastinger' }],
        points: rows.map((r) => ({ name: shortDay(r.day), plays: r.plays, downloads: r.downloads })),
      };
    }
    case 'podcast-episodes': {
      const rows = (answer.rows as AnalyticsRows['podcast-episodes'][]).slice(0, MAX_BARS);
      return {
        kind: 'bar',
        horizontal: true,
        categoryKey: 'name',
        series: [{ key: 'plays', label: 'Avspillinger' }],
        points: rows.map((r) => ({ name: r.episode, plays: r.plays })),
      };
    }
    case 'punctuality': {
      const rows = answer.rows as AnalyticsRows['punctuality'][];
      return {
        kind: 'bar',
        horizontal: true,
        categoryKey: 'name',
        series: [{ key: 'on_time_percent', label: 'Andel i tide (%)' }],
        points: rows.map((r) => ({ name: r.show, on_time_percent: r.on_time_percent })),
      };
    }
    case 'listeners': {
      const rows = answer.rows as AnalyticsRows['listeners'][];
      return { kind: 'stacked', horizontal: true, ...pivot(rows, (r) => r.show, (r) => r.source, (r) => r.count, CONTRIBUTION_SOURCE_LABELS) };
    }
    case 'quiz': {
      const rows = answer.rows as AnalyticsRows['quiz'][];
      return {
        kind: 'bar',
        categoryKey: 'name',
        series: [{ key: 'participants', label: 'Deltakere' }, { key: 'answers', label: 'Svar' }],
        points: rows.map((r) => ({ name: `${shortDay(r.day)} ${r.quiz}`, participants: r.participants, answers: r.answers })),
      };
    }
    case 'activity': {
      const rows = answer.rows as AnalyticsRows['activity'][];
      return { kind: 'stacked', ...pivot(rows, (r) => shortDay(r.day), (r) => r.kind, (r) => r.count, ACTIVITY_KIND_LABELS) };
    }
  }
}

export const chartIsEmpty = (chart: AnalyticsChart, shape: ChartShape) =>
  shape.points.length === 0 || (chart === 'podcast-days' && shape.points.every((p) => p.plays === 0 && p.downloads === 0));
