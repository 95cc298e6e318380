import { useEffect } from 'react';
import { logger } from '@/lib/logger';

interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen awake while the display is open, where the browser offers the Wake Lock API.
 * The browser drops the lock when the tab is hidden, so it is taken again when the tab returns.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let disposed = false;
    const acquire = async () => {
      if (disposed || sentinel || document.visibilityState !== 'visible') return;
      try {
        const lock = await wakeLock.request('screen');
        if (disposed) return void lock.release();
        sentinel = lock;
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
        });
      } catch (error) {
        // Refused (battery saver, no user gesture yet): the display works, the screen may sleep.
        logger.info('Skjermlås ikke tilgjengelig', { message: error instanceof Error ? error.message : String(error) });
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, []);
}
