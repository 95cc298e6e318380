import type { z } from 'zod';
import { SPONSOR_EVENTS, SPONSOR_STRINGS as S, type Competition, type CompetitionDetail, type competitionUpdateSchema } from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { peopleByIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as repo from './competitions.repository';
import { drawsOf, listWinners, winnersOfCompetition } from './draws.repository';
import { sponsorExists } from './sponsors.repository';
import { fullPhonesFor, toCompetition, toDraw, toEntry, toWinner } from './views';

type CompetitionUpdate = z.output<typeof competitionUpdateSchema>;

export const competitionNotFound = () => new ApiError(404, 'not_found', S.competitionNotFound);

/**
 * Competitions: prize, rules, entry channels and window. A keyword belongs to one competition
 * whose window has not closed; once a winner is drawn the competition's terms are fixed.
 */
export class CompetitionsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(now: Date): Promise<Competition[]> {
    return (await repo.listCompetitions(this.db)).map((r) => toCompetition(r, now));
  }

  /** The competition with its entries, audit rows and winners, as one snapshot; phones whole only to those who run competitions. */
  async detail(viewer: Viewer, id: string, now: Date): Promise<CompetitionDetail> {
    const full = fullPhonesFor(viewer.profile);
    return this.ctx.database.snapshot(async (tx) => {
      const row = await repo.findCompetition(tx, id);
      if (!row) throw competitionNotFound();
      const entries = await repo.entriesOf(tx, id);
      const draws = await drawsOf(tx, id);
      const winners = await listWinners(tx, winnersOfCompetition(id));
      const people = await peopleByIds(tx, [...entries.map((e) => e.enteredBy), ...draws.map((d) => d.drawnBy)]);
      return {
        competition: toCompetition(row, now),
        entries: entries.map((e) => toEntry(e, people, full)),
        draws: draws.map((d) => toDraw(d, people)),
        winners: winners.map((w) => toWinner(w, full)),
      };
    });
  }

  async create(viewer: Viewer, input: repo.CompetitionData, now: Date): Promise<Competition> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.check(tx, input, null, now);
      const id = await repo.insertCompetition(tx, input, viewer.userId, now);
      return this.announce(tx, publish, id, now);
    });
  }

  async update(id: string, input: CompetitionUpdate, now: Date): Promise<Competition> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.lockCompetition(tx, id))) throw competitionNotFound();
      const current = await repo.findCompetition(tx, id);
      if (current?.hasDraw) throw new ApiError(409, 'already_drawn', S.alreadyDrawn);
      await this.check(tx, input, id, now);
      if (!(await repo.updateCompetitionIfVersion(tx, id, input.version, input))) throw new ApiError(409, 'changed', S.changed);
      return this.announce(tx, publish, id, now);
    });
  }

  /** Only before anyone entered and before any draw: entries and audit rows are the record of the competition. */
  async remove(id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.lockCompetition(tx, id))) throw competitionNotFound();
      const row = await repo.findCompetition(tx, id);
      if (!row || row.entries + row.lateEntries > 0 || row.hasDraw) throw new ApiError(409, 'competition_in_use', S.competitionInUse);
      await repo.deleteCompetition(tx, id);
      await publish('sponsors', SPONSOR_EVENTS.competitionDeleted, { id });
    });
  }

  /** Ends the entry window now; entries after this are late (SMS) or refused (the page, callers). */
  async close(id: string, now: Date): Promise<Competition> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.lockCompetition(tx, id))) throw competitionNotFound();
      const row = (await repo.findCompetition(tx, id))!;
      if (now < row.row.opensAt) throw new ApiError(409, 'not_open', S.notOpen);
      if (now >= row.row.closesAt) return toCompetition(row, now);
      await repo.closeCompetition(tx, id, now);
      return this.announce(tx, publish, id, now);
    });
  }

  async announce(tx: DbOrTx, publish: Publish, id: string, now: Date): Promise<Competition> {
    const row = await repo.findCompetition(tx, id);
    if (!row) throw competitionNotFound();
    const competition = toCompetition(row, now);
    await publish('sponsors', SPONSOR_EVENTS.competitionChanged, { competition });
    return competition;
  }

  private async check(tx: DbOrTx, input: repo.CompetitionData, exceptId: string | null, now: Date): Promise<void> {
    if (!(await sponsorExists(tx, input.sponsor_id))) throw new ApiError(404, 'not_found', S.sponsorNotFound);
    // Only a window still open (or to come) holds its keyword: an SMS for it must have one home.
    if (input.sms_keyword && new Date(input.closes_at) > now && (await repo.keywordTaken(tx, input.sms_keyword, now, exceptId))) {
      throw new ApiError(409, 'keyword_taken', S.keywordTaken, { field: 'sms_keyword' });
    }
  }
}
