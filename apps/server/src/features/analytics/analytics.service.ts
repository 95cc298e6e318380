import { stationTimeZone, type AnalyticsAnswer, type AnalyticsChart, type AnalyticsRangeQuery, type AnalyticsRows } from '@studioportal/shared';
import type { Database, DbOrTx } from '../../db/client';
import * as charts from './analytics.repository';

type Query<C extends AnalyticsChart> = (db: DbOrTx, range: charts.Range) => Promise<AnalyticsRows[C][]>;

const QUERIES: { [C in AnalyticsChart]: Query<C> } = {
  'podcast-days': charts.podcastDays,
  'podcast-episodes': charts.podcastEpisodes,
  punctuality: charts.punctuality,
  listeners: charts.listeners,
  quiz: charts.quiz,
  activity: charts.activity,
};

/** A chart's answer for a validated range of station days (read in one snapshot). */
export async function chartAnswer<C extends AnalyticsChart>(database: Pick<Database, 'snapshot'>, chart: C, range: AnalyticsRangeQuery): Promise<AnalyticsAnswer<C>> {
  const query = QUERIES[chart] as Query<C>;
  const rows = await database.snapshot((tx) => query(tx, { ...range, zone: stationTimeZone() }));
  return { chart, from: range.from, to: range.to, rows };
}
