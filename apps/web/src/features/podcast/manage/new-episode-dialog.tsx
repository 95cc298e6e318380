import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { createPodcastEpisodeSchema, PODCAST_STRINGS, type PodcastEpisode } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useCreateEpisode } from '../api';
import { fieldErrors } from '../lib/field-errors';

const S = PODCAST_STRINGS.manage;

/** Starts a draft with a title and numbering; the editor then takes the audio and the rest. */
export function NewEpisodeDialog({ episodes, onCreated }: { episodes: readonly PodcastEpisode[]; onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateEpisode();

  // The next number in the current season, so a daily show does not count by hand.
  const latest = episodes.find((e) => e.episode_number !== null);
  const season = latest?.season ?? null;
  const nextNumber = latest?.episode_number ? latest.episode_number + 1 : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title, season, episode_number: nextNumber };
    const parsed = createPodcastEpisodeSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    create.mutate(input, {
      onSuccess: ({ episode }) => {
        setOpen(false);
        setTitle('');
        setErrors({});
        toast({ title: S.created, variant: 'success', duration: 3000 });
        onCreated(episode.id);
      },
      onError: (error) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {S.newEpisode}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{S.newEpisode}</DialogTitle>
            <DialogDescription>
              Episoden lagres som utkast. Etterpå laster du opp lydfilen, legger inn kapitler og publiserer
              {nextNumber ? ` (foreslått: ${season ? `sesong ${season}, ` : ''}episode ${nextNumber})` : ''}.
            </DialogDescription>
          </DialogHeader>
          <FormField label={S.titleLabel} error={errors.title}>
            <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} autoFocus />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {S.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {S.createEpisode}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
