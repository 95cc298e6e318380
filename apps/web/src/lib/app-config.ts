import { useQuery } from '@tanstack/react-query';
import { setStationTimeZone, stationTimeZone } from '@studioportal/shared';
import { api } from './api';
import { cacheProfile } from './query-client';

/** GET /api/config: public station settings. Rarely changes, so it uses the 'static' cache profile. */
export interface AppConfig {
  showName: string;
  timeZone: string;
  smsInboxUrl: string | null;
  /** The station's own logo (/enterprise), null (or absent, from an older server) for the default mark. */
  logoUrl?: string | null;
  version: string;
}

/** Shown until the station's own name has loaded (and if the server cannot be reached). */
export const FALLBACK_SHOW_NAME = 'Studioportal';

export const appConfigQuery = {
  queryKey: ['config'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => followStationZone(await api.get<AppConfig>('/api/config', { signal })),
  ...cacheProfile('static'),
};

/**
 * Shared station-time's default zone follows the station's (set on /enterprise): every date and
 * time shown without an explicit zone uses it. Called with each answer and each live change.
 */
export function followStationZone(config: AppConfig): AppConfig {
  if (config.timeZone) setStationTimeZone(config.timeZone);
  return config;
}

export function useAppConfig(): { showName: string; timeZone: string; config: AppConfig | undefined } {
  const { data } = useQuery(appConfigQuery);
  return {
    showName: data?.showName?.trim() || FALLBACK_SHOW_NAME,
    timeZone: data?.timeZone || stationTimeZone(),
    config: data,
  };
}
