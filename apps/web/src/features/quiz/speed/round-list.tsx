import type { SpeedRound } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { formatRecentTime } from '@/lib/datetime';
import { cn } from '@/lib/cn';
import { QUIZ_WEB } from '../strings';

const STATUS_VARIANT = { klar: 'secondary', i_gang: 'success', ferdig: 'outline' } as const;

/** "Siste runder": each round a button that puts it on the desk. */
export function RoundList({ rounds, selectedId, timeZone, onSelect }: { rounds: SpeedRound[]; selectedId: string | null; timeZone: string; onSelect: (id: string) => void }) {
  const s = QUIZ_WEB.speed;
  return (
    <section aria-labelledby="quiz-recent-rounds" className="grid gap-2">
      <h2 id="quiz-recent-rounds" className="text-base font-semibold">
        {s.recent}
      </h2>
      {rounds.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">{s.none}</p>
      ) : (
        <ul className="grid gap-1.5">
          {rounds.map((round) => (
            <li key={round.id}>
              <button
                type="button"
                onClick={() => onSelect(round.id)}
                aria-current={round.id === selectedId ? 'true' : undefined}
                aria-label={s.open(round.participant_name)}
                className={cn(
                  'grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  round.id === selectedId && 'border-primary bg-primary/10',
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="mr-auto truncate font-medium">{round.participant_name}</span>
                  <Badge variant={STATUS_VARIANT[round.status]}>{s.statusLabels[round.status]}</Badge>
                </span>
                <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span className="tabular">{s.summary(round.correct, round.wrong, round.passes)}</span>
                  <span>{formatRecentTime(round.started_at ?? round.created_at, timeZone)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
