import path from 'node:path';
import type { Plugin } from 'vite';
import { isListenerBuild } from './listener-entry';

/**
 * The listener page's early script (src/features/podcast/early, decision 022) as one small file
 * at the web app's root: `/podcast-early.js`, the name the server's /podcast markup gives in its
 * <head> (PODCAST_EARLY_SCRIPT). A build of its own, in library mode: as an input of the app's
 * builds it would share chunks with the app's entry and cost the round trips it is there to save.
 * It runs when the main build's bundle closes, before the worker is made, so the worker caches it.
 */
export const EARLY_ENTRY = 'src/features/podcast/early/podcast-early.ts';
export const EARLY_FILE = 'podcast-early.js';

export const earlyScriptPlugin = (root: string, alias: { find: string | RegExp; replacement: string }[]): Plugin => {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'studioportal-early-script',
    apply: (_config, env) => env.command === 'build' && !isListenerBuild(),
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      handler: async () => {
        const { build } = await import('vite');
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          resolve: { alias },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            sourcemap: false,
            lib: { entry: path.join(root, EARLY_ENTRY), formats: ['iife'], name: 'studioportalEarly', fileName: () => EARLY_FILE },
          },
        });
      },
    },
  };
};
