import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QUIZ_WEB } from '../strings';

/** Leaving the editor with unsaved changes asks first; focus starts on staying. */
export function DiscardChangesDialog({ open, onOpenChange, onDiscard }: { open: boolean; onOpenChange: (open: boolean) => void; onDiscard: () => void }) {
  const e = QUIZ_WEB.editor;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-stay]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{e.discardTitle}</DialogTitle>
          <DialogDescription>{e.discardText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-stay onClick={() => onOpenChange(false)}>
            {e.keepEditing}
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onDiscard();
            }}
          >
            {e.discard}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
