import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListenerBlock, ListenerBlocksResponse } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

/** Blocked senders (moderators only). Rare changes: an event says only how many, so the list is fetched again. */

export const blockKeys = { list: ['listener-hub', 'blocks'] as const };

export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => api.get<ListenerBlocksResponse>('/api/listener-blocks', { signal }).then((r) => r.blocks),
    enabled,
    ...cacheProfile('user'),
  });
}

export function useAddBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; reason?: string }) => api.post<{ block: ListenerBlock }>('/api/listener-blocks', input).then((r) => r.block),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: blockKeys.list }),
    retry: 0,
  });
}

export function useRemoveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/listener-blocks/${encodeURIComponent(id)}`).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<ListenerBlock[]>(blockKeys.list, (blocks) => blocks?.filter((b) => b.id !== id)),
    retry: 0,
  });
}
