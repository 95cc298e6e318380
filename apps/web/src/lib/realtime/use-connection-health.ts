import { computeHealth, type ConnectionHealth } from './health';
import { useConnectionState } from './hooks';
import { useLatencyProbe, type LatencySample } from './latency-probe';
import type { ConnectionState } from './connection-state';

export interface ConnectionHealthView extends LatencySample {
  connection: ConnectionState;
  health: ConnectionHealth;
}

/** The main connection's state, the latest latency sample and the health they add up to. */
export function useConnectionHealth(options: { fast?: boolean; enabled?: boolean } = {}): ConnectionHealthView {
  const connection = useConnectionState('main');
  const sample = useLatencyProbe(options);
  return { ...sample, connection, health: computeHealth({ connection, ...sample }) };
}
