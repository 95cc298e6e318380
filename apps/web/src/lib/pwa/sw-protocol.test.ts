import { describe, expect, it } from 'vitest';
import { isNavigationFallbackPath } from './sw-protocol';

describe('isNavigationFallbackPath', () => {
  it('serves the app shell for app routes', () => {
    for (const path of ['/', '/chat', '/notes', '/clock-templates', '/podcast', '/podcast-player-2', '/studio-display/large', '/apiary']) {
      expect(isNavigationFallbackPath(path), path).toBe(true);
    }
  });

  it('never answers server paths with the app shell', () => {
    for (const path of [
      '/api',
      '/api/me',
      '/socket.io/',
      '/storage/avatars/a.png',
      '/podcast/feed.xml',
      '/podcast/files/ep1.mp3',
      '/podcast/episodes/abc/chapters.json',
      '/sw.js',
      '/manifest.json',
      '/favicon.ico',
    ]) {
      expect(isNavigationFallbackPath(path), path).toBe(false);
    }
  });
});
