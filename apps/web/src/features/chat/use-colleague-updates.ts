import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_EVENTS, displayChatColor, type ChatColleaguesResponse, type ChatPerson } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { chatKeys } from './api';

/**
 * A colleague's new name, picture, colour or role reaches every chat screen at once: the server
 * announces each approved profile change on the presence channel, and the colleague list (which
 * names and colours every message) is patched in place instead of waiting for a refetch.
 */
export function useColleagueUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useChannelEvents(
    'presence',
    {
      [ACCOUNT_EVENTS.profileUpdated]: ({ profile }) => {
        const person: ChatPerson = {
          id: profile.id,
          full_name: profile.full_name,
          app_role: profile.app_role,
          chat_color: displayChatColor(profile),
          profile_picture_url: profile.profile_picture_url,
        };
        queryClient.setQueryData<ChatColleaguesResponse>(chatKeys.colleagues, (data) => {
          if (!data) return data;
          const known = data.colleagues.some((c) => c.id === person.id);
          return { colleagues: known ? data.colleagues.map((c) => (c.id === person.id ? person : c)) : [...data.colleagues, person] };
        });
      },
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: chatKeys.colleagues }) },
  );
}
