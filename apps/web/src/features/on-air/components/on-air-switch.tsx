import { useId } from 'react';
import { Radio } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { useOnAir, useSwitchOnAir } from '../api';
import { useOnAirSync } from '../use-on-air-sync';
import { SwitchedBy } from './switched-by';

interface OnAirSwitchProps {
  /** 'large' on the control page, 'compact' in the cockpit header, 'touch' on a phone. */
  size?: 'large' | 'compact' | 'touch';
  className?: string;
}

/**
 * The ON AIR switch (role="switch", name "ON AIR"): red and lit while live. Space and Enter toggle
 * it like any button; the server refuses more than two changes a second, which shows as a toast.
 */
export function OnAirSwitch({ size = 'large', className }: OnAirSwitchProps) {
  const { can } = useAuth();
  const { data } = useOnAir();
  useOnAirSync();
  const change = useSwitchOnAir();
  const hintId = useId();
  const live = data?.status.is_live ?? false;
  const allowed = can('switchOnAir');
  const pending = change.isPending;

  const toggle = () =>
    change.mutate(!live, {
      onError: (error) => toast({ title: ON_AIR_STRINGS.switchFailed, description: errorMessage(error), variant: 'destructive' }),
    });

  const large = size === 'large';
  return (
    <div className={cn('flex items-center gap-4', size !== 'compact' && 'flex-col items-stretch gap-2', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={live}
        aria-label={ON_AIR_STRINGS.switchName}
        aria-describedby={hintId}
        disabled={!allowed || pending || !data}
        onClick={toggle}
        data-live={live}
        className={cn(
          'group relative inline-flex select-none items-center justify-center gap-3 rounded-2xl border-2 font-black uppercase tracking-[0.2em] transition-colors',
          'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-60',
          live
            ? 'border-red-500 bg-red-600 text-white shadow-[0_0_40px_-4px_rgba(239,68,68,0.75)] hover:bg-red-700'
            : 'border-border bg-muted text-muted-foreground hover:bg-accent hover:text-foreground',
          large && 'h-40 w-full text-5xl sm:text-6xl',
          size === 'compact' && 'h-12 px-5 text-lg',
          size === 'touch' && 'h-16 w-full text-2xl',
        )}
      >
        <Radio aria-hidden className={cn(large ? 'size-12' : 'size-6', live && 'motion-safe:animate-pulse')} />
        {ON_AIR_STRINGS.onAir}
        <span
          aria-hidden
          className={cn(
            'absolute right-3 top-3 rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wider',
            live ? 'bg-white/20 text-white' : 'bg-background text-muted-foreground',
            !large && 'hidden',
          )}
        >
          {live ? 'PÅ' : 'AV'}
        </span>
      </button>
      <p id={hintId} className={cn('text-sm text-muted-foreground', size === 'compact' && 'sr-only')}>
        {live ? ON_AIR_STRINGS.switchOffHint : ON_AIR_STRINGS.switchOnHint}
        {data && size !== 'compact' && (
          <>
            {' '}
            <SwitchedBy status={data.status} />
          </>
        )}
      </p>
    </div>
  );
}
