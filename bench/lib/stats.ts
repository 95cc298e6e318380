/** Percentiles by the nearest-rank method on a sorted copy; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface Summary {
  count: number;
  min: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function summarize(values: readonly number[]): Summary {
  const mean = values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
  // Loops, not Math.min(...values): a per-delivery list (messages × clients) overflows the stack.
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return {
    count: values.length,
    min: round(min),
    p50: round(percentile(values, 50)),
    p90: round(percentile(values, 90)),
    p99: round(percentile(values, 99)),
    max: round(max),
    mean: round(mean),
  };
}

export function ratio(ours: number, baseline: number): number {
  return baseline > 0 ? round(ours / baseline) : Number.NaN;
}
