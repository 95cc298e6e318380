/** What other features use of the listeners feature. */
export { listenerKit, type GuessObserver, type ListenerKit, type LivePart, type SmsAnswerHandler, type SmsKeywordHandler, type StoredGuess } from './kit';
export type { Arrival, IntakeResult } from './intake';
/** One message of the queue, number masked (notifications' "Send til kollega" quotes it). */
export { findMessage as findListenerMessage } from './messages.repository';
