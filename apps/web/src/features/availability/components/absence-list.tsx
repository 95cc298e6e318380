import { Trash2 } from 'lucide-react';
import { ABSENCE_KIND_LABELS, AVAILABILITY_STRINGS as S, type Absence } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { announce } from '@/lib/a11y';
import { errorMessage } from '@/lib/api';
import { useRemoveAbsence } from '../api';
import { dateRange } from '../format';

/** One's own ranges away that have not ended, each with a button to take it away. */
export function AbsenceList({ absences }: { absences: readonly Absence[] }) {
  const remove = useRemoveAbsence();
  if (absences.length === 0) return <p className="text-sm text-muted-foreground">{S.noAway}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={S.awayTitle}>
      {absences.map((absence) => {
        const label = `${ABSENCE_KIND_LABELS[absence.kind]} ${dateRange(absence.from, absence.to)}`;
        return (
          <li key={absence.id} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1 text-sm">
              <span className="font-medium">{ABSENCE_KIND_LABELS[absence.kind]}</span>
              <span className="ml-2 tabular-nums text-muted-foreground">{dateRange(absence.from, absence.to)}</span>
              {absence.note && <p className="truncate text-muted-foreground">{absence.note}</p>}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${S.removeAway}: ${label}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(absence.id, {
                  onSuccess: () => announce(S.awayRemoved),
                  onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
