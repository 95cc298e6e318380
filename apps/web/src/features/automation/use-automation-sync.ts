import { useQueryClient } from '@tanstack/react-query';
import { AUTOMATION_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { automationKeys, forgetAction, storeAction, storeRun } from './api';

/** Keeps /automation live: actions saved or deleted elsewhere, and runs as they start and finish. */
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
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: automationKeys.all }) },
  );
}
