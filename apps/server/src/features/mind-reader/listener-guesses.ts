import { MIND_READER_STRINGS as S, type MindReaderListenerGuess } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { ListenerKit } from '../listeners';
import { playingRound } from './mind-reader.repository';
import type { MindReaderService } from './mind-reader.service';

/**
 * A listener's guess from the public page's "Til studio": through the same honeypot, form token
 * and limits as a message, into the listener queue as 'tankeleser', then counted for the playing
 * round (and checked against its secret, which the listener never sees).
 */
export class ListenerGuesses {
  constructor(
    private readonly ctx: Pick<ServerContext, 'database'>,
    private readonly kit: ListenerKit,
    private readonly service: MindReaderService,
  ) {}

  async fromWeb(origin: { device: string; address: string }, input: MindReaderListenerGuess, now: Date): Promise<void> {
    if (this.kit.identity.checkForm(origin.device, input, now) === 'bot') return;
    if (!(await playingRound(this.ctx.database.db))) throw new ApiError(409, 'no_round', S.listenerNoRound);
    await this.kit.limits.takeSend(origin.device, origin.address);
    const result = await this.kit.intake.receive({ source: 'tankeleser', name: input.name, body: input.guess, deviceId: origin.device }, now);
    if (!result.stored) return;
    await this.service.observeGuess({ messageId: result.message.id, name: input.name, text: input.guess, source: 'web', receivedAt: now });
  }
}
