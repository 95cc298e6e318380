declare const __BUILD_ID__: string | undefined;

/**
 * The id of this build (vite.config.ts): the service worker names its cache after it and the
 * persisted query cache is dropped when it changes, so data saved by an older build is never read
 * by newer code. 'dev' outside a Vite build (unit tests).
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
