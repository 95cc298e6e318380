/**
 * Connection state per namespace (spec section 4): disconnected, connecting, connected,
 * reconnecting, and error (after the maximum number of retries, or when the server refuses us).
 * A tiny external store so React reads it with useSyncExternalStore and non-React code can too.
 */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'error';
export type NamespaceKey = 'main' | 'account';

const states: Record<NamespaceKey, ConnectionState> = { main: 'disconnected', account: 'disconnected' };
const listeners = new Set<() => void>();

export function getConnectionState(key: NamespaceKey): ConnectionState {
  return states[key];
}

export function setConnectionState(key: NamespaceKey, state: ConnectionState): void {
  if (states[key] === state) return;
  states[key] = state;
  for (const listener of listeners) listener();
}

export function subscribeConnectionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
