import { PODCAST_EMBED_SIZES, PODCAST_STRINGS, type PodcastEmbedSize } from '@studioportal/shared';

/** Permissions the embed may use inside someone else's page: play when clicked, copy share links. */
export const EMBED_ALLOW = 'autoplay; clipboard-write; encrypted-media';

/** The iframe code the generator hands out, exactly as it is shown and copied. */
export function embedCode(src: string, size: PodcastEmbedSize, showTitle: string): string {
  const { width, height } = PODCAST_EMBED_SIZES[size];
  const title = PODCAST_STRINGS.embed.iframeTitle(showTitle).replace(/"/g, '&quot;');
  return `<iframe src="${src}" title="${title}" width="${width}" height="${height}" style="border:0;border-radius:12px;max-width:720px" loading="lazy" allow="${EMBED_ALLOW}"></iframe>`;
}

/** The embed as visitors of another site will see it (used by the generator's preview and the demo). */
export function EmbedFrame({ src, size, showTitle, className }: { src: string; size: PodcastEmbedSize; showTitle: string; className?: string }) {
  const { height } = PODCAST_EMBED_SIZES[size];
  return (
    <iframe
      src={src}
      title={PODCAST_STRINGS.embed.iframeTitle(showTitle)}
      width="100%"
      height={height}
      allow={EMBED_ALLOW}
      loading="lazy"
      className={className}
      style={{ border: 0, borderRadius: 12, maxWidth: 720 }}
    />
  );
}
