import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { STATION_EVENTS } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { StorageNotFoundError } from '../../storage/storage-driver';
import { recordAudit } from '../audit';
import { STATION_LOGO_KEY, writeStored } from './station-settings.repository';
import { logoUrlOf, type StationSettingsService } from './station-settings.service';
import { processLogo } from './station-logo-image';

type Ctx = Pick<ServerContext, 'database' | 'realtime' | 'storage'>;

/** Through the storage driver like every upload, so backups and S3 stations carry it too. */
const BUCKET = 'station';
const keyOf = (version: string) => `logo/${version}.png`;
/** Time-ordered and unguessable enough that two uploads never share a name. */
const newVersion = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export interface LogoFile {
  version: string;
  size: number;
  body: Readable;
}

/**
 * The station's logo (/enterprise): one PNG per version in storage, the current version in
 * app_settings ('station.logo'). Each change is written with its audit row and the live
 * station.settings.changed event in one transaction; the old file goes once the new one is current.
 * Changes in this process run one at a time, so a file is never removed while it is still named.
 */
export class StationLogoService {
  private queue: Promise<unknown> = Promise.resolve();
  private lastReread = 0;

  constructor(
    private readonly ctx: Ctx,
    private readonly settings: StationSettingsService,
  ) {}

  replace(actorId: string, upload: Buffer): Promise<string | null> {
    return this.serial(async () => {
      const image = await processLogo(upload);
      const version = newVersion();
      const old = this.settings.logoVersion();
      await this.ctx.storage.put(BUCKET, keyOf(version), image.png);
      try {
        await this.write(actorId, version, {
          action: 'station.logo_changed',
          summary: `Ny logo lastet opp (${image.width} × ${image.height} piksler)`,
          after: { logoUrl: logoUrlOf(version), width: image.width, height: image.height, bytes: image.png.length },
        });
      } catch (error) {
        await this.ctx.storage.remove(BUCKET, keyOf(version)).catch(() => {});
        throw error;
      }
      if (old) await this.ctx.storage.remove(BUCKET, keyOf(old)).catch(() => {});
      return logoUrlOf(version);
    });
  }

  /** Back to the default mark. Nothing to remove writes nothing (no audit row, no event). */
  remove(actorId: string): Promise<null> {
    return this.serial(async () => {
      const old = this.settings.logoVersion();
      if (!old) return null;
      await this.write(actorId, null, { action: 'station.logo_removed', summary: 'Logoen er fjernet, standardmerket vises', after: { logoUrl: null } });
      await this.ctx.storage.remove(BUCKET, keyOf(old)).catch(() => {});
      return null;
    });
  }

  /**
   * The current logo's bytes, or null when there is none. Another process may have changed it in
   * the last 15 s: a request for a version this process does not know, or a file already gone,
   * re-reads the settings first (at most once a second: the address is public, anyone can send any v).
   */
  async current(wanted: string | undefined): Promise<LogoFile | null> {
    if (wanted && wanted !== this.settings.logoVersion()) await this.reread();
    for (let attempt = 0; attempt < 2; attempt++) {
      const version = this.settings.logoVersion();
      if (!version) return null;
      try {
        const info = await this.ctx.storage.stat(BUCKET, keyOf(version));
        if (info) return { version, size: info.size, body: await this.ctx.storage.read(BUCKET, keyOf(version)) };
      } catch (error) {
        if (!(error instanceof StorageNotFoundError)) throw error;
      }
      if (attempt === 0) await this.reread();
    }
    return null;
  }

  private async write(actorId: string, version: string | null, entry: { action: 'station.logo_changed' | 'station.logo_removed'; summary: string; after: object }) {
    const before = { logoUrl: logoUrlOf(this.settings.logoVersion()) };
    const config = this.settings.configWithLogo(version);
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await writeStored(tx, STATION_LOGO_KEY, version);
      await recordAudit(tx, { actorId, targetType: 'station', targetId: null, targetLabel: 'Stasjonen', before, ...entry });
      await publish('station', STATION_EVENTS.settingsChanged, config);
    });
    this.settings.applyLogo(version);
  }

  private async reread() {
    const now = Date.now();
    if (now - this.lastReread < 1000) return;
    this.lastReread = now;
    await this.settings.refresh();
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => {});
    return run;
  }
}
