import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The public /podcast page's own HTML entry (issue 24, target 4): podcast.html starts
 * src/podcast-main.tsx, the listener page without the staff app. It is not a file in the source
 * tree but index.html made over, so the two can never drift apart: the same <head> (boot script,
 * icons, manifest link, build id), without index.html's prerendered page templates (/auth's card;
 * the server renders /podcast's markup itself) and with the listener entry instead of main.tsx.
 */
export const LISTENER_HTML = 'podcast.html';
export const LISTENER_ENTRY = '/src/podcast-main.tsx';

export function listenerHtml(indexHtml: string): string {
  const entry = '<script type="module" src="/src/main.tsx"></script>';
  if (!indexHtml.includes(entry)) throw new Error(`Fant ikke ${entry} i index.html.`);
  return indexHtml
    .replace(/\s*<!--(?:(?!-->)[\s\S])*?-->\s*(?=<template data-static-page=)/g, '\n    ')
    .replace(/\s*<template data-static-page="[^"]+">[\s\S]*?<\/template>/g, '')
    .replace(entry, () => `<script type="module" src="${LISTENER_ENTRY}"></script>`);
}

/**
 * The listener build runs on Preact's React compatibility layer instead of react-dom (decision
 * 021): react-dom was 207 KB of the listener's 403 KB file, and a first visit on a slow phone
 * waits for every byte and then parses it at a quarter of the speed. Only this build is aliased:
 * the staff app, its /podcast route and every unit test run React, so the page's components are
 * the same source for both and the browser tests of the listener page run it on Preact.
 */
export const LISTENER_REACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Set in the listener's own build (below), which the main build starts when it has written its files. */
export const LISTENER_BUILD_FLAG = 'STUDIOPORTAL_LISTENER_BUILD';
export const isListenerBuild = () => process.env[LISTENER_BUILD_FLAG] === '1';

/**
 * The listener entry is built on its own, after the staff app, into the same directory: a build
 * with one entry puts everything the entry imports statically into one file (lazy code keeps its
 * chunks). Built beside index.html, the code the two entries share was cut into ~30 small chunks,
 * and a phone on HTTP/1.1 fetches them six at a time, each wave a round trip: over 3 s on slow 4G.
 * The price is that code both use is in both builds' files (the worker caches both).
 *
 * In the main build this runs the listener's build as the bundle closes, before the PWA plugin's
 * own close (it lists every built file for the worker, the listener's included). In the
 * listener's build it makes podcast.html the only input, and adds the manifest link the PWA
 * plugin (not part of that build) adds to index.html.
 */
export const listenerEntryPlugin = (root: string, buildId: string): Plugin => {
  const htmlPath = path.join(root, LISTENER_HTML);
  if (isListenerBuild()) {
    return {
      name: 'studioportal-listener-entry',
      apply: 'build',
      config: () => ({
        build: {
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: {
            input: { podcast: htmlPath },
          },
        },
        resolve: { alias: LISTENER_REACT_ALIASES },
      }),
      resolveId: (id) => (id === htmlPath ? htmlPath : null),
      load: (id) => (id === htmlPath ? listenerHtml(readFileSync(path.join(root, 'index.html'), 'utf8')) : null),
      transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: '/manifest.json' }, injectTo: 'head' }],
    };
  }
  let outDir = '';
  let mode = 'production';
  let sourcemap: boolean | 'inline' | 'hidden' = false;
  return {
    name: 'studioportal-listener-entry',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      sourcemap = config.build.sourcemap;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      handler: async () => {
        const { build } = await import('vite');
        const saved = { flag: process.env[LISTENER_BUILD_FLAG], id: process.env.STUDIOPORTAL_BUILD_ID };
        process.env[LISTENER_BUILD_FLAG] = '1';
        // The same build id, so podcast.html and the worker agree on the build.
        process.env.STUDIOPORTAL_BUILD_ID = buildId;
        try {
          await build({ root, mode, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, sourcemap } });
        } finally {
          if (saved.flag === undefined) delete process.env[LISTENER_BUILD_FLAG];
          else process.env[LISTENER_BUILD_FLAG] = saved.flag;
          if (saved.id === undefined) delete process.env.STUDIOPORTAL_BUILD_ID;
          else process.env.STUDIOPORTAL_BUILD_ID = saved.id;
        }
      },
    },
  };
};
