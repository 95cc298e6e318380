import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A built HTML entry's shape (apps/web/index.html), enough for the server to inject into; `head` is added last in <head>. */
export const builtHtml = (head = '') => `<!doctype html>
<html lang="nb" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Studioportal – arbeidsflaten for morgensendingen." />
    <title>Studioportal</title>${head ? `\n    ${head}` : ''}
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A web build (for `startServer`'s third argument) of the given HTML files, in the data dir. */
export function fakeWebBuild(files: Record<string, string>) {
  return (dataDir: string): string => {
    const webDist = path.join(dataDir, 'web');
    mkdirSync(webDist);
    for (const [name, html] of Object.entries(files)) writeFileSync(path.join(webDist, name), html);
    return webDist;
  };
}
