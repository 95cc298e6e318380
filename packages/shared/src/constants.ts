/** Business constants from spec section 9. One place, imported by both sides. */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_COLOR = '#3b82f6';
export const DEFAULT_CHAT_COLOR = '#3b82f6';
export const TIME_ZONE = 'Europe/Oslo';

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 4000;
export const SUCCESS_BANNER_MS = 3000;

export const MOBILE_BREAKPOINT_PX = 768;
export const TABLET_BREAKPOINT_PX = 1024;

export const CLOCK_TICK_MS = 1000;
export const LOGOUT_FALLBACK_REDIRECT_MS = 100;

export const PRESENCE_TRACK_DELAY_MS = 2000;
export const PRESENCE_TRACK_TIMEOUT_MS = 2000;
export const PRESENCE_TRACK_ATTEMPTS = 2;

export const RECONNECT_STEPS_MS = [100, 250, 500, 1000, 2000, 5000, 10000] as const;
export const RECONNECT_JITTER = 0.2;
export const CONNECTION_TIMEOUT_MS = 8000;
export const HEARTBEAT_INTERVAL_MS = 8000;

/** Caching profiles (spec section 9) as TanStack Query options. */
export const CACHE_PROFILES = {
  realtime: { staleTime: 0, gcTime: 60_000, refetchInterval: 5_000, refetchOnWindowFocus: true },
  static: { staleTime: 3_600_000, gcTime: 86_400_000, refetchInterval: false, refetchOnWindowFocus: false },
  user: { staleTime: 300_000, gcTime: 1_800_000, refetchInterval: false, refetchOnWindowFocus: true },
  infinite: { staleTime: 120_000, gcTime: 600_000, refetchInterval: false, refetchOnWindowFocus: true },
} as const;
export type CacheProfile = keyof typeof CACHE_PROFILES;

/** Error report limits, so a broken client cannot fill the database. */
export const ERROR_REPORT_MAX_STACK = 20_000;
export const ERROR_REPORT_MAX_MESSAGE = 2_000;

/** Pattern of the error ids shown on the error screen: ERR_{time}_{random}. */
export const ERROR_ID_PATTERN = /^ERR_\d+_[a-z0-9]+$/;
