import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import type { ScreenDefinition } from '@/lib/extension-points';
import { ChunkLoadError } from './error/chunk-load-error';
import { PageError, RootRouteError } from './error/route-errors';
import { legacyAliasRoutes } from './legacy-aliases';
import { NotFoundPage } from './not-found-page';
import { withPermission } from './permission-gate';
import { RootLayout } from './root-layout';
import { ScreensContext } from './screens-context';
import type { ScreenHandle } from './use-current-screen';

function screenRoute(screen: ScreenDefinition): RouteObject {
  const handle: ScreenHandle = { screen };
  return {
    path: screen.path,
    handle,
    errorElement: <PageError />,
    // React Router loads the chunk during navigation, so the old page stays until the new one is ready.
    lazy: async () => {
      try {
        const { default: Screen } = await screen.lazy();
        return { Component: screen.permission ? withPermission(Screen, screen.permission) : Screen };
      } catch (cause) {
        // A rejected lazy() leaves React Router rendering an empty outlet instead of the route's
        // errorElement; a component that throws puts the failure where PageError can show it.
        const error = new ChunkLoadError(screen.path, cause);
        return { Component: () => { throw error; } };
      }
    },
  };
}

function accessOf(screen: ScreenDefinition): 'approved' | 'anyone' {
  return screen.access ?? (screen.layout === 'public' ? 'anyone' : 'approved');
}

/**
 * A layout whose code is a chunk of its own: the sign-in page needs no navbar, and a visitor on
 * /podcast needs neither the guard nor the staff screens. React Router loads a layout's chunk
 * together with the page's (every matched route's lazy() at once), so this adds no round trip.
 */
function lazyLayout(name: string, load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() };
    } catch (cause) {
      const error = new ChunkLoadError(name, cause);
      return { Component: () => { throw error; } };
    }
  };
}

const standardLayout = lazyLayout('standard-layout', async () => (await import('./layout/standard-layout')).StandardLayout);
const guardedStandardLayout = lazyLayout('guarded-layout', async () => (await import('./layout/guarded-layouts')).GuardedStandardLayout);
const guardedOutlet = lazyLayout('guarded-layout', async () => (await import('./layout/guarded-layouts')).GuardedOutlet);

/**
 * Routes from the screen registry, grouped by layout and access:
 * public (no chrome, no guard) · standard + anyone · standard + guard · fullscreen (+ guard).
 * Unknown paths get the not-found page inside the guarded layout.
 */
export function buildRoutes(screens: readonly ScreenDefinition[]): RouteObject[] {
  const pick = (layout: ScreenDefinition['layout'], access: 'approved' | 'anyone') =>
    screens.filter((s) => s.layout === layout && accessOf(s) === access).map(screenRoute);

  function Root() {
    return (
      <ScreensContext.Provider value={screens}>
        <RootLayout />
      </ScreensContext.Provider>
    );
  }

  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <RootRouteError />,
      HydrateFallback: () => <LoadingScreen message="Laster..." className="min-h-dvh" />,
      children: [
        ...legacyAliasRoutes(new Set(screens.map((screen) => screen.path))),
        ...pick('public', 'anyone'),
        ...pick('public', 'approved'),
        { lazy: standardLayout, children: pick('standard', 'anyone') },
        { Component: Outlet, children: pick('fullscreen', 'anyone') },
        { lazy: guardedOutlet, children: pick('fullscreen', 'approved') },
        {
          lazy: guardedStandardLayout,
          children: [...pick('standard', 'approved'), { path: '*', Component: NotFoundPage, errorElement: <PageError /> }],
        },
      ].filter((route) => !('children' in route) || (route.children?.length ?? 0) > 0),
    },
  ];
}
