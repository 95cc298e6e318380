import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLOCK_DRIFT_STRINGS, formatMmSs, isValidDateKey, type ActiveClock, type ClockContentElement } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { dayQuery } from '../api';
import { useStationDay } from '../hooks/use-station-day';
import { hourRange, plannedAt, signedMmSs, wallTime } from '../lib/format';
import { ElementTypeBadge } from './element-type-badge';
import { PersonChip } from './person-chip';
import { SentTimeEditor } from './sent-time-editor';

/**
 * The as-run log of a day: what was planned, when it was really sent, how far off, and by whom;
 * which elements were left out ('Utelatt'), and which were marked in bulk with their planned time
 * ("Markert samlet": no measured time, so they count for nothing in the average deviation).
 */
export function AsRunView() {
  const { date: today, timeZone } = useStationDay(60_000);
  const [date, setDate] = useState(today);
  const { can } = useAuth();
  const canEdit = can('markClockElementSent');
  const valid = isValidDateKey(date) && date <= today;
  const { data, isPending, isError } = useQuery({ ...dayQuery(date, date === today), enabled: valid });

  return (
    <div className="grid grid-cols-1 gap-5 [&>*]:min-w-0">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
        <FormField label="Dato" className="w-48" error={date && !valid ? 'Velg en dato fram til i dag' : undefined}>
          <Input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        {data && <Summary clocks={data.clocks} />}
      </div>
      {!valid ? null : isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Henter sendeloggen...
        </div>
      ) : isError ? (
        <p role="alert" className="py-10 text-center text-sm">
          Kunne ikke hente sendeloggen.
        </p>
      ) : data.clocks.length === 0 ? (
        <p className="rounded-lg border border-dashed py-12 text-center text-sm text-muted-foreground">Ingen klokker gikk denne dagen.</p>
      ) : (
        data.clocks.map((clock) => <AsRunClock key={clock.id} clock={clock} timeZone={timeZone} canEdit={canEdit} />)
      )}
    </div>
  );
}

function Summary({ clocks }: { clocks: ActiveClock[] }) {
  const elements = clocks.flatMap((c) => c.elements.map((e) => ({ ...e, planned: plannedAt(c.starts_at, e.start_offset_s) })));
  const sent = elements.filter((e) => e.sent_at);
  const measured = sent.filter((e) => !e.marked_in_bulk);
  const skipped = elements.filter((e) => e.sent_status === 'skipped').length;
  const bulk = sent.length - measured.length;
  const average = measured.length ? Math.round(measured.reduce((sum, e) => sum + (Date.parse(e.sent_at!) - e.planned) / 1000, 0) / measured.length) : 0;
  return (
    <p className="pb-2 text-sm text-muted-foreground">
      <span className="tabular font-medium text-foreground">
        {sent.length} av {elements.length}
      </span>{' '}
      elementer sendt
      {bulk > 0 && (
        <>
          {' '}
          (<span className="tabular">{bulk}</span> {CLOCK_DRIFT_STRINGS.bulkNote.toLowerCase()})
        </>
      )}
      {skipped > 0 && (
        <>
          {' '}
          · <span className="tabular font-medium text-foreground">{skipped}</span> utelatt
        </>
      )}
      {measured.length > 0 && (
        <>
          {' '}
          · gjennomsnittlig avvik <span className="tabular font-medium text-foreground">{signedMmSs(average)}</span>
        </>
      )}
    </p>
  );
}

/** 'Utelatt' or "Markert samlet" next to the sent time: what the as-run record is (issue 19). */
function MarkNote({ element }: { element: ClockContentElement }) {
  if (element.sent_status === 'skipped') return <Badge variant="warning">{CLOCK_DRIFT_STRINGS.skipped}</Badge>;
  if (element.sent_status === 'sent' && element.marked_in_bulk) {
    return (
      <Badge variant="secondary" title={CLOCK_DRIFT_STRINGS.bulkNoteLong} className="font-sans">
        {CLOCK_DRIFT_STRINGS.bulkNote}
        <span className="sr-only">: {CLOCK_DRIFT_STRINGS.bulkNoteLong.toLowerCase()}</span>
      </Badge>
    );
  }
  return null;
}

