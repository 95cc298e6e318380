import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { adminUserKeys } from './api';

/**
 * Account changes reach administrators on the presence channel (addressed to them only): a new
 * sign-up, an approval by another admin, a name change. Any of them refetches the list and the
 * badge; so does every (re)subscribe, since these events are not replayed.
 */
export function useAdminUsersLive(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  useChannelEvents('presence', { [ACCOUNT_EVENTS.userChanged]: refresh }, { enabled, onSubscribed: refresh });
}
