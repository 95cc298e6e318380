import {
  PODCAST_FILES_PREFIX,
  podcastEpisodeStatus,
  type PodcastEpisode,
  type PodcastShow,
  type PublicPodcastEpisode,
  type PublicPodcastShow,
} from '@studioportal/shared';
import type { EpisodeRow, EpisodeWithPlays, ShowRow } from './podcast.repository';

/** Site-relative URL of a stored podcast file; the feed and Open Graph tags make it absolute. */
export const podcastFileUrl = (key: string) => `${PODCAST_FILES_PREFIX}${key}`;
const fileUrlOrNull = (key: string | null) => (key ? podcastFileUrl(key) : null);

export function toShow(row: ShowRow): PodcastShow {
  return {
    title: row.title,
    description: row.description,
    author: row.author,
    category: row.category,
    language: row.language,
    explicit: row.explicit,
    owner_name: row.ownerName,
    owner_email: row.ownerEmail,
    website_url: row.websiteUrl,
    artwork_url: fileUrlOrNull(row.artworkKey),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPublicShow(row: ShowRow): PublicPodcastShow {
  return {
    title: row.title,
    description: row.description,
    author: row.author,
    category: row.category,
    language: row.language,
    explicit: row.explicit,
    website_url: row.websiteUrl,
    artwork_url: fileUrlOrNull(row.artworkKey),
  };
}

export function toEpisode(row: EpisodeWithPlays, now: number = Date.now()): PodcastEpisode {
  const publishAt = row.publishAt?.toISOString() ?? null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audio_url: fileUrlOrNull(row.audioKey),
    audio_type: row.audioType,
    audio_size: row.audioSize,
    duration_s: row.durationS,
    artwork_url: fileUrlOrNull(row.artworkKey),
    publish_at: publishAt,
    status: podcastEpisodeStatus(publishAt, now),
    season: row.season,
    episode_number: row.episodeNumber,
    chapters: row.chapters,
    explicit: row.explicit,
    media_item_id: row.mediaItemId,
    plays: row.plays,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only for rows from listPublished (audio and publish date present). */
export function toPublicEpisode(row: EpisodeRow, show: ShowRow): PublicPodcastEpisode {
  if (!row.audioKey || !row.audioType || !row.audioSize || !row.durationS || !row.publishAt) {
    throw new Error(`episode ${row.id} is not publishable`);
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audio_url: podcastFileUrl(row.audioKey),
    audio_type: row.audioType,
    audio_size: row.audioSize,
    duration_s: row.durationS,
    artwork_url: fileUrlOrNull(row.artworkKey ?? show.artworkKey),
    published_at: row.publishAt.toISOString(),
    season: row.season,
    episode_number: row.episodeNumber,
    chapters: row.chapters,
    explicit: row.explicit,
  };
}
