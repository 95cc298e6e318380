import { z } from 'zod';
import { STATION_LIMITS as L, STATION_SETTINGS_STRINGS as S } from './station-settings-strings';
import { isValidTimeZone } from './station-time';
import { hasVisibleText } from './visible-text';
import { httpUrlSchema } from './web-address';

export * from './station-settings-strings';

/**
 * Station settings (/enterprise, docs/enterprise-api.md): the show's name, the station's time zone,
 * the SMS inbox address and the session lifetimes, stored in app_settings. A value set in the environment wins over the
 * stored one, which wins over the default; the page shows where each value comes from.
 */

/** On CHANNELS.station: the new public configuration, as GET /api/config answers it. */
export const STATION_EVENTS = {
  settingsChanged: 'station.settings.changed',
} as const;

export const VALUE_SOURCES = ['environment', 'database', 'default'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/** GET /api/config: public, read by every page (top bar, document title, clocks). */
export const publicConfigSchema = z.object({
  showName: z.string(),
  timeZone: z.string(),
  smsInboxUrl: z.string().nullable(),
  /** GET /api/station/logo?v=<version> when the station has uploaded one; null: the default mark. */
  logoUrl: z.string().nullable(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const stationSettingsChangedEventSchema = publicConfigSchema;

export const timeZoneSchema = z
  .string({ error: S.timeZoneInvalid })
  .trim()
  .min(1, S.timeZoneInvalid)
  .max(100, S.timeZoneInvalid)
  .refine(isValidTimeZone, S.timeZoneInvalid);

const wholeDays = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * PUT /api/station-settings: only the fields sent change; null for the SMS address clears it.
 * When both lifetimes are sent they are checked against each other here; against a stored or
 * environment value, by the server.
 */
export const stationSettingsUpdateSchema = z
  .strictObject({
    show_name: z.string({ error: S.showNameRequired }).trim().min(1, S.showNameRequired).max(L.showNameMax, S.showNameTooLong).refine(hasVisibleText, S.showNameRequired).optional(),
    time_zone: timeZoneSchema.optional(),
    sms_inbox_url: httpUrlSchema(L.smsInboxUrlMax).nullable().optional(),
    session_idle_days: wholeDays(L.sessionIdleMinDays, L.sessionIdleMaxDays, S.sessionIdleInvalid).optional(),
    session_absolute_days: wholeDays(L.sessionAbsoluteMinDays, L.sessionAbsoluteMaxDays, S.sessionAbsoluteInvalid).optional(),
  })
  .refine((v) => v.session_idle_days === undefined || v.session_absolute_days === undefined || v.session_absolute_days >= v.session_idle_days, {
    message: S.sessionAbsoluteShorter,
    path: ['session_absolute_days'],
  });
export type StationSettingsUpdate = z.infer<typeof stationSettingsUpdateSchema>;

export interface SettingValue<T> {
  value: T;
  source: ValueSource;
  /** The environment variable that overrides it, when there is one. */
  env: string | null;
}

export interface StationSettings {
  show_name: SettingValue<string>;
  time_zone: SettingValue<string>;
  sms_inbox_url: SettingValue<string | null>;
  session_idle_days: SettingValue<number>;
  session_absolute_days: SettingValue<number>;
}

/** PUT and DELETE /api/station/logo (the file is the PUT's whole body, no multipart). */
export interface StationLogoResponse {
  logo_url: string | null;
}

/** GET /api/station/logo: `v` is the version the public config names (it only affects caching). */
export const stationLogoQuerySchema = z.strictObject({
  v: z.string().regex(/^[a-z0-9]{1,40}$/).optional(),
});

export interface StationSettingsResponse {
  settings: StationSettings;
  last_backup: { at: string; by_name: string | null } | null;
}
