import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ACHIEVEMENT_EVENTS } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { useChannelEvents } from '@/lib/realtime';
import { storeEarned } from './api';
import { ACHIEVEMENT_PATH } from './screens';
import { ACHIEVEMENT_TEXT as T } from './strings';

/**
 * Renders nothing: on every page, tells the person when they earn an achievement (a toast with
 * its name and a link to their list) and puts it in the cached list. The server sends the event
 * to that person's screens only; one missed while offline comes with the channel's replay.
 */
export default function EarnedAnnouncer() {
  const { user, isApproved, can } = useAuth();
  const queryClient = useQueryClient();
  // The toaster sits outside the router, so the link navigates through this component's router.
  const navigate = useNavigate();
  useChannelEvents(
    'achievements',
    {
      [ACHIEVEMENT_EVENTS.earned]: ({ user_id: userId, achievement }) => {
        if (userId !== user?.id) return;
        storeEarned(queryClient, achievement);
        const shown = toast({
          title: T.toastTitle(achievement.name),
          description: (
            <a
              href={ACHIEVEMENT_PATH}
              className="font-medium underline underline-offset-2"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                shown.dismiss();
                void navigate(ACHIEVEMENT_PATH);
              }}
            >
              {T.toastLink}
            </a>
          ),
          variant: 'success',
          duration: 10_000,
        });
      },
    },
    { enabled: Boolean(user && isApproved && can('useStaffScreens')) },
  );
  return null;
}
