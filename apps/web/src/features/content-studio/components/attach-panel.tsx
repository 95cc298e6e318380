import { Link2 } from 'lucide-react';
import { EDITORIAL_STRINGS, formatReadTime, type AttachTarget, type EditorialItem } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { TargetSelect, useEditorialTargets, useUpdateEditorial } from '@/features/innhold';
import { errorMessage } from '@/lib/api';

/** Attach the script to a clock element or rundown item; its planned length then follows the script. */
export function AttachPanel({ item }: { item: EditorialItem }) {
  const targets = useEditorialTargets();
  const update = useUpdateEditorial();
  const attach = (target: AttachTarget | null) =>
    update.mutate(
      { id: item.id, input: { target } },
      {
        onSuccess: () => void targets.refetch(),
        onError: (error) => toast({ title: 'Kunne ikke knytte manuset', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <label htmlFor="attach-target" className="flex items-center gap-2 text-sm font-medium">
        <Link2 aria-hidden className="size-4" />
        {EDITORIAL_STRINGS.attach}
      </label>
      <TargetSelect id="attach-target" targets={targets.data} value={item.target ? { kind: item.target.kind, id: item.target.id } : null} onChange={attach} disabled={update.isPending} />
      {item.target ? (
        <p className="text-xs text-muted-foreground" data-testid="target-length">
          {EDITORIAL_STRINGS.plannedLengthFollows}: {item.target.label ?? 'elementet finnes ikke lenger'}
          {item.target.planned_length_s !== null && (
            <>
              {' '}
              – planlagt <span className="font-mono font-semibold text-foreground">{formatReadTime(item.target.planned_length_s)}</span>
            </>
          )}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">Knytt manuset til et klokkeelement eller et kjøreplanpunkt, så følger den planlagte lengden lesetiden.</p>
      )}
    </div>
  );
}
