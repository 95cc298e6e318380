import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { LISTENER_STRINGS, type MusicRequestRules } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TimeField } from '@/components/ui/time-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { rulesToDraft, sameRules, validateRules, type RulesDraft, type RulesErrors } from '../lib/rules-form';
import { HUB } from '../strings';
import { useSaveRules } from './api';

/** The rules for music requests: an editor for moderators, a summary for everyone else. */
export function RulesCard({ rules, editable }: { rules: MusicRequestRules; editable: boolean }) {
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle>{HUB.rules}</CardTitle>
      </CardHeader>
      <CardContent>{editable ? <RulesForm rules={rules} /> : <RulesSummary rules={rules} />}</CardContent>
    </Card>
  );
}

function RulesSummary({ rules }: { rules: MusicRequestRules }) {
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="sr-only">{HUB.rulesEnabled}</dt>
        <dd className="font-medium">{rules.enabled ? HUB.rulesOn : HUB.rulesOff}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">{HUB.windowLabel}</dt>
        <dd className="tabular">{HUB.rulesWindow(rules.window_start, rules.window_end)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">{HUB.limitLabel}</dt>
        <dd>{HUB.rulesLimit(rules.daily_limit)}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{HUB.blockedTracks}:</dt>
        <dd>
          {rules.blocked.length === 0 ? (
            HUB.noBlockedTracks
          ) : (
            <ul className="list-disc pl-5">
              {rules.blocked.map((b, i) => (
                <li key={i}>{b.title ? `${b.artist} – ${b.title}` : HUB.allSongs(b.artist)}</li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The editor. It follows the live rules (music.rules.changed) until the person changes something;
 * after that a change from elsewhere is pointed out instead of overwriting their edits.
 */
function RulesForm({ rules }: { rules: MusicRequestRules }) {
  const id = useId();
  const [draft, setDraft] = useState<RulesDraft>(() => rulesToDraft(rules));
  const [base, setBase] = useState(rules);
  const [errors, setErrors] = useState<RulesErrors | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveRules();

  const edited = !sameRules(draft, base);
  // New rules from the server: follow them while nothing is edited (adjusting state during render).
  if (rules !== base && !edited) {
    setBase(rules);
    setDraft(rulesToDraft(rules));
  }
  const changedElsewhere = rules !== base && edited && JSON.stringify(rules) !== JSON.stringify(base);

  const patch = (next: Partial<RulesDraft>) => setDraft((d) => ({ ...d, ...next }));
  const setRow = (index: number, next: Partial<RulesDraft['blocked'][number]>) =>
    setDraft((d) => ({ ...d, blocked: d.blocked.map((row, i) => (i === index ? { ...row, ...next } : row)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRules(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors(null);
    setServerError(null);
    save.mutate(checked.value, {
      onSuccess: (saved) => {
        setBase(saved);
        setDraft(rulesToDraft(saved));
        toast({ title: HUB.rulesSaved, duration: 3000 });
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-enabled`}>{HUB.rulesEnabled}</Label>
        <Switch id={`${id}-enabled`} checked={draft.enabled} onCheckedChange={(enabled) => patch({ enabled })} />
      </div>

      <FormField label={HUB.dailyLimit} hint={HUB.dailyLimitHint} error={errors?.dailyLimit}>
        <Input inputMode="numeric" className="tabular w-28" value={draft.dailyLimit} onChange={(e) => patch({ dailyLimit: e.target.value })} />
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{HUB.window}</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={HUB.windowStart} error={errors?.windowStart}>
            <TimeField value={draft.windowStart} onChange={(windowStart) => patch({ windowStart })} />
          </FormField>
          <FormField label={HUB.windowEnd} error={errors?.windowEnd}>
            <TimeField value={draft.windowEnd} onChange={(windowEnd) => patch({ windowEnd })} />
          </FormField>
        </div>
        <p className="text-xs text-muted-foreground">{HUB.windowHint}</p>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{HUB.blockedTracks}</legend>
        <p className="text-xs text-muted-foreground">{HUB.blockedTracksHint}</p>
        {draft.blocked.length === 0 && <p className="text-sm text-muted-foreground">{HUB.noBlockedTracks}</p>}
        <ul className="grid gap-2">
          {draft.blocked.map((row, index) => {
            const rowErrors = errors?.blocked[index];
            const errorId = `${id}-blocked-${index}-error`;
            const message = [rowErrors?.artist, rowErrors?.title].filter(Boolean).join(' ');
            return (
              <li key={index} className="grid gap-1">
                <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2">
                  <Input
                    aria-label={HUB.blockedArtist(index + 1)}
                    placeholder={LISTENER_STRINGS.artist}
                    value={row.artist}
                    onChange={(e) => setRow(index, { artist: e.target.value })}
                    aria-invalid={rowErrors?.artist ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                  />
                  <Input
                    aria-label={HUB.blockedTitle(index + 1)}
                    placeholder={HUB.allSongsPlaceholder}
                    value={row.title}
                    onChange={(e) => setRow(index, { title: e.target.value })}
                    aria-invalid={rowErrors?.title ? true : undefined}
                    aria-describedby={message ? errorId : undefined}
                  />
                  <Button variant="ghost" size="icon" aria-label={HUB.removeBlockedTrack(index + 1)} onClick={() => patch({ blocked: draft.blocked.filter((_, i) => i !== index) })}>
                    <X aria-hidden />
                  </Button>
                </div>
                {message && (
                  <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
                    {message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {errors?.blockedList && <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.blockedList}</p>}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => patch({ blocked: [...draft.blocked, { artist: '', title: '' }] })}>
          <Plus aria-hidden />
          {HUB.addBlockedTrack}
        </Button>
      </fieldset>

      {changedElsewhere && (
        <div role="status" className="grid justify-items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          <p>{HUB.rulesChangedElsewhere}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setBase(rules);
              setDraft(rulesToDraft(rules));
              setErrors(null);
            }}
          >
            {HUB.resetRules}
          </Button>
        </div>
      )}
      <FormError message={serverError} />
      <RequiresNetwork>
        {({ offline, controlProps }) => (
          <Button type="submit" disabled={save.isPending || offline || !edited} {...controlProps}>
            {HUB.saveRules}
          </Button>
        )}
      </RequiresNetwork>
    </form>
  );
}
