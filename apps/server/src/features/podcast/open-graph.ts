import {
  PODCAST_ARTWORK_SIZE_PX,
  PODCAST_PATHS,
  podcastShareUrl,
  type PublicPodcastEpisode,
  type PublicPodcastShow,
} from '@studioportal/shared';
import type { IndexHtmlHead } from '../../http/web-app';
import { xmlText as escapeAttr } from './feed-xml';

/** Link previews show a line or two; crawlers want a sentence, not the whole show notes. */
const SUMMARY_MAX = 300;

function summary(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim() || fallback;
  return flat.length <= SUMMARY_MAX ? flat : `${flat.slice(0, SUMMARY_MAX - 1).trimEnd()}…`;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** JSON inside <script> must not be able to close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The <head> of /podcast (and the embed, whose canonical page is /podcast) for crawlers and link previews: title, description,
 * artwork and, when the link names a published episode, that episode with its audio. An episode
 * that is not public is never described: the page falls back to the show.
 */
export function podcastHead(
  origin: string,
  show: PublicPodcastShow,
  episode: PublicPodcastEpisode | undefined,
): IndexHtmlHead {
  const title = episode ? `${episode.title} – ${show.title}` : show.title;
  const description = summary(episode?.description ?? show.description, show.title);
  const url = episode ? podcastShareUrl(origin, episode.id) : `${origin}${PODCAST_PATHS.page}`;
  const artwork = episode?.artwork_url ?? show.artwork_url;
  const meta: [string, string][] = [
    ['og:site_name', show.title],
    ['og:type', episode ? 'article' : 'website'],
    ['og:locale', 'nb_NO'],
    ['og:title', episode?.title ?? show.title],
    ['og:description', description],
    ['og:url', url],
    ['twitter:card', 'summary'],
    ['twitter:title', episode?.title ?? show.title],
    ['twitter:description', description],
  ];
  if (artwork) {
    const image = absolute(origin, artwork);
    meta.push(
      ['og:image', image],
      ['og:image:type', 'image/jpeg'],
      ['og:image:width', String(PODCAST_ARTWORK_SIZE_PX)],
      ['og:image:height', String(PODCAST_ARTWORK_SIZE_PX)],
      ['og:image:alt', `Omslagsbilde for ${show.title}`],
      ['twitter:image', image],
    );
  }
  if (episode) {
    meta.push(
      ['og:audio', absolute(origin, episode.audio_url)],
      ['og:audio:type', episode.audio_type],
      ['article:published_time', episode.published_at],
    );
  }
  const structured = episode
    ? {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        name: episode.title,
        description,
        url,
        datePublished: episode.published_at,
        timeRequired: `PT${Math.round(episode.duration_s)}S`,
        associatedMedia: { '@type': 'MediaObject', contentUrl: absolute(origin, episode.audio_url), encodingFormat: episode.audio_type },
        partOfSeries: { '@type': 'PodcastSeries', name: show.title, url: `${origin}${PODCAST_PATHS.page}` },
        ...(artwork ? { image: absolute(origin, artwork) } : {}),
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'PodcastSeries',
        name: show.title,
        description,
        url,
        webFeed: `${origin}${PODCAST_PATHS.feed}`,
        inLanguage: 'nb',
        ...(show.author ? { author: { '@type': 'Organization', name: show.author } } : {}),
        ...(artwork ? { image: absolute(origin, artwork) } : {}),
      };
  const tags = [
    ...meta.map(([property, content]) =>
      property.startsWith('twitter:')
        ? `<meta name="${property}" content="${escapeAttr(content)}" />`
        : `<meta property="${property}" content="${escapeAttr(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeAttr(show.title)}" href="${escapeAttr(`${origin}${PODCAST_PATHS.feed}`)}" />`,
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ];
  return { title, description, tags: tags.map((t) => `    ${t}`).join('\n') };
}
