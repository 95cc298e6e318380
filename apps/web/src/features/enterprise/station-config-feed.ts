import { useQueryClient } from '@tanstack/react-query';
import { STATION_EVENTS } from '@studioportal/shared';
import { appConfigQuery, followStationZone } from '@/lib/app-config';
import { useChannelEvents } from '@/lib/realtime';

/**
 * Mounted once while the main connection runs: an administrator's change on /enterprise reaches
 * every open page at once (the top bar's name and clock, the document title, every time shown).
 * A gap the replay cannot cover refetches the config.
 */
export function useStationConfigFeed(enabled: boolean) {
  const queryClient = useQueryClient();
  useChannelEvents(
    'station',
    {
      [STATION_EVENTS.settingsChanged]: (config) => {
        queryClient.setQueryData(appConfigQuery.queryKey, followStationZone(config));
        // The settings page itself, if open on another administrator's screen.
        void queryClient.invalidateQueries({ queryKey: ['station-settings'] });
      },
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: appConfigQuery.queryKey }) },
  );
}
