import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PODCAST_PATHS } from '@studioportal/shared';

const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');

export interface RegisteredRoute {
  path: string;
  layout: 'standard' | 'fullscreen' | 'public';
  public: boolean;
}

/**
 * Every route of the web app's screen registry, read from the source the router is built from
 * (app/screens.ts → each feature's screens.ts), so a screen added later is checked without anyone
 * remembering to list it here. Paths are string literals or PODCAST_PATHS constants.
 */
export function registeredRoutes(): RegisteredRoute[] {
  const registry = readFileSync(path.join(WEB_SRC, 'app/screens.ts'), 'utf8');
  const files = [...registry.matchAll(/from '@\/features\/([\w-]+)\/screens'/g)].map((m) => path.join(WEB_SRC, 'features', m[1]!, 'screens.ts'));
  const routes: RegisteredRoute[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    // Each screen object: from its `path:` to the next one.
    const parts = source.split(/(?=\bpath:\s)/).slice(1);
    for (const part of parts) {
      const literal = /^path:\s*'([^']+)'/.exec(part)?.[1];
      const constant = /^path:\s*PODCAST_PATHS\.(\w+)/.exec(part)?.[1] as keyof typeof PODCAST_PATHS | undefined;
      const routePath = literal ?? (constant ? PODCAST_PATHS[constant] : undefined);
      if (!routePath) throw new Error(`Kunne ikke lese stien i ${file}: ${part.slice(0, 60)}`);
      const layout = (/layout:\s*'(standard|fullscreen|public)'/.exec(part)?.[1] ?? 'standard') as RegisteredRoute['layout'];
      const isPublic = /access:\s*'anyone'/.test(part) || (layout === 'public' && !/access:\s*'approved'/.test(part));
      routes.push({ path: routePath, layout, public: isPublic });
    }
  }
  return [...routes, ...displayPanelRoutes()];
}

/**
 * The full-screen displays: each panel listed in app/display-panels.ts declares its `paths: [...]`
 * in its feature's display-panel file; they are staff screens in the full-screen layout.
 */
function displayPanelRoutes(): RegisteredRoute[] {
  const registry = readFileSync(path.join(WEB_SRC, 'app/display-panels.ts'), 'utf8');
  const features = [...new Set([...registry.matchAll(/from '@\/features\/([\w-]+)'/g)].map((m) => m[1]!))];
  const routes: RegisteredRoute[] = [];
  for (const feature of features) {
    const dir = path.join(WEB_SRC, 'features', feature);
    for (const file of readdirSync(dir).filter((name) => /^display-panels?\.tsx?$/.test(name))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const list of source.matchAll(/\bpaths:\s*\[([^\]]*)\]/g)) {
        for (const literal of list[1]!.matchAll(/'([^']+)'/g)) routes.push({ path: literal[1]!, layout: 'fullscreen', public: false });
      }
    }
  }
  if (routes.length === 0) throw new Error('Fant ingen fullskjermvisninger i app/display-panels.ts');
  return routes;
}
