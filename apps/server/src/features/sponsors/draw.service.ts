import {
  drawRuleText,
  SPONSOR_EVENTS,
  SPONSOR_STRINGS as S,
  type CompetitionDraw,
  type HandoverStatus,
  type SponsorWinner,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { peopleByIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Publish } from '../../realtime/publisher';
import * as competitions from './competitions.repository';
import { competitionNotFound, type CompetitionsService } from './competitions.service';
import { entriesHash, pickIndex, selectEligible } from './draw-rules';
import * as repo from './draws.repository';
import { fullPhonesFor, stationStamp, toDraw, toWinner } from './views';

const DAY_MS = 24 * 60 * 60_000;

export interface DrawResult {
  draw: CompetitionDraw;
  winner: SponsorWinner;
}

/**
 * The fair draw: only after the window closed, among the eligible entries (draw-rules.ts), with
 * the list's hash fixed before the number is drawn, and the audit row, the winner and the event in
 * one transaction under the competition's row lock (no entry slips in, no second draw runs beside
 * it). A redraw needs a reason, replaces the standing winner and never draws them again.
 */
export class DrawService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly competitions: CompetitionsService,
  ) {}

  async draw(viewer: Viewer, competitionId: string, now: Date): Promise<DrawResult> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const competition = await this.locked(tx, competitionId);
      if (now < competition.row.closesAt) throw new ApiError(409, 'still_open', S.stillOpen);
      if (await repo.currentWinner(tx, competitionId)) throw new ApiError(409, 'already_drawn', S.alreadyDrawn);
      return this.make(tx, publish, viewer, competition, now, null);
    });
  }

  async redraw(viewer: Viewer, competitionId: string, reason: string, now: Date): Promise<DrawResult> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const competition = await this.locked(tx, competitionId);
      const standing = await repo.currentWinner(tx, competitionId);
      if (!standing) throw new ApiError(409, 'nothing_to_redraw', S.nothingToRedraw);
      await repo.markReplaced(tx, standing.id, now);
      const replaced = await repo.findWinner(tx, standing.id);
      await publish('sponsors', SPONSOR_EVENTS.winnerChanged, { winner: toWinner(replaced!, false) });
      return this.make(tx, publish, viewer, competition, now, { of: standing.drawId, reason });
    });
  }

  /** The winners log; phones whole only to those who run competitions. */
  async winners(viewer: Viewer): Promise<SponsorWinner[]> {
    const full = fullPhonesFor(viewer.profile);
    return (await repo.listWinners(this.ctx.database.db)).map((w) => toWinner(w, full));
  }

  async handover(viewer: Viewer, winnerId: string, handover: HandoverStatus, note: string | null): Promise<SponsorWinner> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.setHandover(tx, winnerId, handover, note))) throw new ApiError(404, 'not_found');
      const winner = (await repo.findWinner(tx, winnerId))!;
      await publish('sponsors', SPONSOR_EVENTS.winnerChanged, { winner: toWinner(winner, false) });
      return toWinner(winner, fullPhonesFor(viewer.profile));
    });
  }

  private async locked(tx: Tx, competitionId: string): Promise<competitions.CompetitionRow> {
    if (!(await competitions.lockCompetition(tx, competitionId))) throw competitionNotFound();
    return (await competitions.findCompetition(tx, competitionId))!;
  }

  private async make(tx: Tx, publish: Publish, viewer: Viewer, competition: competitions.CompetitionRow, now: Date, redraw: { of: string; reason: string } | null): Promise<DrawResult> {
    const c = competition.row;
    const exclusionFrom = new Date(now.getTime() - c.excludeDays * DAY_MS);
    // One after another: a transaction is one connection.
    const entries = await competitions.entriesOf(tx, c.id);
    const recentWinners = await repo.winnersBetween(tx, exclusionFrom, now);
    const earlierWinnerEntryIds = await repo.replacedWinnerEntryIds(tx, c.id);
    const selection = selectEligible(entries, { excludeDays: c.excludeDays, recentWinners, earlierWinnerEntryIds });
    if (selection.eligible.length === 0) throw new ApiError(422, 'no_eligible_entries', S.noEligibleEntries);
    const eligibleIds = selection.eligible.map((e) => e.id);
    // The list is fixed (and hashed) before the number is drawn.
    const hash = entriesHash(eligibleIds);
    const index = pickIndex(eligibleIds.length);
    const chosen = selection.eligible[index]!;
    const winnerEntry = entries.find((e) => e.id === chosen.id)!;
    const row = await repo.insertDraw(tx, {
      competitionId: c.id,
      drawnAt: now,
      drawnBy: viewer.userId,
      redrawOf: redraw?.of ?? null,
      reason: redraw?.reason ?? null,
      ruleText: drawRuleText({
        entryFrom: stationStamp(c.opensAt),
        entryTo: stationStamp(c.closesAt),
        excludeDays: c.excludeDays,
        excludeFrom: stationStamp(exclusionFrom),
        excludeTo: stationStamp(now),
      }),
      entryFrom: c.opensAt,
      entryTo: c.closesAt,
      exclusionFrom,
      exclusionTo: now,
      exclusionDays: c.excludeDays,
      totalEntries: selection.total,
      validEntries: eligibleIds.length,
      excluded: selection.excluded,
      late: selection.late,
      eligibleIds,
      randomSource: S.randomSource,
      entriesHash: hash,
      winnerIndex: index,
      winnerEntryId: chosen.id,
      winnerName: chosen.name,
    });
    const winnerId = await repo.insertWinner(tx, {
      competitionId: c.id,
      drawId: row.id,
      entryId: chosen.id,
      participantKey: winnerEntry.participantKey,
      name: winnerEntry.name,
      phone: winnerEntry.phone,
      prize: c.prize,
      drawnAt: now,
    });
    const winner = (await repo.findWinner(tx, winnerId))!;
    const draw = toDraw(row, await peopleByIds(tx, [viewer.userId]));
    // The winner by name only: the audit log never holds a listener's phone number.
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'sponsor.draw_made',
      targetType: 'competition',
      targetId: c.id,
      targetLabel: c.title,
      summary: redraw ? `Ny trekning i «${c.title}»: ${redraw.reason}` : `Trekning i «${c.title}»`,
      before: redraw ? { draw_id: redraw.of } : null,
      after: { draw_id: row.id, winner_name: chosen.name, valid_entries: eligibleIds.length, entries_hash: hash },
    });
    await publish('sponsors', SPONSOR_EVENTS.drawMade, { draw, winner: toWinner(winner, false) });
    await this.competitions.announce(tx, publish, c.id, now);
    return { draw, winner: toWinner(winner, fullPhonesFor(viewer.profile)) };
  }
}
