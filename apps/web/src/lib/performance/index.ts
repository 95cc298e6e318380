import { useEffect, useSyncExternalStore } from 'react';
import { getDegradation, getDeviceSignals, startDegradationMonitor, subscribeDegradation } from './store';
import type { Degradation, DeviceSignals } from './rules';

export { degradationFor, effectiveTickMs, SLOW_UPDATE_MS, type Degradation, type DeviceSignals } from './rules';
export { startDegradationMonitor, getDegradation, getDeviceSignals, subscribeDegradation } from './store';

/** The current degradation (spec section 9); starts the monitor on first use. */
export function useDegradation(): Degradation {
  useEffect(() => startDegradationMonitor(), []);
  return useSyncExternalStore(subscribeDegradation, getDegradation);
}

/** The raw signals behind it, for the developer tools. */
export function useDeviceSignals(): DeviceSignals {
  useEffect(() => startDegradationMonitor(), []);
  return useSyncExternalStore(subscribeDegradation, getDeviceSignals);
}
