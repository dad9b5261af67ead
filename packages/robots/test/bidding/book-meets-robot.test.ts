import { SEATS, VULNERABILITIES, dealFromSeed, displayCall, formatCall, seatOfCall, unwrap } from '@tenace/engine';
import { decide, saycBook } from '@tenace/rules-dsl';
import { auctionOf, callOf, handOf } from '@tenace/rules-dsl/testing';
import { describe, expect, it } from 'vitest';
import { robotAuction, robotBid } from '../../src/bidding/robot.ts';

/**
 * The robots where the language's tests of the SAYC book and of `decide` meet them (moved here
 * from packages/rules-dsl/test: sayc/invitations.test.ts, sayc/quantitative.test.ts and
 * decide.test.ts, under the same headings).
 */

describe("responder's six-card major after opener's invitational jump rebid (1♥ – 1♠ – 3♥)", () => {
  const jump = ['1♥', 'Pass', '1♠', 'Pass', '3♥', 'Pass'];
  it('opener raises with two spades, else bids 3NT', () => {
    const after = auctionOf([...jump, '3♠', 'Pass']);
    expect(formatCall(unwrap(robotBid({ hand: handOf('Q5.AKQT532.AQ6.T'), vulnerability: 'None', auction: after })).call)).toBe('4S');
    expect(formatCall(unwrap(robotBid({ hand: handOf('5.AKQT532.AQ6.T9'), vulnerability: 'None', auction: after })).call)).toBe('3NT');
  });
});

const REBID = ['1♣', 'Pass', '1♥', 'Pass', '2NT', 'Pass'];
const ASKED = [...REBID, '4NT', 'Pass'];

describe('opener after the quantitative 4NT', () => {
  it('the robot passes 6NT after accepting, and does not read the 4NT as asking for aces', () => {
    const made = unwrap(
      robotBid({ hand: handOf('K32.AQ32.Q32.Q32'), vulnerability: 'None', auction: auctionOf([...ASKED, '6NT', 'Pass']) }),
    );
    expect(displayCall(made.call)).toBe('Pass');
  });
});

describe('many hands at one point of an auction (as the robots test sampled hands)', () => {
  it('the SAYC book makes the same call, by the same rule, untraced as traced', () => {
    const sayc = saycBook();
    let compared = 0;
    for (let i = 0; i < 12; i++) {
      const dealer = SEATS[i % 4] ?? 'N';
      const vulnerability = VULNERABILITIES[i % 4] ?? 'None';
      const bid = robotAuction(dealFromSeed(`untraced-${i}`, dealer), dealer, vulnerability, { book: sayc });
      // Each point of the auction, one auction object for all the hands tried there.
      const points = bid.auction.calls.map((_, n) => ({ dealer, calls: bid.auction.calls.slice(0, n) }));
      for (let h = 0; h < 24; h++) {
        const hands = dealFromSeed(`untraced-${i}-${h}`, dealer);
        for (const before of points) {
          const held = hands[seatOfCall(bid.auction, before.calls.length)];
          const traced = decide(sayc, { hand: held, vulnerability, auction: before });
          const untraced = decide(sayc, { hand: held, vulnerability, auction: before }, { trace: false });
          expect(callOf(untraced)).toBe(callOf(traced));
          expect(untraced.rule).toEqual(traced.rule);
          expect(untraced.meaning).toBe(traced.meaning);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
