import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The pages the server prerenders (/auth, /podcast) are painted from the HTML and the stylesheet
 * alone; the app's scripts are not needed for that first paint. Left as Vite writes them (a module
 * script and a modulepreload per chunk), the browser fetches ~170 KB of JavaScript alongside the
 * stylesheet, and on a slow phone that shares the line with the stylesheet and delays the paint
 * (issue 10: LCP ≤ 2.0 s on a first visit). This moves the entry and its preloads onto the boot
 * script's data attributes; public/boot.js starts them right after the first contentful paint, or
 * at once when the page has no prerendered markup. Decision record 011 has the measurements.
 */
export interface StartPlan {
  /** Per path: the chunks of the page's lazy screen (and layout), fetched with the entry so the page needs no second round trip. */
  pagePreloads?: Record<string, string[]>;
  /** GET requests every page makes first (src/lib/boot-requests.ts hands the answers to the app). */
  requests?: string[];
  /** Headers those requests carry besides Accept (the app's own CLIENT_HEADERS). */
  requestHeaders?: Record<string, string>;
  /** Per path: the page's own first GET requests. */
  pageRequests?: Record<string, string[]>;
  /**
   * Start the scripts when the document is parsed, even on a prerendered page: the listener's
   * page (podcast.html) paints from the server's markup, but cannot play or take a message until
   * its scripts run, and its bundle is small enough that waiting for the paint cost more than it
   * gave (decision 021).
   */
  startAtOnce?: boolean;
}

const perPage = (pages: Record<string, string[]>, files: (list: string[]) => string[]) =>
  Object.entries(pages)
    .map(([page, list]) => `${page}=${files(list).join(',')}`)
    .join(';');

export function startAfterFirstPaint(html: string, plan: StartPlan = {}, bootScriptSrc = '/boot.js'): string {
  const entries = [...html.matchAll(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g)];
  if (entries.length !== 1) throw new Error(`Forventet ett inngangsskript i index.html, fant ${entries.length}.`);
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const bootTag = `<script src="${bootScriptSrc}"></script>`;
  if (!html.includes(bootTag)) throw new Error(`Fant ikke ${bootTag} i index.html.`);

  let out = html;
  for (const match of [...entries, ...preloads]) out = out.replace(match[0], '');
  const entry = entries[0]![1]!;
  const preloadList = preloads.map((match) => match[1]!);
  const attributes = [
    `data-entry="${entry}"`,
    `data-preload="${preloadList.join(' ')}"`,
    `data-requests="${(plan.requests ?? []).join(' ')}"`,
    `data-request-headers="${JSON.stringify(plan.requestHeaders ?? {}).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
    `data-page-preload="${perPage(plan.pagePreloads ?? {}, (files) => files.filter((file) => file !== entry && !preloadList.includes(file)))}"`,
    `data-page-requests="${perPage(plan.pageRequests ?? {}, (paths) => paths)}"`,
    ...(plan.startAtOnce ? ['data-start="at-once"'] : []),
  ];
  return out.replace(bootTag, `<script src="${bootScriptSrc}" ${attributes.join(' ')}></script>`);
}

/** The chunk that holds a source module, and every chunk it imports statically, as /assets URLs. */
export function chunksFor(bundle: Rollup.OutputBundle, modulePath: string, base = '/'): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const owner = chunks.find((chunk) => chunk.moduleIds.includes(modulePath));
  if (!owner) throw new Error(`Fant ingen bit som inneholder ${modulePath}.`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(owner.fileName);
  return [...seen].map((fileName) => `${base}${fileName}`);
}

export interface PrerenderedPage {
  /** Source files of the page's lazy screen and layout, relative to the web app's root. */
  modules: string[];
  /** The page's own first GET requests. */
  requests?: string[];
  /** The HTML entry that serves the page (default index.html); its boot script carries the page's plan. */
  html?: string;
}

/**
 * Build only: the dev server's own module script (and its hot reload) stays as it is. A module
 * that is not in the bundle fails the build, so a renamed screen is noticed.
 */
export const startAfterFirstPaintPlugin = (
  root: string,
  first: { requests: string[]; headers: Record<string, string> },
  pages: Record<string, PrerenderedPage>,
  /** HTML files (by name) whose scripts start when the document is parsed (StartPlan.startAtOnce). */
  startAtOnce: readonly string[] = [],
): Plugin => ({
  name: 'studioportal-start-after-first-paint',
  apply: 'build',
  // 'post': runs after Vite has added the entry and preload tags.
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = context.bundle;
      if (!bundle) throw new Error('index.html ble bygget uten bunt.');
      const file = path.basename(context.filename);
      const served = Object.entries(pages).filter(([, spec]) => (spec.html ?? 'index.html') === file);
      const pagePreloads = Object.fromEntries(
        served.map(([page, { modules }]) => [page, [...new Set(modules.flatMap((source) => chunksFor(bundle, path.join(root, source))))]]),
      );
      const pageRequests = Object.fromEntries(served.map(([page, spec]) => [page, spec.requests ?? []]));
      return startAfterFirstPaint(html, { pagePreloads, requests: first.requests, requestHeaders: first.headers, pageRequests, startAtOnce: startAtOnce.includes(file) });
    },
  },
});
