import { useCallback, useEffect, useRef, useState, type AudioHTMLAttributes, type RefCallback, type SyntheticEvent } from 'react';
import { chapterIndexAt, PODCAST_SPEEDS, type PodcastChapter, type PodcastSpeed } from '@studioportal/shared';
import { countPlay } from '../api';
import { forgetPosition, readPosition, readSpeed, writePosition, writeSpeed } from '../lib/listening-memory';
import { claimAudio, releaseAudio, useOfferedAudio } from './adopted-audio';

/** What the player needs to know about an episode (public and staff episodes both fit). */
export interface PlayableEpisode {
  id: string;
  title: string;
  audio_url: string;
  duration_s: number;
  chapters: PodcastChapter[];
  artwork_url: string | null;
}

export interface PodcastAudio {
  /** Spread onto the <audio> element (keyed by episode id, so each episode gets a fresh element). */
  audioProps: AudioHTMLAttributes<HTMLAudioElement> & { ref: RefCallback<HTMLAudioElement> };
  /**
   * The element the listener started on the server's page before the app arrived, now this
   * player's (adopted-audio.ts): render no <audio> of your own and keep this one in the player.
   */
  adopted: HTMLAudioElement | null;
  playing: boolean;
  /** Waiting for data while it should be playing. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  speed: PodcastSpeed;
  failed: boolean;
  /** Where playback resumed from this browser's memory, to say so; null otherwise. */
  resumedFrom: number | null;
  chapterIndex: number;
  toggle(): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  skip(deltaSeconds: number): void;
  setSpeed(speed: PodcastSpeed): void;
  changeSpeed(steps: number): void;
}

type MediaEvent = 'play' | 'pause' | 'playing' | 'waiting' | 'timeupdate' | 'loadedmetadata' | 'durationchange' | 'ended' | 'error';

/** Saving on every timeupdate (4 per second) would churn storage for nothing. */
const SAVE_EVERY_MS = 5000;

/**
 * The state machine around one <audio> element: play/pause, seeking, speed, the position this
 * browser remembers per episode, the anonymous play count, and the lock-screen controls of the
 * Media Session API. The element itself stays the source of truth; React state mirrors it.
 */
