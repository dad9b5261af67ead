import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Positive responses to 2♣ (part two, tried before part one's 2♦ waiting): 8+ points and a good
 * five-card suit (two of the top three honours) bid it at the cheapest level; 8+ balanced with no
 * five-card suit bids 2NT; every other hand waits with 2♦.
 */
const cases: [string, string, string][] = [
  ['8 points and AQ of five hearts', '32.AQ432.Q432.32', '2♥'],
  ['9 points and KQ of six spades', 'KQ5432.J32.Q2.32', '2♠'],
  ['10 points and AK of five clubs', '432.J32.Q2.AK432', '3♣'],
  ['8 points and AK of five diamonds', '432.J2.AK432.432', '3♦'],
  ['8 points and a poor five-card suit', 'A5432.K32.Q2.432', '2♦'],
  ['7 points and a good five-card suit', '32.AQ432.5432.32', '2♦'],
  ['12 points, balanced: the positive 2NT', 'KJ3.Q32.KJ32.Q32', '2NT'],
];

describe('answering 2♣', () => {
  for (const [edge, pbn, call] of cases) {
    it(`2♣ Pass: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(['2♣', 'Pass']));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toContain(call === '2♦' ? 'Waiting' : 'A positive response');
    });
  }

  it('a positive response is not made over an overcall', () => {
    expect(bookAnswer(handOf('32.AQ432.Q432.32'), auctionOf(['2♣', '2♠'])).meaning).not.toContain('A positive response');
  });
});
