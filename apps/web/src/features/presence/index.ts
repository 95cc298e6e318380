/** Public surface of the presence feature. */
export { PresenceTracker } from './presence-tracker';
export { usePresence, type PresenceView } from './use-presence';
export { presenceWidgets } from './widgets';
