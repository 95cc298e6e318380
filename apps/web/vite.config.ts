import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) serves the built app in production; in development Vite serves the
// app and forwards API and realtime traffic to it, so cookies stay same-origin in both set-ups.
const API_TARGET = process.env.STUDIOPORTAL_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
