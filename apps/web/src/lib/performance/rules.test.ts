import { describe, expect, it } from 'vitest';
import { degradationFor, effectiveTickMs, type DeviceSignals } from './rules';

const calm: DeviceSignals = { memoryRatio: 0.3, latencyMs: 50, batteryLevel: 0.9, charging: false, fps: 60 };

describe('performance degradation (spec section 9)', () => {
  it('does nothing on a calm device, or where the browser cannot tell', () => {
    expect(degradationFor(calm)).toMatchObject({ imageQuality: 'high', animations: true, minUpdateIntervalMs: null });
    expect(degradationFor({ memoryRatio: null, latencyMs: null, batteryLevel: null, charging: null, fps: null })).toMatchObject({
      imageQuality: 'high',
      animations: true,
      minUpdateIntervalMs: null,
    });
  });

  it('memory above 75 % gives low image quality and no animations', () => {
    expect(degradationFor({ ...calm, memoryRatio: 0.75 }).memoryPressure).toBe(false);
    expect(degradationFor({ ...calm, memoryRatio: 0.76 })).toMatchObject({ imageQuality: 'low', animations: false });
  });

  it('latency above 500 ms gives low image quality only', () => {
    expect(degradationFor({ ...calm, latencyMs: 501 })).toMatchObject({ imageQuality: 'low', animations: true });
  });

  it('battery under 20 % slows non-critical updates to 5 s, unless charging', () => {
    const low = degradationFor({ ...calm, batteryLevel: 0.19 });
    expect(low.minUpdateIntervalMs).toBe(5000);
    expect(effectiveTickMs(1000, low)).toBe(5000);
    expect(effectiveTickMs(60_000, low)).toBe(60_000);
    expect(effectiveTickMs(1000, low, true)).toBe(1000);
    expect(degradationFor({ ...calm, batteryLevel: 0.19, charging: true }).minUpdateIntervalMs).toBeNull();
    expect(degradationFor({ ...calm, batteryLevel: 0.2 }).minUpdateIntervalMs).toBeNull();
  });

  it('under 30 frames per second counts as lagging', () => {
    expect(degradationFor({ ...calm, fps: 29 })).toMatchObject({ lagging: true, animations: false });
    expect(degradationFor({ ...calm, fps: 30 }).lagging).toBe(false);
  });
});
