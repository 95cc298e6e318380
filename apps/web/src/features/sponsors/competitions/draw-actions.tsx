import { useState, type FormEvent } from 'react';
import { Dices, Lock, RotateCcw } from 'lucide-react';
import { drawRuleText, redrawInputSchema, SPONSOR_LIMITS, type Competition } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useCloseCompetition, useDraw } from '../api/competitions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SPONSOR_WEB } from '../strings';
import { stationMoment } from './competition-format';

const DAY_MS = 86_400_000;

/** The rule the draw will apply, worded as its audit record will store it, for the confirm dialog. */
export function ruleForDraw(competition: Competition, now: Date, timeZone?: string): string {
  return drawRuleText({
    entryFrom: stationMoment(competition.opens_at, timeZone),
    entryTo: stationMoment(competition.closes_at, timeZone),
    excludeDays: competition.exclude_days,
    excludeFrom: stationMoment(new Date(now.getTime() - competition.exclude_days * DAY_MS).toISOString(), timeZone),
    excludeTo: stationMoment(now.toISOString(), timeZone),
  });
}

/** "Steng nå": the entry window ends now; later entries are listed as late and never drawn. */
export function CloseButton({ competition }: { competition: Competition }) {
  const [open, setOpen] = useState(false);
  const close = useCloseCompetition();
  const d = SPONSOR_WEB.draw;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Lock aria-hidden />
        {d.close}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) close.reset();
        }}
        title={d.closeTitle}
        description={d.closeDescription}
        confirmLabel={d.close}
        busy={close.isPending}
        error={close.error ? errorMessage(close.error) : null}
        onConfirm={() =>
          close.mutate(competition.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: d.closed, duration: 3000 });
            },
          })
        }
      />
    </>
  );
}

/** "Trekk vinner": confirms with the rule in words, then draws once (the server refuses a second one). */
export function DrawButton({ competition, timeZone }: { competition: Competition; timeZone: string }) {
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const draw = useDraw();
  const d = SPONSOR_WEB.draw;
  return (
    <>
      <Button onClick={() => setOpenedAt(new Date())}>
        <Dices aria-hidden />
        {d.draw}
      </Button>
      <ConfirmDialog
        open={openedAt !== null}
        onOpenChange={(next) => {
          if (!next) {
            setOpenedAt(null);
            draw.reset();
          }
        }}
        title={d.drawTitle}
        description={d.drawRule}
        confirmLabel={d.drawConfirm}
        busy={draw.isPending}
        error={draw.error ? errorMessage(draw.error) : null}
        onConfirm={() =>
          draw.mutate(
            { competitionId: competition.id },
            {
              onSuccess: ({ winner }) => {
                setOpenedAt(null);
                toast({ title: d.drawn(winner.name), variant: 'success', duration: 6000 });
              },
            },
          )
        }
      >
        {openedAt && <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm leading-relaxed">{ruleForDraw(competition, openedAt, timeZone)}</p>}
      </ConfirmDialog>
    </>
  );
}

/** "Trekk på nytt": only with a reason; the earlier winner is marked replaced and left out. */
export function RedrawButton({ competition }: { competition: Competition }) {
  const [open, setOpen] = useState(false);
  const d = SPONSOR_WEB.draw;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden />
        {d.redraw}
      </Button>
      <DialogContent>{open && <RedrawForm competition={competition} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function RedrawForm({ competition, onDone }: { competition: Competition; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const draw = useDraw();
  const d = SPONSOR_WEB.draw;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = redrawInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    draw.mutate(
      { competitionId: competition.id, reason: parsed.data.reason },
      {
        onSuccess: ({ winner }) => {
          toast({ title: d.drawn(winner.name), variant: 'success', duration: 6000 });
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{d.redrawTitle}</DialogTitle>
        <DialogDescription>{d.redrawDescription}</DialogDescription>
      </DialogHeader>
      <FormField label={d.reason} error={error}>
        <Textarea value={reason} rows={3} maxLength={SPONSOR_LIMITS.reasonMax} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <FormError message={draw.error ? errorMessage(draw.error) : null} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {SPONSOR_WEB.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={draw.isPending || offline} {...controlProps}>
              {d.redraw}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
