import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnectionState } from '@/lib/realtime';

/**
 * The display's connection: 'live', or 'away' while the realtime connection is lost. When it comes
 * back, every query is fetched again, so the screen shows fresh state at once (events missed
 * while away are also replayed by cursor; this covers what a replay cannot, such as a restarted
 * server).
 */
export function useCatchUpOnReconnect(): 'live' | 'away' {
  const state = useConnectionState('main');
  const queryClient = useQueryClient();
  const wasAway = useRef(false);
  const away = state === 'reconnecting' || state === 'error';

  useEffect(() => {
    if (away) {
      wasAway.current = true;
    } else if (state === 'connected' && wasAway.current) {
      wasAway.current = false;
      void queryClient.invalidateQueries();
    }
  }, [away, state, queryClient]);

  return away ? 'away' : 'live';
}
