import { useState, type FormEvent } from 'react';
import { PODCAST_STRINGS, updatePodcastEpisodeSchema, type PodcastEpisode } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateEpisode } from '../api';
import { fieldErrors } from '../lib/field-errors';
import { ChaptersEditor, fromDrafts, toDrafts, type ChapterDraft } from './chapters-editor';

const S = PODCAST_STRINGS.manage;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Title, description, numbering, explicit flag and chapters; saved together with one PATCH. */
export function EpisodeDetailsForm({ episode }: { episode: PodcastEpisode }) {
  const [title, setTitle] = useState(episode.title);
  const [description, setDescription] = useState(episode.description);
  const [season, setSeason] = useState(episode.season?.toString() ?? '');
  const [episodeNumber, setEpisodeNumber] = useState(episode.episode_number?.toString() ?? '');
  const [explicit, setExplicit] = useState(episode.explicit);
  const [chapters, setChapters] = useState<ChapterDraft[]>(() => toDrafts(episode.chapters));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateEpisode(episode.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedChapters = fromDrafts(chapters);
    if ('badRow' in parsedChapters) {
      setErrors({ [`chapterTime.${parsedChapters.badRow}`]: S.invalidChapterTime });
      return;
    }
    const input = {
      title,
      description,
      season: numberOrNull(season),
      episode_number: numberOrNull(episodeNumber),
      explicit,
      chapters: parsedChapters.chapters,
    };
    const parsed = updatePodcastEpisodeSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: ({ episode: saved }) => {
        setChapters(toDrafts(saved.chapters));
        toast({ title: S.saved, variant: 'success', duration: 3000 });
      },
      onError: (error) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={S.titleLabel} error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.currentTarget.value)} required />
      </FormField>
      <FormField label={S.descriptionLabel} error={errors.description}>
        <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} rows={5} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={S.seasonLabel} error={errors.season}>
          <Input type="number" min={1} inputMode="numeric" value={season} onChange={(e) => setSeason(e.currentTarget.value)} />
        </FormField>
        <FormField label={S.episodeNumberLabel} error={errors.episode_number}>
          <Input type="number" min={1} inputMode="numeric" value={episodeNumber} onChange={(e) => setEpisodeNumber(e.currentTarget.value)} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={explicit} onChange={(e) => setExplicit(e.currentTarget.checked)} className="size-4 accent-[var(--primary)]" />
        {S.explicitLabel}
      </label>
      <ChaptersEditor drafts={chapters} onChange={setChapters} errors={errors} defaultDate={new Date(episode.publish_at ?? episode.created_at)} />
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? S.saving : S.save}
        </Button>
      </div>
    </form>
  );
}
