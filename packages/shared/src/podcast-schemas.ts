import { z } from 'zod';
import {
  PODCAST_AUDIO_TYPES,
  PODCAST_AUTHOR_MAX,
  PODCAST_CATEGORIES,
  PODCAST_CHAPTER_TITLE_MAX,
  PODCAST_CHAPTERS_MAX,
  PODCAST_DESCRIPTION_MAX,
  PODCAST_EARLIEST_PUBLISH,
  PODCAST_MAX_SECONDS,
  PODCAST_ARTWORK_SMALL_PX,
  PODCAST_TITLE_MAX,
  readPodcastEmbedQuery,
  UUID_PATTERN,
  type PodcastCategory,
} from './podcast';
import { isHttpUrl, WEB_ADDRESS_MESSAGE } from './web-address';

/*
 * The podcast's zod schemas, apart from its constants, strings and helpers (podcast.ts): the
 * listener page imports those and must not carry zod (issue 24). A schema's statement cannot be
 * dropped from a bundle once its module is in it (zod's builders are method chains), so they live
 * in a module the listener page never reaches.
 */

export const podcastAudioTypeSchema = z.enum(PODCAST_AUDIO_TYPES);
export type PodcastAudioType = z.infer<typeof podcastAudioTypeSchema>;

export const podcastCategorySchema = z.enum(Object.keys(PODCAST_CATEGORIES) as [PodcastCategory, ...PodcastCategory[]], {
  error: 'Velg en kategori fra listen',
});

/** The show as staff edit it. The language is fixed: the station broadcasts in Norwegian bokmål. */
export const podcastShowSchema = z.object({
  title: z.string(),
  description: z.string(),
  author: z.string(),
  category: podcastCategorySchema,
  language: z.literal('nb'),
  explicit: z.boolean(),
  owner_name: z.string(),
  owner_email: z.string(),
  website_url: z.string().nullable(),
  artwork_url: z.string().nullable(),
  updated_at: z.string(),
});
export type PodcastShow = z.infer<typeof podcastShowSchema>;

/** What changed: the show's settings or artwork, or one episode (created, edited, published, deleted). */
export const podcastChangedEventSchema = z.object({
  part: z.enum(['show', 'episode']),
  episode_id: z.string().uuid().nullable(),
});
export type PodcastChange = z.infer<typeof podcastChangedEventSchema>;

const requiredText = (max: number, empty: string, tooLong: string) => z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

