/**
 * The podcast's public paths, apart from podcast.ts (which re-exports them):
 * its zod schemas would otherwise come along wherever only these are needed, such as the web
 * app's screen registry on every page.
 */

/** Public paths. The embed is the one page other sites may frame. */
export const PODCAST_PATHS = {
  page: '/podcast',
  embed: '/podcast-embed',
  feed: '/podcast/feed.xml',
  manage: '/podcast/manage',
  demo: '/podcast-player-demo',
  embedGenerator: '/embed-generator',
} as const;
