import { describe, expect, it } from 'vitest';
import { SAYC_SOURCE, decide, evaluationSteps, measureBook, readCall, saycBook } from '../src/index.ts';
import { auction, book, call, hand } from './helpers.ts';

/**
 * The work counter and a book's size: what a host that takes books from anyone bounds a book's
 * cost with (the API refuses a book too large when it stores one).
 */

/** The steps `work` takes. */
function steps(work: () => unknown): number {
  const before = evaluationSteps();
  work();
  return evaluationSteps() - before;
}

// Two situations: the first never applies, the second applies and no rule of it acts.
const SOURCE = `Situation "Never"
  When I have doubled
  When no one has bid

  If points >= 0
  Bid 1 Clubs

Situation "Always"
  If points >= 0
  If hand is balanced or shape is 4-4-4-1 or shape is 5-4-2-2 or 6-4-2-1
  If points = 37
  Bid 1 NoTrump

  If points >= 0
  If length of Hearts = 13
  Bid 7 Hearts
`;

describe('measureBook', () => {
  it('counts situations, rules, tests (each alternative of an or, each further value of a list), Sets and meaning pieces', () => {
    expect(measureBook(book(SOURCE))).toEqual({
      situations: 2,
      rules: 3,
      tests: 2 + 1 + (1 + (1 + 1 + 1 + 2) + 1) + 2,
      sets: 0,
      meaningPieces: 0,
      largestSituation: { name: 'Always', line: 8, rules: 2 },
      scan: 2 + 3 + 12,
    });
    const listed = book(
      `If points >= 12\nIf my partner's first bid is 1 Hearts or 1 Spades or pass\nSet my first bid to single raise\nBid 2 of my partner's first bid suit\nMeans "{call}: {suit} raised"\n`,
    );
    expect(measureBook(listed)).toMatchObject({ rules: 1, tests: 1 + 3, sets: 1, meaningPieces: 4 });
  });

  it('measures the SAYC book as it ships and as compiled from its source alike', () => {
    const shipped = measureBook(saycBook());
    expect(shipped).toEqual(measureBook(book(SAYC_SOURCE, 'sayc.rules')));
    expect(shipped.situations).toBe(saycBook().situations.length);
    expect(shipped.rules).toBe(saycBook().ruleCount);
    expect(shipped.scan).toBe(shipped.situations + shipped.rules + shipped.tests + shipped.sets + shipped.meaningPieces);
  });
});

describe('evaluationSteps', () => {
  const b = book(SOURCE);
  const balanced13 = hand('AKJ.Q32.K532.532');

  it("counts the situations, rules and tests a decision tries: where no rule acts, within twice the book's scan", () => {
    const size = measureBook(b);
    for (const trace of [true, false]) {
      const taken = steps(() =>
        expect(decide(b, { hand: balanced13, vulnerability: 'None', auction: auction() }, { trace }).call).toBeUndefined(),
      );
      // At least: both situations and the first's failing When line; every rule of the second and its tests up to the first false.
      expect(taken).toBeGreaterThanOrEqual(2 + 1 + 2 + (1 + 5 + 1) + 2);
      expect(taken).toBeLessThanOrEqual(2 * size.scan);
    }
  });

  it('counts a test by its weight, whichever alternative holds', () => {
    const shapely = hand('AKJ32.Q432.K5.53');
    const balanced = steps(() => decide(b, { hand: balanced13, vulnerability: 'None', auction: auction() }, { trace: false }));
    // The first alternative holds for the balanced hand, the third for a 5-4-2-2 hand: the same steps.
    expect(steps(() => decide(b, { hand: shapely, vulnerability: 'None', auction: auction() }, { trace: false }))).toBe(balanced);
  });

  it('counts the reading of a call too', () => {
    expect(steps(() => readCall(b, { vulnerability: 'None', auction: auction() }, call('1NT')))).toBeGreaterThan(0);
  });
});
