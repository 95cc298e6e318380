import { PROFILE_PICTURE_MAX_BYTES, PROFILE_STRINGS } from '@studioportal/shared';

export interface PictureProblem {
  title: string;
  description: string;
}

/**
 * The browser's first check (spec section 5): an image type and at most 5 MB. The server checks
 * the real content again and never trusts this.
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return PROFILE_STRINGS.invalidFileType;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_STRINGS.fileTooLarge;
  return null;
}

/** Maps an upload's server answer to the toast to show (type and size keep their own texts). */
export function uploadFailureToast(code: string | undefined): PictureProblem {
  if (code === 'invalid_file_type') return PROFILE_STRINGS.invalidFileType;
  if (code === 'file_too_large') return PROFILE_STRINGS.fileTooLarge;
  return PROFILE_STRINGS.uploadFailed;
}
