import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTENER_ENTRY, listenerHtml } from './listener-entry';

const INDEX_HTML = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('listenerHtml', () => {
  it('is index.html with the listener entry instead of the staff app, and without the prerendered page templates', () => {
    const html = listenerHtml(INDEX_HTML);
    expect(html).toContain(`<script type="module" src="${LISTENER_ENTRY}"></script>`);
    expect(html).not.toContain('/src/main.tsx');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('data-static-page');
    // The same <head>: everything before </head> is index.html's.
    expect(html.slice(0, html.indexOf('</head>'))).toBe(INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>')));
    expect(html).toContain('<div id="root"></div>');
  });

  it('fails the build when index.html no longer starts the staff app as it expects', () => {
    expect(() => listenerHtml(INDEX_HTML.replace('/src/main.tsx', '/src/other.tsx'))).toThrow('Fant ikke');
  });
});

describe('the shared module the listener page imports', () => {
  // A module's schema statements cannot be dropped once the module is in the bundle, so
  // podcast.ts keeps its zod schemas in podcast-schemas.ts (issue 24).
  it('podcast.ts builds no zod schema', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../packages/shared/src/podcast.ts'), 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from 'zod'/m);
    expect(source).not.toMatch(/^import (?!type )[^;]*from '\.\/podcast-schemas'/m);
  });
});
