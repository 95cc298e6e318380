import type { ServerContext } from '../../context';
import type { ListenerIntake } from './intake';
import type { ListenerIdentity } from './listener-identity';
import type { ListenerLimits } from './listener-limits';

/**
 * "SVAR …" by SMS while another feature (the live quiz) has a question open: the handler takes the
 * answer (true) or leaves it to the open poll (false). `receivedAt` is the gateway's receipt.
 */
export type SmsAnswerHandler = (phone: string, answer: string, receivedAt: Date) => Promise<boolean>;

/** What games that face listeners (quiz, Tankeleseren) reuse: who a listener is, their limits, the queue. */
export interface ListenerKit {
  identity: ListenerIdentity;
  limits: ListenerLimits;
  intake: ListenerIntake;
  /** Asked in order before an "SVAR" SMS counts as a poll vote. */
  smsAnswerHandlers: SmsAnswerHandler[];
}

// Per server context, not per module: tests run several servers in one process.
const kits = new WeakMap<ServerContext, ListenerKit>();

export function provideListenerKit(ctx: ServerContext, kit: ListenerKit) {
  kits.set(ctx, kit);
}

/** The listener kit of this server; the listeners feature registers before the games that use it. */
export function listenerKit(ctx: ServerContext): ListenerKit {
  const kit = kits.get(ctx);
  if (!kit) throw new Error('the listeners feature must be registered before a feature that uses listenerKit');
  return kit;
}
