import { Link2 } from 'lucide-react';
import { can, EDITORIAL_STRINGS, formatReadTime, type AttachTarget, type EditorialItem } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { TargetSelect, useEditorialTargets, useUpdateEditorial } from '@/features/editorial';
import { errorMessage } from '@/lib/api';

/** Attach the script to a clock element or rundown item; its planned length then follows the script. */
export function AttachPanel({ item }: { item: EditorialItem }) {
  const targets = useEditorialTargets();
  const update = useUpdateEditorial();
  // Attaching moves planned lengths, which is planning (the server refuses others too).
  const mayAttach = can(useAuth().userProfile?.app_role, 'editPlanning');
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
      <TargetSelect id="attach-target" targets={targets.data} value={item.target ? { kind: item.target.kind, id: item.target.id } : null} onChange={attach} disabled={update.isPending || !mayAttach} />
      {item.target ? (
        <p className="text-xs text-muted-foreground" data-testid="target-length">
          {EDITORIAL_STRINGS.plannedLengthFollows}: {item.target.label ?? 'elementet finnes ikke lenger'}
          {item.target.planned_length_s !== null && (
            <>
              {' '}
              – planlagt <span className="font-mono font-semibold text-foreground">{formatReadTime(item.target.planned_length_s)}</span>
            </>
          )}
          {item.target.kind === 'clock_element' && item.target.planned_length_s !== null && item.read_time_s > item.target.planned_length_s && (
            <span className="mt-1 block text-amber-600 dark:text-amber-400">
              Manuset er lengre enn plassen i klokka; lengden endres ikke før det får plass uten å skyve neste element.
            </span>
          )}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {mayAttach
            ? 'Knytt manuset til et klokkeelement eller et kjøreplanpunkt, så følger den planlagte lengden lesetiden.'
            : 'Programleder eller Administrator kan knytte manuset til et klokkeelement eller et kjøreplanpunkt.'}
        </p>
      )}
    </div>
  );
}