/** PUT /api/podcast/show. */
export const updatePodcastShowSchema = z.strictObject({
  title: requiredText(PODCAST_TITLE_MAX, 'Podkasten må ha en tittel', `Tittelen kan ha høyst ${PODCAST_TITLE_MAX} tegn`),
  description: z.string().trim().max(PODCAST_DESCRIPTION_MAX, `Beskrivelsen kan ha høyst ${PODCAST_DESCRIPTION_MAX} tegn`),
  author: requiredText(PODCAST_AUTHOR_MAX, 'Oppgi hvem som lager podkasten', `Navnet kan ha høyst ${PODCAST_AUTHOR_MAX} tegn`),
  category: podcastCategorySchema,
  explicit: z.boolean(),
  owner_name: requiredText(PODCAST_AUTHOR_MAX, 'Oppgi eierens navn', `Navnet kan ha høyst ${PODCAST_AUTHOR_MAX} tegn`),
  owner_email: z.string().trim().pipe(z.email('Ugyldig e-postadresse')),
  // An empty field clears the address.
  website_url: z
    .string()
    .trim()
    .max(500, 'Nettadressen kan ha høyst 500 tegn')
    .refine((v) => v === '' || isHttpUrl(v), WEB_ADDRESS_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
});
export type UpdatePodcastShowInput = z.infer<typeof updatePodcastShowSchema>;

export const podcastChapterSchema = z.strictObject({
  start_s: z
    .number({ error: 'Kapittelets starttid må være et tall' })
    .min(0, 'Kapittelets starttid kan ikke være negativ')
    .max(PODCAST_MAX_SECONDS, 'Kapittelet starter etter slutten av episoden'),
  title: requiredText(PODCAST_CHAPTER_TITLE_MAX, 'Hvert kapittel må ha en tittel', `Kapitteltitler kan ha høyst ${PODCAST_CHAPTER_TITLE_MAX} tegn`),
});
export type PodcastChapter = z.infer<typeof podcastChapterSchema>;

/** Chapters are kept sorted by start time; two chapters cannot start at the same second. */
export const podcastChaptersSchema = z
  .array(podcastChapterSchema)
  .max(PODCAST_CHAPTERS_MAX, `En episode kan ha høyst ${PODCAST_CHAPTERS_MAX} kapitler`)
  .transform((chapters) => [...chapters].sort((a, b) => a.start_s - b.start_s))
  .refine(
    (chapters) => chapters.every((c, i) => i === 0 || Math.floor(c.start_s) !== Math.floor(chapters[i - 1]!.start_s)),
    'To kapitler kan ikke starte på samme sekund',
  );

const optionalNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

const episodeFields = {
  title: requiredText(PODCAST_TITLE_MAX, 'Episoden må ha en tittel', `Tittelen kan ha høyst ${PODCAST_TITLE_MAX} tegn`),
  description: z.string().trim().max(PODCAST_DESCRIPTION_MAX, `Beskrivelsen kan ha høyst ${PODCAST_DESCRIPTION_MAX} tegn`),
  season: optionalNumber(9999, 'Sesong må være et helt tall fra 1 til 9999'),
  episode_number: optionalNumber(99999, 'Episodenummer må være et helt tall fra 1 til 99999'),
  chapters: podcastChaptersSchema,
  explicit: z.boolean(),
};

/** POST /api/podcast/episodes: a new episode is always a draft; audio and artwork are uploaded after. */
export const createPodcastEpisodeSchema = z.strictObject({
  ...episodeFields,
  description: episodeFields.description.default(''),
  season: episodeFields.season.default(null),
  episode_number: episodeFields.episode_number.default(null),
  chapters: episodeFields.chapters.default([]),
  explicit: episodeFields.explicit.default(false),
});
export type CreatePodcastEpisodeInput = z.input<typeof createPodcastEpisodeSchema>;

/** PATCH /api/podcast/episodes/:id: any subset of the editable fields. */
export const updatePodcastEpisodeSchema = z.strictObject({
  title: episodeFields.title.optional(),
  description: episodeFields.description.optional(),
  season: episodeFields.season.optional(),
  episode_number: episodeFields.episode_number.optional(),
  chapters: episodeFields.chapters.optional(),
  explicit: episodeFields.explicit.optional(),
});
export type UpdatePodcastEpisodeInput = z.input<typeof updatePodcastEpisodeSchema>;

/** POST /api/podcast/episodes/:id/publish: no date means now (the server's clock decides). */
export const publishPodcastEpisodeSchema = z.strictObject({
  publish_at: z
    .iso.datetime({ offset: true, error: 'Ugyldig publiseringstidspunkt' })
    .refine((v) => Date.parse(v) >= Date.parse(PODCAST_EARLIEST_PUBLISH), 'Publiseringstidspunktet er for langt tilbake i tid')
    .optional(),
});
export type PublishPodcastEpisodeInput = z.infer<typeof publishPodcastEpisodeSchema>;

export const podcastEpisodeIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Fant ikke episoden.' }) });
/** Routes that take neither query nor body accept only an empty object. */
export const emptyPodcastInputSchema = z.strictObject({});

/**
 * Keys of the files the podcast serves at /podcast/files/<key>: episode audio and artwork under
 * the episode's id, show artwork under show/. Every upload gets a fresh uuid, so a key's bytes
 * never change and can be cached for a year.
 */
export const podcastFileKeySchema = z
  .string()
  .regex(new RegExp(`^(episodes/${UUID_PATTERN}/${UUID_PATTERN}\\.(mp3|m4a)|(episodes/${UUID_PATTERN}/|show/)${UUID_PATTERN}(-w${PODCAST_ARTWORK_SMALL_PX})?\\.jpg)$`), 'Fant ikke filen.');

/** The embed's query string, read leniently (podcast.ts readPodcastEmbedQuery holds the rules). */
export const podcastEmbedQuerySchema = z.record(z.string(), z.unknown()).transform((query) => readPodcastEmbedQuery(query));
