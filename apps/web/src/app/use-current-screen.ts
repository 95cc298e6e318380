import { useMatches } from 'react-router';
import type { ScreenDefinition } from '@/lib/extension-points';

export interface ScreenHandle {
  screen: ScreenDefinition;
}

function hasScreen(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

/** The registry entry of the deepest matched route, if any (titles, mobile title). */
export function useCurrentScreen(): ScreenDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasScreen(handle)) return handle.screen;
  }
  return undefined;
}
