import { useId, useState } from 'react';
import { CalendarClock, EyeOff, Send } from 'lucide-react';
import { fromStationInputValue, PODCAST_STRINGS, toStationInputValue, type PodcastEpisode } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/ui/date-time-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/datetime';
import { usePublishEpisode, useUnpublishEpisode } from '../api';
import { StatusBadge } from './status-badge';

const S = PODCAST_STRINGS.manage;

const when = (iso: string) => `${formatDate(iso)} kl. ${formatTime(iso)}`;

/** Publish now, schedule for a time (station time), or take the episode down again. */
export function PublishPanel({ episode }: { episode: PodcastEpisode }) {
  const dateId = useId();
  const [at, setAt] = useState(() => toStationInputValue(new Date(Date.now() + 24 * 3_600_000)));
  const publish = usePublishEpisode(episode.id);
  const unpublish = useUnpublishEpisode(episode.id);
  const busy = publish.isPending || unpublish.isPending;
  const hasAudio = episode.audio_url !== null;
  const onError = (error: unknown) => toast({ title: S.saveFailed, description: errorMessage(error), variant: 'destructive' });

  const publishNow = () =>
    publish.mutate({}, { onSuccess: () => toast({ title: S.published, variant: 'success', duration: 3000 }), onError });
  const schedule = () => {
    const date = fromStationInputValue(at);
    if (!date) return;
    publish.mutate(
      { publish_at: date.toISOString() },
      { onSuccess: ({ episode: saved }) => toast({ title: saved.status === 'scheduled' ? S.scheduled(when(saved.publish_at!)) : S.published, variant: 'success' }), onError },
    );
  };
  const takeDown = () => unpublish.mutate(undefined, { onSuccess: () => toast({ title: S.unpublished, duration: 3000 }), onError });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={episode.status} />
        {episode.publish_at && (
          <span className="text-muted-foreground">
            {episode.status === 'scheduled' ? 'Publiseres' : 'Publisert'} {when(episode.publish_at)}
          </span>
        )}
      </div>
      {!hasAudio && <p className="rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-300">{S.needsAudio}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <Button onClick={publishNow} disabled={!hasAudio || busy || episode.status === 'published'}>
          <Send aria-hidden />
          {S.publishNow}
        </Button>
        <div className="grid gap-1">
          <label htmlFor={dateId} className="text-xs text-muted-foreground">
            {S.scheduleAt}
          </label>
          <DateTimeField id={dateId} label={S.scheduleAt} value={at} onChange={setAt} />
        </div>
        <Button variant="secondary" onClick={schedule} disabled={!hasAudio || busy || !at}>
          <CalendarClock aria-hidden />
          {S.schedule}
        </Button>
        {episode.status !== 'draft' && (
          <Button variant="outline" onClick={takeDown} disabled={busy}>
            <EyeOff aria-hidden />
            {S.unpublish}
          </Button>
        )}
      </div>
    </div>
  );
}
