import { useState } from 'react';
import type { ClockTemplate } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteTemplate } from '../api';

/** Confirms deleting a template; dated clocks and the as-run log made from it stay. */
export function DeleteTemplateDialog({ template, onClose, onDeleted }: { template: ClockTemplate | null; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteTemplate();
  const [error, setError] = useState<string | null>(null);
  if (!template) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(template.id);
      toast({ title: 'Sendeklokka er slettet', description: `«${template.name}» er fjernet.` });
      onDeleted();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Slette «{template.name}»?</DialogTitle>
          <DialogDescription>Malen forsvinner for alle. Klokker som allerede er laget for i dag, og sendeloggen, beholdes.</DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Avbryt
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            Slett
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
