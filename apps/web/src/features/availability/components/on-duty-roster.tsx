import { CalendarCheck } from 'lucide-react';
import { ABSENCE_KIND_LABELS, AVAILABILITY_STRINGS as S, type Roster } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { chatColor } from '@/lib/people';
import { useRoster } from '../api';
import { shortDate } from '../format';

/**
 * "På jobb i dag": who is on today by their usual week, and who is away (a range away beats the
 * usual week). The dashboard widget and the sponsor desk show the same card; live via availability:v1.
 */
export function OnDutyRoster() {
  const { data, error, isPending } = useRoster();
  return (
    <Card className="flex flex-col" role="region" aria-label={S.onDutyTitle}>
      <CardHeading icon={CalendarCheck} title={S.onDutyTitle}>
        {data && (
          <Badge variant="secondary" aria-label={`${data.working.length} på jobb`}>
            {data.working.length}
          </Badge>
        )}
      </CardHeading>
      <CardContent className="flex-1">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter dagens liste …
          </p>
        ) : error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(error)}
          </p>
        ) : (
          <RosterBody roster={data} />
        )}
      </CardContent>
    </Card>
  );
}

function RosterBody({ roster }: { roster: Roster }) {
  return (
    <div className="grid gap-3">
      {roster.working.length === 0 ? (
        <p className="text-sm text-muted-foreground">{S.nobodyOnDuty}</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={S.onDutyTitle}>
          {roster.working.map((person) => (
            <li key={person.userId} className="flex items-center gap-2 text-sm">
              <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: chatColor(person.chatColor) }} />
              <span className="min-w-0 flex-1 truncate font-medium">{person.name}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {person.start}–{person.end}
              </span>
            </li>
          ))}
        </ul>
      )}
      {roster.away.length > 0 && (
        <div>
          <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.awayToday}</h3>
          <ul className="grid gap-1" aria-label={S.awayToday}>
            {roster.away.map((person) => (
              <li key={person.userId} className="flex items-center gap-2 text-sm text-muted-foreground">
                <span className="min-w-0 flex-1 truncate">{person.name}</span>
                <span className="shrink-0">
                  {ABSENCE_KIND_LABELS[person.kind]}
                  {person.to !== roster.date ? ` til ${shortDate(person.to)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
