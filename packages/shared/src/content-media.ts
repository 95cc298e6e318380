import { z } from 'zod';
import { CONTENT_LIMITS, contentIdSchema, tagsSchema } from './content-common';
import { personRefSchema } from './person-ref';

/**
 * Media library (/media): audio and images. The server decides a file's type from its first
 * bytes (never from its name or the browser's claim), stores it, and a background job extracts
 * duration and a waveform. Markers (intro, outro, cue in/out, free labels) sit on audio.
 */

export const MEDIA_FORMATS = ['mp3', 'm4a', 'wav', 'ogg', 'jpeg', 'png', 'webp', 'gif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
export type MediaKind = 'audio' | 'image';

export const MEDIA_FORMAT_INFO: Record<MediaFormat, { kind: MediaKind; mime: string; ext: string; label: string }> = {
  mp3: { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3', label: 'MP3' },
  m4a: { kind: 'audio', mime: 'audio/mp4', ext: 'm4a', label: 'M4A' },
  wav: { kind: 'audio', mime: 'audio/wav', ext: 'wav', label: 'WAV' },
  ogg: { kind: 'audio', mime: 'audio/ogg', ext: 'ogg', label: 'OGG' },
  jpeg: { kind: 'image', mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  png: { kind: 'image', mime: 'image/png', ext: 'png', label: 'PNG' },
  webp: { kind: 'image', mime: 'image/webp', ext: 'webp', label: 'WebP' },
  gif: { kind: 'image', mime: 'image/gif', ext: 'gif', label: 'GIF' },
};

/** For the file picker; the server still checks the bytes. */
export const MEDIA_ACCEPT = '.mp3,.m4a,.wav,.ogg,.jpg,.jpeg,.png,.webp,.gif,audio/mpeg,audio/mp4,audio/wav,audio/ogg,image/jpeg,image/png,image/webp,image/gif';

/** How many leading bytes detectMediaFormat needs. */
export const MEDIA_SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

/** MP4 brands of audio files (iTunes, Apple Voice Memos, ffmpeg, browsers' MediaRecorder). */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'M4P ', 'mp42', 'mp41', 'isom', 'iso2', 'iso5', 'iso6', 'dash', 'F4A '];

/**
 * The real type of a file from its first bytes, or null for anything else (text renamed to .mp3,
 * SVG, executables...). SVG is never accepted: it is script, not a picture.
 */
export function detectMediaFormat(head: Uint8Array): MediaFormat | null {
  const b = head;
  if (b.length < 4) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b[0] === 0x89 && ascii(b, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return 'wav';
  if (ascii(b, 0, 'OggS')) return 'ogg';
  if (ascii(b, 4, 'ftyp') && MP4_AUDIO_BRANDS.some((brand) => ascii(b, 8, brand))) return 'm4a';
  if (ascii(b, 0, 'ID3') && (b[3] ?? 0) <= 4) return 'mp3';
  // A bare MPEG audio frame: 11 sync bits, MPEG version not 'reserved', layer III, bitrate not 'bad'.
  const b1 = b[1] ?? 0;
  const b2 = b[2] ?? 0;
  if (b[0] === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) === 0x02 && (b2 & 0xf0) !== 0xf0) return 'mp3';
  return null;
}

/** Default upload limit; the server reads MEDIA_MAX_BYTES. */
export const MEDIA_DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/** '200 MB' for a byte count (1 MB = 1024 × 1024 bytes, as people read file sizes). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')} MB`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

export const MEDIA_STRINGS = {
  upload: 'Opp',
  uploadLong: 'Last opp',
  dropHere: 'Slipp filene her for å laste dem opp',
  dropHint: 'Lyd (MP3, M4A, WAV, OGG) og bilder (JPEG, PNG, WebP, GIF)',
  unsupported: 'Filtypen støttes ikke. Last opp lyd (MP3, M4A, WAV, OGG) eller bilder (JPEG, PNG, WebP, GIF).',
  tooLarge: (maxBytes: number) => `Filen er for stor. Største tillatte størrelse er ${formatMegabytes(maxBytes)}.`,
  noFile: 'Velg en fil å laste opp.',
  emptyFile: 'Filen er tom.',
  uploadFailed: 'Opplastingen mislyktes',
  processing: {
    queued: 'I kø',
    running: 'Behandles',
    done: 'Klar',
    failed: 'Behandlingen mislyktes',
  },
  /** Why processing stopped, in the words of the file's kind (a picture is not a "lydfil"). */
  processingFailed: {
    audio: 'Kunne ikke lese lydfilen. Den kan være skadet.',
    image: 'Kunne ikke lese bildet. Det kan være skadet.',
  } satisfies Record<MediaKind, string>,
  retry: 'Prøv igjen',
  play: 'Spill av',
  pause: 'Pause',
  addMarker: 'Legg til markør',
  deleteMedia: 'Slett mediefil',
  empty: 'Ingen mediefiler ennå. Trykk «Opp» eller dra filer hit.',
} as const;

export const PROCESSING_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const mediaProcessingSchema = z.object({
  status: z.enum(PROCESSING_STATUSES),
  /** 0–1 while running. */
  progress: z.number(),
  error: z.string().nullable(),
  attempts: z.number(),
  updated_at: z.string(),
});
export type MediaProcessing = z.infer<typeof mediaProcessingSchema>;

export const MARKER_KINDS = ['intro', 'outro', 'cue_in', 'cue_out', 'label'] as const;
export const markerKindSchema = z.enum(MARKER_KINDS, { error: 'Ugyldig markørtype' });
export type MarkerKind = z.infer<typeof markerKindSchema>;
export const MARKER_KIND_LABELS: Record<MarkerKind, string> = {
  intro: 'Intro',
  outro: 'Outro',
  cue_in: 'Cue inn',
  cue_out: 'Cue ut',
  label: 'Etikett',
};
export const MARKER_KIND_COLORS: Record<MarkerKind, string> = {
  intro: '#22c55e',
  outro: '#ef4444',
  cue_in: '#0ea5e9',
  cue_out: '#f97316',
  label: '#a855f7',
};

export const mediaMarkerSchema = z.object({
  id: z.string(),
  media_id: z.string(),
  kind: markerKindSchema,
  label: z.string(),
  position_ms: z.number(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type MediaMarker = z.infer<typeof mediaMarkerSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  owner_id: z.string().nullable(),
  owner: personRefSchema.nullable(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  kind: z.enum(['audio', 'image']),
  format: z.enum(MEDIA_FORMATS),
  mime_type: z.string(),
  size_bytes: z.number(),
  original_filename: z.string(),
  /** Where the browser fetches the file (range requests supported). */
  url: z.string(),
  duration_ms: z.number().nullable(),
  /** Peak levels 0–1, evenly spread over the duration; null until processed (and for images). */
  waveform: z.array(z.number()).nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  processing: mediaProcessingSchema,
  markers: z.array(mediaMarkerSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export interface MediaListResponse {
  media: MediaItem[];
  /** The server's upload limit, so the browser can refuse a too-large file before sending it. */
  max_bytes: number;
}
export interface MediaItemResponse {
  media: MediaItem;
}

/** Number of peaks a waveform has. */
export const WAVEFORM_PEAKS = 600;

export const mediaIdParamsSchema = z.strictObject({ id: contentIdSchema });
export const markerParamsSchema = z.strictObject({ id: contentIdSchema, markerId: contentIdSchema });

export const mediaListQuerySchema = z.strictObject({
  kind: z.enum(['audio', 'image']).optional(),
});

/** Text fields that may come along with the file in the multipart form. */
export const uploadFieldsSchema = z.strictObject({
  title: z.string().trim().max(CONTENT_LIMITS.titleMax).optional(),
});

export const updateMediaSchema = z.strictObject({
  title: z.string().trim().min(1, 'Tittel er påkrevd').max(CONTENT_LIMITS.titleMax).optional(),
  description: z.string().max(CONTENT_LIMITS.descriptionMax).optional(),
  tags: tagsSchema.optional(),
});
export type UpdateMediaInput = z.input<typeof updateMediaSchema>;

const positionSchema = z
  .number({ error: 'Ugyldig posisjon' })
  .int('Ugyldig posisjon')
  .min(0, 'Posisjonen kan ikke være negativ')
  .max(24 * 3600 * 1000, 'Ugyldig posisjon');

export const createMarkerSchema = z.strictObject({
  kind: markerKindSchema,
  label: z.string().trim().max(CONTENT_LIMITS.markerLabelMax).default(''),
  position_ms: positionSchema,
});
export type CreateMarkerInput = z.input<typeof createMarkerSchema>;

export const updateMarkerSchema = z.strictObject({
  kind: markerKindSchema.optional(),
  label: z.string().trim().max(CONTENT_LIMITS.markerLabelMax).optional(),
  position_ms: positionSchema.optional(),
});

export const MEDIA_MARKER_STRINGS = {
  pastEnd: 'Markøren ligger etter slutten av lydfilen.',
  notAudio: 'Markører kan bare settes på lydfiler.',
  tooMany: `En fil kan ha høyst ${CONTENT_LIMITS.markersMax} markører.`,
} as const;

/** Payloads on CHANNELS.media. */
export const mediaSavedPayloadSchema = z.object({ media: mediaItemSchema });
export type MediaSavedPayload = z.infer<typeof mediaSavedPayloadSchema>;
export const mediaDeletedPayloadSchema = z.object({ id: z.string() });
export type MediaDeletedPayload = z.infer<typeof mediaDeletedPayloadSchema>;
export const mediaProcessingPayloadSchema = z.object({ media_id: z.string(), processing: mediaProcessingSchema });
export type MediaProcessingPayload = z.infer<typeof mediaProcessingPayloadSchema>;
