import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatClock } from '@/lib/datetime';
import type { LogLevel } from '@/lib/logger';
import { useLogEntries } from '../use-log-entries';
import { SectionCard } from './section-card';

const LEVELS: { value: LogLevel | 'all'; label: string }[] = [
  { value: 'all', label: 'Alle nivåer' },
  { value: 'debug', label: 'Feilsøking' },
  { value: 'info', label: 'Info' },
  { value: 'warn', label: 'Advarsler' },
  { value: 'error', label: 'Feil' },
];
const VARIANT = { debug: 'secondary', info: 'default', warn: 'warning', error: 'destructive' } as const;

function isFilter(value: string): value is LogLevel | 'all' {
  return LEVELS.some((level) => level.value === value);
}

/** The logger's last 100 entries, newest first, filtered by level. */
export function LogCard({ timeZone }: { timeZone: string }) {
  const entries = useLogEntries();
  const [level, setLevel] = useState<LogLevel | 'all'>('all');
  const id = useId();
  const shown = entries.filter((entry) => level === 'all' || entry.level === level).toReversed();
  return (
    <SectionCard
      title="Logg"
      description={`De siste ${entries.length} av inntil 100 oppføringer.`}
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor={id} className="sr-only">
            Loggnivå
          </Label>
          <NativeSelect id={id} value={level} onChange={(event) => isFilter(event.target.value) && setLevel(event.target.value)} className="w-40">
            {LEVELS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen oppføringer.</p>
      ) : (
        <ol aria-label="Loggoppføringer" className="max-h-96 divide-y overflow-y-auto text-sm" tabIndex={0}>
          {shown.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap items-baseline gap-x-2 py-1.5">
              <span className="tabular text-xs text-muted-foreground">{formatClock(new Date(entry.at), timeZone)}</span>
              <Badge variant={VARIANT[entry.level]}>{entry.level}</Badge>
              <span className="min-w-0 flex-1 break-words">
                {entry.message}
                {entry.suppressed > 0 && <span className="text-muted-foreground"> ({entry.suppressed} like undertrykt)</span>}
              </span>
              {entry.data !== undefined && (
                <code className="block w-full truncate font-mono text-xs text-muted-foreground">{safeJson(entry.data)}</code>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v));
  } catch {
    return String(value);
  }
}
