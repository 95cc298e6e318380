const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.json': 'application/json',
};

/** Only known types are served as themselves; anything else is an opaque download. */
export function contentTypeFor(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}
