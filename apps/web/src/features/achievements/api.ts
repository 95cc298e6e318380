import { useQuery, type QueryClient } from '@tanstack/react-query';
import { orderAchievements, type Achievement, type AchievementsResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useAuth } from '@/features/auth';

export const achievementKeys = { mine: ['achievements', 'mine'] as const };

/**
 * The signed-in person's achievements with progress, earned first. The server evaluates on every
 * GET, so opening the screen always asks again (the cached list shows meanwhile).
 */
export function useAchievements() {
  const { isApproved, can } = useAuth();
  return useQuery({
    queryKey: achievementKeys.mine,
    queryFn: ({ signal }) => api.get<AchievementsResponse>('/api/achievements', { signal }),
    enabled: isApproved && can('useStaffScreens'),
    ...cacheProfile('user'),
    refetchOnMount: 'always',
  });
}

/** An "earned" event: the list shows it at once, without asking the server. */
export function storeEarned(queryClient: QueryClient, earned: Achievement) {
  queryClient.setQueryData<AchievementsResponse>(achievementKeys.mine, (cached) =>
    cached ? { achievements: orderAchievements(cached.achievements.map((a) => (a.key === earned.key ? earned : a))) } : cached,
  );
}
