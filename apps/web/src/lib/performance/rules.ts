/**
 * Performance degradation rules (spec section 9). Pure, so the thresholds are tested directly:
 * - memory above 75 % of the heap limit → low image quality and no animations;
 * - latency above 500 ms → low image quality;
 * - battery under 20 % (and not charging) → slow updates to 5 s;
 * - under 30 frames per second counts as lagging → animations off too, since they are what a
 *   struggling device drops first (our choice; the spec only names the threshold).
 */
export const MEMORY_PRESSURE_RATIO = 0.75;
export const SLOW_LATENCY_MS = 500;
export const LOW_BATTERY_LEVEL = 0.2;
export const LAGGING_FPS = 30;
export const SLOW_UPDATE_MS = 5000;

export interface DeviceSignals {
  /** usedJSHeapSize / jsHeapSizeLimit, where the browser tells (Chromium's performance.memory). */
  memoryRatio: number | null;
  latencyMs: number | null;
  /** 0..1, where the Battery Status API exists. */
  batteryLevel: number | null;
  charging: boolean | null;
  fps: number | null;
}

export interface Degradation {
  memoryPressure: boolean;
  slowNetwork: boolean;
  lowBattery: boolean;
  lagging: boolean;
  imageQuality: 'high' | 'low';
  animations: boolean;
  /** Shortest interval for non-critical periodic updates, or null for no limit. */
  minUpdateIntervalMs: number | null;
}

export function degradationFor(signals: DeviceSignals): Degradation {
  const memoryPressure = signals.memoryRatio !== null && signals.memoryRatio > MEMORY_PRESSURE_RATIO;
  const slowNetwork = signals.latencyMs !== null && signals.latencyMs > SLOW_LATENCY_MS;
  // A phone on its charger at 15 % is not short of power; slowing it down would only cost the user.
  const lowBattery = signals.batteryLevel !== null && signals.batteryLevel < LOW_BATTERY_LEVEL && signals.charging !== true;
  const lagging = signals.fps !== null && signals.fps < LAGGING_FPS;
  return {
    memoryPressure,
    slowNetwork,
    lowBattery,
    lagging,
    imageQuality: memoryPressure || slowNetwork ? 'low' : 'high',
    animations: !(memoryPressure || lagging),
    minUpdateIntervalMs: lowBattery ? SLOW_UPDATE_MS : null,
  };
}

/** A periodic tick under degradation: never faster than the limit, unless the caller says it is critical. */
export function effectiveTickMs(tickMs: number, degradation: Pick<Degradation, 'minUpdateIntervalMs'>, critical = false): number {
  if (critical || degradation.minUpdateIntervalMs === null) return tickMs;
  return Math.max(tickMs, degradation.minUpdateIntervalMs);
}
