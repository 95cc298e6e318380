import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LoopLag } from './listener-protocol';

const RESOLUTION_MS = 10;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * This process's event-loop delay from now until `stop()`: how late its timers ran (ms, the
 * sampling interval taken off). A load generator that lags stamps its sends and receipts late
 * and sends less than it should, so a benchmark reports its own lag beside the server's figures.
 */
export function startLoopLag(): { stop(): LoopLag } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const ms = (ns: number) => round(Math.max(0, ns / 1e6 - RESOLUTION_MS));
  return {
    stop: () => {
      histogram.disable();
      return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    },
  };
}
