import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { QUIZ_PARTICIPANT_KIND_LABELS, quizParticipantAddSchema } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useAddParticipant } from './api';
import { FormError } from '@/components/ui/form-error';
import { LIVE } from './strings';

type Kind = 'caller' | 'guest';

/** "Legg til innringer": a caller (or a studio guest) by name and, for a caller, the phone number. */
export function AddParticipantDialog({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden />
          {LIVE.addCaller}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <AddParticipantForm sessionId={sessionId} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddParticipantForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [kind, setKind] = useState<Kind>('caller');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddParticipant(sessionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the messages are the ones it would give.
    const parsed = quizParticipantAddSchema.safeParse({ kind, name, phone: kind === 'caller' && phone.trim() !== '' ? phone : undefined });
    if (!parsed.success) {
      const found: { name?: string; phone?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'phone') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(null);
    add.mutate(parsed.data, {
      onSuccess: (participant) => {
        toast({ title: LIVE.added(participant.name), duration: 3000 });
        onDone();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{LIVE.addCaller}</DialogTitle>
        <DialogDescription>{LIVE.addCallerDescription}</DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{LIVE.kind}</legend>
        <div className="flex flex-wrap gap-4">
          {(['caller', 'guest'] as const).map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="size-4 accent-primary" />
              {QUIZ_PARTICIPANT_KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={LIVE.name} error={errors.name}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </FormField>
      {kind === 'caller' && (
        <FormField label={LIVE.phone} error={errors.phone}>
          <Input value={phone} onChange={(e) => setPhone(e.target.value)} type="tel" inputMode="tel" autoComplete="off" />
        </FormField>
      )}
      <FormError message={serverError} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {LIVE.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={add.isPending || offline} {...controlProps}>
              {LIVE.add}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
