import { describe, expect, it } from 'vitest';
import { openings } from './cases/openings.ts';
import {
  afterOneDiamondOneSpade,
  afterOneHeartThreeHearts,
  afterOneHeartTwoHearts,
  afterOneSpadeTwoDiamonds,
  staymanAnswers,
  transferCompletion,
} from './cases/rebids.ts';
import { afterOneClub, afterOneDiamond, afterOneHeart, afterOneNotrump, afterOneSpade, afterTwoNotrump } from './cases/responses.ts';
import { isInside, type EdgeTable } from './edges.ts';
import { ORACLE_SECTIONS } from './sheet-oracle.ts';
import { sections, sheet } from './sheet.ts';

/** The edge tables together cover every line of the sheet, from both sides. */

const tables: readonly EdgeTable[] = [
  openings,
  afterOneClub,
  afterOneDiamond,
  afterOneHeart,
  afterOneSpade,
  afterOneNotrump,
  afterTwoNotrump,
  afterOneHeartTwoHearts,
  afterOneHeartThreeHearts,
  afterOneDiamondOneSpade,
  afterOneSpadeTwoDiamonds,
  staymanAnswers,
  transferCompletion,
];

describe('the sheet as read from its file', () => {
  it('has the openings, the responses to six openings and six listed rebids', () => {
    expect(sections()).toEqual([
      'Openings',
      'After 1♣',
      'After 1♦',
      'After 1♥',
      'After 1♠',
      'After 1NT',
      'After 2NT',
      'After 1♥ – 2♥',
      'After 1♥ – 3♥',
      'After 1♦ – 1♠',
      'After 1♠ – 2♦',
      'After 1NT – 2♣',
      'After 1NT – 2♦',
    ]);
  });

  it('lists seventeen openings, 1♣ to Pass', () => {
    expect(sheet.filter((l) => l.section === 'Openings').map((l) => l.call)).toEqual([
      '1♣',
      '1♦',
      '1♥',
      '1♠',
      '1NT',
      '2♣',
      '2♦',
      '2♥',
      '2♠',
      '2NT',
      '3♣',
      '3♦',
      '3♥',
      '3♠',
      '4♥',
      '4♠',
      'Pass',
    ]);
  });

  it('gives every call a meaning', () => {
    for (const line of sheet) expect(line.meaning.length, `${line.section} ${line.call}`).toBeGreaterThan(5);
  });

  it('is read by the independent oracle in every situation', () => {
    expect([...ORACLE_SECTIONS].sort()).toEqual(sections().sort());
  });
});

describe('edge coverage', () => {
  it('every edge table names a situation of the sheet, once', () => {
    const named = tables.map((t) => t.section);
    expect([...named].sort()).toEqual(sections().sort());
  });

  for (const line of sheet) {
    const table = tables.find((t) => t.section === line.section);
    const edges = table?.edges.filter(([l]) => l === line.call) ?? [];
    it(`${line.section} ${line.call}: has a hand just inside the line`, () => {
      expect(edges.filter(isInside).length).toBeGreaterThan(0);
    });
    // "Any hand" has no outside.
    if (!line.meaning.includes('any hand')) {
      it(`${line.section} ${line.call}: has a hand just outside the line`, () => {
        expect(edges.filter((e) => !isInside(e)).length).toBeGreaterThan(0);
      });
    }
  }
});
