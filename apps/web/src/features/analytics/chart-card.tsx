import { useId, useState } from 'react';
import { Download, Table2 } from 'lucide-react';
import { ANALYTICS_CHART_DESCRIPTIONS, ANALYTICS_CHART_TITLES, ANALYTICS_STRINGS as S, type AnalyticsChart } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { analyticsCsvHref, useAnalyticsChart, type DateRange } from './api';
import { chartIsEmpty, chartShape, MAX_BARS } from './chart-data';
import { ChartView } from './chart-view';
import { DataTable } from './data-table';

/** One chart: its title, the picture, "Vis tabell" (the same numbers as a table) and "Last ned CSV". */
export function ChartCard({ chart, range, enabled }: { chart: AnalyticsChart; range: DateRange; enabled: boolean }) {
  const query = useAnalyticsChart(chart, range, enabled);
  const [tableOpen, setTableOpen] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const title = ANALYTICS_CHART_TITLES[chart];
  const answer = query.data;
  const shape = answer ? chartShape(answer) : null;
  const empty = !shape || chartIsEmpty(chart, shape);
  const truncated = chart === 'podcast-episodes' && (answer?.rows.length ?? 0) > MAX_BARS;

  return (
    <Card aria-labelledby={headingId} role="region" className="min-w-0">
      <CardContent className="grid gap-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="max-w-prose text-sm text-muted-foreground">
              {ANALYTICS_CHART_DESCRIPTIONS[chart]}
              {truncated && ` De ${MAX_BARS} mest spilte vises i grafen; tabellen har alle.`}
            </p>
          </div>
          {enabled && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                className="max-md:min-h-11"
                aria-label={`${tableOpen ? S.hideTable : S.showTable}: ${title}`}
                aria-expanded={tableOpen}
                aria-controls={tableId}
                onClick={() => setTableOpen((open) => !open)}
                disabled={!answer}
              >
                <Table2 aria-hidden />
                {tableOpen ? S.hideTable : S.showTable}
              </Button>
              <Button asChild variant="outline" size="sm" className="max-md:min-h-11">
                <a href={analyticsCsvHref(chart, range)} download aria-label={`${S.downloadCsv}: ${title}`}>
                  <Download aria-hidden />
                  {S.downloadCsv}
                </a>
              </Button>
            </div>
          )}
        </div>
        {query.isPending && query.fetchStatus !== 'idle' ? (
          <p role="status" className="flex h-72 items-center justify-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {S.loading}
          </p>
        ) : query.isError && !answer ? (
          <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
            <p>{errorMessage(query.error, S.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {S.retry}
            </Button>
          </div>
        ) : empty ? (
          <p className="flex h-24 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">{S.empty}</p>
        ) : (
          <ChartView shape={shape} label={`${title}. Tallene står i tabellen.`} />
        )}
        <div id={tableId} hidden={!tableOpen} className="min-w-0">
          {tableOpen && answer && <DataTable answer={answer} caption={title} />}
        </div>
      </CardContent>
    </Card>
  );
}
