/** Public surface of Akutt: studio displays show the very same banner for urgent messages. */
export { broadcastKeys, useAcknowledgeBroadcast } from './api';
export { bannerQueue } from './broadcast-cache';
export { EmergencyBanner } from './components/emergency-banner';
export { useLiveBroadcasts } from './use-live-broadcasts';