function AsRunClock({ clock, timeZone, canEdit }: { clock: ActiveClock; timeZone: string; canEdit: boolean }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <span aria-hidden className="h-7 w-1.5 rounded-full" style={{ backgroundColor: clock.color }} />
        <CardTitle className="flex-1 truncate">{clock.name}</CardTitle>
        <span className="text-sm text-muted-foreground">{hourRange(clock.hour)}</span>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:hidden" aria-label={`Sendelogg for ${clock.name}`}>
          {clock.elements.map((element) => {
            const planned = plannedAt(clock.starts_at, element.start_offset_s);
            const deviation = element.sent_at && !element.marked_in_bulk ? Math.round((Date.parse(element.sent_at) - planned) / 1000) : null;
            return (
              <li key={element.id} className="grid gap-0.5 border-b pb-2 text-sm last:border-0">
                <span className="flex items-baseline gap-2">
                  <span className="tabular font-mono text-xs text-muted-foreground">{wallTime(planned, timeZone)}</span>
                  <span className="font-medium">{element.title}</span>
                </span>
                <span className="tabular flex flex-wrap items-center gap-x-2 font-mono text-xs">
                  <SentTimeEditor element={element} date={clock.broadcast_date} timeZone={timeZone} canEdit={canEdit} />
                  <MarkNote element={element} />
                  {deviation !== null && <span className={cn(Math.abs(deviation) >= 60 && 'font-semibold text-amber-700 dark:text-amber-300')}>({signedMmSs(deviation)})</span>}
                  {element.sent_by && <PersonChip person={element.sent_by} className="font-sans" />}
                </span>
              </li>
            );
          })}
        </ol>
        <table className="hidden w-full text-sm sm:table">
          <caption className="sr-only">Sendelogg for {clock.name}</caption>
          <thead>
            <tr className="border-b text-left text-xs uppercase tracking-wider text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-semibold">Planlagt</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Element</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Sendt</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Avvik</th>
              <th scope="col" className="py-2 font-semibold">Av</th>
            </tr>
          </thead>
          <tbody>
            {clock.elements.map((element) => {
              const planned = plannedAt(clock.starts_at, element.start_offset_s);
              const deviation = element.sent_at && !element.marked_in_bulk ? Math.round((Date.parse(element.sent_at) - planned) / 1000) : null;
              return (
                <tr key={element.id} className="border-b last:border-0">
                  <td className="tabular py-2 pr-3 font-mono text-xs text-muted-foreground">{wallTime(planned, timeZone)}</td>
                  <td className="py-2 pr-3">
                    <span className="block font-medium">{element.title}</span>
                    <ElementTypeBadge type={element.type} />
                  </td>
                  <td className="tabular py-2 pr-3 font-mono text-xs">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <SentTimeEditor element={element} date={clock.broadcast_date} timeZone={timeZone} canEdit={canEdit} />
                      <MarkNote element={element} />
                    </span>
                  </td>
                  <td
                    className={cn(
                      'tabular py-2 pr-3 font-mono text-xs',
                      deviation !== null && Math.abs(deviation) >= 60 && 'font-semibold text-amber-700 dark:text-amber-300',
                    )}
                  >
                    {deviation === null ? '–' : signedMmSs(deviation)}
                  </td>
                  <td className="py-2">{element.sent_by ? <PersonChip person={element.sent_by} /> : <span className="text-muted-foreground">–</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="sr-only">Varighet totalt {formatMmSs(clock.elements.reduce((s, e) => s + e.duration_s, 0))}</p>
      </CardContent>
    </Card>
  );
}
