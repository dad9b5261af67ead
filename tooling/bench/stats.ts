/** Figures the load scripts print. */

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
