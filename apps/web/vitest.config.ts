import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Files that replace a module with vi.mock (and import it afresh), which only an isolated file can
 * do: they run in the `web-isolated` project. Every other file shares its worker's module graph
 * (`web`): the DOM and its storage are still set up afresh for each file, so a file needs no fresh
 * import of React and the app (~1 s a file otherwise; 105 files took ~100 s of wall time for ~12 s
 * of tests, ~15 s shared).
 */
export const ISOLATED_WEB_TESTS = ['src/app/routes.test.tsx', 'src/lib/realtime/use-channel-events.test.tsx', 'src/lib/realtime/channels.test.ts'];

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

export const webProject = (name: 'web' | 'web-isolated') =>
  defineProject({
    plugins: [react()],
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name,
      environment: 'happy-dom',
      include: name === 'web' ? WEB_TESTS : ISOLATED_WEB_TESTS,
      exclude: name === 'web' ? ISOLATED_WEB_TESTS : [],
      setupFiles: ['src/test/setup.ts'],
      isolate: name === 'web-isolated',
    },
  });

export default webProject('web');
