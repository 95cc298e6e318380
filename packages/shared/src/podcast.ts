import type { PodcastAudioType, PodcastChapter, PodcastShow } from './podcast-schemas';
import { PODCAST_PATHS } from './podcast-paths';

export { PODCAST_EARLY_SCRIPT, PODCAST_PATHS } from './podcast-paths';

/**
 * Podcast (issue 9): the public page /podcast, the embeddable player /podcast-embed, the RSS feed
 * /podcast/feed.xml and the staff's episode management. The schemas, limits, player settings and
 * Norwegian strings live here so the forms, the server and the tests agree word for word.
 */

// ---------------------------------------------------------------------------------------------
// Limits and player settings
// ---------------------------------------------------------------------------------------------

export const PODCAST_TITLE_MAX = 200;
/** Apple Podcasts cuts descriptions at 4000 characters; so do we, for both the show and episodes. */
export const PODCAST_DESCRIPTION_MAX = 4000;
export const PODCAST_AUTHOR_MAX = 200;
export const PODCAST_CHAPTERS_MAX = 100;
export const PODCAST_CHAPTER_TITLE_MAX = 200;
/** A three-hour morning show at 192 kbit/s is about 260 MB; this leaves room without inviting abuse. */
export const PODCAST_AUDIO_MAX_BYTES = 500 * 1024 * 1024;
export const PODCAST_ARTWORK_MAX_BYTES = 10 * 1024 * 1024;
/** Artwork is re-encoded to this square size: Apple Podcasts asks for 1400–3000 px. */
export const PODCAST_ARTWORK_SIZE_PX = 1400;
/**
 * The pages show artwork at up to 160 CSS px (the show's header); this copy covers that on a 3x
 * phone screen at a tenth of the full size's bytes. The feed and link previews keep the full size.
 */
export const PODCAST_ARTWORK_SMALL_PX = 480;
const SMALL_ARTWORK_SUFFIX = `-w${PODCAST_ARTWORK_SMALL_PX}.jpg`;
/** Decoding cap for uploaded artwork: a tiny file can claim 50 000 × 50 000 pixels. */
export const PODCAST_ARTWORK_MAX_PIXELS = 50_000_000;
/** Longest episode we accept a chapter mark in (24 h). */
export const PODCAST_MAX_SECONDS = 24 * 60 * 60;
/** The public list and the feed show at most this many episodes (newest first). */
export const PODCAST_PUBLIC_EPISODE_LIMIT = 1000;

export const PODCAST_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PodcastSpeed = (typeof PODCAST_SPEEDS)[number];
/** Podcast-app convention: a short jump back (missed a word), a longer one forward (skip a segment). */
export const PODCAST_SKIP_BACK_S = 15;
export const PODCAST_SKIP_FORWARD_S = 30;
/** Positions closer than this to the end count as "heard to the end" and are not resumed. */
export const PODCAST_RESUME_END_MARGIN_S = 10;
/** localStorage keys of the player: position per episode and the chosen speed. */
export const PODCAST_POSITION_KEY_PREFIX = 'podcast:position:';
export const PODCAST_SPEED_KEY = 'podcast:speed';

export const PODCAST_AUDIO_TYPES = ['audio/mpeg', 'audio/mp4'] as const;

// ---------------------------------------------------------------------------------------------
// Show metadata
// ---------------------------------------------------------------------------------------------

/** Apple Podcasts' top-level categories (the feed needs their English names) with Norwegian labels. */
export const PODCAST_CATEGORIES = {
  Arts: 'Kunst og kultur',
  Business: 'Næringsliv',
  Comedy: 'Humor',
  Education: 'Utdanning',
  Fiction: 'Fiksjon',
  'Health & Fitness': 'Helse og trening',
  History: 'Historie',
  'Kids & Family': 'Barn og familie',
  Leisure: 'Fritid',
  Music: 'Musikk',
  News: 'Nyheter',
  'Religion & Spirituality': 'Religion og livssyn',
  Science: 'Vitenskap',
  'Society & Culture': 'Samfunn og kultur',
  Sports: 'Sport',
  Technology: 'Teknologi',
  'True Crime': 'Krim',
  'TV & Film': 'TV og film',
} as const;
export type PodcastCategory = keyof typeof PODCAST_CATEGORIES;

