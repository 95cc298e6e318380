import { QueryClient } from '@tanstack/react-query';
import { CACHE_PROFILES, type CacheProfile } from '@studioportal/shared';
import { cameFromStorage } from './offline/restored-data';

/**
 * Spec section 9: the default is the 'user' caching profile, one retry for queries and mutations,
 * and no refetch on mount (realtime events and focus keep data fresh instead).
 * Screens pick another profile with `...cacheProfile('realtime')` in their useQuery options.
 */
export function cacheProfile(profile: CacheProfile) {
  const { staleTime, gcTime, refetchInterval, refetchOnWindowFocus } = CACHE_PROFILES[profile];
  return { staleTime, gcTime, refetchInterval, refetchOnWindowFocus };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...cacheProfile('user'),
        retry: 1,
        // Data restored from the offline copy is the exception: it is refetched when used.
        refetchOnMount: cameFromStorage,
      },
      mutations: { retry: 1 },
    },
  });
}
