import { createContext, useContext } from 'react';
import type { ScreenDefinition } from '@/lib/extension-points';

/**
 * The screens the router was built from, for the navbar and mobile menu. Reading them from the
 * router's own list (not a module import) keeps navigation and routes one and the same.
 */
export const ScreensContext = createContext<readonly ScreenDefinition[]>([]);

export function useScreens(): readonly ScreenDefinition[] {
  return useContext(ScreensContext);
}
