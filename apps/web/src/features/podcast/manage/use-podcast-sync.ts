import { useQueryClient } from '@tanstack/react-query';
import { PODCAST_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { podcastKeys } from '../api';

/**
 * Keeps the staff's podcast views live (podcast:v1): a colleague's saved show settings, new or
 * edited episodes, publishing and deleting reach /podcast/manage and /enterprise without a reload.
 */
export function usePodcastSync() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: podcastKeys.all });
  return useChannelEvents('podcast', { [PODCAST_EVENTS.changed]: refetch }, { onResync: refetch });
}
