import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two's rules from blind batch 12 (test/fixtures/sayc-booklet.ts): general rules of the SAYC
 * booklet the batch found missing, each checked on both sides of its edge. North deals.
 */
const cases: [string, string[], string, string, string?][] = [
  // Opener after responder's preference or rebid at two (6–10, not forcing): a minimum passes.
  ['a preference to the first suit: 13 passes', ['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♥', 'Pass'], 'A2.KQ852.52.KJ52', 'Pass', 'preference or rebid'],
  ['responder rebids spades: 13 passes', ['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♠', 'Pass'], 'A2.KQ852.52.KJ52', 'Pass', 'preference or rebid'],
  ['a preference after the 1NT rebid: 14 passes', ['1♦', 'Pass', '1♥', 'Pass', '1NT', 'Pass', '2♦', 'Pass'], 'A52.K2.KQ52.Q852', 'Pass', 'preference or rebid'],
  ['responder rebids spades over 2♣: 15 passes', ['1♣', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♠', 'Pass'], 'A2.K52.K5.AJ8652', 'Pass', 'preference or rebid'],
  // A second suit at the two level after a two-over-one: no jump.
  ['1♥ – 2♣: four diamonds, 15: 2♦', ['1♥', 'Pass', '2♣', 'Pass'], 'A2.KQJ52.KQ52.52', '2♦'],
  ['1♥ – 2♣: four diamonds, 12: 2♦ too', ['1♥', 'Pass', '2♣', 'Pass'], 'A2.KJ852.KJ52.52', '2♦'],
  // Opener after a splinter response signs off in game with 17 or less.
  ['1♠ – 4♦: a minimum signs off', ['1♠', 'Pass', '4♦', 'Pass'], 'AKJ52.K52.QJ2.52', '4♠', 'splinter'],
  ['1♥ – 3♠: 16 signs off', ['1♥', 'Pass', '3♠', 'Pass'], 'K52.AKJ52.KQ52.2', '4♥', 'splinter'],
];

describe('blind batch 12: part two', () => {
  for (const [edge, calls, pbn, call, meaning] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (meaning !== undefined) expect(answer.meaning).toContain(meaning);
    });
  }

  it('a stronger opener is not told to pass the preference', () => {
    expect(bookAnswer(handOf('A2.AKQ52.52.AKJ2'), auctionOf(['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♥', 'Pass'])).meaning).not.toContain('preference or rebid');
  });

  it('a reverse is not limited: responder\'s rebid at two does not end it', () => {
    expect(bookAnswer(handOf('A2.KQ52.AKJ52.52'), auctionOf(['1♦', 'Pass', '1♠', 'Pass', '2♥', 'Pass', '2♠', 'Pass'])).call).not.toBe('Pass');
  });

  it('opener with 20 is not told to sign off opposite the splinter', () => {
    expect(bookAnswer(handOf('AKJ52.AK52.KQ2.2'), auctionOf(['1♠', 'Pass', '4♦', 'Pass'])).meaning).not.toContain('splinter');
  });
});
