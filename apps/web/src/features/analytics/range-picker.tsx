import { useId } from 'react';
import { ANALYTICS_LIMITS, ANALYTICS_STRINGS as S, daysBetweenDateKeys } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';
import { lastDays, type DateRange } from './api';

/** What is wrong with a range, in words, or null (the server checks the same with the shared schema). */
export function rangeProblem(range: DateRange): string | null {
  if (!range.from || !range.to) return S.dateInvalid;
  const days = daysBetweenDateKeys(range.from, range.to) + 1;
  if (days < 1) return S.rangeInvalid;
  if (days > ANALYTICS_LIMITS.maxDays) return S.rangeTooLong;
  return null;
}

const PRESETS = [
  { days: 7, label: S.presetWeek },
  { days: 30, label: S.presetMonth },
  { days: 365, label: S.presetYear },
] as const;

/** Fra/til dates and the three usual ranges as one click each. */
export function RangePicker({ range, onChange, timeZone }: { range: DateRange; onChange: (range: DateRange) => void; timeZone: string }) {
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const problem = rangeProblem(range);
  const invalid = problem !== null;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor={fromId}>{S.from}</Label>
          <DateField id={fromId} value={range.from} onChange={(from) => onChange({ ...range, from })} className="w-44" aria-invalid={invalid} aria-describedby={invalid ? problemId : undefined} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={toId}>{S.to}</Label>
          <DateField id={toId} value={range.to} onChange={(to) => onChange({ ...range, to })} className="w-44" aria-invalid={invalid} aria-describedby={invalid ? problemId : undefined} />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Vanlige perioder">
          {PRESETS.map((preset) => {
            const target = lastDays(preset.days, new Date(), timeZone);
            const active = target.from === range.from && target.to === range.to;
            return (
              <Button key={preset.days} variant={active ? 'default' : 'outline'} size="sm" className="max-md:min-h-11" aria-pressed={active} onClick={() => onChange(target)}>
                {preset.label}
              </Button>
            );
          })}
        </div>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
