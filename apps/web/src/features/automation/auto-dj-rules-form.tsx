import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUTO_DJ_LIMITS, autoDjRulesSchema, formatTimeOfDay, type AutoDjConfig, type AutoDjRules } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { reloadAutoDj, useSaveAutoDjRules } from './auto-dj-api';
import { AUTO_DJ_WEB as T } from './auto-dj-strings';

interface Draft {
  hour_categories: string[];
  artist_separation_minutes: string;
  title_separation_minutes: string;
  jingles_per_hour: string;
  note: string;
}
type Field = keyof Draft;

const draftOf = (rules: AutoDjRules): Draft => ({
  hour_categories: rules.hour_categories.map((list) => list.join(', ')),
  artist_separation_minutes: String(rules.artist_separation_minutes),
  title_separation_minutes: String(rules.title_separation_minutes),
  jingles_per_hour: String(rules.jingles_per_hour),
  note: rules.note,
});

/** An empty box is not 0 but missing: the schema then says what is wrong. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const rulesOf = (draft: Draft) => ({
  hour_categories: draft.hour_categories.map((text) =>
    text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
  artist_separation_minutes: numberOf(draft.artist_separation_minutes),
  title_separation_minutes: numberOf(draft.title_separation_minutes),
  jingles_per_hour: numberOf(draft.jingles_per_hour),
  note: draft.note,
});

/**
 * The rules for unattended hours, checked by the shared schema first. A save from an old version
 * (409 changed) says so and offers the stored version instead of overwriting it.
 */
export function AutoDjRulesForm({ config }: { config: AutoDjConfig }) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(config);
  const [draft, setDraft] = useState<Draft>(() => draftOf(config.rules));
  const [errors, setErrors] = useState<Partial<Record<Field, string>> & { hours?: Record<number, string> }>({});
  const [serverError, setServerError] = useState<{ message: string; changed: boolean } | null>(null);
  const save = useSaveAutoDjRules();
  const set = <K extends Field>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setHour = (hour: number, value: string) => setDraft((d) => ({ ...d, hour_categories: d.hour_categories.map((v, h) => (h === hour ? value : v)) }));

  const reload = async () => {
    const fresh = await reloadAutoDj(queryClient);
    setBase(fresh.config);
    setDraft(draftOf(fresh.config.rules));
    setServerError(null);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = autoDjRulesSchema.safeParse(rulesOf(draft));
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const [field, hour] = issue.path as [Field, number | undefined];
        if (field === 'hour_categories' && typeof hour === 'number') next.hours = { ...next.hours, [hour]: next.hours?.[hour] ?? issue.message };
        else next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    save.mutate(
      { ...parsed.data, version: base.version },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setDraft(draftOf(saved.rules));
          toast({ title: T.saved, duration: 3000 });
        },
        onError: (error) => setServerError({ message: errorMessage(error), changed: isApiError(error) && error.code === 'changed' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="auto-dj-rules" className="grid gap-4 rounded-xl border p-4">
      <h3 id="auto-dj-rules" className="font-semibold">
        {T.rulesTitle}
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label={T.artistSeparation} hint={T.artistSeparationHint} error={errors.artist_separation_minutes}>
          <Input type="number" inputMode="numeric" min={0} max={AUTO_DJ_LIMITS.separationMaxMinutes} value={draft.artist_separation_minutes} onChange={(e) => set('artist_separation_minutes', e.target.value)} />
        </FormField>
        <FormField label={T.titleSeparation} hint={T.titleSeparationHint} error={errors.title_separation_minutes}>
          <Input type="number" inputMode="numeric" min={0} max={AUTO_DJ_LIMITS.separationMaxMinutes} value={draft.title_separation_minutes} onChange={(e) => set('title_separation_minutes', e.target.value)} />
        </FormField>
        <FormField label={T.jingles} error={errors.jingles_per_hour}>
          <Input type="number" inputMode="numeric" min={0} max={AUTO_DJ_LIMITS.jinglesPerHourMax} value={draft.jingles_per_hour} onChange={(e) => set('jingles_per_hour', e.target.value)} />
        </FormField>
      </div>
      <details className="group rounded-lg border p-3" open={errors.hours ? true : undefined}>
        <summary className="cursor-pointer font-medium">{T.categoriesTitle}</summary>
        <p className="mt-2 text-xs text-muted-foreground">{T.categoriesHint}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {draft.hour_categories.map((value, hour) => (
            <FormField key={hour} label={T.categoriesFor(formatTimeOfDay(hour * 60))} error={errors.hours?.[hour]}>
              <Input value={value} onChange={(e) => setHour(hour, e.target.value)} autoComplete="off" />
            </FormField>
          ))}
        </div>
      </details>
      <FormField label={T.note} error={errors.note}>
        <Textarea rows={2} maxLength={AUTO_DJ_LIMITS.noteMax} value={draft.note} onChange={(e) => set('note', e.target.value)} />
      </FormField>
      {serverError && (
        <div role="alert" className="grid justify-items-start gap-2 rounded-lg border border-red-500/40 bg-red-500/10 p-3 text-sm">
          <p>{serverError.message}</p>
          {serverError.changed && (
            <Button type="button" variant="outline" size="sm" onClick={() => void reload()}>
              {T.reload}
            </Button>
          )}
        </div>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
