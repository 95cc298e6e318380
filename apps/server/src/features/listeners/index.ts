/** What other features use of the listeners feature. */
export { listenerKit, type ListenerKit, type SmsAnswerHandler } from './kit';
export type { Arrival, IntakeResult } from './intake';
