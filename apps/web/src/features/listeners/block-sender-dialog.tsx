import { useState } from 'react';
import type { ListenerMessage } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useBlockSender } from './api';
import { phoneText } from './format';

/** Moderators confirm before a sender is blocked: their phone, else their device, can send nothing more. */
export function BlockSenderDialog({ message, onClose }: { message: ListenerMessage | null; onClose: () => void }) {
  const block = useBlockSender();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = () => {
    if (!message) return;
    setFailure(null);
    block.mutate(message.id, {
      onSuccess: () => {
        toast({ title: 'Avsenderen er blokkert', description: `${message.name} kan ikke sende flere meldinger.`, variant: 'success', duration: 4000 });
        close();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Blokkere avsenderen?</DialogTitle>
          <DialogDescription>
            {message?.phone
              ? `Nummeret ${phoneText(message.phone)} kan ikke sende flere meldinger, ønsker eller stemmer.`
              : 'Enheten meldingen kom fra kan ikke sende flere meldinger, ønsker eller stemmer.'}{' '}
            Blokkeringen kan oppheves i Lytterhub.
          </DialogDescription>
        </DialogHeader>
        {message && (
          <blockquote className="rounded-lg border-l-4 bg-muted px-3 py-2 text-sm">
            <span className="font-medium">{message.name}:</span> <span className="text-muted-foreground">{message.body.slice(0, 200)}</span>
          </blockquote>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Avbryt
          </Button>
          <RequiresNetwork className="justify-end">
            {({ offline, controlProps }) => (
              <Button variant="destructive" onClick={confirm} disabled={block.isPending || offline} {...controlProps}>
                Blokker avsender
              </Button>
            )}
          </RequiresNetwork>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
