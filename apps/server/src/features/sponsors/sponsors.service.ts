import type { z } from 'zod';
import { CONTENT_STRINGS, SPONSOR_EVENTS, SPONSOR_STRINGS as S, type Sponsor, type sponsorUpdateSchema } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { readContentSettings } from '../content';
import { sponsorHasCompetitions } from './competitions.repository';
import type { MentionsService } from './mentions.service';
import * as repo from './sponsors.repository';
import { stationToday, toSponsor } from './views';

type SponsorUpdate = z.output<typeof sponsorUpdateSchema>;

export const sponsorNotFound = () => new ApiError(404, 'not_found', S.sponsorNotFound);

/** Sponsor profiles: name, logo, contact and the mention script with its read time and rule warnings. */
export class SponsorsService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'storage'>,
    private readonly mentions: MentionsService,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Clock mentions of today are counted first, so "nevnt i dag" includes the sent sponsor elements. */
  async list(now: Date): Promise<Sponsor[]> {
    const today = stationToday(now);
    await this.mentions.syncClockMentions(today.from, today.to);
    const rate = (await readContentSettings(this.db)).speaking_rate_wpm;
    return (await repo.listSponsors(this.db, today)).map((r) => toSponsor(r, this.logoUrl(r.logoKey), rate));
  }

  /** One sponsor as every shape carries it; null when there is none. */
  async view(db: DbOrTx, id: string, now: Date): Promise<Sponsor | null> {
    const row = await repo.findSponsor(db, id, stationToday(now));
    if (!row) return null;
    return toSponsor(row, this.logoUrl(row.logoKey), (await readContentSettings(db)).speaking_rate_wpm);
  }

  async create(input: repo.SponsorData, now: Date): Promise<Sponsor> {
    return this.save(async (tx) => {
      await this.check(tx, input, null);
      return repo.insertSponsor(tx, input, now);
    }, now);
  }

  async update(id: string, input: SponsorUpdate, now: Date): Promise<Sponsor> {
    return this.save(async (tx) => {
      await this.check(tx, input, id);
      if (!(await repo.updateSponsorIfVersion(tx, id, input.version, input, now))) {
        if (!(await repo.sponsorExists(tx, id))) throw sponsorNotFound();
        throw new ApiError(409, 'changed', S.changed);
      }
      return id;
    }, now);
  }

  /** Only a sponsor without competitions: their draws and winners keep pointing at it. */
  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.sponsorExists(tx, id))) throw sponsorNotFound();
      if (await sponsorHasCompetitions(tx, id)) throw new ApiError(409, 'sponsor_in_use', S.sponsorInUse);
      await repo.deleteSponsor(tx, id);
      await publish('sponsors', SPONSOR_EVENTS.sponsorDeleted, { id });
    });
  }

  /** Writes, then tells every desk; a name taken meanwhile (the unique index) is the same refusal as one seen before. */
  private async save(write: (tx: DbOrTx) => Promise<string>, now: Date): Promise<Sponsor> {
    try {
      return await this.ctx.realtime.publisher.transaction(async (tx, publish) => this.announce(tx, publish, await write(tx), now));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async announce(tx: DbOrTx, publish: Publish, id: string, now: Date): Promise<Sponsor> {
    const sponsor = await this.view(tx, id, now);
    if (!sponsor) throw sponsorNotFound();
    await publish('sponsors', SPONSOR_EVENTS.sponsorChanged, { sponsor });
    return sponsor;
  }

  private async check(tx: DbOrTx, input: repo.SponsorData, exceptId: string | null): Promise<void> {
    if (await repo.nameTaken(tx, input.name, exceptId)) throw nameTaken();
    if (input.logo_media_id && (await repo.mediaKind(tx, input.logo_media_id)) !== 'image') {
      throw new ApiError(400, 'media_not_found', CONTENT_STRINGS.mediaNotFound, { field: 'logo_media_id' });
    }
  }

  private logoUrl(key: string | null): string | null {
    return key ? this.ctx.storage.publicUrl('media', key) : null;
  }
}

const nameTaken = () => new ApiError(409, 'sponsor_name_taken', S.sponsorNameTaken, { field: 'name' });
