import type { Sharp } from 'sharp';
import type { ApiError } from './errors';

export interface ImageRules {
  /** sharp's format names accepted, judged by the bytes, never by name or declared type. */
  formats: ReadonlySet<string>;
  maxPixels: number;
  notAnImage: () => ApiError;
  tooManyPixels: () => ApiError;
}

/**
 * What an uploaded image really is, read from its header before any pixel is decoded (a tiny
 * file can claim 50 000 × 50 000), and a decoder capped at the same pixel count that rotates by
 * EXIF. Each caller resizes and re-encodes, which drops everything that is not pixels.
 */
export async function checkedImage(upload: Buffer, rules: ImageRules): Promise<{ format: string; width: number; height: number; decode: () => Sharp }> {
  // Imported on the first upload, not at start-up (decision 017).
  const { default: sharp } = await import('sharp');
  let meta;
  try {
    meta = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw rules.notAnImage();
  }
  const { format, width, height } = meta;
  if (!format || !rules.formats.has(format) || !width || !height) throw rules.notAnImage();
  if (width * height > rules.maxPixels) throw rules.tooManyPixels();
  return { format, width, height, decode: () => sharp(upload, { limitInputPixels: rules.maxPixels, failOn: 'error', animated: false }).rotate() };
}
