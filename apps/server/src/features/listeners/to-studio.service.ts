import {
  LISTENER_STRINGS,
  type commentInputSchema,
  type ListenerLive,
  type listenerMessageInputSchema,
  type musicRequestInputSchema,
  type PublicPoll,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { liveStatus } from '../on-air';
import type { CommentsService } from './comments.service';
import type { ListenerIdentity } from './listener-identity';
import type { ListenerLimits } from './listener-limits';
import type { ListenerIntake } from './intake';
import type { LiveSnapshot } from './live-snapshot';
import type { PollsService } from './polls.service';
import { closedReason } from './request-rules';
import { RequestRefused, type RequestsService } from './requests.service';

/** Who sends: the device from its signed cookie and the network address (used for limits only, never stored). */
export interface ListenerOrigin {
  device: string;
  address: string;
}

/**
 * The public page's "Til studio": what is live for listeners, and their messages, requests, votes
 * and comments — each through the honeypot and fill-time check, the rate limits and the queue.
 */
export class ToStudioService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database'>,
    private readonly identity: ListenerIdentity,
    private readonly limits: ListenerLimits,
    private readonly intake: ListenerIntake,
    private readonly polls: PollsService,
    private readonly requests: RequestsService,
    private readonly comments: CommentsService,
    private readonly snapshot: LiveSnapshot,
  ) {}

  /** `fresh`: the device was given its cookie just now (it cannot have voted). */
  async live(device: { id: string; fresh: boolean }, now: Date): Promise<ListenerLive> {
    const { onAir, show, poll, rules, mindReader, competitions } = await this.snapshot.get(now);
    const reason = onAir ? closedReason(rules, now) : LISTENER_STRINGS.notOnAir;
    return {
      on_air: onAir,
      show_title: show?.title ?? null,
      poll: poll ? await this.polls.publicView(poll, device.fresh ? null : { kind: 'device', id: device.id }) : null,
      requests: { open: reason === null, reason },
      form_token: this.identity.formToken(device.id, now),
      // Tankeleseren is a game of the show on air; a competition may take entries around the clock.
      mind_reader: onAir ? mindReader : null,
      competitions,
    };
  }

  async message(origin: ListenerOrigin, input: z.output<typeof listenerMessageInputSchema>, now: Date): Promise<void> {
    const admitted = await this.admit(origin, input, now, { onAir: true });
    if (!admitted) return;
    await this.intake.receive({ source: 'web', name: input.name, body: input.body, phone: input.phone ?? null, deviceId: origin.device }, now, undefined, admitted.show);
  }

  async request(origin: ListenerOrigin, input: z.output<typeof musicRequestInputSchema>, now: Date): Promise<void> {
    const admitted = await this.admit(origin, input, now, { onAir: true });
    if (!admitted) return;
    try {
      await this.requests.request(
        { name: input.name, artist: input.artist, title: input.title, greeting: input.greeting ?? null, source: 'web', phone: null, deviceId: origin.device },
        now,
        admitted.show,
      );
    } catch (error) {
      if (error instanceof RequestRefused) throw new ApiError(422, 'request_refused', error.message);
      throw error;
    }
  }

  async vote(origin: ListenerOrigin, pollId: string, optionId: string, now: Date): Promise<PublicPoll> {
    await this.limits.takeVote(origin.address);
    return this.polls.vote(pollId, optionId, { kind: 'device', id: origin.device }, 'web', now);
  }

  async comment(origin: ListenerOrigin, episodeId: string, input: z.output<typeof commentInputSchema>, now: Date): Promise<void> {
    if (!(await this.admit(origin, input, now))) return;
    await this.comments.submit(episodeId, { name: input.name, body: input.body, deviceId: origin.device }, now);
  }

  /**
   * The honeypot and fill time first (a bot is answered as if taken), then ON AIR where the form
   * needs it (a listener refused for that has not used their allowance), then the rate limits.
   */
  private async admit(
    origin: ListenerOrigin,
    form: { website?: string | undefined; form_token: string },
    now: Date,
    needs: { onAir?: boolean } = {},
  ): Promise<{ show?: { id: string; title: string } | null } | null> {
    if (this.identity.checkForm(origin.device, form, now) === 'bot') return null;
    const show = needs.onAir ? await this.requireOnAir(now) : undefined;
    await this.limits.takeSend(origin.device, origin.address);
    return { show };
  }

  /** Refuses when off air; the show running now otherwise (the queue row records it). */
  private async requireOnAir(now: Date): Promise<{ id: string; title: string } | null> {
    const { onAir, show } = await liveStatus(this.ctx.database.db, now);
    if (!onAir) throw new ApiError(409, 'not_on_air', LISTENER_STRINGS.notOnAir);
    return show;
  }
}
