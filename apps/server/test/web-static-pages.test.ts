import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smallArtworkKey } from '@studioportal/shared';
import { DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam, publishedEpisode } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

/** The web app's own index.html: the /auth markup lives there, and the build copies it as is. */
const WEB_INDEX_HTML = readFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');

/** A web build with the real index.html (it carries the /auth template). */
function webBuild(dataDir: string): string {
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), WEB_INDEX_HTML);
  return webDist;
}

async function page(server: TestServer, url: string) {
  const res = await fetch(server.url + url);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
}

/** What the browser paints before any script runs: the markup inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<!--/.exec(html)?.[1] ?? /<div id="root">([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

/**
 * Issue 10 (LCP on a slow phone): /podcast and /auth arrive with their content as HTML, so it
 * paints before the scripts have loaded; everything from the database is escaped.
 */
describe.each(DB_KINDS)('pages painted before the scripts run (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind, {}, webBuild);
  });
  afterEach(async () => {
    await server.close();
  });

  it('sends /podcast with the show and its episodes in #root, as text', async () => {
    const team = await podcastTeam(server);
    const show = await team.host.request('PUT', '/api/podcast/show', showSettings({ title: 'Morgenshowet <script>alert(1)</script>', description: 'Hverdager 06–10 med "Pia" & Tor.' }));
    expect(show.status).toBe(200);
    const episode = await publishedEpisode(team.host, { title: 'Quiz-finalen </script><b>', description: 'Hvem <i>vant</i>?' }, { artwork: true });

    const { status, type, html } = await page(server, '/podcast');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    const root = rootOf(html);
    expect(root).toContain('<h1 class="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Morgenshowet &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(root).toContain('Hverdager 06–10 med &quot;Pia&quot; &amp; Tor.');
    expect(root).toContain('Quiz-finalen &lt;/script&gt;&lt;b&gt;');
    expect(root).toContain('Hvem &lt;i&gt;vant&lt;/i&gt;?');
    // Artwork offers its 480 px copy with the size it is shown at (the player's card, the episode's row).
    const srcset = `srcset="${smallArtworkKey(episode.artwork_url)} 480w, ${episode.artwork_url} 1400w"`;
    expect(root).toContain(`<img src="${episode.artwork_url}" ${srcset} sizes="112px"`);
    expect(root).toContain(`<img src="${episode.artwork_url}" ${srcset} sizes="64px"`);
    // Nothing from the database became markup, anywhere in the page.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><b>');
    expect(html).not.toContain('<i>vant</i>');
    // The page stays the app: its scripts and the (inert) /auth template are still there.
    expect(html).toContain('<script type="module"');
  });

  it('sends /podcast without episodes with the empty-state text', async () => {
    const { html } = await page(server, '/podcast');
    expect(rootOf(html)).toContain('Ingen episoder er publisert ennå. Kom tilbake snart!');
  });

  it('sends /auth with the sign-in heading in #root, and other routes with #root empty', async () => {
    const auth = await page(server, '/auth?x=1');
    expect(auth.status).toBe(200);
    const root = rootOf(auth.html);
    expect(root).toContain('<h1 class="text-2xl font-semibold tracking-tight">Velkommen</h1>');
    expect(root).toContain('Logg inn for å komme til sendingen, eller opprett en konto.');

    for (const route of ['/', '/chat', '/auth/other']) {
      const other = await page(server, route);
      expect(other.status, route).toBe(200);
      expect(other.html, route).toContain('<div id="root"></div>');
    }
  });
});
