import {
  formatPodcastLength,
  formatZonedDate,
  LISTENER_STRINGS,
  PODCAST_CATEGORIES,
  PODCAST_STRINGS,
  podcastArtworkSrcSet,
  type PublicPodcastEpisode,
  type PublicPodcastShow,
} from '@studioportal/shared';
import { BUTTON, CARD, escapeHtml, ICON } from './static-markup';
import { staticPlayer } from './static-player';
import { staticToStudio, type StaticLive } from './static-to-studio';

const S = PODCAST_STRINGS.page;

/*
 * The /podcast page as plain HTML inside #root, painted before any script has loaded (issue 10:
 * LCP on a slow phone). React replaces it when the app starts, so it mirrors the React page
 * (features/podcast/public/*.tsx in apps/web) class for class: the heading React paints must not be
 * larger than the one already on screen, or it becomes a new, late LCP. The web app's stylesheet
 * lists these files as Tailwind sources, so every class here exists in the built CSS.
 * The player and the message form work before the app arrives (the early script, apps/web
 * src/features/podcast/early, named in the page's <head>); everything else arrives with it.
 */

const LOGO = (size: string) =>
  `<svg viewBox="0 0 64 64" aria-hidden="true" class="${size} shrink-0"><defs><linearGradient id="sp-logo-static-${size}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs><rect width="64" height="64" rx="15" fill="url(#sp-logo-static-${size})"/><g fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"><path d="M20.5 20.5a16 16 0 0 0 0 23"/><path d="M43.5 20.5a16 16 0 0 1 0 23"/><path d="M13.5 13.5a26 26 0 0 0 0 37" opacity="0.7"/><path d="M50.5 13.5a26 26 0 0 1 0 37" opacity="0.7"/></g><circle cx="32" cy="32" r="5.5" fill="#fff"/></svg>`;

/** lucide's Podcast (mic-signal), as React draws it. */
const PODCAST_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-1/2 max-h-16 max-w-16 opacity-90"><path d="M12 17v4"/><path d="M18 11a6 6 0 00-3-5.197"/><path d="M2 11a10 10 0 015-8.662"/><path d="M22 11a10 10 0 00-5-8.662"/><path d="M6 11a6 6 0 013-5.197"/><path d="M9 21h6"/><rect x="10" y="9" width="4" height="8" rx="2"/></svg>';

/** As player/artwork.tsx draws it, srcset and sizes included, so React's copy reuses the download. */
function artwork(src: string | null | undefined, alt: string, className: string, displayPx: number): string {
  // Not lazy, unlike React's copy: starting the download with the HTML is the point of this page.
  if (src) {
    const srcSet = podcastArtworkSrcSet(src);
    const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${displayPx}px"` : '';
    return `<img src="${escapeHtml(src)}"${responsive} alt="${escapeHtml(alt)}" decoding="async" class="aspect-square shrink-0 rounded-lg bg-muted object-cover ${className}" />`;
  }
  return `<div role="img" aria-label="${escapeHtml(alt)}" class="flex aspect-square shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-indigo-700 text-white ${className}">${PODCAST_ICON}</div>`;
}

/** dd.MM.yyyy in the station's zone, as lib/datetime formatDate shows it. */
const stationDate = (iso: string) => formatZonedDate(new Date(iso));

