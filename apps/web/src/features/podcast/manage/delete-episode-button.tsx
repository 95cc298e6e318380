import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { PODCAST_STRINGS, type PodcastEpisode } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useDeleteEpisode } from '../api';

const S = PODCAST_STRINGS.manage;

/** Deleting removes the audio for good, so it asks first (focus starts on "Avbryt"). */
export function DeleteEpisodeButton({ episode, onDeleted }: { episode: PodcastEpisode; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEpisode();
  const confirm = () =>
    remove.mutate(episode.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: S.deleted, duration: 3000 });
        onDeleted();
      },
      onError: (error) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-destructive/50 text-red-700 hover:bg-destructive/10 dark:text-red-300">
          <Trash2 aria-hidden />
          {S.delete}
        </Button>
      </DialogTrigger>
      <DialogContent onOpenAutoFocus={(e) => { e.preventDefault(); (e.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus(); }}>
        <DialogHeader>
          <DialogTitle>{S.delete}</DialogTitle>
          <DialogDescription>{S.deleteConfirm(episode.title)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-cancel onClick={() => setOpen(false)}>
            {S.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {S.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
