import { describe, expect, it } from 'vitest';
import { robotCallFor, standardCall } from '../../scripts/booklet-check.ts';
import { BOOKLET_CASES } from '../fixtures/sayc-booklet.ts';

/**
 * The robots against standard SAYC where the sheet is silent (test/fixtures/sayc-booklet.ts):
 * the aim is agreement on at least 75 % of such situations. Each case's call is the
 * booklet's, written by hand; scripts/booklet-check.ts prints the figure and every disagreement.
 */
describe('agreement with the SAYC booklet where the sheet is silent', () => {
  it('every case is a legal situation with a call', () => {
    for (const c of BOOKLET_CASES) expect(() => robotCallFor(c)).not.toThrow();
  });

  it('agrees on at least 75 % of the cases, in each topic', () => {
    for (const topic of ['competition', 'slams', 'rest', 'passed hand'] as const) {
      const cases = BOOKLET_CASES.filter((c) => c.topic === topic);
      const agree = cases.filter((c) => robotCallFor(c) === standardCall(c)).length;
      expect(agree / cases.length, topic).toBeGreaterThanOrEqual(0.75);
    }
  });
});
