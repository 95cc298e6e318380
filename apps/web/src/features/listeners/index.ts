/** Public surface of the listener queue: the broadcast studio embeds its queue panel. */
export { ListenerQueuePanel } from './listener-queue-panel';
