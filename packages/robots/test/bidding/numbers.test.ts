import { formatCall, unwrap } from '@tenace/engine';
import { saycBook } from '@tenace/rules-dsl';
import { auction, book, hand } from '@tenace/rules-dsl/testing';
import { describe, expect, it } from 'vitest';
import { whyWouldCompete } from '../../src/bidding/competition.ts';
import { systemNumbers } from '../../src/bidding/numbers.ts';
import { robotBid } from '../../src/index.ts';

/** The system's numbers the robots bid by are the book's Value lines; a book without one plays SAYC's. */

const OPENING = `
Situation "Openings"
  When no one has bid
  If points 15 to 17
  If hand is balanced
  Bid 1 NoTrump
`;

describe("the robots' numbers", () => {
  it("are the SAYC book's", () => {
    const n = systemNumbers(saycBook());
    expect([n.game, n.majorFitGame, n.smallSlam, n.grandSlam, n.twoLevelTrumps]).toEqual([25, 24, 33, 37, 8]);
    expect(n.overcallAtOne).toEqual({ min: 8, max: 17 });
    expect(n.notrumpOvercall).toEqual({ min: 15, max: 18 });
  });

  it("are another book's where it declares them, SAYC's where it does not", () => {
    const n = systemNumbers(book(`Value "points for game" is 30\n${OPENING}`));
    expect(n.game).toBe(30);
    expect(n.smallSlam).toBe(33);
  });

  it('place the contract: 11 points opposite 1NT bid game at 25 points together, not at 30', () => {
    const responder = { hand: hand('K32.Q32.KJ32.Q32'), vulnerability: 'None', auction: auction('1NT Pass', 'N') } as const;
    expect(formatCall(unwrap(robotBid(responder, { book: book(OPENING) })).call)).toBe('3NT');
    expect(formatCall(unwrap(robotBid(responder, { book: book(`Value "points for game" is 30\n${OPENING}`) })).call)).toBe('Pass');
  });

  it("keep a practice deal's East and West by the book's Competition ranges", () => {
    const eleven = hand('KJ32.Q32.K32.Q32');
    expect(whyWouldCompete(eleven)).toBe('11 points, balanced: would bid 1NT in the pass-out seat');
    expect(whyWouldCompete(eleven, book(`Value "points for 1NT in the pass-out seat" is 12 to 15\n${OPENING}`))).toBeUndefined();
  });
});
