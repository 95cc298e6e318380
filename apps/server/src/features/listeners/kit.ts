import type { ListenerLive } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { ListenerIntake } from './intake';
import type { ListenerIdentity } from './listener-identity';
import type { ListenerLimits } from './listener-limits';

/**
 * "SVAR …" by SMS while another feature (the live quiz) has a question open: the handler takes the
 * answer (true) or leaves it to the open poll (false). `receivedAt` is the gateway's receipt.
 */
export type SmsAnswerHandler = (phone: string, answer: string, receivedAt: Date) => Promise<boolean>;

/**
 * An SMS whose first word is not one of the queue's own keywords (ØNSKE, SVAR, GJETT): a feature
 * that owns the keyword (a sponsor competition's) takes it and says how it was routed; null leaves
 * it to the queue as a plain message. `keyword` is folded (upper case, æøå as AE/O/A).
 */
export type SmsKeywordHandler = (keyword: string, rest: string, phone: string, receivedAt: Date) => Promise<'entry' | 'duplicate' | 'dropped' | null>;

/** A guess for Tankeleseren that reached the queue (web form or "GJETT …"), after it was stored. */
export interface StoredGuess {
  messageId: string;
  name: string;
  text: string;
  source: 'web' | 'sms';
  receivedAt: Date;
}
export type GuessObserver = (guess: StoredGuess) => Promise<void>;

/** What other features add to the listener page's shared live answer (read at most once a second). */
export type LivePart = (now: Date) => Promise<Partial<Pick<ListenerLive, 'mind_reader' | 'competitions'>>>;

/** What games that face listeners (quiz, Tankeleseren) reuse: who a listener is, their limits, the queue. */
export interface ListenerKit {
  identity: ListenerIdentity;
  limits: ListenerLimits;
  intake: ListenerIntake;
  /** Asked in order before an "SVAR" SMS counts as a poll vote. */
  smsAnswerHandlers: SmsAnswerHandler[];
  /** Asked in order for an SMS with an unknown first word, before it becomes a message. */
  smsKeywordHandlers: SmsKeywordHandler[];
  /** Told of every stored Tankeleseren guess. */
  guessObservers: GuessObserver[];
  /** Parts of GET /api/listener/live that belong to other features. */
  liveParts: LivePart[];
  /**
   * Whether the show is on air, from the same snapshot GET /api/listener/live answers from (read at
   * most once a second): the server's /podcast markup draws "Til studio" from it on every page view.
   */
  onAirNow(now: Date): Promise<{ onAir: boolean; showTitle: string | null }>;
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
