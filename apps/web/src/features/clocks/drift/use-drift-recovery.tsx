import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { CLOCK_DRIFT_STRINGS, CLOCK_LIMITS, type ClockElementsChangedResponse } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { haptic } from '@/lib/mobile';
import { undoDriftAction, useDriftAction, type DriftAction } from '../drift-api';

/**
 * Runs one drift recovery action (issue 19) and says what it did in a toast with 'Angre' for
 * CLOCK_LIMITS.undoSeconds. The undo is a plain request, so it works after the button that started
 * the action has gone (the catch-up notice disappears once the drift is cleared).
 */
export function useDriftRecovery() {
  const queryClient = useQueryClient();
  const mutation = useDriftAction();
  const run = (action: DriftAction, title: string) => {
    // Fire and forget: both outcomes end in a toast here, also if the clicked button is gone by then.
    void mutation.mutateAsync(action).then(
      (answer) => {
        haptic('medium');
        announce(queryClient, action, title, answer);
      },
      (error: unknown) => toast({ title: CLOCK_DRIFT_STRINGS.actionFailed, description: errorMessage(error), variant: 'destructive' }),
    );
  };
  return { run, busy: mutation.isPending };
}

export type DriftRecovery = ReturnType<typeof useDriftRecovery>;

function messageOf(action: DriftAction, title: string, answer: ClockElementsChangedResponse): { title: string; description?: string } | null {
  switch (action.kind) {
    case 'mark_until':
      return answer.elements.length === 0
        ? { title: CLOCK_DRIFT_STRINGS.nothingToMark }
        : { title: CLOCK_DRIFT_STRINGS.markedUntil(answer.elements.length), description: `${CLOCK_DRIFT_STRINGS.bulkNote}: ${CLOCK_DRIFT_STRINGS.bulkNoteLong.toLowerCase()}.` };
    case 'start_from':
      return { title: CLOCK_DRIFT_STRINGS.startedFrom(title), description: CLOCK_DRIFT_STRINGS.skippedBefore(answer.elements.filter((e) => e.sent_status === 'skipped').length) };
    case 'skip':
      return answer.elements.length === 0 ? null : { title: action.skipped ? CLOCK_DRIFT_STRINGS.skippedOne(title) : CLOCK_DRIFT_STRINGS.unskippedOne(title) };
  }
}

function announce(queryClient: QueryClient, action: DriftAction, title: string, answer: ClockElementsChangedResponse) {
  const message = messageOf(action, title, answer);
  if (!message) return;
  const { undo } = answer;
  if (!undo) {
    toast({ title: message.title, description: message.description });
    return;
  }
  // The button that was clicked may be gone now; keyboard focus then goes to 'Angre'.
  const focusWasLost = () => !document.activeElement || document.activeElement === document.body;
  const handle = toast({
    title: message.title,
    variant: 'success',
    duration: CLOCK_LIMITS.undoSeconds * 1000,
    description: (
      <span className="grid gap-2">
        {message.description && <span>{message.description}</span>}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          data-clock-undo={undo.token}
          aria-label={CLOCK_DRIFT_STRINGS.undoLabel}
          onClick={() => {
            handle.dismiss();
            void undoAction(queryClient, undo.token);
          }}
        >
          <Undo2 aria-hidden /> {CLOCK_DRIFT_STRINGS.undo}
        </Button>
      </span>
    ),
  });
  setTimeout(() => {
    if (focusWasLost()) document.querySelector<HTMLButtonElement>(`[data-clock-undo="${undo.token}"]`)?.focus();
  }, 100);
}

async function undoAction(queryClient: QueryClient, token: string) {
  try {
    await undoDriftAction(queryClient, token);
    haptic('light');
    toast({ title: CLOCK_DRIFT_STRINGS.undone });
  } catch (error) {
    toast({ title: CLOCK_DRIFT_STRINGS.undoFailed, description: errorMessage(error), variant: 'destructive' });
  }
}
