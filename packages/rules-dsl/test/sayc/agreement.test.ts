import { describe, expect, it } from 'vitest';
import { agrees, describeSample, samplesBySection } from './agreement.ts';

/**
 * The book against the independent reading of the sheet (sheet-oracle.ts) on 1,500 seeded deals:
 * wherever the sheet allows a call, the book's call is one of them and means what the sheet says.
 * `npx tsx scripts/sheet-check.ts` prints the same comparison over more deals.
 */

const DEALS = 1500;
const bySection = samplesBySection(DEALS);

describe(`the book follows the sheet's words on ${DEALS} seeded deals`, () => {
  for (const [section, samples] of bySection) {
    const covered = samples.filter((s) => s.allowed.size > 0);
    it(`${section}: ${covered.length} hands where the sheet has a call`, () => {
      // Each situation is reached often enough for the comparison to mean something.
      expect(covered.length).toBeGreaterThan(100);
      const disagreements = covered.filter((s) => !agrees(s)).map(describeSample);
      expect(disagreements.slice(0, 10), `${disagreements.length} disagreements`).toEqual([]);
    });
  }
});
