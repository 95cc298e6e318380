import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { competitionInputSchema, ENTRY_CHANNEL_LABELS, ENTRY_CHANNELS, SPONSOR_LIMITS, SPONSOR_STRINGS, type Competition, type Sponsor } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/ui/date-time-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { reloadCompetition, useCreateCompetition, useUpdateCompetition } from '../api/competitions';
import { SPONSOR_WEB } from '../strings';
import { competitionInputOf, costsExtra, draftFromCompetition, keywordShown, newCompetitionDraft, type CompetitionDraft, type CompetitionField } from './competition-draft';

interface CompetitionFormDialogProps {
  competition?: Competition;
  sponsors: Sponsor[];
  trigger: ReactNode;
  onSaved?: (competition: Competition) => void;
}

/** "Ny konkurranse" / "Rediger konkurranse" in a dialog. */
export function CompetitionFormDialog({ competition, sponsors, trigger, onSaved }: CompetitionFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        {open && (
          <CompetitionForm
            competition={competition}
            sponsors={sponsors}
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

interface CompetitionFormProps {
  competition?: Competition;
  sponsors: Sponsor[];
  onDone: (saved?: Competition) => void;
}

/**
 * Title, prize, rules and the optional question; the ways in (SMS with its keyword, the web page,
 * the phone) with what each costs on top of the normal price — above 0 the lottery warning shows;
 * the entry window on the station's clock and the winners' quarantine. The server's schema checks
 * it first; a 409 (changed, keyword taken, already drawn) is shown as the server words it.
 */
export function CompetitionForm({ competition, sponsors, onDone }: CompetitionFormProps) {
  const { timeZone } = useAppConfig();
  const [draft, setDraft] = useState<CompetitionDraft>(() => (competition ? draftFromCompetition(competition, timeZone) : newCompetitionDraft(sponsors[0]?.id ?? '', new Date(), timeZone)));
  const [errors, setErrors] = useState<Partial<Record<CompetitionField, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [base, setBase] = useState(competition);
  const queryClient = useQueryClient();
  const create = useCreateCompetition();
  const update = useUpdateCompetition();
  const busy = create.isPending || update.isPending;
  const c = SPONSOR_WEB.competition;
  const set = <K extends keyof CompetitionDraft>(key: K, value: CompetitionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (channel: (typeof ENTRY_CHANNELS)[number], on: boolean) =>
    setDraft((d) => ({ ...d, channels: on ? [...d.channels, channel] : d.channels.filter((x) => x !== channel) }));
  const has = (channel: (typeof ENTRY_CHANNELS)[number]) => draft.channels.includes(channel);

  // Someone else saved in between: show the stored competition instead of overwriting it.
  const reload = async () => {
    if (!base) return;
    const fresh = await reloadCompetition(queryClient, base.id);
    setBase(fresh);
    setDraft(draftFromCompetition(fresh, timeZone));
    setChanged(false);
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = competitionInputOf(draft, timeZone);
    const parsed = competitionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<CompetitionField, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as CompetitionField] ??= issue.message;
      setErrors(next);
      setServerError(c.fix);
      return;
    }
    setErrors({});
    setServerError(null);
    const done = {
      onSuccess: (saved: Competition) => {
        toast({ title: base ? SPONSOR_WEB.saved : c.created, duration: 3000 });
        onDone(saved);
      },
      onError: (error: unknown) => {
        if (isApiError(error) && error.code === 'keyword_taken') setErrors({ sms_keyword: error.message });
        setServerError(errorMessage(error));
      },
    };
    if (competition) update.mutate({ id: competition.id, update: { ...input, version: competition.version } }, done);
    else create.mutate(input, done);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{base ? c.editCompetition : c.newCompetition}</DialogTitle>
        <DialogDescription>{c.formDescription}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={c.sponsor} error={errors.sponsor_id}>
          <NativeSelect value={draft.sponsor_id} onChange={(e) => set('sponsor_id', e.target.value)}>
            {sponsors.map((sponsor) => (
              <option key={sponsor.id} value={sponsor.id}>
                {sponsor.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={c.title} error={errors.title}>
          <Input value={draft.title} maxLength={SPONSOR_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} autoComplete="off" />
        </FormField>
      </div>
      <FormField label={c.prize} error={errors.prize}>
        <Input value={draft.prize} maxLength={SPONSOR_LIMITS.prizeMax} onChange={(e) => set('prize', e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label={c.rules} hint={c.rulesHint} error={errors.rules_text}>
        <Textarea value={draft.rules_text} rows={4} maxLength={SPONSOR_LIMITS.rulesMax} onChange={(e) => set('rules_text', e.target.value)} />
      </FormField>
      <FormField label={c.question} hint={c.questionHint} error={errors.question}>
        <Input value={draft.question} maxLength={SPONSOR_LIMITS.questionMax} onChange={(e) => set('question', e.target.value)} autoComplete="off" />
      </FormField>

      <fieldset className="grid gap-3" aria-describedby={errors.channels ? 'competition-channels-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{c.channels}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ENTRY_CHANNELS.map((channel) => (
            <label key={channel} className="inline-flex min-h-9 items-center gap-2 text-sm max-md:min-h-12">
              <input type="checkbox" className="size-4 accent-primary" checked={has(channel)} onChange={(e) => toggle(channel, e.target.checked)} />
              {ENTRY_CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
        {errors.channels && (
          <p id="competition-channels-error" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.channels}
          </p>
        )}
        {(has('sms') || has('phone')) && (
          <div className="grid gap-4 sm:grid-cols-3">
            {has('sms') && (
              <FormField label={c.keyword} hint={c.keywordHint(keywordShown(draft))} error={errors.sms_keyword}>
                <Input value={draft.sms_keyword} maxLength={SPONSOR_LIMITS.keywordMax} onChange={(e) => set('sms_keyword', e.target.value)} autoComplete="off" autoCapitalize="characters" />
              </FormField>
            )}
            {has('sms') && (
              <FormField label={c.smsPrice} hint={c.priceHint} error={errors.sms_price_nok}>
                <Input inputMode="decimal" value={draft.sms_price_nok} onChange={(e) => set('sms_price_nok', e.target.value)} autoComplete="off" />
              </FormField>
            )}
            {has('phone') && (
              <FormField label={c.phonePrice} hint={c.priceHint} error={errors.phone_price_nok}>
                <Input inputMode="decimal" value={draft.phone_price_nok} onChange={(e) => set('phone_price_nok', e.target.value)} autoComplete="off" />
              </FormField>
            )}
          </div>
        )}
        {costsExtra(draft) && <LotteryWarning />}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          {SPONSOR_WEB.draw.entryWindow} <span className="font-normal text-muted-foreground">· {c.windowHint}</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <WindowField label={c.opensAt} value={draft.opens_at} error={errors.opens_at} onChange={(v) => set('opens_at', v)} />
          <WindowField label={c.closesAt} value={draft.closes_at} error={errors.closes_at} onChange={(v) => set('closes_at', v)} />
        </div>
      </fieldset>
      <FormField label={c.excludeDays} hint={c.excludeDaysHint} error={errors.exclude_days} className="sm:max-w-xs">
        <Input type="number" inputMode="numeric" min={0} max={SPONSOR_LIMITS.excludeDaysMax} value={draft.exclude_days} onChange={(e) => set('exclude_days', e.target.value)} />
      </FormField>

      <FormError
        message={serverError}
        action={
          changed ? (
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

/** The lottery act's warning (lotteriloven § 6): shown while a price above the normal one is set, never a refusal. */
export function LotteryWarning() {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{SPONSOR_STRINGS.lotteryWarning}</span>
    </p>
  );
}

function WindowField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium leading-none" aria-hidden>
        {label}
      </span>
      <DateTimeField label={label} value={value} onChange={onChange} />
      {error && <p className="text-xs font-medium text-red-600 dark:text-red-400">{error}</p>}
    </div>
  );
}
