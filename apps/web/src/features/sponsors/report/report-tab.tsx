import { useState } from 'react';
import { Download } from 'lucide-react';
import { daysBetweenDateKeys, SPONSOR_LIMITS, SPONSOR_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useAppConfig } from '@/lib/app-config';
import { reportCsvHref, thisMonth, useSponsorReport } from '../api/report';
import { useSponsors } from '../api/sponsors';
import { LoadState } from '../components/load-state';
import { useTabSelection } from '../sponsor-tabs';
import { SPONSOR_WEB } from '../strings';
import { ReportView } from './report-view';

/** Rapport: a sponsor and a range of station dates (this month to begin with), the report and its CSV. */
export function ReportTab() {
  const { timeZone } = useAppConfig();
  const sponsors = useSponsors();
  const [selectedId, select] = useTabSelection('sponsor-id');
  const [range, setRange] = useState(() => thisMonth(new Date(), timeZone));
  const list = sponsors.data ?? [];
  const sponsor = list.find((s) => s.id === selectedId) ?? list[0] ?? null;
  const rangeOk = range.from !== '' && range.to !== '' && range.from <= range.to && daysBetweenDateKeys(range.from, range.to) < SPONSOR_LIMITS.reportMaxDays;
  const report = useSponsorReport(sponsor && rangeOk ? sponsor.id : null, range.from, range.to);
  const r = SPONSOR_WEB.report;

  return (
    <LoadState query={sponsors}>
      {!sponsor ? (
        <Card>
          <CardContent className="pt-6 text-sm text-muted-foreground">{SPONSOR_WEB.sponsor.noneReader}</CardContent>
        </Card>
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-2">
              <Label htmlFor="report-sponsor">{r.sponsor}</Label>
              <NativeSelect id="report-sponsor" value={sponsor.id} onChange={(e) => select(e.target.value, { replace: true })} className="w-56">
                {list.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="report-from">{r.from}</Label>
              <DateField id="report-from" value={range.from} max={range.to || undefined} onChange={(from) => setRange((x) => ({ ...x, from }))} className="w-44" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="report-to">{r.to}</Label>
              <DateField id="report-to" value={range.to} min={range.from || undefined} onChange={(to) => setRange((x) => ({ ...x, to }))} className="w-44" />
            </div>
            {rangeOk && (
              <Button asChild variant="outline">
                <a href={reportCsvHref(sponsor.id, range.from, range.to)} download>
                  <Download aria-hidden />
                  {r.csv}
                </a>
              </Button>
            )}
          </div>
          {!rangeOk ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {SPONSOR_STRINGS.rangeInvalid}
            </p>
          ) : (
            <LoadState query={report}>{report.data && <ReportView report={report.data} timeZone={timeZone} />}</LoadState>
          )}
        </div>
      )}
    </LoadState>
  );
}
