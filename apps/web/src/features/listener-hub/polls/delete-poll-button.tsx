import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ListenerPoll } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { HUB } from '../strings';
import { useDeletePoll } from './api';

/** Deleting takes the votes with it, so it asks first (focus starts on "Avbryt"). Never for an open poll. */
export function DeletePollButton({ poll }: { poll: ListenerPoll }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePoll();
  const confirm = () =>
    remove.mutate(poll.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: HUB.pollDeleted, duration: 3000 });
      },
      onError: (error) => toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" aria-label={`${HUB.deletePoll}: «${poll.question}»`}>
          <Trash2 aria-hidden />
          Slett
        </Button>
      </DialogTrigger>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{HUB.deletePoll}</DialogTitle>
          <DialogDescription>{HUB.deletePollConfirm(poll.question)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-cancel onClick={() => setOpen(false)}>
            {HUB.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {HUB.deletePoll}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
