import {
  addDaysToDateKey,
  AUTO_DJ_EXPORT_VERSION,
  AUTO_DJ_LIMITS as L,
  AUTO_DJ_STRINGS as S,
  autoDjHours,
  stationTimeZone,
  zonedDateKey,
  zonedTimeToInstant,
  type AutoDjConfig,
  type AutoDjExport,
  type AutoDjRules,
  type AutoDjState,
  AUTOMATION_EVENTS,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import * as repo from './auto-dj.repository';

/** Auto-DJ: the station's rules, the hour overrides and the attended/unattended grid they give. */
export class AutoDjService {
  constructor(private readonly ctx: ServerContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async state(from: string | undefined, now: Date): Promise<AutoDjState> {
    const zone = stationTimeZone();
    const first = from ?? zonedDateKey(now, zone);
    const last = addDaysToDateKey(first, L.days - 1);
    // One day either side: a show from the evening before can run into the first hour.
    const windowStart = zonedTimeToInstant(addDaysToDateKey(first, -1), 12, 0, zone) ?? new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000);
    const windowEnd = zonedTimeToInstant(addDaysToDateKey(last, 1), 12, 0, zone) ?? new Date(Date.parse(`${last}T00:00:00Z`) + 2 * 86_400_000);
    const [config, shows, overrides] = await Promise.all([
      repo.findConfig(this.db),
      repo.showsBetween(this.db, windowStart, windowEnd),
      repo.listOverrides(this.db, first, last),
    ]);
    return { config, time_zone: zone, from: first, days: autoDjHours(first, L.days, shows, overrides, zone) };
  }

  // Changes are announced on automation:v1 from inside their transaction, so other planners'
  // grids refetch only once the change is there to be read.
  async saveRules(rules: AutoDjRules, version: number, userId: string): Promise<AutoDjConfig> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const saved = await repo.saveConfigIfVersion(tx, rules, version, userId);
      if (!saved) throw new ApiError(409, 'changed', S.changed);
      const config = await repo.findConfig(tx);
      await publish('automation', AUTOMATION_EVENTS.autoDjChanged, { change: 'rules', config_version: config.version, date: null, hour: null });
      return config;
    });
  }

  async setOverride(date: string, hour: number, attended: boolean, userId: string, now: Date): Promise<void> {
    const yesterday = this.checkDate(date, now);
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.deleteOverridesBefore(tx, yesterday);
      await repo.setOverride(tx, { date, hour, attended }, userId);
      await publish('automation', AUTOMATION_EVENTS.autoDjChanged, { change: 'override', config_version: null, date, hour });
    });
  }

  async clearOverride(date: string, hour: number): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.deleteOverride(tx, date, hour);
      await publish('automation', AUTOMATION_EVENTS.autoDjChanged, { change: 'override', config_version: null, date, hour });
    });
  }

  async exportFile(now: Date): Promise<AutoDjExport> {
    const state = await this.state(undefined, now);
    const rules = state.config.rules;
    return {
      version: AUTO_DJ_EXPORT_VERSION,
      generated_at: now.toISOString(),
      time_zone: state.time_zone,
      config_version: state.config.version,
      rules,
      hours: state.days.flatMap((day) =>
        day.hours.map((h) => ({
          start: h.start,
          end: h.end,
          date: h.date,
          hour: h.hour,
          attended: h.attended,
          reason: h.reason,
          reason_text: h.reason_text,
          categories: h.attended ? [] : (rules.hour_categories[h.hour] ?? []),
        })),
      ),
    };
  }

  /** Overrides are for yesterday (a night show) up to 30 days ahead; answers yesterday's date key. */
  private checkDate(date: string, now: Date): string {
    const today = zonedDateKey(now, stationTimeZone());
    const yesterday = addDaysToDateKey(today, -1);
    if (date < yesterday || date > addDaysToDateKey(today, L.overrideDaysAhead)) {
      throw new ApiError(400, 'validation_failed', S.dateOutOfRange, [{ path: 'date', message: S.dateOutOfRange }]);
    }
    return yesterday;
  }
}
