import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/http/web-app';
import { xmlText } from '../src/features/podcast/feed-xml';
import { DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam, publishedEpisode } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

/** The web app's own index.html, as the build copies it. */
const WEB_INDEX_HTML = readFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');

function webBuild(dataDir: string): string {
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), WEB_INDEX_HTML);
  return webDist;
}

/**
 * Issue 17 part 4: text someone typed goes into the page as text, whatever it holds. `$` patterns
 * are what String.replace expands in a replacement string (`$$` → `$`, `$&` → the match, `` $` ``
 * and `$'` → everything before and after it, `$1`, `$<name>` → groups); the rest is markup and
 * entities that must arrive escaped, and Norwegian letters that must arrive unharmed.
 */
const TEXTS = [
  'Vinn 1000 $$ i dag',
  'Prisen: $& og mer',
  "Etter $' kommer resten",
  'Før $` kom starten',
  'Gruppe $1 og $2 og $0',
  'Navngitt $<name> og $<title>',
  'Quiz </script><b>fet</b> & &amp; æøå ÆØÅ',
  "Alt på en gang: $$ $& $' $` $1 $<name> </script><b> &amp; æøå",
];

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;
const metaOf = (html: string, property: string) => {
  const matches = [...html.matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);
  return matches.length === 1 ? matches[0] : matches;
};
const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe.each(DB_KINDS)('podcast text with $ patterns, markup and æøå on the public pages and the feed (%s)', (kind) => {
  let server: TestServer;
  const episodes: { id: string; title: string; description: string }[] = [];

  beforeAll(async () => {
    server = await startServer(kind, {}, webBuild);
    const team = await podcastTeam(server);
    const show = await team.host.request('PUT', '/api/podcast/show', showSettings({ title: 'Morgenshowet $& $\' $$' }));
    expect(show.status, JSON.stringify(show.body)).toBe(200);
    for (const [i, title] of TEXTS.entries()) {
      const description = `Om episode ${i}: ${title} (slutt)`;
      const episode = await publishedEpisode(team.host, { title, description }, { seconds: 2 });
      episodes.push({ id: episode.id as string, title, description });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  /** One document: one <head>, one <title>, one #root, one <body>. */
  function expectOneDocument(html: string, where: string) {
    for (const tag of ['<head>', '</head>', '<body', '</body>', '<title>', '</title>', 'id="root"', '</html>']) {
      expect(count(html, tag), `${where}: ${tag}`).toBe(1);
    }
  }

  it('shows each title and description on /podcast exactly once where it belongs, escaped', async () => {
    const showTitle = 'Morgenshowet $& $\' $$';
    for (const episode of episodes) {
      const res = await fetch(`${server.url}/podcast?episode=${episode.id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const where = `/podcast ${episode.title}`;
      expectOneDocument(html, where);
      expect(titleOf(html), where).toEqual([escapeHtml(`${episode.title} – ${showTitle}`)]);
      expect(metaOf(html, 'description'), where).toBe(escapeHtml(episode.description));
      expect(metaOf(html, 'og:title'), where).toBe(xmlText(episode.title));
      expect(metaOf(html, 'og:description'), where).toBe(xmlText(episode.description));
      expect(jsonLdOf(html).map((ld) => [ld.name, ld.description]), where).toEqual([[episode.title, episode.description]]);
      // In the painted page: the player card and the episode's row in the list, each once.
      expect(count(html, `<h3 class="font-medium leading-snug">${escapeHtml(episode.title)}</h3>`), where).toBe(1);
      expect(count(html, `text-lg sm:text-xl">${escapeHtml(episode.title)}</h2>`), where).toBe(1);
      expect(count(html, `text-foreground/80">${escapeHtml(episode.description)}</p>`), where).toBe(1);
      // Markup from the text never became markup.
      expect(html, where).not.toContain('</script><b>');
      expect(html, where).not.toContain('<b>fet</b>');
    }
    // The show's page lists every episode once.
    const list = await (await fetch(`${server.url}/podcast`)).text();
    expectOneDocument(list, '/podcast');
    expect(titleOf(list)).toEqual([escapeHtml(showTitle)]);
    for (const episode of episodes) expect(count(list, `<h3 class="font-medium leading-snug">${escapeHtml(episode.title)}</h3>`), episode.title).toBe(1);
  });

  it('gives /podcast-embed the same head, once, and an empty #root', async () => {
    for (const episode of episodes) {
      const res = await fetch(`${server.url}/podcast-embed?episode=${episode.id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const where = `/podcast-embed ${episode.title}`;
      expectOneDocument(html, where);
      expect(titleOf(html), where).toEqual([escapeHtml(`${episode.title} – Morgenshowet $& $' $$`)]);
      expect(metaOf(html, 'description'), where).toBe(escapeHtml(episode.description));
      expect(metaOf(html, 'og:title'), where).toBe(xmlText(episode.title));
      expect(count(html, '<div id="root"></div>'), where).toBe(1);
      expect(html, where).not.toContain('</script><b>');
    }
  });

  it('puts each title and description into the feed once, exactly as typed', async () => {
    const xml = await (await fetch(`${server.url}/podcast/feed.xml`)).text();
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toBe('Morgenshowet $& $\' $$');
    for (const episode of episodes) {
      const items = feed.items.filter((item) => item.guid === episode.id);
      expect(items, episode.title).toHaveLength(1);
      expect(items[0]!.title, episode.title).toBe(episode.title);
      expect(items[0]!.content, episode.title).toBe(episode.description);
      expect(count(xml, `<title>${xmlText(episode.title)}</title>`), episode.title).toBe(1);
    }
    expect(xml).not.toContain('</script><b>');
  });
});
