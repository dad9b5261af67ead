import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two's rules from blind batch 12 (test/fixtures/sayc-booklet.ts): general rules of the SAYC
 * booklet the batch found missing, each checked on both sides of its edge. North deals.
 */
const cases: [string, string[], string, string, string?][] = [
  // Opener after responder's preference or rebid at two (6–10, not forcing): a minimum passes.
  [
    'a preference to the first suit: 13 passes',
    ['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♥', 'Pass'],
    'A2.KQ852.52.KJ52',
    'Pass',
    'preference or rebid',
  ],
  [
    'responder rebids spades: 13 passes',
    ['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♠', 'Pass'],
    'A2.KQ852.52.KJ52',
    'Pass',
    'preference or rebid',
  ],
  [
    'a preference after the 1NT rebid: 14 passes',
    ['1♦', 'Pass', '1♥', 'Pass', '1NT', 'Pass', '2♦', 'Pass'],
    'A52.K2.KQ52.Q852',
    'Pass',
    'preference or rebid',
  ],
  [
    'responder rebids spades over 2♣: 15 passes',
    ['1♣', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♠', 'Pass'],
    'A2.K52.K5.AJ8652',
    'Pass',
    'preference or rebid',
  ],
  // A second suit at the two level after a two-over-one: no jump.
  ['1♥ – 2♣: four diamonds, 15: 2♦', ['1♥', 'Pass', '2♣', 'Pass'], 'A2.KQJ52.KQ52.52', '2♦'],
  ['1♥ – 2♣: four diamonds, 12: 2♦ too', ['1♥', 'Pass', '2♣', 'Pass'], 'A2.KJ852.KJ52.52', '2♦'],
  // Opener after a splinter response signs off in game with 17 or less.
  ['1♠ – 4♦: a minimum signs off', ['1♠', 'Pass', '4♦', 'Pass'], 'AKJ52.K52.QJ2.52', '4♠', 'splinter'],
  ['1♥ – 3♠: 16 signs off', ['1♥', 'Pass', '3♠', 'Pass'], 'K52.AKJ52.KQ52.2', '4♥', 'splinter'],
  // The Michaels bidder in the direct seat names its minor when partner asks with 2NT.
  ['1♥ (2♥) – 2NT: clubs', ['1♥', '2♥', 'Pass', '2NT', 'Pass'], 'KQJ93.4.43.AQ932', '3♣', "Michaels bidder's minor"],
  ['1♠ (2♠) – 2NT: diamonds', ['1♠', '2♠', 'Pass', '2NT', 'Pass'], '4.KQJ93.AJ932.43', '3♦', "Michaels bidder's minor"],
  // An overcall at four over a three-level preempt whose suit ranks above mine.
  ['over 3♠, 17 and six good hearts: 4♥', ['3♠'], 'A2.AKQJ52.K52.52', '4♥', 'four level'],
  ['over 3♠, 13 and six good hearts: pass', ['3♠'], '52.AKQJ52.K52.52', 'Pass'],
  // Their overcall of our 1NT: the penalty double, and opener passes it.
  ['four good hearts and 9: double', ['1NT', '2♥'], 'K52.KJ92.Q852.52', 'Double', 'for penalty'],
  ['opener passes the penalty double', ['1NT', '2♠', 'Double', 'Pass'], 'A52.KQ52.KJ52.Q2', 'Pass', 'for penalty'],
  // Opener after responder's jump rebid over 1NT (an invitation): 14 accepts, 12–13 passes.
  ['12 with two spades declines', ['1♥', 'Pass', '1♠', 'Pass', '1NT', 'Pass', '3♠', 'Pass'], 'Q2.AJ852.K52.Q52', 'Pass', 'declines'],
  ['14 with two spades accepts in spades', ['1♥', 'Pass', '1♠', 'Pass', '1NT', 'Pass', '3♠', 'Pass'], 'K2.AQ852.K52.Q52', '4♠'],
  ['a minor: 14 bids 3NT', ['1♣', 'Pass', '1♦', 'Pass', '1NT', 'Pass', '3♦', 'Pass'], 'KQ2.K52.A2.Q8652', '3NT'],
  // Opener with both majors after Stayman – 2♥ – 2NT: responder holds four spades.
  [
    'a minimum with four spades: 3♠',
    ['1NT', 'Pass', '2♣', 'Pass', '2♥', 'Pass', '2NT', 'Pass'],
    'KQ52.AJ52.K52.Q2',
    '3♠',
    'four spades too',
  ],
  [
    'a maximum with four spades: 4♠',
    ['1NT', 'Pass', '2♣', 'Pass', '2♥', 'Pass', '2NT', 'Pass'],
    'KQ52.AJ52.K52.A2',
    '4♠',
    'four spades too',
  ],
  ['a minimum with three spades declines', ['1NT', 'Pass', '2♣', 'Pass', '2♥', 'Pass', '2NT', 'Pass'], 'KQ5.AJ52.K52.Q52', 'Pass'],
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
    expect(
      bookAnswer(handOf('A2.AKQ52.52.AKJ2'), auctionOf(['1♥', 'Pass', '1♠', 'Pass', '2♣', 'Pass', '2♥', 'Pass'])).meaning,
    ).not.toContain('preference or rebid');
  });

  it("a reverse is not limited: responder's rebid at two does not end it", () => {
    expect(bookAnswer(handOf('A2.KQ52.AKJ52.52'), auctionOf(['1♦', 'Pass', '1♠', 'Pass', '2♥', 'Pass', '2♠', 'Pass'])).call).not.toBe(
      'Pass',
    );
  });

  it('four small cards of their suit are no penalty double', () => {
    expect(bookAnswer(handOf('KQ2.9862.Q852.K2'), auctionOf(['1NT', '2♥'])).call).not.toBe('Double');
  });

  it('opener with 20 is not told to sign off opposite the splinter', () => {
    expect(bookAnswer(handOf('AKJ52.AK52.KQ2.2'), auctionOf(['1♠', 'Pass', '4♦', 'Pass'])).meaning).not.toContain('splinter');
  });
});
