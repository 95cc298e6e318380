import { describe, expect, it } from 'vitest';
import { isNavigationFallbackPath, isNetworkFirstPath, isPageOfBuild, shellPathFor, withStaticPage } from './sw-protocol';

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

describe('pages rendered before the scripts run', () => {
  const index = `<html><head><meta name="studioportal-build" content="b1" /></head><body><div id="root"></div>
<template data-static-page="/auth">
  <h1>Velkommen $&amp;</h1>
</template></body></html>`;

  it("puts a path's template into #root and leaves other paths alone", () => {
    const html = withStaticPage(index, '/auth');
    // `$&` in the markup stays text: the replacement is not a pattern.
    expect(html).toContain('<div id="root"><h1>Velkommen $&amp;</h1></div>');
    expect(withStaticPage(index, '/chat')).toBeNull();
    expect(withStaticPage(index, '/auth/x')).toBeNull();
  });

  it('asks the network first only for the public podcast page', () => {
    expect(isNetworkFirstPath('/podcast')).toBe(true);
    for (const path of ['/', '/auth', '/podcast-embed', '/podcast/manage', '/chat']) expect(isNetworkFirstPath(path), path).toBe(false);
  });

  it('gives the listener page and the embed their own entry offline, and every other page index.html', () => {
    for (const path of ['/podcast', '/podcast-embed']) expect(shellPathFor(path), path).toBe('/podcast.html');
    for (const path of ['/', '/auth', '/chat', '/podcast/manage']) expect(shellPathFor(path), path).toBe('/index.html');
  });

  it("recognises a page of the worker's own build", () => {
    expect(isPageOfBuild(index, 'b1')).toBe(true);
    expect(isPageOfBuild(index, 'b2')).toBe(false);
  });
});
