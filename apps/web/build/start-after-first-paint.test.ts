import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

/** index.html as Vite writes it, before the plugin runs. */
const BUILT = `<!doctype html>
<html><head>
    <script src="/boot.js"></script>
  <script type="module" crossorigin src="/assets/index-A.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  <link rel="modulepreload" crossorigin href="/assets/router-C.js">
  <link rel="stylesheet" crossorigin href="/assets/index-D.css">
</head><body><div id="root"></div></body></html>`;

describe('startAfterFirstPaint', () => {
  it('moves the entry and its preloads onto the boot script and leaves the stylesheet', () => {
    const html = startAfterFirstPaint(BUILT, {
      requests: ['/api/me', '/api/config'],
      requestHeaders: { 'X-Client-Info': 'studioportal-enterprise-radio/2' },
      pagePreloads: { '/auth': ['/assets/auth-E.js', '/assets/react-B.js', '/assets/index-A.js'], '/podcast': ['/assets/podcast-F.js'] },
      pageRequests: { '/podcast': ['/api/podcast'] },
    });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-A.js" data-preload="/assets/react-B.js /assets/router-C.js" data-requests="/api/me /api/config"' +
        ' data-request-headers="{&quot;X-Client-Info&quot;:&quot;studioportal-enterprise-radio/2&quot;}"' +
        ' data-page-preload="/auth=/assets/auth-E.js;/podcast=/assets/podcast-F.js" data-page-requests="/podcast=/api/podcast"></script>',
    );
  });

  it('marks a page that starts its scripts when the document is parsed, not after the first paint', () => {
    expect(startAfterFirstPaint(BUILT, { startAtOnce: true })).toMatch(/<script src="\/boot.js" data-entry="\/assets\/index-A.js"[^>]* data-start="at-once"><\/script>/);
    expect(startAfterFirstPaint(BUILT)).not.toContain('data-start');
  });

  it('fails the build when index.html is not what it expects', () => {
    expect(() => startAfterFirstPaint(BUILT.replace('<script src="/boot.js"></script>', ''))).toThrow('Fant ikke <script src="/boot.js"></script>');
    expect(() => startAfterFirstPaint(BUILT.replace(/<script type="module"[^>]+><\/script>/, ''))).toThrow('fant 0');
  });
});