function episodeRow(episode: PublicPodcastEpisode, selected: boolean): string {
  const facts = [
    stationDate(episode.published_at),
    formatPodcastLength(episode.duration_s),
    episode.season !== null ? S.season(episode.season) : null,
    episode.episode_number !== null ? S.episode(episode.episode_number) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const ring = selected ? 'border-primary/60 ring-1 ring-primary/40' : '';
  return `<li><article class="flex items-start gap-3 rounded-xl border bg-card p-3 ${ring}">${artwork(episode.artwork_url, '', 'size-14 sm:size-16', 64)}<div class="min-w-0 flex-1"><h3 class="font-medium leading-snug">${escapeHtml(episode.title)}</h3><p class="tabular text-xs text-muted-foreground">${escapeHtml(facts)}</p>${
    episode.description ? `<p class="mt-1 line-clamp-2 text-sm text-foreground/80">${escapeHtml(episode.description)}</p>` : ''
  }</div><span aria-hidden="true" class="inline-flex size-10 shrink-0 rounded-full border"></span></article></li>`;
}

const SUMMARY_LOOK = 'text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The description's toggle, a native <details> as React's: it opens before the app too. */
function descriptionToggle(description: string): string {
  if (!description) return '';
  return `<details data-keep-open="description" class="group mt-4 border-t pt-3"><summary class="cursor-pointer list-none ${SUMMARY_LOOK}"><span class="group-open:hidden">Vis episodebeskrivelse</span><span class="hidden group-open:inline">Skjul episodebeskrivelse</span></summary><p class="mt-2 whitespace-pre-line text-sm leading-relaxed text-foreground/85">${escapeHtml(
    description,
  )}</p></details>`;
}

/**
 * public/comments/episode-comments.tsx closed: its line keeps the card's height, so "Til studio"
 * below (a form the listener may be typing in) does not move when the app arrives. The count and
 * the comments come with the app.
 */
const commentsToggle = () =>
  `<details data-keep-open="comments" class="group/comments mt-4 border-t pt-3"><summary class="flex cursor-pointer list-none items-center gap-1.5 ${SUMMARY_LOOK} [&::-webkit-details-marker]:hidden">${escapeHtml(
    LISTENER_STRINGS.comments,
  )}${ICON.chevronDown('size-4 motion-safe:transition-transform group-open/comments:rotate-180')}</summary><div class="mt-4 grid max-w-2xl gap-6"><p class="text-sm text-muted-foreground">${escapeHtml(
    LISTENER_STRINGS.commentsLoading,
  )}</p></div></details>`;

/** The player's card (public/podcast-page.tsx): the player, working before the app (static-player.ts), the description and the comments' line. */
function playerCard(episode: PublicPodcastEpisode, isLatest: boolean): string {
  return `<div class="scroll-mt-20"><div class="${CARD} p-4 sm:p-6">${staticPlayer(
    episode,
    isLatest ? S.latest : S.nowPlaying,
    artwork(episode.artwork_url, '', 'size-20 sm:size-28', 112),
    stationDate(episode.published_at),
  )}${descriptionToggle(episode.description)}${commentsToggle()}</div></div>`;
}

export function podcastStaticPage(
  feedUrl: string,
  show: PublicPodcastShow,
  episodes: readonly PublicPodcastEpisode[],
  selected: PublicPodcastEpisode | undefined,
  live: StaticLive,
): string {
  const current = selected ?? episodes[0];
  const header = `<header class="flex flex-col gap-5 sm:flex-row sm:items-end">${artwork(show.artwork_url, `Omslagsbilde for ${show.title}`, 'size-32 rounded-2xl shadow-lg sm:size-40', 160)}<div class="min-w-0 flex-1"><p class="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">Podkast · ${escapeHtml(
    PODCAST_CATEGORIES[show.category] ?? '',
  )}</p><h1 class="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">${escapeHtml(show.title)}</h1>${
    show.author ? `<p class="mt-1 text-sm text-muted-foreground">${escapeHtml(show.author)}</p>` : ''
  }${show.description ? `<p class="mt-3 max-w-2xl whitespace-pre-line text-sm leading-relaxed text-foreground/85">${escapeHtml(show.description)}</p>` : ''}<div class="mt-4 flex flex-wrap gap-2"><span aria-hidden="true" class="${BUTTON.header} bg-secondary text-secondary-foreground"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4 shrink-0"><path d="M4 11a9 9 0 0 1 9 9"/><path d="M4 4a16 16 0 0 1 16 16"/><circle cx="5" cy="19" r="1"/></svg>${escapeHtml(S.copyFeed)}</span><a href="${escapeHtml(
    feedUrl,
  )}" type="application/rss+xml" class="${BUTTON.header}">${escapeHtml(S.rss)}</a></div></div></header>`;
  const body = current
    ? `${playerCard(current, current.id === episodes[0]?.id)}${staticToStudio(live)}<section aria-labelledby="all-episodes" class="grid gap-3"><h2 id="all-episodes" class="text-lg font-semibold tracking-tight">${escapeHtml(S.allEpisodes)} <span class="text-sm font-normal text-muted-foreground">(${episodes.length})</span></h2><ul class="grid grid-cols-[minmax(0,1fr)] gap-2">${episodes
        .map((episode) => episodeRow(episode, episode.id === current.id))
        .join('')}</ul></section>`
    : `<div class="rounded-xl border bg-card text-card-foreground shadow-sm flex flex-col items-center gap-3 p-10 text-center"><svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-10 text-muted-foreground"><path d="M12 17v4"/><path d="M18 11a6 6 0 00-3-5.197"/><path d="M2 11a10 10 0 015-8.662"/><path d="M22 11a10 10 0 00-5-8.662"/><path d="M6 11a6 6 0 013-5.197"/><path d="M9 21h6"/><rect x="10" y="9" width="4" height="8" rx="2"/></svg><p class="text-muted-foreground">${escapeHtml(S.empty)}</p></div>${staticToStudio(live)}`;
  // The two top bars of the standard layout (desktop from md, phone below), brand only.
  return `<div class="flex min-h-dvh flex-col"><header class="sticky top-0 z-40 hidden border-b bg-topbar backdrop-blur-md md:block"><div class="mx-auto flex h-16 max-w-[1600px] items-center gap-3 px-4 lg:px-6">${LOGO(
    'size-9',
  )}</div></header><header class="sticky top-0 z-40 border-b bg-topbar pt-[env(safe-area-inset-top)] backdrop-blur-md md:hidden"><div class="flex h-14 items-center gap-3 px-3">${LOGO(
    'size-8',
  )}<p class="min-w-0 flex-1 truncate text-base font-semibold tracking-tight">Podcast</p></div></header><main class="flex flex-1 flex-col"><div class="mx-auto grid w-full max-w-5xl gap-8 px-4 py-6 sm:px-6 lg:py-10">${header}${body}</div></main></div>`;
}
