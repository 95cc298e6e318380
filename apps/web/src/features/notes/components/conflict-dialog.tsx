import { NOTE_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { displayName } from '@/lib/people';

interface ConflictDialogProps {
  open: boolean;
  mine: { title: string; body: string };
  theirs: { title: string; body: string; by: string | null | undefined };
  onKeepMine: () => void;
  onUseTheirs: () => void;
  onMerge: () => void;
}

/** Both versions side by side; the writer decides. Closing without a choice is not offered. */
export function ConflictDialog({ open, mine, theirs, onKeepMine, onUseTheirs, onMerge }: ConflictDialogProps) {
  return (
    <Dialog open={open}>
      <DialogContent hideClose className="max-w-4xl" onEscapeKeyDown={(e) => e.preventDefault()} onPointerDownOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{NOTE_STRINGS.conflictTitle}</DialogTitle>
          <DialogDescription>
            {displayName(theirs.by)} lagret en nyere versjon mens du skrev. Velg hvilken du vil beholde, eller slå dem sammen og rett opp
            der dere begge har endret.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 md:grid-cols-2">
          <Version heading={NOTE_STRINGS.conflictMine} version={mine} />
          <Version heading={NOTE_STRINGS.conflictTheirs(displayName(theirs.by))} version={theirs} />
        </div>
        <DialogFooter className="flex-wrap gap-2">
          <Button variant="outline" onClick={onUseTheirs}>
            {NOTE_STRINGS.useTheirs}
          </Button>
          <Button variant="outline" onClick={onKeepMine}>
            {NOTE_STRINGS.keepMine}
          </Button>
          <Button onClick={onMerge}>{NOTE_STRINGS.merge}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Version({ heading, version }: { heading: string; version: { title: string; body: string } }) {
  return (
    <section aria-label={heading} className="grid min-w-0 gap-1 rounded-lg border bg-muted/40 p-3">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <p className="truncate text-sm font-medium">{version.title || '–'}</p>
      <pre className="max-h-72 overflow-auto whitespace-pre-wrap break-words font-sans text-sm text-muted-foreground">{version.body || '–'}</pre>
    </section>
  );
}
