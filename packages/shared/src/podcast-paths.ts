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

/**
 * The listener page's early script (built by apps/web build/early-script.ts into the web app's
 * root): the server's /podcast markup names it in its <head>, so the player and the message form
 * work before the app has arrived.
 */
export const PODCAST_EARLY_SCRIPT = '/podcast-early.js';
