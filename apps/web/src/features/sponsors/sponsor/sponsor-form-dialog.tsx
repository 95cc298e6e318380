import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SPEAKING_RATE_WPM, SPONSOR_LIMITS, sponsorInputSchema, type Sponsor } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useContentSettings } from '@/features/editorial';
import { errorMessage, isApiError } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { reloadSponsors, useCreateSponsor, useUpdateSponsor } from '../api/sponsors';
import { SPONSOR_WEB } from '../strings';
import { LogoField } from './logo-field';
import { ScriptField } from './script-field';
import { draftFromSponsor, sponsorInputOf, type SponsorDraft } from './sponsor-draft';

type Field = 'name' | 'contact_name' | 'contact_email' | 'contact_phone' | 'mention_script';

/** "Ny sponsor" / "Rediger sponsor" in a dialog. */
export function SponsorFormDialog({ sponsor, trigger, onSaved }: { sponsor?: Sponsor; trigger: ReactNode; onSaved?: (sponsor: Sponsor) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        {open && (
          <SponsorForm
            sponsor={sponsor}
            onDone={(saved) => {
              setOpen(false);
              if (saved) onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The profile: name, logo, contact and the mention script (read time and warnings while typing),
 * checked by the server's schema first. When someone else saved in between (409 changed) the form
 * says so and offers the stored version instead of overwriting it.
 */
function SponsorForm({ sponsor, onDone }: { sponsor?: Sponsor; onDone: (saved?: Sponsor) => void }) {
  const queryClient = useQueryClient();
  const settings = useContentSettings();
  const wpm = settings.data?.speaking_rate_wpm ?? DEFAULT_SPEAKING_RATE_WPM;
  const [base, setBase] = useState(sponsor);
  const [draft, setDraft] = useState<SponsorDraft>(() => draftFromSponsor(sponsor));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<{ message: string; changed: boolean } | null>(null);
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const busy = create.isPending || update.isPending;
  const s = SPONSOR_WEB.sponsor;
  const set = <K extends keyof SponsorDraft>(key: K, value: SponsorDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const reload = async () => {
    const fresh = (await reloadSponsors(queryClient)).find((row) => row.id === sponsor?.id);
    if (!fresh) return onDone();
    setBase(fresh);
    setDraft(draftFromSponsor(fresh));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = sponsorInputOf(draft);
    const parsed = sponsorInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    const done = {
      onSuccess: (saved: Sponsor) => {
        toast({ title: base ? SPONSOR_WEB.saved : s.created, duration: 3000 });
        onDone(saved);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.code === 'sponsor_name_taken') setErrors({ name: error.message });
        setServerError({ message: errorMessage(error), changed: isApiError(error) && error.code === 'changed' });
      },
    };
    if (base) update.mutate({ id: base.id, update: { ...input, version: base.version } }, done);
    else create.mutate(input, done);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{base ? s.editSponsor : s.newSponsor}</DialogTitle>
        <DialogDescription className="sr-only">{s.scriptHint}</DialogDescription>
      </DialogHeader>
      <FormField label={s.name} error={errors.name}>
        <Input value={draft.name} maxLength={SPONSOR_LIMITS.nameMax} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
      </FormField>
      <LogoField logo={draft.logo} sponsorName={draft.name} onChange={(logo) => set('logo', logo)} />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">{s.contact}</legend>
        <FormField label={s.contactName} error={errors.contact_name}>
          <Input value={draft.contact_name} onChange={(e) => set('contact_name', e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={s.contactEmail} error={errors.contact_email}>
          <Input type="email" value={draft.contact_email} onChange={(e) => set('contact_email', e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={s.contactPhone} error={errors.contact_phone}>
          <Input type="tel" value={draft.contact_phone} onChange={(e) => set('contact_phone', e.target.value)} autoComplete="off" />
        </FormField>
      </fieldset>
      <ScriptField value={draft.mention_script} onChange={(value) => set('mention_script', value)} wordsPerMinute={wpm} error={errors.mention_script} />
      <FormError
        message={serverError?.message ?? null}
        action={
          serverError?.changed ? (
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              {SPONSOR_WEB.reload}
            </Button>
          ) : undefined
        }
      />
      <DialogFooter>
        <Button variant="outline" onClick={() => onDone()}>
          {SPONSOR_WEB.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={busy || offline} {...controlProps}>
              {SPONSOR_WEB.save}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
