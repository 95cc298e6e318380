import { PROFILE_PICTURE_MAX_PIXELS, PROFILE_PICTURE_STORED_PX, PROFILE_STRINGS } from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import { checkedImage } from '../../http/image-upload';
import { ProcessingSlots } from './processing-slots';

/** Formats accepted by content, never by name or declared type. SVG is never one of them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** At most two pictures are decoded at once; more uploads wait their turn. */
const slots = new ProcessingSlots(2);

export interface ProcessedPicture {
  data: Buffer;
  ext: 'jpg' | 'webp';
}

const invalidType = () => new ApiError(415, 'invalid_file_type', PROFILE_STRINGS.invalidFileType.description);

/**
 * Checks what the bytes really are, refuses anything but a raster photo format, then decodes
 * under a pixel cap and re-encodes a square avatar. Re-encoding drops every byte of the upload
 * that is not pixels: EXIF (GPS), ICC comments, trailing polyglot payloads.
 */
export function processProfilePicture(upload: Buffer): Promise<ProcessedPicture> {
  return slots.run(() => checkAndReencode(upload));
}

async function checkAndReencode(upload: Buffer): Promise<ProcessedPicture> {
  const { format, decode } = await checkedImage(upload, {
    formats: ACCEPTED_FORMATS,
    maxPixels: PROFILE_PICTURE_MAX_PIXELS,
    notAnImage: invalidType,
    tooManyPixels: () => new ApiError(413, 'too_many_pixels', 'Bildet har for mange piksler. Velg et mindre bilde.'),
  });
  const pipeline = decode().resize(PROFILE_PICTURE_STORED_PX, PROFILE_PICTURE_STORED_PX, { fit: 'cover', position: 'attention', withoutEnlargement: true });
  try {
    // Photos stay JPEG; the rest (PNG, WebP, GIF) may carry transparency, so WebP keeps it.
    if (format === 'jpeg') return { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: 'jpg' };
    return { data: await pipeline.webp({ quality: 85 }).toBuffer(), ext: 'webp' };
  } catch {
    throw invalidType();
  }
}
