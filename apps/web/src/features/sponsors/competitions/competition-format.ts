import { COMPETITION_STATUS_LABELS, type CompetitionStatus } from '@studioportal/shared';
import { formatDate, formatTime } from '@/lib/datetime';

/** How the desk writes a competition's moments and status, the same in the list, the detail and the audit. */

export const STATUS_VARIANT: Record<CompetitionStatus, 'secondary' | 'success' | 'warning' | 'default'> = {
  planned: 'secondary',
  open: 'success',
  closed: 'warning',
  drawn: 'default',
};

export const statusLabel = (status: CompetitionStatus) => COMPETITION_STATUS_LABELS[status];

/** 'dd.MM.yyyy HH:mm' on the station's clock. */
export function stationMoment(iso: string, timeZone?: string): string {
  return `${formatDate(iso, timeZone) ?? ''} ${formatTime(iso, timeZone) ?? ''}`.trim();
}

/** 'dd.MM.yyyy HH:mm – HH:mm' on one day, both dates otherwise. */
export function stationWindow(from: string, to: string, timeZone?: string): string {
  const sameDay = formatDate(from, timeZone) === formatDate(to, timeZone);
  return `${stationMoment(from, timeZone)} – ${sameDay ? (formatTime(to, timeZone) ?? '') : stationMoment(to, timeZone)}`;
}
