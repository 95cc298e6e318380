import { useQuery } from '@tanstack/react-query';
import { TIME_ZONE } from '@studioportal/shared';
import { api } from './api';
import { cacheProfile } from './query-client';

/** GET /api/config: public station settings. Rarely changes, so it uses the 'static' cache profile. */
export interface AppConfig {
  showName: string;
  timeZone: string;
  smsInboxUrl: string | null;
  version: string;
}

/** Shown until the station's own name has loaded (and if the server cannot be reached). */
export const FALLBACK_SHOW_NAME = 'Studioportal';

export const appConfigQuery = {
  queryKey: ['config'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<AppConfig>('/api/config', { signal }),
  ...cacheProfile('static'),
};

export function useAppConfig(): { showName: string; timeZone: string; config: AppConfig | undefined } {
  const { data } = useQuery(appConfigQuery);
  return {
    showName: data?.showName?.trim() || FALLBACK_SHOW_NAME,
    timeZone: data?.timeZone || TIME_ZONE,
    config: data,
  };
}
