import { useId, useRef, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { LISTENER_LIMITS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { canAddOption, canRemoveOption, emptyPollDraft, validatePoll, type PollDraft, type PollErrors } from '../lib/poll-form';
import { HUB } from '../strings';
import { useCreatePoll, usePollAction } from './api';

/**
 * "Ny avstemning": a question and two to six alternatives, checked by the server's own schema
 * before sending; saved as a draft, or saved and opened at once (the usual case on air).
 */
export function NewPollDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {HUB.newPoll}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">{open && <NewPollForm onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

function NewPollForm({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState<PollDraft>(emptyPollDraft);
  const [errors, setErrors] = useState<PollErrors | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const base = useId();
  const optionRefs = useRef<(HTMLInputElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const create = useCreatePoll();
  const action = usePollAction();
  const busy = create.isPending || action.isPending;

  const setOption = (index: number, value: string) => setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? value : o)) }));
  const addOption = () => {
    setDraft((d) => ({ ...d, options: [...d.options, ''] }));
    // The new field is there after the render: put the cursor in it.
    requestAnimationFrame(() => optionRefs.current[draft.options.length]?.focus());
  };
  const removeOption = (index: number) => {
    setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }));
    setErrors((e) => (e ? { ...e, options: e.options.filter((_, i) => i !== index) } : e));
    // The button that had focus is gone: go to the field before it (or the add button).
    requestAnimationFrame(() => (optionRefs.current[Math.max(0, index - 1)] ?? addRef.current)?.focus());
  };

  const submit = (openNow: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const checked = validatePoll(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors(null);
    setServerError(null);
    create.mutate(checked.value, {
      onError: (error) => setServerError(errorMessage(error)),
      onSuccess: (poll) => {
        if (!openNow) {
          toast({ title: HUB.pollCreated, duration: 3000 });
          onDone();
          return;
        }
        action.mutate(
          { id: poll.id, action: 'open' },
          {
            onSuccess: onDone,
            // The draft is saved; only opening failed. Say so where the person looks.
            onError: (error) => {
              toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' });
              onDone();
            },
          },
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={submit(false)} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{HUB.newPoll}</DialogTitle>
        <DialogDescription>{HUB.newPollDescription}</DialogDescription>
      </DialogHeader>

      <FormField label={HUB.question} error={errors?.question}>
        <Input value={draft.question} onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))} autoComplete="off" />
      </FormField>

      <fieldset className="grid gap-3" aria-describedby={errors?.general ? `${base}-options-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{HUB.options}</legend>
        {draft.options.map((option, index) => {
          const id = `${base}-option-${index}`;
          const error = errors?.options[index];
          return (
            <div key={index} className="grid gap-1.5">
              <Label htmlFor={id} className="text-xs text-muted-foreground">
                {HUB.option(index + 1)}
              </Label>
              <div className="flex gap-2">
                <Input
                  id={id}
                  ref={(el) => {
                    optionRefs.current[index] = el;
                  }}
                  value={option}
                  onChange={(e) => setOption(index, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  autoComplete="off"
                />
                {canRemoveOption(draft) && (
                  <Button variant="ghost" size="icon" aria-label={HUB.removeOption(index + 1)} onClick={() => removeOption(index)}>
                    <X aria-hidden />
                  </Button>
                )}
              </div>
              {error && (
                <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {errors?.general && (
          <p id={`${base}-options-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.general}
          </p>
        )}
        {canAddOption(draft) ? (
          <Button ref={addRef} variant="outline" className="justify-self-start" onClick={addOption}>
            <Plus aria-hidden />
            {HUB.addOption}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{HUB.optionsMax(LISTENER_LIMITS.pollOptionsMax)}</p>
        )}
      </fieldset>

      <FormError message={serverError} />

      <DialogFooter>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <>
              <Button type="submit" variant="outline" disabled={busy || offline} {...controlProps}>
                {HUB.createPoll}
              </Button>
              <Button disabled={busy || offline} {...controlProps} onClick={() => submit(true)()}>
                {HUB.saveAndOpen}
              </Button>
            </>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
