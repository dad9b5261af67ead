import { describe, expect, it } from 'vitest';
import { formatMeanWithError, meanWithError, percentile } from '../src/index.ts';

describe('the benchmarks’ figures', () => {
  it('gives the mean of per-deal values with its standard error', () => {
    // Squared deviations from the mean 1: 1, 1, 0, 4; sample variance 6 / 3 = 2; error sqrt(2 / 4).
    const { mean, error } = meanWithError([0, 0, 1, 3]);
    expect(mean).toBe(1);
    expect(error).toBeCloseTo(Math.sqrt(2 / 4), 12);
    expect(formatMeanWithError([0, 0, 1, 3])).toBe('1.000 ± 0.707');
  });

  it('has no error to give for a single value, and no spread for equal ones', () => {
    expect(meanWithError([0.5]).mean).toBe(0.5);
    expect(meanWithError([0.5]).error).toBeNaN();
    expect(meanWithError([2, 2, 2]).error).toBe(0);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });
});
