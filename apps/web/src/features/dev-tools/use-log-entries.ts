import { useSyncExternalStore } from 'react';
import { logger, type LogEntry } from '@/lib/logger';

// getEntries() copies; keep one snapshot per change so useSyncExternalStore sees a stable value.
let snapshot: readonly LogEntry[] = logger.getEntries();
logger.subscribe(() => {
  snapshot = logger.getEntries();
});

export function useLogEntries(): readonly LogEntry[] {
  return useSyncExternalStore(
    (listener) => logger.subscribe(listener),
    () => snapshot,
  );
}
