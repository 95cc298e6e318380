import { useId } from 'react';
import { AlertTriangle, Timer } from 'lucide-react';
import { scriptReadTime, SPONSOR_LIMITS, sponsorScriptWarnings } from '@studioportal/shared';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { SPONSOR_WEB } from '../strings';

interface ScriptFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The station's speaking rate (the content studio's setting). */
  wordsPerMinute: number;
  error?: string;
}

/**
 * The mention script as the host will read it: its read-aloud time at the station's speaking rate
 * while typing, and the sponsorship rules it may break (a phone number, a price, a call to buy) as
 * warnings, never refusals — the producer decides.
 */
export function ScriptField({ value, onChange, wordsPerMinute, error }: ScriptFieldProps) {
  const id = useId();
  const time = scriptReadTime(value, wordsPerMinute);
  const warnings = sponsorScriptWarnings(value);
  const s = SPONSOR_WEB.sponsor;
  const describedBy = [`${id}-hint`, `${id}-time`, warnings.length > 0 ? `${id}-warnings` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{s.script}</Label>
      <Textarea
        id={id}
        value={value}
        rows={5}
        maxLength={SPONSOR_LIMITS.scriptMax}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {s.scriptHint}
      </p>
      <p id={`${id}-time`} className="flex items-center gap-2 text-sm">
        <Timer aria-hidden className="size-4 text-primary" />
        <span className="text-muted-foreground">{s.readTime}</span>
        <output aria-live="polite" aria-label={s.readTime} className="font-mono font-semibold tabular-nums">
          {time.label}
        </output>
        <span className="text-xs text-muted-foreground">
          {time.words} ord · {wordsPerMinute} ord/min
        </span>
      </p>
      <div aria-live="polite">
        {warnings.length > 0 && <ScriptWarnings id={`${id}-warnings`} warnings={warnings} />}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The script's warnings, the same look on the form and on the profile. */
export function ScriptWarnings({ warnings, id }: { warnings: readonly string[]; id?: string }) {
  return (
    <ul id={id} aria-label={SPONSOR_WEB.sponsor.warningsLabel} className="grid gap-1.5 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-2">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </li>
      ))}
    </ul>
  );
}