/** Live events of the podcast (podcast:v1): the staff's pages follow each other's changes. */
export const PODCAST_EVENTS = {
  changed: 'podcast.changed',
} as const;
/** What listeners get: the owner's e-mail stays in the feed, where podcast directories need it. */
export type PublicPodcastShow = Omit<PodcastShow, 'owner_name' | 'owner_email' | 'updated_at'>;

// ---------------------------------------------------------------------------------------------
// Episodes
// ---------------------------------------------------------------------------------------------

/** The earliest publish date accepted (older episodes may be imported with their real dates). */
export const PODCAST_EARLIEST_PUBLISH = '2000-01-01T00:00:00.000Z';

/** A row id's shape, for checks that need no schema (the listener page carries no zod: issue 24). */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const PODCAST_FILES_PREFIX = '/podcast/files/';

/** The small copy's key (or address) for a stored artwork's; made on its first request. */
export const smallArtworkKey = (key: string) => key.replace(/\.jpg$/, SMALL_ARTWORK_SUFFIX);
/** The stored artwork's key a small copy's key was made from; null for any other key. */
export const artworkKeyOfSmallCopy = (key: string) => (key.endsWith(SMALL_ARTWORK_SUFFIX) ? `${key.slice(0, -SMALL_ARTWORK_SUFFIX.length)}.jpg` : null);

/** `srcset` for podcast artwork at its address: the small copy and the full size. Null for any other image. */
export function podcastArtworkSrcSet(url: string): string | null {
  if (!url.startsWith(PODCAST_FILES_PREFIX) || !url.endsWith('.jpg') || artworkKeyOfSmallCopy(url)) return null;
  return `${smallArtworkKey(url)} ${PODCAST_ARTWORK_SMALL_PX}w, ${url} ${PODCAST_ARTWORK_SIZE_PX}w`;
}

export const PODCAST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PodcastEpisodeStatus = (typeof PODCAST_STATUSES)[number];

export function podcastEpisodeStatus(publishAt: string | null, now: number = Date.now()): PodcastEpisodeStatus {
  if (publishAt === null) return 'draft';
  return Date.parse(publishAt) <= now ? 'published' : 'scheduled';
}

/** An episode as staff see it, drafts and scheduled ones included. */
export interface PodcastEpisode {
  id: string;
  title: string;
  description: string;
  audio_url: string | null;
  audio_type: PodcastAudioType | null;
  audio_size: number | null;
  duration_s: number | null;
  /** The episode's own artwork; listeners fall back to the show's. */
  artwork_url: string | null;
  publish_at: string | null;
  status: PodcastEpisodeStatus;
  season: number | null;
  episode_number: number | null;
  chapters: PodcastChapter[];
  explicit: boolean;
  /** Reserved for the media library (issue 8): the media item the audio came from. */
  media_item_id: string | null;
  plays: number;
  created_at: string;
  updated_at: string;
}

/** A published episode as listeners get it. artwork_url is already the show's when the episode has none. */
export interface PublicPodcastEpisode {
  id: string;
  title: string;
  description: string;
  audio_url: string;
  audio_type: PodcastAudioType;
  audio_size: number;
  duration_s: number;
  artwork_url: string | null;
  published_at: string;
  season: number | null;
  episode_number: number | null;
  chapters: PodcastChapter[];
  explicit: boolean;
}

/** GET /api/podcast: everything the public page and the embed need, in one cached answer. */
export interface PublicPodcastResponse {
  show: PublicPodcastShow;
  episodes: PublicPodcastEpisode[];
  feed_url: string;
}

export interface PodcastShowResponse {
  show: PodcastShow;
}
export interface PodcastEpisodeResponse {
  episode: PodcastEpisode;
}
export interface PodcastEpisodeListResponse {
  episodes: PodcastEpisode[];
}

// ---------------------------------------------------------------------------------------------
// Embed options (query string of /podcast-embed)
// ---------------------------------------------------------------------------------------------

export const PODCAST_EMBED_THEMES = ['dark', 'light'] as const;
export type PodcastEmbedTheme = (typeof PODCAST_EMBED_THEMES)[number];
/** The station colour (spec: theme colour #3b82f6) unless the embedding site picks another. */
export const PODCAST_DEFAULT_ACCENT = '3b82f6';

/** The embed's options; `color` is six lower-case hex digits without '#'. */
export interface PodcastEmbedQuery {
  episode?: string;
  theme?: PodcastEmbedTheme;
  color?: string;
  t?: string;
}

