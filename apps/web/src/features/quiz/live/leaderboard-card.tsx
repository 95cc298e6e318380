import { useRef, useState } from 'react';
import { ListOrdered } from 'lucide-react';
import type { QuizLeaderboardEntry, QuizSessionDetail } from '@studioportal/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AdjustScoreForm } from './adjust-score-dialog';
import { LeaderboardTable, type EntryAction } from './leaderboard-table';
import { RemoveConfirm, RenameForm } from './moderate-participant';
import { LIVE } from './strings';

/**
 * The producer's leaderboard: every participant, with a menu per row to correct the points (with a
 * reason, logged), rename a nickname or remove a participant.
 */
export function LeaderboardCard({ detail }: { detail: QuizSessionDetail }) {
  const [open, setOpen] = useState<{ action: EntryAction; entry: QuizLeaderboardEntry } | null>(null);
  const lastEntry = useRef<string | null>(null);
  const sessionId = detail.state.id;
  const close = () => setOpen(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The menu item that opened the dialog is gone by then: back to the row's menu button, or to
  // the heading when the row left the list (a removed participant).
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const id = lastEntry.current;
    const button = id ? document.querySelector<HTMLButtonElement>(`[data-entry-actions="${CSS.escape(id)}"]`) : null;
    (button ?? headingRef.current)?.focus();
  };
  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold leading-tight tracking-tight focus:outline-none">
          <ListOrdered aria-hidden className="size-4 text-muted-foreground" />
          {LIVE.leaderboard}
        </h2>
      </CardHeader>
      <CardContent>
        <LeaderboardTable entries={detail.leaderboard.entries} onAction={(action, entry) => {
            lastEntry.current = entry.participant_id;
            setOpen({ action, entry });
          }} />
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            // Removing asks with focus on "Avbryt"; the forms start in their first field.
            const cancel = (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]');
            if (cancel) {
              event.preventDefault();
              cancel.focus();
            }
          }}
        >
          {open?.action === 'adjust' && <AdjustScoreForm sessionId={sessionId} entry={open.entry} adjustments={detail.adjustments} onDone={close} />}
          {open?.action === 'rename' && <RenameForm sessionId={sessionId} entry={open.entry} onDone={close} />}
          {open?.action === 'remove' && <RemoveConfirm sessionId={sessionId} entry={open.entry} onDone={close} />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
