import { Anchor } from 'lucide-react';
import { formatMmSs, type ActiveClock } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { hourRange, plannedAt, wallTime } from '../lib/format';
import { ElementMedia } from './element-media';
import { ElementTypeBadge } from './element-type-badge';
import { MarkSentButton } from './mark-sent-button';
import { PersonChip } from './person-chip';

interface ActiveClockCardProps {
  clock: ActiveClock;
  now: Date;
  timeZone: string;
  canMark: boolean;
  /** The element on air (marked last in the running clock). */
  currentId: string | null;
}

/** One dated clock of today: its elements in order with planned time and "Marker sendt". */
export function ActiveClockCard({ clock, now, timeZone, canMark, currentId }: ActiveClockCardProps) {
  const start = Date.parse(clock.starts_at);
  const running = start <= now.getTime() && now.getTime() < start + 3_600_000;
  const finished = now.getTime() >= start + 3_600_000;
  const sent = clock.elements.filter((e) => e.sent_status === 'sent').length;

  return (
    <Card className={cn(running && 'border-red-500/50 shadow-md')} aria-label={`${clock.name}, ${hourRange(clock.hour)}`} role="region">
      <CardHeader className="flex-row flex-wrap items-center gap-3 space-y-0">
        <span aria-hidden className="h-8 w-1.5 rounded-full" style={{ backgroundColor: clock.color }} />
        <div className="min-w-0 flex-1">
          <CardTitle className="truncate">{clock.name}</CardTitle>
          <p className="tabular text-xs text-muted-foreground">
            {hourRange(clock.hour)} · {sent} av {clock.elements.length} sendt
          </p>
        </div>
        {running ? <Badge variant="destructive">Går nå</Badge> : finished ? <Badge variant="secondary">Ferdig</Badge> : <Badge variant="outline">Kommer</Badge>}
      </CardHeader>
      <CardContent>
        <ol className="-mx-2 grid gap-0.5">
          {clock.elements.map((element) => {
            const isCurrent = element.id === currentId;
            return (
              <li
                key={element.id}
                data-clock-element={element.title}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'grid grid-cols-[4.25rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-lg px-2 py-2 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto]',
                  isCurrent && 'bg-red-500/10 ring-1 ring-red-500/40',
                  element.sent_status === 'sent' && !isCurrent && 'opacity-75',
                )}
              >
                <span className="tabular font-mono text-xs text-muted-foreground">{wallTime(plannedAt(clock.starts_at, element.start_offset_s), timeZone)}</span>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium">
                    {element.title}
                    {element.hard_start && <Anchor className="size-3.5 shrink-0 text-muted-foreground" aria-label="Fast start" />}
                    {isCurrent && <Badge variant="destructive">På lufta</Badge>}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                    <ElementTypeBadge type={element.type} />
                    <span className="tabular">{formatMmSs(element.duration_s)}</span>
                    {element.responsible && <PersonChip person={element.responsible} />}
                    {element.media && <ElementMedia media={element.media} />}
                  </p>
                </div>
                <MarkSentButton element={element} timeZone={timeZone} canMark={canMark} className="col-start-2 justify-self-start sm:col-start-auto sm:justify-self-end" />
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
