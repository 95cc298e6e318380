import { daysBetweenDateKeys, isValidDateKey, SPONSOR_LIMITS, SPONSOR_STRINGS as S, type SponsorReport } from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import * as competitions from './competitions.repository';
import { listWinners, winnersOfCompetition } from './draws.repository';
import type { MentionsService } from './mentions.service';
import { mentionsBetween } from './mentions.repository';
import { sponsorNotFound, type SponsorsService } from './sponsors.service';
import { fullPhonesFor, stationDays, toCompetition, toMention, toWinner } from './views';

/**
 * What the sponsor is told: every mention in the station days asked for (studio marks and sent
 * clock elements, the latter recorded first), and the competitions whose entry window overlaps
 * them with their entries and winners.
 */
export class ReportService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database'>,
    private readonly sponsors: SponsorsService,
    private readonly mentions: MentionsService,
  ) {}

  async report(viewer: Viewer, sponsorId: string, fromKey: string, toKey: string, now: Date): Promise<SponsorReport> {
    if (!reportable(fromKey) || !reportable(toKey)) throw rangeInvalid();
    const days = daysBetweenDateKeys(fromKey, toKey) + 1;
    if (days < 1 || days > SPONSOR_LIMITS.reportMaxDays) throw rangeInvalid();
    const range = stationDays(fromKey, toKey);
    await this.mentions.syncClockMentions(range.from, range.to);
    const full = fullPhonesFor(viewer.profile);
    return this.ctx.database.snapshot(async (tx) => {
      const sponsor = await this.sponsors.view(tx, sponsorId, now);
      if (!sponsor) throw sponsorNotFound();
      const mentions = (await mentionsBetween(tx, sponsorId, range.from, range.to)).map(toMention);
      const rows = await competitions.listCompetitions(tx, competitions.overlapping(sponsorId, range.from, range.to));
      const list = [];
      for (const row of rows) {
        const winners = (await listWinners(tx, winnersOfCompetition(row.row.id))).map((w) => toWinner(w, full));
        list.push({ ...toCompetition(row, now), valid_entries: row.validEntries, winners });
      }
      return {
        sponsor,
        from: fromKey,
        to: toKey,
        mentions,
        competitions: list,
        totals: {
          mentions: mentions.length,
          competitions: list.length,
          entries: list.reduce((sum, c) => sum + c.entries, 0),
          winners: list.reduce((sum, c) => sum + c.winners.filter((w) => !w.replaced_at).length, 0),
        },
      };
    });
  }
}

/** A real calendar date the station could have aired on (the zone arithmetic needs four-digit years). */
const reportable = (key: string) => isValidDateKey(key) && key >= '1970-01-01' && key <= '9998-12-31';

const rangeInvalid = () => new ApiError(400, 'range_invalid', S.rangeInvalid);
