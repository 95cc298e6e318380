import { formatDate, formatTime } from '@/lib/datetime';

/** '24.11.2025 07:42' in the station's zone. */
export function formatDateTime(iso: string): string {
  return [formatDate(iso), formatTime(iso)].filter(Boolean).join(' ');
}