export function usePodcastAudio(episode: PlayableEpisode | null, options: { startAt?: number | null; showTitle?: string } = {}): PodcastAudio {
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(episode?.duration_s ?? 0);
  const [speed, setSpeedState] = useState<PodcastSpeed>(() => readSpeed());
  const [failed, setFailed] = useState(false);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const pendingStart = useRef(0);
  /** The last position seen, with its episode: what is saved when the page or the episode goes away. */
  const position = useRef<{ episodeId: string; seconds: number } | null>(null);
  const lastSaved = useRef(0);
  const counted = useRef<string | null>(null);
  const speedRef = useRef(speed);
  speedRef.current = speed;

  const episodeId = episode?.id ?? null;
  const episodeDuration = episode?.duration_s ?? 0;
  const startAt = options.startAt ?? null;

  // A new episode: start where the share link says, else where this browser left off, else at 0.
  useEffect(() => {
    setPlaying(false);
    setBuffering(false);
    setFailed(false);
    setDuration(episodeDuration);
    if (!episodeId) return;
    const remembered = startAt === null ? readPosition(episodeId, episodeDuration) : null;
    const start = Math.min(startAt ?? remembered ?? 0, Math.max(0, episodeDuration - 1));
    pendingStart.current = start;
    position.current = null;
    setResumedFrom(remembered);
    setCurrentTime(start);
    const audio = element.current;
    // Before any data is loaded this sets the default start position; loadedmetadata re-checks it.
    if (audio) audio.currentTime = start;
  }, [episodeId, episodeDuration, startAt]);

  const save = useCallback(
    (seconds: number) => {
      if (!episodeId) return;
      position.current = { episodeId, seconds };
      if (seconds < 1) return;
      writePosition(episodeId, seconds);
      lastSaved.current = Date.now();
    },
    [episodeId],
  );

  // Leaving the page (or switching episode) keeps the exact spot of the episode that was playing.
  useEffect(() => {
    const onHide = () => {
      const last = position.current;
      if (last && last.seconds >= 1) writePosition(last.episodeId, last.seconds);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, [episodeId]);

  const ref = useCallback<RefCallback<HTMLAudioElement>>((audio) => {
    element.current = audio;
    if (!audio) return;
    audio.defaultPlaybackRate = speedRef.current;
    audio.playbackRate = speedRef.current;
    if (pendingStart.current > 0) audio.currentTime = pendingStart.current;
  }, []);

  const play = useCallback(() => {
    const audio = element.current;
    if (!audio) return;
    setFailed(false);
    // Autoplay rules or a missing file reject here; the element's error event says which.
    audio.play().catch(() => setPlaying(false));
  }, []);
  const pause = useCallback(() => element.current?.pause(), []);
  const toggle = useCallback(() => {
    const audio = element.current;
    if (!audio) return;
    if (audio.paused) play();
    else audio.pause();
  }, [play]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = element.current;
      if (!audio) return;
      const limit = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : episodeDuration;
      const target = Math.max(0, Math.min(seconds, Math.max(0, limit - 0.25)));
      pendingStart.current = target;
      audio.currentTime = target;
      setCurrentTime(target);
      save(target);
    },
    [episodeDuration, save],
  );
  const skip = useCallback((delta: number) => seek((element.current?.currentTime ?? 0) + delta), [seek]);

  const setSpeed = useCallback((next: PodcastSpeed) => {
    setSpeedState(next);
    writeSpeed(next);
    const audio = element.current;
    if (audio) {
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
    }
  }, []);
  const changeSpeed = useCallback(
    (steps: number) => {
      const index = PODCAST_SPEEDS.indexOf(speedRef.current);
      const next = PODCAST_SPEEDS[Math.max(0, Math.min(PODCAST_SPEEDS.length - 1, index + steps))]!;
      setSpeed(next);
    },
    [setSpeed],
  );

  // Lock screen and headset buttons on phones.
  const showTitle = options.showTitle;
  const title = episode?.title;
  const artwork = episode?.artwork_url;
  useEffect(() => {
    if (!playing || !title || !('mediaSession' in navigator)) return;
    try {
      navigator.mediaSession.metadata = new MediaMetadata({
        title,
        artist: showTitle ?? '',
        artwork: artwork ? [{ src: new URL(artwork, window.location.href).href, sizes: '1400x1400', type: 'image/jpeg' }] : [],
      });
      navigator.mediaSession.setActionHandler('play', play);
      navigator.mediaSession.setActionHandler('pause', pause);
      navigator.mediaSession.setActionHandler('seekbackward', (d) => skip(-(d.seekOffset ?? 15)));
      navigator.mediaSession.setActionHandler('seekforward', (d) => skip(d.seekOffset ?? 30));
      navigator.mediaSession.setActionHandler('seekto', (d) => d.seekTime !== undefined && seek(d.seekTime));
    } catch {
      // Older browsers lack some actions; the on-page controls still work.
    }
  }, [playing, title, showTitle, artwork, play, pause, skip, seek]);

  // One handler per media event: React props on the player's own <audio>, listeners on an adopted one.
  const on: Record<MediaEvent, (audio: HTMLAudioElement) => void> = {
    play: () => setPlaying(true),
    pause: (audio: HTMLAudioElement) => {
      setPlaying(false);
      save(audio.currentTime);
    },
    playing: () => {
      setBuffering(false);
      if (episodeId && counted.current !== episodeId) {
        counted.current = episodeId;
        countPlay(episodeId);
      }
    },
    waiting: () => setBuffering(true),
    timeupdate: (audio: HTMLAudioElement) => {
      const t = audio.currentTime;
      setCurrentTime(t);
      if (episodeId) position.current = { episodeId, seconds: t };
      if (Date.now() - lastSaved.current > SAVE_EVERY_MS && !audio.paused) save(t);
    },
    loadedmetadata: (audio: HTMLAudioElement) => {
      if (Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration);
      if (pendingStart.current > 0 && Math.abs(audio.currentTime - pendingStart.current) > 1) audio.currentTime = pendingStart.current;
      audio.playbackRate = speedRef.current;
    },
    durationchange: (audio: HTMLAudioElement) => {
      const d = audio.duration;
      if (Number.isFinite(d) && d > 0) setDuration(d);
    },
    ended: () => {
      setPlaying(false);
      pendingStart.current = 0;
      position.current = null;
      if (episodeId) forgetPosition(episodeId);
    },
    error: () => {
      setFailed(true);
      setPlaying(false);
      setBuffering(false);
    },
  };
  const handlers = useRef(on);
  handlers.current = on;
  const react = (handle: (audio: HTMLAudioElement) => void) => (event: SyntheticEvent<HTMLAudioElement>) => handle(event.currentTarget);

  const audioProps: PodcastAudio['audioProps'] = {
    ref,
    src: episode?.audio_url,
    // Nothing is fetched until someone presses play: the page stays light and no download is counted.
    preload: 'none',
    onPlay: react(on.play),
    onPause: react(on.pause),
    onPlaying: react(on.playing),
    onWaiting: react(on.waiting),
    onTimeUpdate: react(on.timeupdate),
    onLoadedMetadata: react(on.loadedmetadata),
    onDurationChange: react(on.durationchange),
    onEnded: react(on.ended),
    onError: react(on.error),
  };

  // The server page's player, started before the app arrived, becomes this player's element: its
  // state is read once, then its events drive this player as the own element's would. After the
  // new-episode effect above, so a player that mounts with the element already offered does not
  // move it back to where this player would have started.
  const adopted = useOfferedAudio(episodeId);
  useEffect(() => {
    if (!adopted) return;
    claimAudio(adopted);
    element.current = adopted;
    // Where the listener has taken it counts, not where this player would have started.
    pendingStart.current = adopted.currentTime;
    const names = Object.keys(handlers.current) as MediaEvent[];
    const listeners = names.map((name) => [name, () => handlers.current[name](adopted)] as const);
    for (const [name, listener] of listeners) adopted.addEventListener(name, listener);
    handlers.current.durationchange(adopted);
    handlers.current.timeupdate(adopted);
    if (!adopted.paused) {
      handlers.current.play(adopted);
      handlers.current.playing(adopted);
    } else if (adopted.played.length > 0) {
      handlers.current.playing(adopted);
    }
    return () => {
      for (const [name, listener] of listeners) adopted.removeEventListener(name, listener);
      if (element.current === adopted) element.current = null;
      releaseAudio(adopted);
    };
  }, [adopted]);

  return {
    audioProps,
    adopted,
    playing,
    buffering,
    currentTime,
    duration,
    speed,
    failed,
    resumedFrom,
    chapterIndex: chapterIndexAt(episode?.chapters ?? [], currentTime),
    toggle,
    play,
    pause,
    seek,
    skip,
    setSpeed,
    changeSpeed,
  };
}
