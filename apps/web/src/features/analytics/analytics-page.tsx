import { useState } from 'react';
import { ANALYTICS_CHARTS, ANALYTICS_STRINGS as S } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { lastDays } from './api';
import { ChartCard } from './chart-card';
import { RangePicker, rangeProblem } from './range-picker';

/**
 * /analytics: one range of station dates (the last 30 days to begin with) for every chart on the
 * page. Each chart fetches on its own, so a slow one never holds back the others.
 */
export default function AnalyticsPage() {
  const { timeZone } = useAppConfig();
  const [range, setRange] = useState(() => lastDays(30, new Date(), timeZone));
  const valid = rangeProblem(range) === null;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{S.pageTitle}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">{S.pageLead}</p>
      </div>
      <RangePicker range={range} onChange={setRange} timeZone={timeZone} />
      <div className="grid min-w-0 gap-5 xl:grid-cols-2">
        {ANALYTICS_CHARTS.map((chart) => (
          <ChartCard key={chart} chart={chart} range={range} enabled={valid} />
        ))}
      </div>
    </div>
  );
}
