import {
  setStationTimeZone,
  STATION_EVENTS,
  STATION_SETTINGS_STRINGS as S,
  TIME_ZONE,
  type PublicConfig,
  type StationSettings,
  type StationSettingsUpdate,
} from '@studioportal/shared';
import { sessionLifetimes, type SessionLifetimes } from '../../auth/session-lifetime';
import type { Config } from '../../config';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { APP_VERSION } from '../../version';
import { recordAudit } from '../audit';
import { readStored, STATION_KEYS, writeStored, type StoredStationSettings } from './station-settings.repository';

/** Other server processes of a cluster pick up a change within this long. */
const REFRESH_MS = 15_000;

type Ctx = Pick<ServerContext, 'database' | 'realtime' | 'config'>;
type Field = keyof StoredStationSettings;
type EffectiveValues = Pick<PublicConfig, 'showName' | 'timeZone' | 'smsInboxUrl'> & LifetimeDays;

const FIELD_NAMES: Record<Field, string> = {
  showName: 'showets navn',
  timeZone: 'tidssone',
  smsInboxUrl: 'SMS-innboks',
  sessionIdleDays: 'økt uten bruk',
  sessionAbsoluteDays: 'økt totalt',
};
const LIFETIME_FIELDS: Field[] = ['sessionIdleDays', 'sessionAbsoluteDays'];

/** The logo's public address; the version in it changes with each upload, so it can be cached for good. */
export const logoUrlOf = (logo: string | null) => (logo ? `/api/station/logo?v=${logo}` : null);

/** Environment > stored (app_settings) > default, for the values GET /api/config answers. */
export function effectiveConfig(
  stored: StoredStationSettings,
  config: Pick<Config, 'showName' | 'smsInboxUrl' | 'fromEnvironment'>,
  logo: string | null,
): PublicConfig {
  return {
    showName: config.fromEnvironment.showName ? config.showName : (stored.showName ?? config.showName),
    timeZone: stored.timeZone ?? TIME_ZONE,
    smsInboxUrl: config.fromEnvironment.smsInboxUrl ? (config.smsInboxUrl ?? null) : stored.smsInboxUrl,
    logoUrl: logoUrlOf(logo),
    version: APP_VERSION,
  };
}

interface LifetimeDays {
  sessionIdleDays: number;
  sessionAbsoluteDays: number;
}

/** The session lifetimes in days: environment > stored > default (config holds the default when unset). */
export function effectiveLifetimeDays(
  stored: StoredStationSettings,
  config: Pick<Config, 'sessionIdleDays' | 'sessionAbsoluteDays' | 'fromEnvironment'>,
): LifetimeDays {
  return {
    sessionIdleDays: config.fromEnvironment.sessionIdleDays ? config.sessionIdleDays : (stored.sessionIdleDays ?? config.sessionIdleDays),
    sessionAbsoluteDays: config.fromEnvironment.sessionAbsoluteDays ? config.sessionAbsoluteDays : (stored.sessionAbsoluteDays ?? config.sessionAbsoluteDays),
  };
}

/**
 * The station settings (/enterprise). Kept in memory (GET /api/config is on every page load),
 * refreshed after each change and every 15 s (another process of a cluster may have made it);
 * shared station-time's zone follows them.
 */
