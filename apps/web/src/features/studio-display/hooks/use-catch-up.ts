import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnectionState } from '@/lib/realtime';

/**
 * The display's connection: 'connecting' until it is first live, 'live', or 'away' while the
 * realtime connection is lost. When it comes
 * back, every query is fetched again, so the screen shows fresh state at once (events missed
 * while away are also replayed by cursor; this covers what a replay cannot, such as a restarted
 * server).
 */
export function useCatchUpOnReconnect(): 'connecting' | 'live' | 'away' {
  const state = useConnectionState('main');
  const queryClient = useQueryClient();
  const wasAway = useRef(false);
  // Once this screen has been live, any state but 'connected' means it is away: besides
  // 'reconnecting' and 'error', a restart of the realtime client ('connecting', 'disconnected')
  // while the server is gone must show the mark too.
  const [beenLive, setBeenLive] = useState(state === 'connected');
  if (state === 'connected' && !beenLive) setBeenLive(true);
  const away = state === 'reconnecting' || state === 'error' || (beenLive && state !== 'connected');

  useEffect(() => {
    if (away) {
      wasAway.current = true;
    } else if (state === 'connected' && wasAway.current) {
      wasAway.current = false;
      void queryClient.invalidateQueries();
    }
  }, [away, state, queryClient]);

  return away ? 'away' : state === 'connected' ? 'live' : 'connecting';
}
