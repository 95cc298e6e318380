import type { z } from 'zod';
import {
  LISTENER_STRINGS,
  maskPhone,
  SPONSOR_EVENTS,
  SPONSOR_STRINGS as S,
  type callerEntryInputSchema,
  type CompetitionEntry,
  type EntryChannel,
  type PublicCompetition,
  type publicEntryInputSchema,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { peopleByIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import type { ListenerKit } from '../listeners';
import * as repo from './competitions.repository';
import { competitionNotFound } from './competitions.service';
import { fullPhonesFor, toEntry, toPublicCompetition } from './views';

type CallerEntry = z.output<typeof callerEntryInputSchema>;
type PublicEntry = z.output<typeof publicEntryInputSchema>;

/** An SMS keyword of a competition closed this long ago still finds it: the entry is kept as late. */
const LATE_SMS_MS = 7 * 24 * 60 * 60_000;

export interface ListenerOrigin {
  device: string;
  address: string;
}

/** Why an entry was not written inside its transaction (rolled back with its queue message). */
class EntryRefused extends Error {
  constructor(readonly why: 'already' | 'planned' | 'closed') {
    super(why);
  }
}

interface Arrival {
  competitionId: string;
  channel: EntryChannel;
  name: string;
  phone: string;
  deviceId: string | null;
  answer: string | null;
  enteredBy: string | null;
  /** SMS after the close is kept as a late entry; the page and callers are refused instead. */
  lateAllowed: boolean;
}

const participantKey = (phone: string | null, deviceId: string | null) => (phone ? `phone:${phone}` : `device:${deviceId ?? ''}`);

const refusal = (why: EntryRefused['why']) =>
  why === 'already'
    ? new ApiError(409, 'already_entered', S.alreadyEntered)
    : why === 'planned'
      ? new ApiError(409, 'not_open', S.notOpen)
      : new ApiError(409, 'closed_for_entries', S.closedForEntries);

/**
 * Entries reach a competition three ways — the public page, an SMS with the keyword, a caller typed
 * in by staff — and every one also lands in the listener queue (source "konkurranse") in the same
 * transaction. One entry per phone per competition; an SMS after the close is kept as late (listed
 * in the draw's audit row, never drawn).
 */
export class EntriesService {
  private readonly perDevice;
  private readonly perAddress;

  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly kit: ListenerKit,
  ) {
    this.perDevice = ctx.realtime.limiter('sponsors.entry-device', { perSecond: 1 / 20, burst: 5 });
    // Many phones share one address behind a mobile carrier: wide, like the listener forms' allowance.
    this.perAddress = ctx.realtime.limiter('sponsors.entry-address', { perSecond: 5, burst: 60 });
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** From the public page: the honeypot and fill time first (a bot is answered as if taken), then the limits. */
  async fromPage(origin: ListenerOrigin, competitionId: string, input: PublicEntry, now: Date): Promise<void> {
    if (this.kit.identity.checkForm(origin.device, input, now) === 'bot') return;
    if (!(await this.perAddress.tryTake(origin.address)) || !(await this.perDevice.tryTake(origin.device))) {
      throw new ApiError(429, 'rate_limited', LISTENER_STRINGS.tooManyWait(20), { retry_after_s: 20 });
    }
    const competition = await this.openFor(competitionId, 'web', now);
    await this.enter(competition, { competitionId, channel: 'web', name: input.name, phone: input.phone, deviceId: origin.device, answer: input.answer, enteredBy: null, lateAllowed: false }, now);
  }

  /** A caller typed in by staff (their phone is the caller's). */
  async fromCaller(viewer: Viewer, competitionId: string, input: CallerEntry, now: Date): Promise<CompetitionEntry> {
    const competition = await this.openFor(competitionId, 'phone', now);
    const entry = await this.enter(
      competition,
      { competitionId, channel: 'phone', name: input.name, phone: input.phone, deviceId: null, answer: input.answer, enteredBy: viewer.userId, lateAllowed: false },
      now,
    );
    if (!entry) throw refusal('already');
    return toEntry(entry, await peopleByIds(this.db, [entry.enteredBy]), fullPhonesFor(viewer.profile));
  }

  /** "<KODEORD> svar" by SMS: the competition's keyword, open or closed in the last week (late). Null: not a competition's keyword. */
  async fromSms(keyword: string, rest: string, phone: string, receivedAt: Date): Promise<'entry' | 'duplicate' | 'dropped' | null> {
    const competition = await repo.competitionForKeyword(this.db, keyword, receivedAt, new Date(receivedAt.getTime() - LATE_SMS_MS));
    if (!competition) return null;
    const answer = rest.slice(0, 200) || null;
    try {
      const entry = await this.enter(
        competition,
        { competitionId: competition.row.id, channel: 'sms', name: maskPhone(phone), phone, deviceId: null, answer, enteredBy: null, lateAllowed: true },
        receivedAt,
      );
      return entry ? 'entry' : 'dropped';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_entered') return 'duplicate';
      if (error instanceof ApiError && error.status === 409) return 'dropped';
      throw error;
    }
  }

  async invalidate(viewer: Viewer, competitionId: string, entryId: string, reason: string): Promise<CompetitionEntry> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.lockCompetition(tx, competitionId))) throw competitionNotFound();
      const competition = (await repo.findCompetition(tx, competitionId))!;
      if (!(await repo.findEntry(tx, competitionId, entryId))) throw new ApiError(404, 'not_found', S.entryNotFound);
      if (competition.hasDraw) throw new ApiError(409, 'entry_after_draw', S.entryAfterDraw);
      const entry = (await repo.invalidateEntry(tx, entryId, reason, viewer.userId))!;
      const people = await peopleByIds(tx, [entry.enteredBy]);
      await publish('sponsors', SPONSOR_EVENTS.entryChanged, { entry: toEntry(entry, people, false) });
      return toEntry(entry, people, fullPhonesFor(viewer.profile));
    });
  }

  /** The listener page's competitions: open now and taking entries from the page or by SMS. */
  async live(now: Date): Promise<PublicCompetition[]> {
    const open = await repo.listCompetitions(this.db, repo.openAt(now));
    return open.filter((c) => c.row.channels.includes('web') || c.row.channels.includes('sms')).map(toPublicCompetition);
  }

  /** The competition, refused early (before the queue) when it does not take this channel or is not open. */
  private async openFor(id: string, channel: EntryChannel, now: Date): Promise<repo.CompetitionRow> {
    const competition = await repo.findCompetition(this.db, id);
    if (!competition) throw competitionNotFound();
    if (!competition.row.channels.includes(channel)) throw new ApiError(409, 'channel_closed', S.channelClosed);
    if (now < competition.row.opensAt) throw refusal('planned');
    if (now >= competition.row.closesAt || competition.hasDraw) throw refusal('closed');
    return competition;
  }

  /**
   * The queue message and the entry in one transaction. The competition row is share-locked so a
   * close or a draw waits for entries in flight, and the window is checked again under the lock.
   * Null when the queue dropped the sender (blocked, or the same text again).
   */
  private async enter(competition: repo.CompetitionRow, arrival: Arrival, now: Date): Promise<repo.EntryRow | null> {
    const key = participantKey(arrival.phone, arrival.deviceId);
    if (await repo.entryExists(this.db, arrival.competitionId, key)) throw refusal('already');
    const late = now >= competition.row.closesAt;
    const title = competition.row.title;
    const body = `${late ? 'For sent til konkurransen' : 'Konkurranse'} «${title}»${arrival.answer ? `: ${arrival.answer}` : ''}`.slice(0, 2000);
    const written: { entry: repo.EntryRow | null } = { entry: null };
    const attach = async (tx: Tx, publish: Publish, messageId: string) => {
      const entry = await this.write(tx, arrival, key, messageId, now);
      written.entry = entry;
      await publish('sponsors', SPONSOR_EVENTS.entryCreated, { entry: toEntry(entry, await peopleByIds(tx, [entry.enteredBy]), false) });
    };
    try {
      const result = await this.kit.intake.receive(
        { source: 'konkurranse', name: arrival.name, body, phone: arrival.phone, deviceId: arrival.deviceId, enteredBy: arrival.enteredBy },
        now,
        attach,
      );
      return result.stored ? written.entry : null;
    } catch (error) {
      if (error instanceof EntryRefused) throw refusal(error.why);
      throw error;
    }
  }

  private async write(tx: Tx, arrival: Arrival, key: string, messageId: string, now: Date): Promise<repo.EntryRow> {
    const window = await repo.lockCompetitionShared(tx, arrival.competitionId);
    if (!window) throw new EntryRefused('closed');
    if (now < window.opensAt) throw new EntryRefused('planned');
    const late = now >= window.closesAt || window.hasDraw;
    if (late && !arrival.lateAllowed) throw new EntryRefused('closed');
    const entry = await repo.insertEntry(tx, {
      competitionId: arrival.competitionId,
      channel: arrival.channel,
      participantKey: key,
      name: arrival.name,
      phone: arrival.phone,
      deviceId: arrival.deviceId,
      answer: arrival.answer,
      messageId,
      receivedAt: now,
      late,
      enteredBy: arrival.enteredBy,
    });
    if (!entry) throw new EntryRefused('already');
    return entry;
  }
}
