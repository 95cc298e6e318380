import { WifiOff } from 'lucide-react';
import { useConnectionState } from '@/lib/realtime';
import { cn } from '@/lib/cn';

/**
 * Says so when live updates are not arriving. Silent while connected (and on the very first
 * connect), because a studio screen that looks normal while showing stale data is the real danger.
 */
export function RealtimeStatus({ className }: { className?: string }) {
  const state = useConnectionState('main');
  if (state !== 'reconnecting' && state !== 'error') return null;
  const failed = state === 'error';
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        failed ? 'bg-red-500/15 text-red-700 dark:text-red-300' : 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
        className,
      )}
    >
      <WifiOff className="size-3.5" aria-hidden />
      {failed ? 'Ingen sanntid' : 'Kobler til...'}
    </span>
  );
}
