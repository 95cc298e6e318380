import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { addDaysToDateKey, showConflicts, SHOW_PLAN_STRINGS, type ScheduledShow } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { useStationDay } from '@/features/clocks';
import { weekQuery } from '../api';
import { useShowPlanRealtime } from '../hooks/use-show-plan-realtime';
import { isoWeek, weekBounds, weekFromParam, weekLabel } from '../lib/week';
import { RundownDialog } from './rundown-dialog';
import { ShowDialog } from './show-dialog';
import { TemplatesDialog } from './templates-dialog';
import { WeekGrid } from './week-grid';

/**
 * /show-plan, 'Sendeplan': the week of shows (Monday first, station time) with overlaps flagged,
 * one-off shows and show templates for planners, and each show's rundown. The week (?uke=) and the
 * open show (?sending=) live in the URL, so a link or a reload lands on the same view.
 */
export default function ShowPlanPage() {
  const { now, timeZone, date: today } = useStationDay(60_000);
  const { can } = useAuth();
  const planner = can('editPlanning');
  const [params, setParams] = useSearchParams();
  const monday = weekFromParam(params.get('uke'), now, timeZone);
  const openId = params.get('sending');
  const [dialog, setDialog] = useState<{ kind: 'new-show' } | { kind: 'edit-show'; show: ScheduledShow } | { kind: 'templates' } | null>(null);

  useShowPlanRealtime();
  const { from, to } = weekBounds(monday, timeZone);
  const { data: shows, isPending, isError, refetch } = useQuery(weekQuery(from, to));
  const inWeek = shows?.find((s) => s.id === openId);
  // A link to a show outside the week on screen still opens it.
  const { data: linked } = useQuery({
    queryKey: ['show-plan', 'show', openId],
    queryFn: ({ signal }) => api.get<{ show: ScheduledShow }>(`/api/shows/${openId}`, { signal }).then((r) => r.show),
    enabled: !!openId && !!shows && !inWeek,
    retry: 0,
  });
  const openShow = inWeek ?? linked;
  const conflictCount = shows ? showConflicts(shows).size : 0;

  const go = (next: Record<string, string | null>) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) p.delete(key);
        else p.set(key, value);
      }
      return p;
    });
  const thisWeek = weekFromParam(null, now, timeZone);

  return (
    <div className="mx-auto w-full max-w-[96rem] px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{SHOW_PLAN_STRINGS.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">Ukas sendinger med kjøreplan. Endringer ses med en gang av alle.</p>
        </div>
        {planner && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDialog({ kind: 'templates' })}>
              <CalendarClock aria-hidden /> Programmaler
            </Button>
            <Button onClick={() => setDialog({ kind: 'new-show' })}>
              <Plus aria-hidden /> Ny sending
            </Button>
          </div>
        )}
      </header>

      <nav aria-label="Velg uke" className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Forrige uke" onClick={() => go({ uke: addDaysToDateKey(monday, -7) })}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => go({ uke: null })} disabled={monday === thisWeek}>
            Denne uka
          </Button>
          <Button variant="outline" size="icon" aria-label="Neste uke" onClick={() => go({ uke: addDaysToDateKey(monday, 7) })}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {conflictCount > 0 && (
            <span className="rounded-full bg-amber-500/15 px-2.5 py-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
              {conflictCount} sendinger overlapper
            </span>
          )}
          <h2 className="text-lg font-semibold" aria-live="polite">
            Uke {isoWeek(monday)} <span className="tabular font-normal text-muted-foreground">· {weekLabel(monday)}</span>
          </h2>
        </div>
      </nav>

      {isPending ? (
        <p role="status" className="flex items-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Henter sendeplanen...
        </p>
      ) : isError ? (
        <div role="alert" className="grid justify-items-start gap-3 py-16 text-sm text-muted-foreground">
          Kunne ikke hente sendeplanen.
          <Button variant="outline" onClick={() => void refetch()}>
            Prøv igjen
          </Button>
        </div>
      ) : (
        <WeekGrid monday={monday} today={today} shows={shows} timeZone={timeZone} onOpen={(show) => go({ sending: show.id })} />
      )}

      {openShow && (
        <RundownDialog
          key={openShow.id}
          show={openShow}
          timeZone={timeZone}
          canEdit={planner}
          canSetStatus={can('markClockElementSent')}
          onEditShow={() => setDialog({ kind: 'edit-show', show: openShow })}
          onClose={() => go({ sending: null })}
        />
      )}
      {dialog?.kind === 'new-show' && (
        <ShowDialog show={null} defaultDate={monday === thisWeek ? today : monday} timeZone={timeZone} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit-show' && <ShowDialog show={dialog.show} defaultDate={today} timeZone={timeZone} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'templates' && <TemplatesDialog monday={monday} onClose={() => setDialog(null)} />}
    </div>
  );
}
