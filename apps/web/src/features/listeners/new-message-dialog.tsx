import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { LISTENER_LIMITS, LISTENER_STRINGS, staffListenerMessageInputSchema } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useCreateStaffMessage } from './api';

type Field = 'name' | 'phone' | 'body';
const EMPTY = { name: '', phone: '', body: '' };

/** "Ny melding": staff type in what a caller said on the phone (source Telefon). The dialog traps focus. */
export function NewMessageDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateStaffMessage();

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      setFailure(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: values.name, body: values.body, ...(values.phone.trim() ? { phone: values.phone } : {}) };
    const parsed = staffListenerMessageInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setFailure(null);
    create.mutate(input, {
      onSuccess: () => {
        reset(false);
        toast({ title: 'Meldingen er lagt i køen', variant: 'success', duration: 3000 });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Ny melding
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Ny lyttermelding</DialogTitle>
            <DialogDescription>For en lytter som ringer inn. Meldingen kommer i køen med kilde Telefon.</DialogDescription>
          </DialogHeader>
          <FormField label={LISTENER_STRINGS.name} error={errors.name}>
            <Input value={values.name} onChange={(e) => change('name', e.target.value)} maxLength={LISTENER_LIMITS.nameMax + 20} autoComplete="off" autoFocus />
          </FormField>
          <FormField label={LISTENER_STRINGS.phoneOptional} error={errors.phone}>
            <Input type="tel" inputMode="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} autoComplete="off" />
          </FormField>
          <FormField label={LISTENER_STRINGS.message} error={errors.body} hint={`${values.body.trim().length} av ${LISTENER_LIMITS.messageMax} tegn`}>
            <Textarea value={values.body} onChange={(e) => change('body', e.target.value)} maxLength={LISTENER_LIMITS.messageMax + 20} className="min-h-28" />
          </FormField>
          {failure && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-red-700 dark:text-red-300">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => reset(false)}>
              Avbryt
            </Button>
            <RequiresNetwork className="justify-end">
              {({ offline, controlProps }) => (
                <Button type="submit" disabled={create.isPending || offline} {...controlProps}>
                  Legg i køen
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
