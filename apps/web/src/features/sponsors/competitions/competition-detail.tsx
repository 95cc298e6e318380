import { useState } from 'react';
import { AlertTriangle, ArrowLeft, Gift, Pencil, Trash2 } from 'lucide-react';
import { ENTRY_CHANNEL_LABELS, SPONSOR_STRINGS, type CompetitionDetail } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useCompetition, useDeleteCompetition } from '../api/competitions';
import { useSponsors } from '../api/sponsors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadState } from '../components/load-state';
import { SPONSOR_WEB } from '../strings';
import { WinnerLine } from '../winners/winner-line';
import { CallerEntryForm } from './caller-entry-form';
import { CompetitionFormDialog } from './competition-form-dialog';
import { STATUS_VARIANT, stationWindow, statusLabel } from './competition-format';
import { CloseButton, DrawButton, RedrawButton } from './draw-actions';
import { DrawAudit } from './draw-audit';
import { EntriesTable } from './entries-table';

/** One competition: what it is, the callers' form, the live entries, the draw and its audit records, the winner. */
export function CompetitionDetailView({ id, runs, onBack }: { id: string; runs: boolean; onBack: () => void }) {
  const detail = useCompetition(id);
  return (
    <div className="grid gap-5">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 justify-self-start">
        <ArrowLeft aria-hidden />
        {SPONSOR_WEB.competition.backToList}
      </Button>
      <LoadState query={detail}>{detail.data && <DetailBody detail={detail.data} runs={runs} onDeleted={onBack} />}</LoadState>
    </div>
  );
}

function DetailBody({ detail, runs, onDeleted }: { detail: CompetitionDetail; runs: boolean; onDeleted: () => void }) {
  const { competition, entries, draws, winners } = detail;
  const { timeZone } = useAppConfig();
  const sponsors = useSponsors();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCompetition();
  const c = SPONSOR_WEB.competition;
  const d = SPONSOR_WEB.draw;
  const drawn = draws.length > 0;
  const acceptsEntries = competition.status === 'open';
  const canClose = competition.status === 'open';
  const deletable = entries.length === 0 && !drawn;
  const orderedDraws = [...draws].sort((a, b) => a.drawn_at.localeCompare(b.drawn_at));

  return (
    <>
      <header className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 basis-72 gap-1.5">
          <h2 className="flex flex-wrap items-center gap-2 break-words text-xl font-semibold tracking-tight">
            {competition.title}
            <Badge variant={STATUS_VARIANT[competition.status]}>
              <span className="sr-only">{c.status}: </span>
              {statusLabel(competition.status)}
            </Badge>
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{competition.sponsor_name}</span>
            <span className="inline-flex items-center gap-1">
              <Gift aria-hidden className="size-4" />
              <span className="sr-only">{c.prize}: </span>
              {competition.prize}
            </span>
            <span className="tabular">{stationWindow(competition.opens_at, competition.closes_at, timeZone)}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {competition.channels.map((ch) => ENTRY_CHANNEL_LABELS[ch]).join(', ')}
            {competition.sms_keyword && (
              <>
                {' · '}
                {c.keyword}: <span className="font-mono font-semibold text-foreground">{competition.sms_keyword}</span>
              </>
            )}
            {' · '}
            {c.entries(competition.entries)}
            {competition.late_entries > 0 && ` · ${c.late(competition.late_entries)}`}
          </p>
        </div>
        {runs && (
          <div className="flex flex-wrap gap-2">
            {!drawn && sponsors.data && (
              <CompetitionFormDialog
                competition={competition}
                sponsors={sponsors.data}
                trigger={
                  <Button variant="outline" size="sm">
                    <Pencil aria-hidden />
                    {SPONSOR_WEB.edit}
                  </Button>
                }
              />
            )}
            {deletable && (
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                {SPONSOR_WEB.delete}
              </Button>
            )}
          </div>
        )}
      </header>

      {competition.lottery_warning && (
        <p className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {SPONSOR_STRINGS.lotteryWarning}
        </p>
      )}

      <section aria-label={c.rules} className="grid gap-2 rounded-xl border bg-muted/30 p-4 text-sm">
        {competition.question && (
          <p>
            <span className="font-medium">{c.question}: </span>
            {competition.question}
          </p>
        )}
        <p className="whitespace-pre-wrap text-muted-foreground">{competition.rules_text}</p>
      </section>

      {(runs || acceptsEntries) && (
        <div className="flex flex-wrap items-center gap-2">
          {runs && canClose && <CloseButton competition={competition} />}
          {runs && competition.status === 'closed' && !drawn && <DrawButton competition={competition} timeZone={timeZone} />}
          {runs && drawn && <RedrawButton competition={competition} />}
        </div>
      )}

      {acceptsEntries && <CallerEntryForm competitionId={competition.id} question={competition.question} />}

      <section aria-labelledby="entries-title" className="grid gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 id="entries-title" className="text-lg font-semibold">
            {SPONSOR_WEB.entries.title}
          </h3>
          {acceptsEntries && <p className="text-xs text-muted-foreground">{SPONSOR_WEB.entries.live}</p>}
        </div>
        <EntriesTable competitionId={competition.id} entries={entries} timeZone={timeZone} canInvalidate={runs && !drawn} />
      </section>

      {winners.length > 0 && (
        <section aria-labelledby="competition-winner-title" className="grid gap-2">
          <h3 id="competition-winner-title" className="text-lg font-semibold">
            {d.winnersTitle}
          </h3>
          <ul className="grid gap-2">
            {[...winners]
              .sort((a, b) => b.drawn_at.localeCompare(a.drawn_at))
              .map((winner) => (
                <WinnerLine key={winner.id} winner={winner} timeZone={timeZone} showCompetition={false} />
              ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="audit-title" className="grid gap-3">
        <h3 id="audit-title" className="text-lg font-semibold">
          {d.auditTitle}
        </h3>
        {orderedDraws.length === 0 ? (
          <p className="text-sm text-muted-foreground">{d.noDraws}</p>
        ) : (
          orderedDraws.map((draw, index) => <DrawAudit key={draw.id} draw={draw} number={index + 1} timeZone={timeZone} />)
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={c.deleteCompetition}
        description={c.deleteConfirm(competition.title)}
        confirmLabel={c.deleteCompetition}
        destructive
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(competition.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: c.deleted, duration: 3000 });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