export class StationSettingsService {
  private stored: StoredStationSettings = { showName: null, timeZone: null, smsInboxUrl: null, sessionIdleDays: null, sessionAbsoluteDays: null };
  /** The uploaded logo's version (station-logo.service.ts), null for the default mark. */
  private logo: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: Ctx) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => {}), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async refresh(): Promise<void> {
    const { stored, logo } = await readStored(this.ctx.database.db);
    this.logo = logo;
    this.apply(stored);
  }

  logoVersion(): string | null {
    return this.logo;
  }

  /** The public config as it will be once `logo` is the station's logo (the live event's payload). */
  configWithLogo(logo: string | null): PublicConfig {
    return effectiveConfig(this.stored, this.ctx.config, logo);
  }

  applyLogo(logo: string | null): void {
    this.logo = logo;
  }

  private apply(stored: StoredStationSettings) {
    this.stored = stored;
    setStationTimeZone(this.publicConfig().timeZone);
  }

  publicConfig(): PublicConfig {
    return effectiveConfig(this.stored, this.ctx.config, this.logo);
  }

  /**
   * The session lifetimes in force, read on every session check (auth/session-lifetime.ts): a
   * change made here applies at once, one made by another process within REFRESH_MS.
   */
  sessionLifetimes(): SessionLifetimes {
    const days = effectiveLifetimeDays(this.stored, this.ctx.config);
    return sessionLifetimes(days.sessionIdleDays, days.sessionAbsoluteDays);
  }

  /** Every value the settings page edits, as it is in force (the audit row's before and after). */
  private valuesOf(stored: StoredStationSettings): EffectiveValues {
    const { showName, timeZone, smsInboxUrl } = effectiveConfig(stored, this.ctx.config, this.logo);
    return { showName, timeZone, smsInboxUrl, ...effectiveLifetimeDays(stored, this.ctx.config) };
  }

  settings(): StationSettings {
    const { config } = this.ctx;
    const now = this.valuesOf(this.stored);
    const source = (field: Field, fromEnv: boolean) => (fromEnv ? 'environment' : this.stored[field] !== null ? 'database' : 'default');
    return {
      show_name: { value: now.showName, source: source('showName', config.fromEnvironment.showName), env: 'SHOW_NAME' },
      time_zone: { value: now.timeZone, source: source('timeZone', false), env: null },
      sms_inbox_url: { value: now.smsInboxUrl, source: source('smsInboxUrl', config.fromEnvironment.smsInboxUrl), env: 'SMS_INBOX_URL' },
      session_idle_days: { value: now.sessionIdleDays, source: source('sessionIdleDays', config.fromEnvironment.sessionIdleDays), env: 'SESSION_IDLE_DAYS' },
      session_absolute_days: {
        value: now.sessionAbsoluteDays,
        source: source('sessionAbsoluteDays', config.fromEnvironment.sessionAbsoluteDays),
        env: 'SESSION_ABSOLUTE_DAYS',
      },
    };
  }

  /**
   * Stores what changed, with its audit row and the live event, in one transaction. A value the
   * environment sets is refused: the page shows it locked, so asking to change it is a mistake.
   * The live event carries the public config (unchanged by a lifetime): it tells an open settings
   * page to read the settings again.
   */
  async update(actorId: string, input: StationSettingsUpdate): Promise<{ changed: boolean }> {
    const { config } = this.ctx;
    if (input.show_name !== undefined && config.fromEnvironment.showName) throw envLocked('SHOW_NAME');
    if (input.sms_inbox_url !== undefined && config.fromEnvironment.smsInboxUrl) throw envLocked('SMS_INBOX_URL');
    if (input.session_idle_days !== undefined && config.fromEnvironment.sessionIdleDays) throw envLocked('SESSION_IDLE_DAYS');
    if (input.session_absolute_days !== undefined && config.fromEnvironment.sessionAbsoluteDays) throw envLocked('SESSION_ABSOLUTE_DAYS');

    const wanted: Partial<Record<Field, string | number | null>> = {
      showName: input.show_name,
      timeZone: input.time_zone,
      smsInboxUrl: input.sms_inbox_url,
      sessionIdleDays: input.session_idle_days,
      sessionAbsoluteDays: input.session_absolute_days,
    };
    const before = this.valuesOf(this.stored);
    const changed = (Object.keys(wanted) as Field[]).filter((field) => wanted[field] !== undefined && wanted[field] !== before[field]);
    if (changed.length === 0) return { changed: false };

    const next = { ...this.stored, ...Object.fromEntries(changed.map((field) => [field, wanted[field] ?? null])) } as StoredStationSettings;
    const after = this.valuesOf(next);
    // The schema compares the two lifetimes when both are sent; one sent alone meets the other here.
    if (changed.some((field) => LIFETIME_FIELDS.includes(field)) && after.sessionAbsoluteDays < after.sessionIdleDays) {
      throw new ApiError(400, 'validation_failed', S.sessionAbsoluteShorter);
    }
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      for (const field of changed) await writeStored(tx, STATION_KEYS[field], next[field]);
      await recordAudit(tx, {
        actorId,
        action: 'station.settings_changed',
        targetType: 'station',
        targetId: null,
        targetLabel: 'Stasjonen',
        summary: `Endret ${changed.map((field) => FIELD_NAMES[field]).join(', ')}`,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
      });
      await publish('station', STATION_EVENTS.settingsChanged, effectiveConfig(next, config, this.logo));
    });
    this.apply(next);
    return { changed: true };
  }
}

function envLocked(variable: string) {
  return new ApiError(409, 'set_in_environment', S.envOverride(variable));
}
