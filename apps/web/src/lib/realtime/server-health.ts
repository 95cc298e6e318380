import { useSyncExternalStore } from 'react';
import { SYSTEM_HEALTH_EVENTS, type SystemHealth } from '@studioportal/shared';
import { useChannelEvents } from './use-channel-events';

/**
 * The server's own report of its health (database, realtime, job queue), as last published on the
 * system-health channel by the process this tab is connected to. `null` until the first report.
 */
let latest: SystemHealth | null = null;
const listeners = new Set<() => void>();

function setServerHealth(next: SystemHealth | null) {
  latest = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerHealth(): SystemHealth | null {
  return useSyncExternalStore(subscribe, () => latest);
}

/** Mounted once while the main connection runs: keeps the store fed from the channel. */
export function useServerHealthFeed(enabled: boolean) {
  useChannelEvents('systemHealth', { [SYSTEM_HEALTH_EVENTS.updated]: (health) => setServerHealth(health) }, { enabled });
}

/** For tests: forget the last report. */
export function resetServerHealth() {
  setServerHealth(null);
}
