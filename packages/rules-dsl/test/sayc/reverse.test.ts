import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Responder after opener's reverse (part two): a minimum (6–9) rebids a five-card suit, gives a
 * preference at the lowest level or bids 2NT, none of them forcing; 10+ forces to game.
 */
const AFTER_1D_1S_2H = ['1♦', 'Pass', '1♠', 'Pass', '2♥', 'Pass'];
const AFTER_1C_1H_2D = ['1♣', 'Pass', '1♥', 'Pass', '2♦', 'Pass'];
const cases: [string, string[], string, string, 'game' | 'forcing' | 'weak'][] = [
  ['7 points and five spades', AFTER_1D_1S_2H, 'KJ1054.32.Q3.J432', '2♠', 'weak'],
  ['7 points, four spades and three diamonds', AFTER_1D_1S_2H, 'KJ54.32.Q43.J432', '3♦', 'weak'],
  ['7 points, four spades and two diamonds', AFTER_1D_1S_2H, 'KJ54.432.Q3.J432', '2NT', 'weak'],
  ['10 points and four hearts', AFTER_1D_1S_2H, 'AQ1054.K432.3.J32', '3♥', 'forcing'],
  ['10 points and a club stopper', AFTER_1D_1S_2H, 'KQ54.32.J43.KJ32', '3NT', 'game'],
  ['11 points and no club stopper', AFTER_1D_1S_2H, 'AQ54.Q32.K43.432', '3♣', 'forcing'],
  ['10 points and six spades', AFTER_1D_1S_2H, 'AQJ1054.32.K3.432', '3♠', 'forcing'],
  ['7 points and five hearts', AFTER_1C_1H_2D, '32.KJ1054.Q3.J432', '2♥', 'weak'],
  ['11 points and no spade stopper', AFTER_1C_1H_2D, '432.AQ54.K43.Q32', '2♠', 'forcing'],
];

describe("responder after opener's reverse", () => {
  for (const [edge, calls, pbn, call, kind] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toContain('After a reverse');
      expect(answer.meaning).toContain({ game: 'game in notrump', forcing: 'Forcing to game', weak: 'Not forcing' }[kind]);
    });
  }
});
