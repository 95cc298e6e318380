import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a feature puts into index.html's <head> for one request (link previews, search engines). */
export interface IndexHtmlHead {
  /** Replaces the <title> text (escaped here). */
  title?: string;
  /** Replaces the meta description (escaped here). */
  description?: string;
  /** Extra markup before </head>; the feature escapes what it puts in. */
  tags?: string;
  /**
   * The page's own markup inside #root, painted before any script runs (LCP on slow phones);
   * React replaces it when the app starts. The feature escapes what it puts in.
   */
  body?: string;
}
export type IndexHtmlTransform = (request: FastifyRequest) => IndexHtmlHead | null | Promise<IndexHtmlHead | null>;

const indexHtmlTransforms = new WeakMap<FastifyInstance, IndexHtmlTransform[]>();
interface HtmlEntry {
  fileName: string;
  /** Whether this request gets the entry (otherwise index.html). */
  when: (request: FastifyRequest) => boolean;
}
const htmlEntries = new WeakMap<FastifyInstance, Map<string, HtmlEntry>>();

/**
 * Lets a feature fill in the <head> of the pages it owns (e.g. Open Graph tags for /podcast), so
 * link previews and crawlers that do not run JavaScript see real titles. The first transform
 * that answers for a request wins; pages nobody answers for get index.html as built.
 */
export function addIndexHtmlTransform(app: FastifyInstance, transform: IndexHtmlTransform) {
  const list = indexHtmlTransforms.get(app) ?? [];
  list.push(transform);
  indexHtmlTransforms.set(app, list);
}

/**
 * Lets a feature serve a page from an HTML entry of its own instead of index.html (the public
 * /podcast page's podcast.html: the listener page without the staff app, issue 24), to the
 * requests `when` picks. The <head> and body transforms apply to it as to index.html. A build
 * without that file (an older one) gets index.html, as before.
 */
export function serveHtmlEntry(app: FastifyInstance, pathname: string, fileName: string, when: HtmlEntry['when'] = () => true) {
  const entries = htmlEntries.get(app) ?? new Map<string, HtmlEntry>();
  entries.set(pathname, { fileName, when });
  htmlEntries.set(app, entries);
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every replacement is a function: a replacement string would expand `$&`, `$'`, `` $` ``, `$$`
 * and `$1` in a title someone typed, copying parts of the page (a second <title>, a second #root)
 * into it or eating a dollar sign.
 */
function injectHead(html: string, head: IndexHtmlHead): string {
  let out = html;
  const { title, description, tags, body } = head;
  if (title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  }
  if (tags) out = out.replace('</head>', () => `${tags}\n  </head>`);
  if (body !== undefined) out = out.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  return out;
}

/**
 * Pages whose markup index.html carries in a <template data-static-page="/path"> (the /auth card):
 * for that path the template's content goes into #root. The service worker does the same with its
 * cached index.html (apps/web/src/lib/pwa/sw-protocol.ts withStaticPage), so the page looks the
 * same from the network and offline.
 */
function staticPageOf(html: string, pathname: string): string | null {
  for (const match of html.matchAll(/<template data-static-page="([^"]+)">([\s\S]*?)<\/template>/g)) {
    if (match[1] === pathname) return match[2]!.trim();
  }
  return null;
}

/**
 * Serves the built web app on the same port as the API. Client-side routes fall back to
 * index.html; unknown /api, /storage and asset paths stay 404 so errors are not masked.
 */
export interface WebAppOptions {
  /** Pages other sites may put in an iframe, served with their own helmet settings (CSP frame-ancestors). */
  frameable?: { paths: readonly string[]; helmet: Omit<FastifyHelmetOptions, 'global'> };
}

export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions = {}) {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`Fant ikke den bygde webappen i ${webDist}. Kjør "npm run build".`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Off, or send() replaces the header set below with its own 'public, max-age=0'.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; everything else must be revalidated so updates show up.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  // The worker script and the manifest live at fixed names, so they are in the no-cache branch
  // above: a browser asks every time and a deploy is seen at the next update check (every 60 s).
  // The manifest's own media type (send() would say application/json) is set just before sending.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === '/manifest.json' && reply.statusCode === 200) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    return payload;
  });
  // Each read (or found missing: null) once: the built files do not change while the server runs.
  const htmlFiles = new Map<string, string | null>();
  const htmlFile = (fileName: string): string | null => {
    if (!htmlFiles.has(fileName)) {
      const file = path.join(webDist, fileName);
      htmlFiles.set(fileName, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return htmlFiles.get(fileName)!;
  };
  const entryFor = (request: FastifyRequest, pathname: string) => {
    const own = htmlEntries.get(app)?.get(pathname);
    return own && own.when(request) && htmlFile(own.fileName) !== null ? own.fileName : 'index.html';
  };
  const sendIndex = async (
    request: FastifyRequest,
    reply: { header(k: string, v: string): unknown; type(t: string): unknown; send(b: string): unknown; sendFile(f: string, r: string): unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0] ?? '/';
    const fileName = entryFor(request, pathname);
    // index.html was found at registration; an entry only when it exists.
    const html = htmlFile(fileName)!;
    for (const transform of indexHtmlTransforms.get(app) ?? []) {
      const head = await transform(request);
      if (!head) continue;
      reply.type('text/html; charset=utf-8');
      return reply.send(injectHead(html, head));
    }
    const body = staticPageOf(html, pathname);
    if (body !== null) {
      reply.type('text/html; charset=utf-8');
      return reply.send(injectHead(html, { body }));
    }
    return reply.sendFile(fileName, webDist);
  };
  app.get('/', { config: { access: 'public' } }, sendIndex as never);
  for (const framePath of options.frameable?.paths ?? []) {
    app.get(framePath, { config: { access: 'public' }, helmet: options.frameable!.helmet }, sendIndex as never);
  }
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isReserved = url.startsWith('/api/') || url.startsWith('/storage/') || url.startsWith('/socket.io/') || url.startsWith('/assets/');
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url);
    if (isReserved || looksLikeFile) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } });
    }
    return sendIndex(request, reply as never);
  });
}
