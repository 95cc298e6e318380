import { SPONSOR_EVENTS, SPONSOR_LIMITS, SPONSOR_STRINGS as S, type SponsorMention } from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import { sponsorElementsSentBetween } from '../clocks';
import * as repo from './mentions.repository';
import { sponsorExists, sponsorNames } from './sponsors.repository';
import { toMention } from './views';

/** Which sponsor a clock element means: the one named in its title (the longest name wins), else the only sponsor. */
export function sponsorOfElement(title: string, sponsors: readonly { id: string; name: string }[]): string | null {
  const lower = title.toLocaleLowerCase('nb');
  const named = sponsors.filter((s) => lower.includes(s.name.toLocaleLowerCase('nb'))).sort((a, b) => b.name.length - a.name.length);
  if (named[0]) return named[0].id;
  return sponsors.length === 1 ? sponsors[0]!.id : null;
}

/**
 * Sponsor mentions: "Nevnt på lufta" from the studio (taken back only by whoever marked it, within
 * ten minutes) and clock elements of type sponsor marked sent, recorded once per element before
 * any count or report reads the mentions.
 */
export class MentionsService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    /** Tells every desk the sponsor's "nevnt i dag" moved (set by the feature's wiring). */
    private readonly sponsorChanged: (tx: Tx, publish: Publish, id: string, now: Date) => Promise<unknown>,
  ) {}

  async mark(viewer: Viewer, sponsorId: string, note: string | null, now: Date): Promise<SponsorMention> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await sponsorExists(tx, sponsorId))) throw new ApiError(404, 'not_found', S.sponsorNotFound);
      const id = await repo.insertMention(tx, { sponsorId, airedAt: now, source: 'studio', detail: note, markedBy: viewer.userId });
      const row = await repo.findMention(tx, id);
      const mention = toMention(row!);
      await publish('sponsors', SPONSOR_EVENTS.mentionCreated, { mention });
      await this.sponsorChanged(tx, publish, sponsorId, now);
      return mention;
    });
  }

  async undo(viewer: Viewer, id: string, now: Date): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const found = await repo.findMention(tx, id);
      if (!found) throw new ApiError(404, 'not_found', S.mentionNotFound);
      const { row } = found;
      const own = row.source === 'studio' && row.markedBy === viewer.userId;
      if (!own) throw new ApiError(403, 'forbidden', S.mentionUndoTooLate);
      if (now.getTime() - row.airedAt.getTime() > SPONSOR_LIMITS.mentionUndoMs) throw new ApiError(409, 'mention_undo_too_late', S.mentionUndoTooLate);
      await repo.deleteMention(tx, id);
      await publish('sponsors', SPONSOR_EVENTS.mentionDeleted, { id, sponsor_id: row.sponsorId });
      await this.sponsorChanged(tx, publish, row.sponsorId, now);
    });
  }

  /** Records the sponsor elements marked sent in [from, to) as clock mentions, and drops those whose mark was undone. */
  async syncClockMentions(from: Date, to: Date): Promise<void> {
    const db = this.ctx.database.db;
    const [elements, recorded] = await Promise.all([sponsorElementsSentBetween(db, from, to), repo.clockMentionElementsBetween(db, from, to)]);
    const sent = new Set(elements.map((e) => e.id));
    const stale = recorded.filter((id) => !sent.has(id));
    const known = await repo.recordedClockElements(db, [...sent]);
    const fresh = elements.filter((e) => !known.has(e.id));
    if (fresh.length === 0 && stale.length === 0) return;
    const sponsors = await sponsorNames(db);
    const mentions = fresh.flatMap((e) => {
      const sponsorId = sponsorOfElement(e.title, sponsors);
      return sponsorId ? [{ sponsorId, airedAt: e.sent_at, clockElementId: e.id, detail: e.title, markedBy: e.sent_by }] : [];
    });
    await db.transaction(async (tx) => {
      await repo.insertClockMentions(tx, mentions);
      await repo.deleteClockMentions(tx, stale);
    });
  }
}
