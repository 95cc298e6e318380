import type { Readable } from 'node:stream';
import { STATION_LIMITS as L, STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import { checkedImage } from '../../http/image-upload';
import { readLimitedUpload } from '../../http/limited-upload';

/** Formats accepted by content, never by name or declared type. SVG (script inside) is never one. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export const notAnImage = () => new ApiError(400, 'invalid_image', S.logoNotImage);
export const logoTooLarge = () => new ApiError(413, 'file_too_large', S.logoTooLarge);

const interrupted = () => new ApiError(400, 'upload_interrupted', S.logoInterrupted);

/** Collects the upload, stopping as soon as it passes the limit (a declared length only refuses early). */
export const readLogoUpload = (body: Readable, declaredLength: number | undefined): Promise<Buffer> =>
  readLimitedUpload(body, declaredLength, L.logoMaxBytes, { tooLarge: logoTooLarge, interrupted });

export interface LogoImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Checks what the bytes are, then decodes under a pixel cap and re-encodes a PNG that fits in
 * 512 × 512 (transparency kept: a logo sits on a light or a dark bar). Only pixels survive:
 * EXIF (GPS), comments and anything hidden after the image are gone from what is served.
 */
export async function processLogo(upload: Buffer): Promise<LogoImage> {
  const image = await checkedImage(upload, {
    formats: ACCEPTED_FORMATS,
    maxPixels: L.logoMaxInputPixels,
    notAnImage,
    tooManyPixels: () => new ApiError(413, 'too_many_pixels', S.logoTooManyPixels),
  });
  try {
    const { data, info } = await image
      .decode()
      .resize(L.logoSizePx, L.logoSizePx, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw notAnImage();
  }
}