const EMBED_EPISODE = new RegExp(`^${UUID_PATTERN}$`, 'i');
const EMBED_COLOR = /^#?[0-9a-fA-F]{6}$/;

/**
 * The embed's options from its query string. Lenient on purpose: a bad value from someone's pasted
 * snippet is left out and falls back to the default, never refused. Without zod, so the embed,
 * which the listener entry carries, adds none to it; the server validates through
 * podcastEmbedQuerySchema, which is this.
 */
export function readPodcastEmbedQuery(query: Readonly<Record<string, unknown>>): PodcastEmbedQuery {
  const text = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  const episode = text('episode');
  const theme = text('theme');
  const color = text('color');
  return {
    episode: episode !== undefined && EMBED_EPISODE.test(episode) ? episode : undefined,
    theme: PODCAST_EMBED_THEMES.find((known) => known === theme),
    color: color !== undefined && EMBED_COLOR.test(color) ? color.replace('#', '').toLowerCase() : undefined,
    t: text('t'),
  };
}

/** Sizes the embed generator offers; the embed adapts its layout to the frame's height. */
export const PODCAST_EMBED_SIZES = {
  compact: { label: 'Kompakt', width: '100%', height: 180 },
  standard: { label: 'Standard', width: '100%', height: 360 },
  large: { label: 'Stor med episodeliste', width: '100%', height: 600 },
} as const;
export type PodcastEmbedSize = keyof typeof PODCAST_EMBED_SIZES;

// ---------------------------------------------------------------------------------------------
// Time formatting and share links
// ---------------------------------------------------------------------------------------------

