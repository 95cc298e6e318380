import { createHash } from 'node:crypto';
import { PODCAST_PATHS, podcastShareUrl, type PodcastChapter, type PublicPodcastEpisode, type PublicPodcastShow } from '@studioportal/shared';

/**
 * The podcast's RSS 2.0 feed with the itunes and podcast namespaces, plus Podlove Simple Chapters
 * inline (apps that do not fetch podcast:chapters files still get chapters). Pure: everything it
 * needs is passed in, and every URL it writes is absolute.
 */

export interface FeedInput {
  origin: string;
  show: PublicPodcastShow & { owner_name: string; owner_email: string };
  episodes: PublicPodcastEpisode[];
  lastBuildDate: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escapes text and drops characters XML 1.0 forbids (control characters pasted from elsewhere). */
export function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The podcast namespace's feed GUID: UUIDv5 of the feed URL without scheme and trailing slash. */
export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from('ead4c236bf5858c6a2c6a6b28d128cb6', 'hex');
  const name = feedUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Podlove's normal play time: HH:MM:SS.mmm. */
function nptTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

export const chaptersJsonPath = (episodeId: string) => `/podcast/episodes/${episodeId}/chapters.json`;

/** The podcast namespace's JSON chapters file (application/json+chapters, version 1.2.0). */
export function chaptersJson(chapters: readonly PodcastChapter[]) {
  return { version: '1.2.0', chapters: chapters.map((c) => ({ startTime: c.start_s, title: c.title })) };
}

function item(origin: string, show: FeedInput['show'], episode: PublicPodcastEpisode): string {
  const lines = [
    `<title>${xmlText(episode.title)}</title>`,
    `<description>${xmlText(episode.description || episode.title)}</description>`,
    `<link>${xmlText(podcastShareUrl(origin, episode.id))}</link>`,
    `<guid isPermaLink="false">${episode.id}</guid>`,
    `<pubDate>${new Date(episode.published_at).toUTCString()}</pubDate>`,
    `<enclosure url="${xmlText(absolute(origin, episode.audio_url))}" length="${episode.audio_size}" type="${episode.audio_type}"/>`,
    `<itunes:title>${xmlText(episode.title)}</itunes:title>`,
    `<itunes:duration>${Math.max(1, Math.round(episode.duration_s))}</itunes:duration>`,
    `<itunes:episodeType>full</itunes:episodeType>`,
    `<itunes:explicit>${episode.explicit || show.explicit ? 'true' : 'false'}</itunes:explicit>`,
  ];
  if (episode.artwork_url) lines.push(`<itunes:image href="${xmlText(absolute(origin, episode.artwork_url))}"/>`);
  if (episode.season !== null) lines.push(`<itunes:season>${episode.season}</itunes:season>`);
  if (episode.episode_number !== null) lines.push(`<itunes:episode>${episode.episode_number}</itunes:episode>`);
  if (episode.chapters.length > 0) {
    lines.push(`<podcast:chapters url="${xmlText(absolute(origin, chaptersJsonPath(episode.id)))}" type="application/json+chapters"/>`);
    lines.push(
      `<psc:chapters version="1.2">${episode.chapters
        .map((c) => `<psc:chapter start="${nptTime(c.start_s)}" title="${xmlText(c.title)}"/>`)
        .join('')}</psc:chapters>`,
    );
  }
  return `    <item>\n${lines.map((l) => `      ${l}`).join('\n')}\n    </item>`;
}

export function buildFeedXml({ origin, show, episodes, lastBuildDate }: FeedInput): string {
  const feedUrl = `${origin}${PODCAST_PATHS.feed}`;
  const link = show.website_url ?? `${origin}${PODCAST_PATHS.page}`;
  const artwork = show.artwork_url ? absolute(origin, show.artwork_url) : null;
  const channel = [
    `<title>${xmlText(show.title)}</title>`,
    `<link>${xmlText(link)}</link>`,
    `<description>${xmlText(show.description || show.title)}</description>`,
    `<language>${show.language}</language>`,
    `<lastBuildDate>${lastBuildDate.toUTCString()}</lastBuildDate>`,
    `<generator>Studioportal</generator>`,
    `<atom:link href="${xmlText(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `<itunes:author>${xmlText(show.author || show.title)}</itunes:author>`,
    `<itunes:owner><itunes:name>${xmlText(show.owner_name || show.author || show.title)}</itunes:name>${
      show.owner_email ? `<itunes:email>${xmlText(show.owner_email)}</itunes:email>` : ''
    }</itunes:owner>`,
    `<itunes:category text="${xmlText(show.category)}"/>`,
    `<itunes:explicit>${show.explicit ? 'true' : 'false'}</itunes:explicit>`,
    `<itunes:type>episodic</itunes:type>`,
    `<podcast:guid>${podcastGuid(feedUrl)}</podcast:guid>`,
    `<podcast:locked${show.owner_email ? ` owner="${xmlText(show.owner_email)}"` : ''}>no</podcast:locked>`,
  ];
  if (artwork) {
    channel.push(`<itunes:image href="${xmlText(artwork)}"/>`);
    channel.push(`<image><url>${xmlText(artwork)}</url><title>${xmlText(show.title)}</title><link>${xmlText(link)}</link></image>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:psc="http://podlove.org/simple-chapters" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...channel.map((l) => `    ${l}`),
    ...episodes.map((e) => item(origin, show, e)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
