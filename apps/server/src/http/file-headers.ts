import { contentTypeFor } from '../storage/content-types';

/**
 * Uploaded bytes are someone else's content on our origin. Even if a file slipped past the upload
 * checks, the browser must never run it: no sniffing, a sandbox with no script and no loads, and
 * only pictures and sound are shown in place. img-src/media-src let a browser's own viewer show a
 * file opened directly; the app's <img> and <audio> follow the app page's policy, not this one.
 * This header replaces the app's policy, so it repeats frame-ancestors: no other site frames a file.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'";

/** The types the app shows in place (profile pictures, media, podcast audio and artwork). */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg']);

/** The key's last segment with anything that could break out of the quoted header value replaced. */
function safeFilename(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return base || 'fil';
}

/**
 * Headers for a file served from storage. The type comes from our own allowlist by extension
 * (never text/html or image/svg+xml); anything the app does not show in place is a download.
 */
export function storedFileHeaders(key: string): Record<string, string> {
  const type = contentTypeFor(key);
  const disposition = SHOWN_INLINE.has(type) ? 'inline' : 'attachment';
  return {
    'content-type': type,
    'x-content-type-options': 'nosniff',
    'content-security-policy': STORED_FILE_CSP,
    'content-disposition': `${disposition}; filename="${safeFilename(key)}"`,
  };
}