/** "1 t 5 min", "42 min", "50 s": a human length for episode lists. */
export function formatPodcastLength(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.round((s % 3600) / 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} t` : `${h} t ${m} min`;
}

/**
 * Reads a share-link timestamp: "95", "1:35", "1:02:05", "1m35s" or "1h2m5s". Anything else is
 * null, so a mangled link just starts from the beginning.
 */
export function parsePodcastTimestamp(value: string | null | undefined): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d{1,6}$/.test(v)) return Number(v);
  const colon = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(v);
  if (colon) return Number(colon[1] ?? 0) * 3600 + Number(colon[2]) * 60 + Number(colon[3]);
  const units = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s)?$/.exec(v);
  if (units && (units[1] || units[2] || units[3])) return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  return null;
}

/** The chapter playing at `seconds` (the last one that has started), or -1 before the first. */
export function chapterIndexAt(chapters: readonly PodcastChapter[], seconds: number): number {
  let index = -1;
  for (let i = 0; i < chapters.length; i++) {
    if (chapters[i]!.start_s <= seconds + 0.001) index = i;
    else break;
  }
  return index;
}

/** origin + path + query, without URL (shared code runs without DOM or node typings). */
function withQuery(origin: string, path: string, params: [string, string][]): string {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${origin.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** The link listeners share: the public page, opened on one episode, optionally at a moment. */
export function podcastShareUrl(origin: string, episodeId: string, atSeconds?: number): string {
  const params: [string, string][] = [['episode', episodeId]];
  if (atSeconds !== undefined && atSeconds >= 1) params.push(['t', String(Math.floor(atSeconds))]);
  return withQuery(origin, PODCAST_PATHS.page, params);
}

/** The iframe URL the embed generator builds. */
export function podcastEmbedUrl(
  origin: string,
  options: { episode?: string; theme?: PodcastEmbedTheme; color?: string },
): string {
  const params: [string, string][] = [];
  if (options.episode) params.push(['episode', options.episode]);
  if (options.theme) params.push(['theme', options.theme]);
  const color = options.color?.replace('#', '').toLowerCase();
  if (color && color !== PODCAST_DEFAULT_ACCENT) params.push(['color', color]);
  return withQuery(origin, PODCAST_PATHS.embed, params);
}

/** The player's words, apart from PODCAST_STRINGS so the listener page's early script (apps/web features/podcast/early) carries only these. */
export const PODCAST_PLAYER_STRINGS = {
  region: 'Podkastspiller',
  play: 'Spill av',
  pause: 'Pause',
  back: `${PODCAST_SKIP_BACK_S} sekunder tilbake`,
  forward: `${PODCAST_SKIP_FORWARD_S} sekunder frem`,
  seek: 'Posisjon i episoden',
  speed: 'Avspillingshastighet',
  chapters: 'Kapitler',
  previousChapter: 'Forrige kapittel',
  nextChapter: 'Neste kapittel',
  share: 'Del',
  shareTitle: 'Del episoden',
  shareAtTime: (time: string) => `Start ved ${time}`,
  copyLink: 'Kopier lenke',
  linkCopied: 'Lenken er kopiert',
  copyFailed: 'Kunne ikke kopiere. Marker lenken og kopier den selv.',
  resumed: (time: string) => `Fortsetter der du slapp (${time})`,
  loadError: 'Kunne ikke spille av lydfilen.',
  keyboardHelp: 'Tastatur: mellomrom spiller/pauser, piltastene hopper 15 sekunder (med Shift 30), < og > endrer hastighet.',
  remaining: (time: string) => `${time} igjen`,
  noEpisode: 'Ingen episode å spille av ennå.',
  openOnSite: 'Åpne podkastsiden',
};

/**
 * Chapters from a show's as-run log (clock elements marked sent, issue 5): each sent element
 * becomes a chapter at its offset from the first one sent, which is where the recording starts.
 * Elements sent within the same second keep the first; the result is for staff to edit.
 */
export function chaptersFromAsRun(elements: readonly { title: string; sent_at: string | null }[]): PodcastChapter[] {
  const sent = elements
    .filter((e): e is { title: string; sent_at: string } => e.sent_at !== null && Number.isFinite(Date.parse(e.sent_at)))
    .sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at));
  const first = sent[0];
  if (!first) return [];
  const origin = Date.parse(first.sent_at);
  const chapters: PodcastChapter[] = [];
  for (const element of sent) {
    const start = Math.floor((Date.parse(element.sent_at) - origin) / 1000);
    if (start > PODCAST_MAX_SECONDS || chapters.length >= PODCAST_CHAPTERS_MAX) break;
    if (chapters.at(-1)?.start_s === start) continue;
    chapters.push({ start_s: start, title: element.title.trim().slice(0, PODCAST_CHAPTER_TITLE_MAX) || 'Uten tittel' });
  }
  return chapters;
}

// ---------------------------------------------------------------------------------------------
// Norwegian strings
// ---------------------------------------------------------------------------------------------

export const PODCAST_STATUS_LABELS: Record<PodcastEpisodeStatus, string> = {
  draft: 'Utkast',
  scheduled: 'Planlagt',
  published: 'Publisert',
};

export const PODCAST_STRINGS = {
  errors: {
    episodeNotFound: 'Fant ikke episoden.',
    publishWithoutAudio: 'Episoden mangler lydfil og kan ikke publiseres ennå.',
    audioType: 'Lydfilen må være MP3 eller M4A.',
    audioTooLarge: `Lydfilen kan ikke være større enn ${PODCAST_AUDIO_MAX_BYTES / 1024 / 1024} MB.`,
    audioUnreadable: 'Kunne ikke lese lengden på lydfilen. Er filen skadet?',
    audioEmpty: 'Lydfilen er tom.',
    imageType: 'Bildet må være JPG, PNG eller WebP.',
    imageTooLarge: `Bildet kan ikke være større enn ${PODCAST_ARTWORK_MAX_BYTES / 1024 / 1024} MB.`,
    imageTooManyPixels: `Bildet har for mange piksler (over ${PODCAST_ARTWORK_MAX_PIXELS / 1_000_000} megapiksler). Velg et mindre bilde.`,
    imageUnreadable: 'Kunne ikke lese bildet.',
    uploadInterrupted: 'Opplastingen ble avbrutt. Prøv igjen.',
    playsRateLimited: 'For mange avspillinger på kort tid.',
  },
  page: {
    latest: 'Nyeste episode',
    allEpisodes: 'Alle episoder',
    search: 'Søk i episoder',
    searchPlaceholder: 'Søk etter tittel eller innhold',
    noResults: (query: string) => `Ingen episoder passer til «${query}».`,
    empty: 'Ingen episoder er publisert ennå. Kom tilbake snart!',
    rss: 'RSS-feed',
    rssHint: 'Lim inn feed-adressen i podkastappen din for å abonnere.',
    copyFeed: 'Kopier feed-adresse',
    feedCopied: 'Feed-adressen er kopiert',
    play: 'Spill av',
    nowPlaying: 'Spilles nå',
    manage: 'Administrer episoder',
    loadFailed: 'Kunne ikke hente podkasten. Prøv igjen om litt.',
    retry: 'Prøv igjen',
    season: (n: number) => `Sesong ${n}`,
    episode: (n: number) => `Episode ${n}`,
  },
  player: PODCAST_PLAYER_STRINGS,
  manage: {
    title: 'Podkastepisoder',
    newEpisode: 'Ny episode',
    createEpisode: 'Opprett episode',
    editEpisode: 'Rediger episode',
    showSettings: 'Podkastinnstillinger',
    episodes: 'Episoder',
    noEpisodes: 'Ingen episoder ennå. Lag den første!',
    titleLabel: 'Tittel',
    descriptionLabel: 'Beskrivelse',
    seasonLabel: 'Sesong',
    episodeNumberLabel: 'Episodenummer',
    explicitLabel: 'Inneholder eksplisitt innhold',
    audioLabel: 'Lydfil (MP3 eller M4A)',
    artworkLabel: 'Omslagsbilde',
    artworkHint: 'Kvadratisk JPG, PNG eller WebP, helst minst 1400 × 1400 piksler.',
    chaptersLabel: 'Kapitler',
    addChapter: 'Legg til kapittel',
    removeChapter: (title: string) => `Fjern kapittelet «${title || 'uten tittel'}»`,
    chapterStart: 'Start (t:mm:ss)',
    chapterTitle: 'Kapitteltittel',
    fromClocks: 'Hent fra sendeklokka',
    fromClocksDate: 'Sendedato',
    fromClocksShow: 'Sending',
    fromClocksWholeDay: 'Hele dagen',
    fromClocksHint: 'Elementene som ble markert som sendt blir kapitler, regnet fra det første. Du kan redigere dem etterpå.',
    fromClocksNone: 'Ingen elementer ble markert som sendt i denne sendingen.',
    fromClocksDone: (n: number) => `${n} kapitler hentet fra sendeklokka. Husk å lagre.`,
    invalidChapterTime: 'Skriv starttiden som m:ss eller t:mm:ss',
    save: 'Lagre',
    saving: 'Lagrer...',
    saved: 'Episoden er lagret',
    created: 'Episoden er opprettet',
    cancel: 'Avbryt',
    delete: 'Slett episode',
    deleteConfirm: (title: string) => `Slette «${title}» for godt? Lydfilen slettes også.`,
    deleted: 'Episoden er slettet',
    upload: 'Last opp',
    replace: 'Bytt fil',
    uploading: (percent: number) => `Laster opp ... ${percent} %`,
    uploaded: 'Filen er lastet opp',
    publishing: 'Publisering',
    publishNow: 'Publiser nå',
    schedule: 'Planlegg',
    scheduleAt: 'Publiseres',
    unpublish: 'Avpubliser',
    published: 'Episoden er publisert',
    scheduled: (when: string) => `Episoden publiseres ${when}`,
    unpublished: 'Episoden er ikke lenger publisert',
    needsAudio: 'Last opp en lydfil før du publiserer.',
    plays: 'Avspillinger',
    duration: 'Lengde',
    saveFailed: 'Kunne ikke lagre',
    showSaved: 'Podkastinnstillingene er lagret',
    showChangedElsewhere: 'Noen andre har nettopp lagret podkastinnstillingene. Lagrer du nå, erstatter endringene dine deres.',
    showTitle: 'Podkastens tittel',
    showDescription: 'Om podkasten',
    author: 'Laget av',
    category: 'Kategori',
    ownerName: 'Eierens navn',
    ownerEmail: 'Eierens e-post (vises i feeden for podkastkataloger)',
    websiteUrl: 'Nettside',
    language: 'Språk: norsk bokmål',
    viewPublic: 'Se den offentlige siden',
  },
  embed: {
    title: 'Innbyggingskode',
    episodeLabel: 'Episode',
    latestEpisode: 'Alltid nyeste episode',
    themeLabel: 'Tema',
    themes: { dark: 'Mørkt', light: 'Lyst' } satisfies Record<PodcastEmbedTheme, string>,
    sizeLabel: 'Størrelse',
    colorLabel: 'Aksentfarge',
    preview: 'Forhåndsvisning',
    code: 'Kode for innbygging',
    copy: 'Kopier kode',
    copied: 'Koden er kopiert',
    iframeTitle: (showTitle: string) => `Podkastspiller: ${showTitle}`,
  },
  demo: {
    title: 'Podkastspilleren',
  },
} as const;
