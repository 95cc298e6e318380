import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface LeaveEditorDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked on the way back to the list while the draft has unsaved changes. */
export function LeaveEditorDialog({ open, onStay, onLeave }: LeaveEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onStay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Forkaste endringene?</DialogTitle>
          <DialogDescription>Du har endringer i klokka som ikke er lagret.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onStay}>
            Fortsett å redigere
          </Button>
          <Button variant="destructive" onClick={onLeave}>
            Forkast og gå tilbake
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
