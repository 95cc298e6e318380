import { formatMmSs, type clockTotals } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DraftElement } from '../lib/draft';
import { ClockPie } from './clock-pie';

interface TemplateClockCardProps {
  elements: DraftElement[];
  totals: ReturnType<typeof clockTotals>;
  /** Where the hand points, on the template's own weekday; null otherwise. */
  nowSeconds: number | null;
  problemKeys: ReadonlySet<string>;
  highlightKey: string | null;
  /** The pie's accessible name begins with this (the template's name). */
  label: string;
  onSelect: (key: string) => void;
}

/** "Klokka": the round clock of the draft and its planned, free and over-the-hour time. */
export function TemplateClockCard({ elements, totals, nowSeconds, problemKeys, highlightKey, label, onSelect }: TemplateClockCardProps) {
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle>Klokka</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">
        <ClockPie elements={elements} nowSeconds={nowSeconds} problemKeys={problemKeys} highlightKey={highlightKey} onSelect={onSelect} label={label} />
        <dl className="grid w-full grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-lg bg-muted/60 p-2">
            <dt className="text-muted-foreground">Planlagt</dt>
            <dd className="tabular text-sm font-semibold">{formatMmSs(totals.planned)}</dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <dt className="text-muted-foreground">Ledig</dt>
            <dd className="tabular text-sm font-semibold">{formatMmSs(totals.free)}</dd>
          </div>
          <div className={totals.overBy > 0 ? 'rounded-lg bg-red-500/15 p-2 text-red-700 dark:text-red-300' : 'rounded-lg bg-muted/60 p-2'}>
            <dt className={totals.overBy > 0 ? '' : 'text-muted-foreground'}>Over timen</dt>
            <dd className="tabular text-sm font-semibold">{formatMmSs(totals.overBy)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
