import type { ServerContext } from '../../context';
import { StationSettingsService } from './station-settings.service';

export type { StationSettingsService } from './station-settings.service';

const services = new WeakMap<object, StationSettingsService>();

/**
 * The one station-settings service of a server: /api/config (features/system), /enterprise
 * (this feature) and every session check (app.ts, features/security: the session lifetimes) read
 * the same effective values.
 */
export function stationSettingsOf(ctx: Pick<ServerContext, 'database' | 'realtime' | 'config'>): StationSettingsService {
  let service = services.get(ctx);
  if (!service) {
    service = new StationSettingsService(ctx);
    services.set(ctx, service);
  }
  return service;
}
