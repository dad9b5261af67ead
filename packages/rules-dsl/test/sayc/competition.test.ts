import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/** Part two, competition: responder after their 1NT overcall of partner's opening. */
const cases: [string, string, string][] = [
  ['3 points and six spades: to play', 'QJT642.965.T75.6', '2♠'],
  ['6 points and three hearts: a competitive raise', 'Q42.K75.J8642.93', '2♥'],
  ['4 points, nothing to show: pass', '9742.K75.J864.93', 'Pass'],
];

describe('responding after their 1NT overcall', () => {
  for (const [edge, pbn, call] of cases) {
    it(`1♥ 1NT: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(['1♥', '1NT']));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(/1NT|to play|competitive raise/);
    });
  }
});
