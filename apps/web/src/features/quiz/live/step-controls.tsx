import { useState } from 'react';
import { Pause, Play, SkipForward, Square, StepForward } from 'lucide-react';
import type { QuizStaffState, QuizStepAction } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useStep } from './api';
import { nextStepOf, sideControlsOf, stepBody } from './next-step';
import { LIVE } from './strings';
import { useStepHotkey } from './use-step-hotkey';

/**
 * The producer's run: one primary button whose label says what it does next (also on Space and
 * Enter), and pause/resume, skip and finish beside it. Every step carries the phase and question
 * the screen showed, so a double press never skips a question.
 */
export function StepControls({ state, timeUp }: { state: QuizStaffState; timeUp: boolean }) {
  const step = useStep();
  const [confirm, setConfirm] = useState<'skip' | 'finish' | null>(null);
  const next = nextStepOf(state);
  const side = sideControlsOf(state, timeUp);
  const online = useOnline();

  const run = (action: QuizStepAction, onDone?: () => void) => {
    if (step.isPending) return;
    step.mutate(
      { sessionId: state.id, step: stepBody(action, state) },
      {
        onSuccess: () => onDone?.(),
        onError: (error) => {
          toast({ title: LIVE.actionFailed, description: errorMessage(error), variant: 'destructive' });
          onDone?.();
        },
      },
    );
  };

  useStepHotkey(next && online ? () => run(next.action) : null);

  return (
    <section aria-label={LIVE.steps} className="grid gap-3">
      <RequiresNetwork className="w-full">
        {({ offline, controlProps }) => (
          <div className="flex w-full flex-wrap items-center gap-2">
            {next && (
              <Button size="lg" className="h-14 min-w-64 flex-1 text-lg sm:flex-none" disabled={offline || step.isPending} onClick={() => run(next.action)} aria-keyshortcuts="Space Enter" {...controlProps}>
                <StepForward aria-hidden />
                {next.label}
              </Button>
            )}
            {side.pause && (
              <Button variant="outline" size="lg" disabled={offline || step.isPending} onClick={() => run('pause')} {...controlProps}>
                <Pause aria-hidden />
                {LIVE.pause}
              </Button>
            )}
            {side.resume && (
              <Button variant="outline" size="lg" disabled={offline || step.isPending} onClick={() => run('resume')} {...controlProps}>
                <Play aria-hidden />
                {LIVE.resume}
              </Button>
            )}
            {side.skip && (
              <Button variant="outline" size="lg" disabled={offline || step.isPending} onClick={() => setConfirm('skip')} {...controlProps}>
                <SkipForward aria-hidden />
                {LIVE.skip}
              </Button>
            )}
            {side.finish && (
              <Button variant="ghost" size="lg" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" disabled={offline || step.isPending} onClick={() => setConfirm('finish')} {...controlProps}>
                <Square aria-hidden />
                {LIVE.finish}
              </Button>
            )}
          </div>
        )}
      </RequiresNetwork>
      {next && <p className="text-xs text-muted-foreground">{LIVE.stepHint}: {next.label}</p>}
      <ConfirmStep
        kind={confirm}
        busy={step.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && run(confirm, () => setConfirm(null))}
      />
    </section>
  );
}

/** Skipping and finishing cannot be undone, so they ask first (focus starts on "Avbryt"). */
function ConfirmStep({ kind, busy, onCancel, onConfirm }: { kind: 'skip' | 'finish' | null; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const texts = kind === 'skip' ? { title: LIVE.skipTitle, text: LIVE.skipText, confirm: LIVE.skipConfirm } : { title: LIVE.finishTitle, text: LIVE.finishText, confirm: LIVE.finishConfirm };
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-cancel onClick={onCancel}>
            {LIVE.cancel}
          </Button>
          <Button variant={kind === 'finish' ? 'destructive' : 'default'} disabled={busy} onClick={onConfirm}>
            {texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
