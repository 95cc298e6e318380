import type { ChatMessage } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useDeleteMessage } from './api';
import { snippet } from './notify';

/** Confirms before a message disappears for everyone. */
export function DeleteMessageDialog({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  const remove = useDeleteMessage();
  const confirm = async () => {
    if (!message) return;
    try {
      await remove.mutateAsync(message.id);
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Kunne ikke slette meldingen', description: errorMessage(error) });
    }
  };
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Slette meldingen?</DialogTitle>
          <DialogDescription>Meldingen forsvinner for alle i samtalen. Dette kan ikke angres.</DialogDescription>
        </DialogHeader>
        {message && <blockquote className="rounded-lg border-l-4 bg-muted px-3 py-2 text-sm text-muted-foreground">{snippet(message.message, 200)}</blockquote>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Avbryt
          </Button>
          <RequiresNetwork className="justify-end">
            {({ offline, controlProps }) => (
              <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending || offline} {...controlProps}>
                Slett
              </Button>
            )}
          </RequiresNetwork>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
