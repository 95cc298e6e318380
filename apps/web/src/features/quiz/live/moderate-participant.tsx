import { useState, type FormEvent } from 'react';
import { QUIZ_LIMITS, QUIZ_STRINGS, type QuizLeaderboardEntry } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useUpdateParticipant } from './api';
import { FormError } from '@/components/ui/form-error';
import { LIVE } from './strings';

/** A nickname that does not belong on screen or on air gets a new name (the player keeps their points). */
export function RenameForm({ sessionId, entry, onDone }: { sessionId: string; entry: QuizLeaderboardEntry; onDone: () => void }) {
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateParticipant(sessionId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(QUIZ_STRINGS.participantNameRequired);
      return;
    }
    setError(null);
    setServerError(null);
    update.mutate(
      { participantId: entry.participant_id, change: { name: trimmed } },
      {
        onSuccess: () => {
          toast({ title: LIVE.renamed, duration: 3000 });
          onDone();
        },
        onError: (e) => setServerError(errorMessage(e)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{LIVE.renameTitle(entry.name)}</DialogTitle>
        <DialogDescription>{LIVE.renameDescription}</DialogDescription>
      </DialogHeader>
      <FormField label={LIVE.name} error={error ?? undefined}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={QUIZ_LIMITS.participantNameMax} autoComplete="off" />
      </FormField>
      <FormError message={serverError} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {LIVE.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={update.isPending || offline} {...controlProps}>
              {LIVE.save}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}

/** Removing a participant takes them off the leaderboard; it asks first. */
export function RemoveConfirm({ sessionId, entry, onDone }: { sessionId: string; entry: QuizLeaderboardEntry; onDone: () => void }) {
  const update = useUpdateParticipant(sessionId);
  const remove = () =>
    update.mutate(
      { participantId: entry.participant_id, change: { removed: true } },
      {
        onSuccess: () => {
          toast({ title: LIVE.removed(entry.name), duration: 3000 });
          onDone();
        },
        onError: (e) => toast({ title: LIVE.actionFailed, description: errorMessage(e), variant: 'destructive' }),
      },
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>{LIVE.removeTitle(entry.name)}</DialogTitle>
        <DialogDescription>{LIVE.removeText}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" data-cancel onClick={onDone}>
          {LIVE.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button variant="destructive" disabled={update.isPending || offline} onClick={remove} {...controlProps}>
              {LIVE.remove}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </>
  );
}
