import { ON_AIR_STRINGS, type OnAirStatus } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { formatDate, formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';

/** 'Slått på av Tore Tekniker kl. 07:02 (12.05.2025)'. */
export function SwitchedBy({ status }: { status: OnAirStatus }) {
  const { timeZone } = useAppConfig();
  if (!status.changed_at) return <span>{ON_AIR_STRINGS.neverSwitched}</span>;
  const verb = status.is_live ? ON_AIR_STRINGS.switchedOn : ON_AIR_STRINGS.switchedOff;
  return (
    <span data-testid="on-air-switched-by">
      {verb} av <span className="font-medium text-foreground">{displayName(status.changed_by?.full_name)}</span> kl.{' '}
      <time dateTime={status.changed_at} className="tabular">
        {formatTime(status.changed_at, timeZone)}
      </time>{' '}
      ({formatDate(status.changed_at, timeZone)}).
    </span>
  );
}
