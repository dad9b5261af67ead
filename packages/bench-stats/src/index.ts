/** Figures the benchmarks and the load scripts print: percentiles, and means with their standard error. */

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/**
 * The mean of per-item values and its standard error (the sample standard deviation over the
 * square root of the count): how far the mean of another draw of as many items would typically
 * fall from this one. NaN for the error with fewer than two values.
 */
export function meanWithError(values: readonly number[]): { readonly mean: number; readonly error: number } {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, n);
  if (n < 2) return { mean, error: NaN };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  return { mean, error: Math.sqrt(variance / n) };
}

/** `0.344 ± 0.040`: a mean and its standard error, to three places. */
export const formatMeanWithError = (values: readonly number[]): string => {
  const { mean, error } = meanWithError(values);
  return `${mean.toFixed(3)} ± ${error.toFixed(3)}`;
};
