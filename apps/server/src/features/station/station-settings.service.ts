import {
  setStationTimeZone,
  STATION_EVENTS,
  STATION_SETTINGS_STRINGS as S,
  TIME_ZONE,
  type PublicConfig,
  type StationSettings,
  type StationSettingsUpdate,
} from '@studioportal/shared';
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

const FIELD_NAMES: Record<Field, string> = { showName: 'showets navn', timeZone: 'tidssone', smsInboxUrl: 'SMS-innboks' };

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

/**
 * The station settings (/enterprise). Kept in memory (GET /api/config is on every page load),
 * refreshed after each change and every 15 s (another process of a cluster may have made it);
 * shared station-time's zone follows them.
 */
export class StationSettingsService {
  private stored: StoredStationSettings = { showName: null, timeZone: null, smsInboxUrl: null };
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

  settings(): StationSettings {
    const { config } = this.ctx;
    const now = this.publicConfig();
    const source = (field: Field, fromEnv: boolean) => (fromEnv ? 'environment' : this.stored[field] ? 'database' : 'default');
    // Session lifetimes are read-only here: better-auth takes them at start-up (auth/session-lifetime.ts).
    const sessionSource = (name: string) => (process.env[name]?.trim() ? 'environment' : 'default');
    return {
      show_name: { value: now.showName, source: source('showName', config.fromEnvironment.showName), env: 'SHOW_NAME' },
      time_zone: { value: now.timeZone, source: source('timeZone', false), env: null },
      sms_inbox_url: { value: now.smsInboxUrl, source: source('smsInboxUrl', config.fromEnvironment.smsInboxUrl), env: 'SMS_INBOX_URL' },
      session_idle_days: { value: config.sessionIdleDays, source: sessionSource('SESSION_IDLE_DAYS'), env: 'SESSION_IDLE_DAYS' },
      session_absolute_days: { value: config.sessionAbsoluteDays, source: sessionSource('SESSION_ABSOLUTE_DAYS'), env: 'SESSION_ABSOLUTE_DAYS' },
    };
  }

  /**
   * Stores what changed, with its audit row and the live event, in one transaction. A value the
   * environment sets is refused: the page shows it locked, so asking to change it is a mistake.
   */
  async update(actorId: string, input: StationSettingsUpdate): Promise<{ changed: boolean }> {
    const { config } = this.ctx;
    if (input.show_name !== undefined && config.fromEnvironment.showName) throw envLocked('SHOW_NAME');
    if (input.sms_inbox_url !== undefined && config.fromEnvironment.smsInboxUrl) throw envLocked('SMS_INBOX_URL');

    const wanted: Partial<Record<Field, string | null>> = { showName: input.show_name, timeZone: input.time_zone, smsInboxUrl: input.sms_inbox_url };
    const before = this.publicConfig();
    const changed = (Object.keys(wanted) as Field[]).filter((field) => wanted[field] !== undefined && wanted[field] !== before[field]);
    if (changed.length === 0) return { changed: false };

    const next: StoredStationSettings = { ...this.stored };
    for (const field of changed) next[field] = wanted[field] ?? null;
    const after = effectiveConfig(next, config, this.logo);
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
      await publish('station', STATION_EVENTS.settingsChanged, after);
    });
    this.apply(next);
    return { changed: true };
  }
}

function envLocked(variable: string) {
  return new ApiError(409, 'set_in_environment', S.envOverride(variable));
}
