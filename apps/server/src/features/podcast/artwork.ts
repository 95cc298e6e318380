import type { Readable } from 'node:stream';
import { PODCAST_ARTWORK_MAX_BYTES, PODCAST_ARTWORK_MAX_PIXELS as MAX_INPUT_PIXELS, PODCAST_ARTWORK_SIZE_PX, PODCAST_STRINGS } from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import { checkedImage } from '../../http/image-upload';
import { readLimitedUpload } from '../../http/limited-upload';

/** Formats accepted by content, never by name or declared type. SVG is never one of them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const invalidType = () => new ApiError(415, 'unsupported_media_type', PODCAST_STRINGS.errors.imageType);
const tooLarge = () => new ApiError(413, 'payload_too_large', PODCAST_STRINGS.errors.imageTooLarge);

const interrupted = () => new ApiError(400, 'upload_interrupted', PODCAST_STRINGS.errors.uploadInterrupted);

/** Collects an upload of at most `max` bytes; stops reading as soon as it is over. */
export const readLimited = (body: Readable, declaredLength: number | undefined, max: number): Promise<Buffer> =>
  readLimitedUpload(body, declaredLength, max, { tooLarge, interrupted });

/**
 * Podcast directories want square JPEG or PNG artwork of 1400–3000 px. Whatever comes in (JPEG,
 * PNG or WebP by its bytes) is cropped to a square around what matters and re-encoded as a
 * 1400 px JPEG; re-encoding also drops EXIF (GPS) and anything hidden after the pixels.
 */
export async function processArtwork(upload: Buffer): Promise<Buffer> {
  if (upload.length > PODCAST_ARTWORK_MAX_BYTES) throw tooLarge();
  const image = await checkedImage(upload, {
    formats: ACCEPTED_FORMATS,
    maxPixels: MAX_INPUT_PIXELS,
    notAnImage: invalidType,
    tooManyPixels: () => new ApiError(413, 'too_many_pixels', PODCAST_STRINGS.errors.imageTooManyPixels),
  });
  try {
    return await image
      .decode()
      .resize(PODCAST_ARTWORK_SIZE_PX, PODCAST_ARTWORK_SIZE_PX, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ApiError(415, 'unsupported_media_type', PODCAST_STRINGS.errors.imageUnreadable);
  }
}
