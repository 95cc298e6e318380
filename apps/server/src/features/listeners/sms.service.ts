import { LISTENER_LIMITS, maskPhone, normalisePhone, type InboundSmsReceipt } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { isBlocked } from './blocks.repository';
import type { ListenerIntake } from './intake';
import type { ListenerLimits } from './listener-limits';
import type { PollsService } from './polls.service';
import { RequestRefused, type RequestsService } from './requests.service';
import type { ListenerKit } from './kit';
import { claimReceipt, releaseReceipt } from './sms.repository';
import { routeSms } from './sms-routing';

export interface InboundText {
  provider: 'neutral' | 'twilio';
  id: string;
  from: string;
  text: string;
}

type Routed = InboundSmsReceipt['routed'];

/**
 * An SMS from the gateway, once its signature is checked: stored once per provider message id,
 * dropped quietly for blocked or flooding numbers (the gateway would only retry a refusal), then
 * routed by keyword into the queue, the request list or the open poll.
 */
export class SmsService {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly intake: ListenerIntake,
    private readonly limits: ListenerLimits,
    private readonly polls: PollsService,
    private readonly requests: RequestsService,
    private readonly kit: Pick<ListenerKit, 'smsAnswerHandlers' | 'smsKeywordHandlers' | 'guessObservers'>,
  ) {}

  async receive(sms: InboundText, now: Date): Promise<Routed> {
    const phone = normalisePhone(sms.from);
    const text = sms.text.trim();
    if (!phone || !text) return 'dropped';
    if (!(await claimReceipt(this.ctx.database.db, sms.provider, sms.id, now))) return 'duplicate';
    try {
      if (!(await this.limits.smsAllowed(phone))) return 'dropped';
      return await this.route(phone, text, now);
    } catch (error) {
      // Not stored: let the gateway's retry try again.
      await releaseReceipt(this.ctx.database.db, sms.provider, sms.id);
      throw error;
    }
  }

  private async route(phone: string, text: string, now: Date): Promise<Routed> {
    const name = maskPhone(phone);
    const intent = routeSms(text);
    if (intent.kind === 'request' && intent.title) {
      try {
        const result = await this.requests.request(
          {
            name,
            artist: intent.artist.slice(0, LISTENER_LIMITS.artistMax),
            title: intent.title.slice(0, LISTENER_LIMITS.titleMax),
            greeting: intent.greeting?.slice(0, LISTENER_LIMITS.greetingMax) ?? null,
            source: 'sms',
            phone,
            deviceId: null,
          },
          now,
        );
        return result.stored ? 'request' : result.why === 'duplicate' ? 'duplicate' : 'dropped';
      } catch (error) {
        // A refused request still reaches the studio as a message: nothing the listener sent is lost.
        if (!(error instanceof RequestRefused)) throw error;
      }
    }
    if (intent.kind === 'vote') {
      // A vote does not pass the queue's intake, which drops blocked senders for everything else.
      if (await isBlocked(this.ctx.database.db, { phone })) return 'dropped';
      for (const handler of this.kit.smsAnswerHandlers) if (await handler(phone, intent.text, now)) return 'quiz';
      const choice = await this.polls.optionForSms(intent.answer);
      if (choice) {
        try {
          await this.polls.vote(choice.pollId, choice.optionId, { kind: 'phone', id: phone }, 'sms', now);
          return 'vote';
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) return 'dropped';
          throw error;
        }
      }
    }
    if (intent.kind === 'message' && intent.keyword) {
      for (const handler of this.kit.smsKeywordHandlers) {
        const routed = await handler(intent.keyword, intent.rest, phone, now);
        if (routed) return routed;
      }
    }
    const source = intent.kind === 'guess' ? 'tankeleser' : 'sms';
    const body = intent.kind === 'guess' ? intent.text : text;
    const result = await this.intake.receive({ source, name, body: body.slice(0, 2000), phone }, now);
    if (!result.stored) return result.why === 'duplicate' ? 'duplicate' : 'dropped';
    if (intent.kind !== 'guess') return 'message';
    const guess = { messageId: result.message.id, name, text: result.message.body, source: 'sms' as const, receivedAt: now };
    for (const observer of this.kit.guessObservers) await observer(guess);
    return 'guess';
  }
}
