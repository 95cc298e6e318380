import { useId, useState } from 'react';
import { Copy, Download, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { QuizSetSummary } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatRecentTime } from '@/lib/datetime';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QUIZ_WEB } from '../strings';
import { useDeleteSet, useDuplicateSet } from './api';
import { downloadSetExport } from './export-set';
import { StartLiveDialog } from './start-live-dialog';

const failed = (error: unknown) => toast({ title: QUIZ_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' });

/** One set in the list: what it is, how often it has run, and what can be done with it. */
export function SetRow({ set, timeZone, onEdit }: { set: QuizSetSummary; timeZone: string; onEdit: () => void }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const duplicate = useDuplicateSet();
  const remove = useDeleteSet();
  const s = QUIZ_WEB.sets;

  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h3 id={headingId} className="truncate text-base font-semibold leading-snug">
            <button type="button" onClick={onEdit} className="max-w-full truncate text-left hover:underline focus-visible:underline focus-visible:outline-none" aria-label={s.editSet(set.title)}>
              {set.title}
            </button>
          </h3>
          {set.description && <p className="line-clamp-2 text-sm text-muted-foreground">{set.description}</p>}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="secondary">{s.questions(set.question_count)}</Badge>
            <span>{s.timesRun(set.sessions_run)}</span>
            <span>{set.scoring === 'speed' ? s.scoringSpeed : s.scoringFlat}</span>
            <span>{s.updated(formatRecentTime(set.updated_at, timeZone))}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StartLiveDialog set={set} size="sm" />
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={s.editSet(set.title)}>
            <Pencil aria-hidden />
            {s.edit}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={s.moreActions(set.title)}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem
                disabled={duplicate.isPending}
                onSelect={() => duplicate.mutate(set.id, { onSuccess: (copy) => toast({ title: s.duplicated(copy.title), duration: 3000 }), onError: failed })}
              >
                <Copy aria-hidden />
                {s.duplicate}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void downloadSetExport(set.id).catch(failed)}>
                <Download aria-hidden />
                {s.export}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-red-700 dark:text-red-300" onSelect={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                {s.deleteSet}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </Card>
      <ConfirmDialog
        destructive
        open={confirming}
        onOpenChange={setConfirming}
        title={s.deleteSet}
        description={s.deleteSetConfirm(set.title)}
        confirmLabel={s.deleteSet}
        busy={remove.isPending}
        onConfirm={() =>
          // The promise, not mutate's callbacks: the row (and this dialog) leaves the list as soon as the cache has the answer.
          remove
            .mutateAsync(set.id)
            .then(() => {
              setConfirming(false);
              toast({ title: s.setDeleted, duration: 3000 });
            })
            .catch(failed)
        }
      />
    </li>
  );
}
