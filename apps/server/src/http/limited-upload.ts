import type { Readable } from 'node:stream';
import type { ApiError } from './errors';

export interface LimitedUploadErrors {
  /** Over the limit, by the declared length or by what arrived. */
  tooLarge: () => ApiError;
  /** The client went away mid-upload. */
  interrupted: () => ApiError;
}

/**
 * Collects an upload body of at most `max` bytes: refused at once when the declared length is over,
 * and reading stops as soon as what arrives is (leaving the loop destroys the stream, so the rest
 * is never read). Each feature names its own Norwegian errors.
 */
export async function readLimitedUpload(body: Readable, declaredLength: number | undefined, max: number, errors: LimitedUploadErrors): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > max) throw errors.tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > max) throw errors.tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (size > max) throw error;
    throw errors.interrupted();
  }
  return Buffer.concat(chunks);
}
