import { useQueryClient } from '@tanstack/react-query';
import { AUTOMATION_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { automationKeys, forgetAction, storeAction, storeRun } from './api';
import { autoDjKey } from './auto-dj-api';

/** Keeps /automation live: actions saved or deleted elsewhere, runs as they start and finish, Auto-DJ changes. */
export function useAutomationSync() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'automation',
    {
      [AUTOMATION_EVENTS.actionChanged]: ({ action }) => storeAction(queryClient, action),
      [AUTOMATION_EVENTS.actionDeleted]: ({ id }) => forgetAction(queryClient, id),
      [AUTOMATION_EVENTS.runStarted]: ({ run }) => storeRun(queryClient, run),
      [AUTOMATION_EVENTS.runFinished]: ({ run }) => {
        storeRun(queryClient, run);
        // A one-off that ran has no next run any more.
        void queryClient.invalidateQueries({ queryKey: automationKeys.actions, exact: true });
      },
      // The grid mixes rules, overrides and the show plan: refetching is simpler than patching it.
      [AUTOMATION_EVENTS.autoDjChanged]: () => void queryClient.invalidateQueries({ queryKey: autoDjKey, exact: true }),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: automationKeys.all }) },
  );
}
