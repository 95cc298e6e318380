import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyScriptPlugin } from './build/early-script.ts';
import { isListenerBuild, LISTENER_HTML, listenerEntryPlugin } from './build/listener-entry.ts';
import { startAfterFirstPaintPlugin } from './build/start-after-first-paint.ts';
import { CLIENT_HEADERS } from './src/lib/client-headers.ts';

// The API server (apps/server) serves the built app in production; in development Vite serves the
// app and forwards API and realtime traffic to it, so cookies stay same-origin in both set-ups.
const API_TARGET = process.env.STUDIOPORTAL_API_URL ?? 'http://127.0.0.1:8080';

/**
 * One id per build, shared by the app shell (a <meta> in index.html) and the service worker (its
 * cache name), so a deploy is a new worker and "which version am I running" has one answer.
 */
const BUILD_ID = process.env.STUDIOPORTAL_BUILD_ID ?? new Date().toISOString().replace(/[-:.]/g, '');

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * What public/boot.js fetches with the app's scripts: the first GET requests of every page, and,
 * for the pages the server prerenders, their lazy screen and layout and their own first requests.
 */
const FIRST_REQUESTS = ['/api/session', '/api/config'];
const PRERENDERED_PAGES = {
  '/auth': { modules: ['src/features/auth/components/auth-page.tsx'] },
  // The listener page has its own entry (podcast.html, build/listener-entry.ts): the page is in it, nothing to preload.
  // "Til studio" asks /api/listener/live at once (ON AIR, the poll, the device cookie and form token),
  // and /api/quiz/public (is a quiz live, the tournament's top list).
  '/podcast': { html: LISTENER_HTML, modules: [], requests: ['/api/podcast', '/api/listener/live', '/api/quiz/public'] },
};

const ALIASES = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // Every zod import, the shared package's included, goes through the jitless door (src/lib/zod-jitless.ts).
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
];

const buildMeta = (): Plugin => ({
  name: 'studioportal-build-meta',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'studioportal-build', content: BUILD_ID }, injectTo: 'head' }],
});

/**
 * Spec section 7: the worker at /sw.js (scope /), the manifest at /manifest.json. injectManifest:
 * the worker is our own src/sw.ts (precache, offline navigation, SKIP_WAITING, background sync);
 * the plugin only hands it the list of built files. We register it ourselves (lib/pwa).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.json',
  // The icons are in the glob below already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Studioportal',
    short_name: 'Studioportal',
    description: 'Arbeidsflaten for morgensendingen.',
    lang: 'nb',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#3b82f6',
    background_color: '#080d19',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: every built script, style, font and icon. Source maps stay out.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,ico}'],
    globIgnores: ['sw.js'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildMeta(),
    listenerEntryPlugin(WEB_ROOT, BUILD_ID),
    earlyScriptPlugin(WEB_ROOT, ALIASES),
    startAfterFirstPaintPlugin(WEB_ROOT, { requests: FIRST_REQUESTS, headers: CLIENT_HEADERS }, PRERENDERED_PAGES, [LISTENER_HTML]),
    // The worker is made once, by the main build, after the listener's build (build/listener-entry.ts) has written its files.
    ...(isListenerBuild() ? [] : [pwa]),
  ],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  resolve: { alias: ALIASES },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
      // Podcast files, feed and chapters are served by the API server too (the /podcast page is the app's).
      '^/podcast/(files|episodes)/': { target: API_TARGET, changeOrigin: false },
      '/podcast/feed.xml': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
