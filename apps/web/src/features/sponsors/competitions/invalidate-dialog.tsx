import { useState, type FormEvent } from 'react';
import { entryInvalidateInputSchema, SPONSOR_LIMITS, type CompetitionEntry } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useInvalidateEntry } from '../api/competitions';
import { SPONSOR_WEB } from '../strings';

/** "Ugyldig": an entry left out of the draw, with the reason the audit record will show. */
export function InvalidateDialog({ competitionId, entry, onClose }: { competitionId: string; entry: CompetitionEntry; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invalidate = useInvalidateEntry();
  const e = SPONSOR_WEB.entries;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = entryInvalidateInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invalidate.mutate(
      { competitionId, entryId: entry.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ title: e.invalidated, duration: 3000 });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{e.invalidateTitle(entry.name)}</DialogTitle>
            <DialogDescription>{e.invalidateDescription}</DialogDescription>
          </DialogHeader>
          <FormField label={e.reason} error={error}>
            <Input value={reason} maxLength={SPONSOR_LIMITS.reasonMax} onChange={(ev) => setReason(ev.target.value)} autoComplete="off" />
          </FormField>
          <FormError message={invalidate.error ? errorMessage(invalidate.error) : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {SPONSOR_WEB.cancel}
            </Button>
            <RequiresNetwork className="justify-end">
              {({ offline, controlProps }) => (
                <Button type="submit" variant="destructive" disabled={invalidate.isPending || offline} {...controlProps}>
                  {e.invalidate}
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
