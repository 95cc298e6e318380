import {
  chapterIndexAt,
  formatDuration,
  formatPodcastLength,
  PODCAST_SKIP_BACK_S,
  PODCAST_SKIP_FORWARD_S,
  PODCAST_STRINGS,
  type PublicPodcastEpisode,
} from '@studioportal/shared';
import { BUTTON, escapeHtml, ICON } from './static-markup';

const S = PODCAST_STRINGS.player;

/*
 * The player (apps/web features/podcast/player/podcast-player.tsx, variant 'full') as the server
 * draws it. The page's early script (apps/web src/features/podcast/early) makes play, the skips, the
 * position slider and the chapters work before the app has arrived; the app then takes over the
 * same <audio> element, playing or not (features/podcast/public/early-handover.ts). The speed and
 * share buttons need the app and are disabled until it replaces them. `data-early` names what the
 * early script drives.
 */

const percentOf = (seconds: number, max: number) => (seconds / max) * 100;

function seekBar(episode: PublicPodcastEpisode, max: number): string {
  const ticks = episode.chapters
    .filter((chapter) => chapter.start_s > 0 && chapter.start_s < max)
    .map((chapter) => `<span aria-hidden="true" class="absolute h-2.5 w-0.5 -translate-x-1/2 rounded-full bg-foreground/45" style="left:${percentOf(chapter.start_s, max)}%"></span>`)
    .join('');
  return `<div class="group relative flex h-6 items-center"><input data-early="seek" type="range" min="0" max="${max}" step="1" value="0" aria-label="${escapeHtml(S.seek)}" aria-valuetext="0:00 av ${formatDuration(max)}" class="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0" /><div aria-hidden="true" class="absolute inset-x-0 h-1.5 overflow-hidden rounded-full bg-foreground/15"><div data-early="progress" class="h-full rounded-full bg-primary" style="width:0%"></div></div>${ticks}<span data-early="thumb" aria-hidden="true" class="pointer-events-none absolute size-3.5 -translate-x-1/2 rounded-full bg-primary shadow ring-2 ring-background transition-transform motion-reduce:transition-none group-hover:scale-110 peer-focus-visible:scale-125 peer-focus-visible:ring-4 peer-focus-visible:ring-ring/60" style="left:0%"></span></div>`;
}

function times(max: number): string {
  return `<div class="tabular flex justify-between text-xs text-muted-foreground"><span><span class="sr-only">Spilt av: </span><span data-early="elapsed">0:00</span></span><span><span class="sr-only">Gjenstår: </span><span data-early="remaining">${escapeHtml(
    S.remaining(formatDuration(max)),
  )}</span></span></div>`;
}

function controls(episode: PublicPodcastEpisode): string {
  const play = `<button data-early="play" data-label-play="${escapeHtml(S.play)}" data-label-pause="${escapeHtml(S.pause)}" class="${BUTTON.play}" type="button" aria-label="${escapeHtml(S.play)}">${ICON.play(
    '!size-6 translate-x-px',
  )}${ICON.pause('!size-6 hidden')}</button>`;
  return `<div class="flex items-center gap-1 @sm:gap-2"><div class="flex items-center gap-1 @sm:gap-3"><button data-early="back" class="${BUTTON.skip}" type="button" aria-label="${escapeHtml(
    S.back,
  )}">${ICON.back('!size-5')}${PODCAST_SKIP_BACK_S}</button><button data-early="forward" class="${BUTTON.skip}" type="button" aria-label="${escapeHtml(S.forward)}">${PODCAST_SKIP_FORWARD_S}${ICON.forward(
    '!size-5',
  )}</button>${play}</div><div class="ml-auto flex items-center @max-xs:-mr-1"><button data-early="speed" disabled class="${BUTTON.speed}" type="button" aria-label="${escapeHtml(
    S.speed,
  )}: 1×">1×</button><button disabled class="${BUTTON.share}" type="button" aria-label="${escapeHtml(`${S.share}: ${episode.title}`)}">${ICON.share('')}<span class="hidden sm:inline">${escapeHtml(
    S.share,
  )}</span></button></div></div>`;
}

function chapterList(episode: PublicPodcastEpisode): string {
  if (episode.chapters.length === 0) return '';
  const firstIndex = chapterIndexAt(episode.chapters, 0);
  const items = episode.chapters
    .map((chapter, index) => {
      const current = index === firstIndex;
      const tone = current ? 'bg-primary/10 font-medium text-foreground' : 'text-foreground/85';
      return `<li><button data-early-chapter="${chapter.start_s}" type="button"${current ? ' aria-current="true"' : ''} class="flex w-full items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${tone}"><span class="tabular w-14 shrink-0 text-xs ${
        current ? 'text-primary' : 'text-muted-foreground'
      }">${formatDuration(chapter.start_s)}</span><span class="min-w-0 flex-1 truncate">${escapeHtml(chapter.title)}</span></button></li>`;
    })
    .join('');
  return `<div class="border-t pt-3"><h3 class="mb-1.5 px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">${escapeHtml(S.chapters)}</h3><nav aria-label="${escapeHtml(
    S.chapters,
  )}"><ol class="grid gap-0.5">${items}</ol></nav></div>`;
}

/** The player's <section>: `artwork` and `facts` are the page's (static-page.ts draws them). */
export function staticPlayer(episode: PublicPodcastEpisode, eyebrow: string, artwork: string, publishedOn: string): string {
  const max = Math.max(1, Math.floor(episode.duration_s));
  const chapter = episode.chapters[chapterIndexAt(episode.chapters, 0)];
  const facts = [publishedOn, formatPodcastLength(episode.duration_s)].join(' · ');
  return `<section data-early-player data-episode-id="${escapeHtml(episode.id)}" aria-label="${escapeHtml(`${S.region}: ${episode.title}`)}" aria-describedby="sp-static-player-help" class="@container grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3" data-playing="false"><audio src="${escapeHtml(
    episode.audio_url,
  )}" preload="none"></audio><p id="sp-static-player-help" class="sr-only">${escapeHtml(S.keyboardHelp)}</p><div class="flex items-center gap-3 sm:gap-4">${artwork}<div class="min-w-0 flex-1"><p class="text-xs font-semibold uppercase tracking-wide text-primary dark:text-blue-400">${escapeHtml(
    eyebrow,
  )}</p><h2 class="font-semibold leading-snug tracking-tight text-lg sm:text-xl">${escapeHtml(episode.title)}</h2><p class="truncate text-sm text-muted-foreground">${escapeHtml(facts)}</p>${
    chapter ? `<p class="truncate text-sm text-foreground/80"><span class="sr-only">${escapeHtml(S.chapters)}: </span>${escapeHtml(chapter.title)}</p>` : ''
  }</div></div><div class="grid gap-1">${seekBar(episode, max)}${times(max)}</div>${controls(episode)}${chapterList(episode)}</section>`;
}
