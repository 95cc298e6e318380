import { getLatencySample, subscribeLatency } from '../realtime/latency-probe';
import { degradationFor, type Degradation, type DeviceSignals } from './rules';

/**
 * Collects the device signals for the degradation rules and keeps the result on the document
 * root (data-perf-animations / data-perf-images / data-perf-updates) so CSS and components agree.
 * Memory is sampled every 10 s, the frame rate for 2 s out of every 10 s and only while the page
 * is visible (a hidden tab draws no frames), battery by its own change events.
 */
interface BatteryLike extends EventTarget {
  level: number;
  charging: boolean;
}
interface MemoryLike {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

const SAMPLE_EVERY_MS = 10_000;
const FPS_WINDOW_MS = 2000;

let signals: DeviceSignals = { memoryRatio: null, latencyMs: null, batteryLevel: null, charging: null, fps: null };
let degradation: Degradation = degradationFor(signals);
const listeners = new Set<() => void>();
let started = false;

function update(patch: Partial<DeviceSignals>): void {
  signals = { ...signals, ...patch };
  const next = degradationFor(signals);
  // Keep the same object while nothing changed, so components reading only the outcome do not re-render.
  if (JSON.stringify(next) !== JSON.stringify(degradation)) {
    degradation = next;
    applyToRoot(next);
  }
  for (const listener of listeners) listener();
}

function applyToRoot(value: Degradation, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-perf-animations', value.animations ? 'on' : 'off');
  root.setAttribute('data-perf-images', value.imageQuality);
  root.setAttribute('data-perf-updates', value.minUpdateIntervalMs === null ? 'normal' : 'slow');
}

function sampleMemory(): void {
  const memory = (performance as Performance & { memory?: MemoryLike }).memory;
  if (!memory || !memory.jsHeapSizeLimit) return;
  update({ memoryRatio: memory.usedJSHeapSize / memory.jsHeapSizeLimit });
}

/** The last two windows' rates: one slow window (a route's first render, a GC) is not lagging. */
const recentFps: number[] = [];

function sampleFps(): void {
  if (document.visibilityState !== 'visible') return;
  let frames = 0;
  let first: number | null = null;
  const step = (time: number) => {
    first ??= time;
    frames += 1;
    if (time - first < FPS_WINDOW_MS && document.visibilityState === 'visible') requestAnimationFrame(step);
    else if (time - first >= FPS_WINDOW_MS) {
      recentFps.push(Math.round(((frames - 1) * 1000) / (time - first)));
      if (recentFps.length > 2) recentFps.shift();
      if (recentFps.length === 2) update({ fps: Math.max(...recentFps) });
    }
  };
  requestAnimationFrame(step);
}

async function watchBattery(): Promise<void> {
  const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryLike> }).getBattery;
  if (!getBattery) return;
  try {
    const battery = await getBattery.call(navigator);
    const read = () => update({ batteryLevel: battery.level, charging: battery.charging });
    read();
    battery.addEventListener('levelchange', read);
    battery.addEventListener('chargingchange', read);
  } catch {
    // Not allowed here (permissions policy): no battery rule.
  }
}

/** Starts sampling once per tab; idempotent. */
export function startDegradationMonitor(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  applyToRoot(degradation);
  subscribeLatency(() => update({ latencyMs: getLatencySample().latencyMs }));
  void watchBattery();
  sampleMemory();
  // The frame rate is first measured after start-up: loading the app is not the device lagging.
  setInterval(() => {
    sampleMemory();
    sampleFps();
  }, SAMPLE_EVERY_MS);
}

export function getDegradation(): Degradation {
  return degradation;
}

export function getDeviceSignals(): DeviceSignals {
  return signals;
}

export function subscribeDegradation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
