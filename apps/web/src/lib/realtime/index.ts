/** Realtime client: one Socket.IO connection per tab, namespaces 'main' ('/') and 'account' ('/account'). */
export { startRealtime, stopRealtime, stopAllRealtime, onRealtimeRefused, emitWithAck, getSocket } from './client';
export { subscribeChannel, getChannelStatus, subscribeChannelStatus, type ChannelStatus, type ChannelListener } from './channels';
export { getConnectionState, subscribeConnectionState, type ConnectionState, type NamespaceKey } from './connection-state';
export { useChannel, useConnectionState, useSocketEvent, type UseChannelOptions } from './hooks';
export { useChannelEvents, useTypedChannel, type ChannelHandlers } from './use-channel-events';
export { reconnectDelay, MAX_RECONNECT_ATTEMPTS } from './backoff';
export { computeHealth, DEGRADED_LATENCY_MS, type ConnectionHealth } from './health';
export { useLatencyProbe, probeLatency, measureLatencyNow, getLatencySample, subscribeLatency, noteServerReached, type LatencySample } from './latency-probe';
export { getChannelHealth, CHANNEL_HEALTH_TTL_MS, type ChannelHealthEntry } from './channel-health';
export { useConnectionHealth, type ConnectionHealthView } from './use-connection-health';
export { useServerHealth, useServerHealthFeed, resetServerHealth } from './server-health';
