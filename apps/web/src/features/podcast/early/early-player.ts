import { chapterIndexAt, formatDuration, parsePodcastTimestamp, PODCAST_SKIP_BACK_S, PODCAST_SKIP_FORWARD_S, PODCAST_PLAYER_STRINGS as S, type PodcastChapter } from '@studioportal/shared';
import { formatSpeed, readPosition, readSpeed } from '../lib/listening-memory';
import { EARLY_USED } from './early-markers';

/**
 * The server's player (apps/server features/podcast/static-player.ts) working before the app:
 * play and pause, ±15/30 s, the position slider and the chapter list, starting where a share link
 * or this browser's memory says, at the remembered speed — what the app's player would do
 * (player/use-podcast-audio.ts). The app takes the same element over, so nothing restarts.
 */
export function startEarlyPlayer(root: ParentNode) {
  const section = root.querySelector<HTMLElement>('[data-early-player]');
  const audio = section?.querySelector('audio');
  if (!section || !audio) return;
  const part = <T extends Element>(name: string) => section.querySelector<T>(`[data-early="${name}"]`);
  const playButton = part<HTMLButtonElement>('play');
  const seek = part<HTMLInputElement>('seek');
  const chapters = readChapters(section);
  const listed = Number(seek?.max ?? 0);
  const duration = () => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : listed);

  const speed = readSpeed();
  const speedButton = part<HTMLButtonElement>('speed');
  if (speedButton) {
    speedButton.textContent = formatSpeed(speed);
    speedButton.setAttribute('aria-label', `${S.speed}: ${formatSpeed(speed)}`);
  }

  const episodeId = section.dataset.episodeId ?? '';
  // As public/use-episode-selection.ts reads a share link: its ?t= counts for the episode it names.
  const params = new URLSearchParams(window.location.search);
  const shared = params.get('episode') === episodeId ? parsePodcastTimestamp(params.get('t')) : null;
  const start = shared ?? readPosition(episodeId, listed) ?? 0;
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    audio.setAttribute(EARLY_USED, '');
    audio.defaultPlaybackRate = speed;
    audio.playbackRate = speed;
    if (start > 0 && audio.currentTime === 0) audio.currentTime = Math.min(start, Math.max(0, listed - 1));
  };
  const seekTo = (seconds: number) => {
    begin();
    audio.currentTime = Math.max(0, Math.min(seconds, Math.max(0, duration() - 0.25)));
    show();
  };

  const show = () => {
    const max = Math.max(1, Math.floor(duration()));
    const now = Math.min(max, Math.max(0, audio.currentTime));
    const percent = `${(now / max) * 100}%`;
    part<HTMLElement>('progress')?.style.setProperty('width', percent);
    part<HTMLElement>('thumb')?.style.setProperty('left', percent);
    if (seek) {
      seek.max = String(max);
      seek.value = String(Math.floor(now));
      seek.setAttribute('aria-valuetext', `${formatDuration(now)} av ${formatDuration(max)}`);
    }
    const elapsed = part<HTMLElement>('elapsed');
    if (elapsed) elapsed.textContent = formatDuration(now);
    const remaining = part<HTMLElement>('remaining');
    if (remaining) remaining.textContent = S.remaining(formatDuration(Math.max(0, max - now)));
    markChapter(section, chapterIndexAt(chapters, now));
  };
  const showPlaying = () => {
    const playing = !audio.paused;
    section.dataset.playing = String(playing);
    if (!playButton) return;
    playButton.setAttribute('aria-label', playing ? S.pause : S.play);
    const [playIcon, pauseIcon] = playButton.querySelectorAll('svg');
    playIcon?.classList.toggle('hidden', playing);
    pauseIcon?.classList.toggle('hidden', !playing);
  };

  playButton?.addEventListener('click', () => {
    if (!audio.paused) return audio.pause();
    begin();
    // Autoplay rules or a missing file: the button stays "Spill av"; the app's player says why when it arrives.
    audio.play().catch(() => undefined);
  });
  part('back')?.addEventListener('click', () => seekTo(audio.currentTime - PODCAST_SKIP_BACK_S));
  part('forward')?.addEventListener('click', () => seekTo(audio.currentTime + PODCAST_SKIP_FORWARD_S));
  seek?.addEventListener('input', () => seekTo(Number(seek.value)));
  section.addEventListener('click', (event) => {
    const chapter = (event.target as Element).closest<HTMLElement>('[data-early-chapter]');
    if (chapter) seekTo(Number(chapter.dataset.earlyChapter));
  });
  for (const name of ['play', 'pause', 'ended']) audio.addEventListener(name, showPlaying);
  for (const name of ['timeupdate', 'durationchange', 'seeking']) audio.addEventListener(name, show);
}

function readChapters(section: HTMLElement): PodcastChapter[] {
  return Array.from(section.querySelectorAll<HTMLElement>('[data-early-chapter]'), (button) => ({
    start_s: Number(button.dataset.earlyChapter),
    title: button.textContent ?? '',
  }));
}

/** The chapter list's current row, and the line under the title, as the app's player shows them. */
function markChapter(section: HTMLElement, index: number) {
  section.querySelectorAll<HTMLElement>('[data-early-chapter]').forEach((button, i) => {
    const current = i === index;
    if (current === button.hasAttribute('aria-current')) return;
    button.toggleAttribute('aria-current', current);
    if (current) button.setAttribute('aria-current', 'true');
    button.classList.toggle('bg-primary/10', current);
    button.classList.toggle('font-medium', current);
    button.classList.toggle('text-foreground', current);
    button.classList.toggle('text-foreground/85', !current);
    const time = button.firstElementChild;
    time?.classList.toggle('text-primary', current);
    time?.classList.toggle('text-muted-foreground', !current);
  });
}
