import { ArrowLeft } from 'lucide-react';
import { formatPodcastLength, PODCAST_STRINGS, type PodcastEpisode } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Artwork } from '../player/artwork';
import { DeleteEpisodeButton } from './delete-episode-button';
import { EpisodeDetailsForm } from './episode-details-form';
import { checkAudioFile, checkImageFile, FileUpload } from './file-upload';
import { PublishPanel } from './publish-panel';

const S = PODCAST_STRINGS.manage;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} MB`;

/** Everything about one episode: audio, details and chapters, artwork, publishing, deletion. */
export function EpisodeEditor({ episode, onClose }: { episode: PodcastEpisode; onClose: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClose} className="lg:hidden">
          <ArrowLeft aria-hidden />
          {S.episodes}
        </Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">{S.editEpisode}</h2>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{S.publishing}</CardTitle>
        </CardHeader>
        <CardContent>
          <PublishPanel episode={episode} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{S.audioLabel}</CardTitle>
        </CardHeader>
        <CardContent>
          <FileUpload target={{ kind: 'audio', episodeId: episode.id }} label={S.audioLabel} accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a" hasFile={episode.audio_url !== null} check={checkAudioFile}>
            {episode.audio_url && (
              <div className="grid gap-2">
                <p className="tabular text-sm text-muted-foreground">
                  {[
                    formatPodcastLength(episode.duration_s ?? 0),
                    megabytes(episode.audio_size ?? 0),
                    episode.audio_type === 'audio/mpeg' ? 'MP3' : 'M4A',
                  ].join(' · ')}
                </p>
                {/* Staff check what they uploaded; listeners get the full player. */}
                <audio key={episode.audio_url} controls preload="none" src={episode.audio_url} className="w-full" aria-label={`Forhåndslytt: ${episode.title}`} />
              </div>
            )}
          </FileUpload>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Detaljer</CardTitle>
        </CardHeader>
        <CardContent>
          {/* Keyed by episode, so switching episodes starts a fresh form. */}
          <EpisodeDetailsForm key={episode.id} episode={episode} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{S.artworkLabel}</CardTitle>
        </CardHeader>
        <CardContent>
          <FileUpload target={{ kind: 'artwork', episodeId: episode.id }} label={S.artworkLabel} accept="image/jpeg,image/png,image/webp" hint={S.artworkHint} hasFile={episode.artwork_url !== null} check={checkImageFile}>
            {episode.artwork_url && <Artwork src={episode.artwork_url} alt={`${S.artworkLabel}: ${episode.title}`} className="size-32" displayPx={128} />}
          </FileUpload>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <DeleteEpisodeButton episode={episode} onDeleted={onClose} />
      </div>
    </div>
  );
}
