import {
  LISTENER_STRINGS,
  MUSIC_REQUEST_EVENTS,
  zonedDateKey,
  type MusicRequest,
  type MusicRequestRules,
  type MusicRequestsResponse,
  type MusicRequestStatus,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { IntakeResult, ListenerIntake } from './intake';
import { requestLine } from './queue.service';
import { closedReason, isBlockedTrack, trackKey } from './request-rules';
import * as repo from './requests.repository';

const REQUESTS_SHOWN = 200;

export interface RequestArrival {
  name: string;
  artist: string;
  title: string;
  greeting: string | null;
  source: 'web' | 'sms';
  phone: string | null;
  deviceId: string | null;
}

/** A rule refused the request: the Norwegian reason for the listener. */
export class RequestRefused extends Error {}

export class RequestsService {
  /** Told when the rules change in this process (the listener page's snapshot drops its copy). */
  onRulesChange: () => void = () => {};

  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly intake: ListenerIntake,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  async list(status: MusicRequestStatus | undefined): Promise<MusicRequestsResponse> {
    const [requests, rules] = await Promise.all([repo.listRequests(this.db, status, REQUESTS_SHOWN), repo.readRules(this.db)]);
    return { requests, rules };
  }

  rules(): Promise<MusicRequestRules> {
    return repo.readRules(this.db);
  }

  async setRules(viewer: Viewer, rules: MusicRequestRules, now: Date): Promise<MusicRequestRules> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await repo.writeRules(tx, rules, viewer.userId, now);
      const saved = await repo.readRules(tx);
      await publish('musicRequests', MUSIC_REQUEST_EVENTS.rulesChanged, { rules: saved });
      return saved;
    }).finally(() => this.onRulesChange());
  }

  async setStatus(viewer: Viewer, id: string, status: MusicRequestStatus, now: Date): Promise<MusicRequest> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.setRequestStatus(tx, id, status, viewer.userId, now))) throw new ApiError(404, 'not_found', LISTENER_STRINGS.requestNotFound);
      const request = await repo.findRequest(tx, id);
      if (!request) throw new ApiError(404, 'not_found', LISTENER_STRINGS.requestNotFound);
      await publish('musicRequests', MUSIC_REQUEST_EVENTS.updated, { request });
      return request;
    });
  }

  /**
   * A listener's request, checked in AzuraCast's spirit plus what it lacks: taken at all and in the
   * window, not a blocked song, not already on the list, and within the listener's daily limit
   * (counted under a per-listener lock so two at once cannot both slip through).
   */
  async request(arrival: RequestArrival, now: Date, knownShow?: { id: string; title: string } | null): Promise<IntakeResult> {
    const rules = await repo.readRules(this.db);
    const closed = closedReason(rules, now);
    if (closed) throw new RequestRefused(closed);
    if (isBlockedTrack(rules, arrival.artist, arrival.title)) throw new RequestRefused(LISTENER_STRINGS.requestBlocked);
    const key = trackKey(arrival.artist, arrival.title);
    if (await repo.isWanted(this.db, key)) throw new RequestRefused(LISTENER_STRINGS.requestAlreadyWanted);
    const stationDay = zonedDateKey(now);
    const listenerKey = arrival.phone ?? arrival.deviceId ?? '';
    const body = requestLine(arrival);
    return this.intake.receive(
      { source: 'request', name: arrival.name, body, phone: arrival.phone, deviceId: arrival.deviceId },
      now,
      async (tx, publish, messageId) => {
        await repo.lockListener(tx, listenerKey);
        if (rules.daily_limit > 0 && (await repo.countToday(tx, stationDay, arrival)) >= rules.daily_limit) {
          throw new RequestRefused(LISTENER_STRINGS.requestDailyLimit(rules.daily_limit));
        }
        const id = await repo.insertRequest(tx, {
          messageId,
          senderName: arrival.name,
          artist: arrival.artist,
          title: arrival.title,
          trackKey: key,
          greeting: arrival.greeting,
          source: arrival.source,
          phone: arrival.phone,
          deviceId: arrival.deviceId,
          stationDay,
          createdAt: now,
        });
        const request = await repo.findRequest(tx, id);
        if (request) await publish('musicRequests', MUSIC_REQUEST_EVENTS.created, { request });
      },
      knownShow,
    );
  }
}
