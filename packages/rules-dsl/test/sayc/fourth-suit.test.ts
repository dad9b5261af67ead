import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Fourth suit forcing (part two): responder with 13+ bids the fourth suit when 3NT can't be bid
 * (balanced with no stopper in it, or unbalanced), forcing to game; opener answers with support
 * for responder's major, notrump with a stopper, or a rebid.
 */
const cases: [string, string[], string, string][] = [
  // Responder.
  ['balanced 13, no club stopper', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'K32.AQ54.KJ3.432', '2♣'],
  ['balanced 13, a club stopper', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'K32.AQ54.432.KJ3', '3NT'],
  ['balanced 13 with Qx x in clubs (no stopper)', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'K32.AQ54.KJ3.Q32', '2♣'],
  ['unbalanced 15, three clubs', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'A.AKJ54.K432.432', '2♣'],
  ['balanced 13 after 1♣ – 1♥ – 1♠, no diamond stopper', ['1♣', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'K32.AQ54.432.KJ3', '2♦'],
  ['balanced 13 after 1♣ – 1♦ – 1♠, no heart stopper', ['1♣', 'Pass', '1♦', 'Pass', '1♠', 'Pass'], 'K32.432.AQ54.KJ3', '2♥'],
  ['four spades: the raise, not the fourth suit', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'KJ32.AQ54.K3.432', '4♠'],
  ['8 points: no fourth suit', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass'], 'K32.Q854.432.J32', '1NT'],
  // Opener answers 1♦ – 1♥ – 1♠ – 2♣.
  ['three hearts', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass'], 'AK32.Q54.KJ32.32', '2♥'],
  ['a club stopper, 14', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass'], 'AK32.54.KJ32.K32', '2NT'],
  ['a club stopper, 18', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass'], 'AK32.54.AKJ3.K32', '3NT'],
  ['six diamonds, no stopper', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass'], 'AK32.5.KJ8732.32', '2♦'],
  ['four clubs, no stopper', ['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass'], 'AK32.5.KJ32.Q432', '3♣'],
  // Not the fourth suit: 1♦ – 1♥ – 1♠ – 2♦ is a preference.
];

describe('fourth suit forcing', () => {
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (calls.length === 8) expect(answer.meaning).toContain('Answers fourth suit forcing');
      else if (['2♣', '2♦', '2♥'].includes(call)) expect(answer.meaning).toContain('Fourth suit forcing: 13+');
    });
  }

  it("a preference for opener's first suit is not answered as the fourth suit", () => {
    const answer = bookAnswer(handOf('AK32.Q54.KJ32.32'), auctionOf(['1♦', 'Pass', '1♥', 'Pass', '1♠', 'Pass', '2♦', 'Pass']));
    expect(answer.meaning).not.toContain('fourth suit');
  });
});
