import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * A passed hand plays the book's conventions (SAYC plays Stayman, transfers, … by a passed hand
 * too): its pass before the opening is not counted as its first bid, so the responses and their
 * continuations apply. What differs is part two's: its 2NT over a major is natural (11–12), and its
 * new suit at two is not forcing. North deals.
 */
const cases: [string, string[], string, string, string?][] = [
  // The passed hand carries on after Stayman and transfers over a third- or fourth-seat 1NT.
  ['a heart fit and 9: invites', ['Pass', 'Pass', '1NT', 'Pass', '2♣', 'Pass', '2♥', 'Pass'], 'KJ52.Q852.K52.52', '3♥'],
  ['no major fit and 9: 2NT invites', ['Pass', 'Pass', '1NT', 'Pass', '2♣', 'Pass', '2♦', 'Pass'], 'KJ52.Q852.K52.52', '2NT'],
  ['a weak transfer passes the completion', ['Pass', 'Pass', '1NT', 'Pass', '2♦', 'Pass', '2♥', 'Pass'], '52.KJ852.Q52.852', 'Pass'],
  ['five spades and 9: 2NT after the transfer', ['Pass', 'Pass', '1NT', 'Pass', '2♥', 'Pass', '2♠', 'Pass'], 'KJ852.Q52.K52.52', '2NT'],
  ['fourth seat: a spade fit and 9 invites', ['Pass', 'Pass', 'Pass', '1NT', 'Pass', '2♣', 'Pass', '2♠', 'Pass'], 'KJ52.Q852.K52.52', '3♠'],
  // The passed hand's 2NT over a major: natural, 11–12.
  ['11 balanced, two spades', ['Pass', 'Pass', '1♠', 'Pass'], 'K5.Q52.KJ52.Q852', '2NT', "passed hand's 2NT"],
  ['11 balanced, two hearts', ['Pass', 'Pass', '1♥', 'Pass'], 'K52.Q5.KJ52.Q852', '2NT', "passed hand's 2NT"],
  // Opener over it.
  ['a minimum declines', ['Pass', 'Pass', '1♥', 'Pass', '2NT', 'Pass'], 'A52.KQ852.K52.52', 'Pass', 'declines'],
  ['15 points: 3NT', ['Pass', 'Pass', '1♥', 'Pass', '2NT', 'Pass'], 'A52.KQ852.AQ2.52', '3NT'],
  ['a minimum with six hearts signs off', ['Pass', 'Pass', '1♥', 'Pass', '2NT', 'Pass'], 'A2.KQ8652.K52.52', '3♥'],
  // Opener passes the passed hand's new minor at two with a minimum and a fit.
  ['a minimum with four diamonds passes', ['Pass', 'Pass', '1♠', 'Pass', '2♦', 'Pass'], 'AKJ52.52.Q852.52', 'Pass', 'not forcing'],
  // The negative doubler opposite opener's 2NT (18–19).
  ['9 points: game', ['1♣', '1♠', 'X', 'Pass', '2NT', 'Pass'], '54.Q864.AQJT93.9', '3NT', '18–19'],
  ['a passed hand, 9 points: game', ['Pass', 'Pass', '1♣', '1♠', 'X', 'Pass', '2NT', 'Pass'], '54.Q864.AQJT93.9', '3NT', '18–19'],
];

describe('the passed hand', () => {
  for (const [edge, calls, pbn, call, meaning] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      if (meaning !== undefined) expect(answer.meaning).toContain(meaning);
    });
  }

  it('a hand that has not passed keeps the forcing meanings', () => {
    // The same hands as above, in first or second seat: a two-over-one, and opener raises it.
    expect(bookAnswer(handOf('K5.Q52.KJ52.Q852'), auctionOf(['1♠', 'Pass'])).call).toBe('2♣');
    expect(bookAnswer(handOf('AKJ52.52.Q852.52'), auctionOf(['1♠', 'Pass', '2♦', 'Pass'])).call).toBe('3♦');
    expect(bookAnswer(handOf('A52.KQ852.K52.52'), auctionOf(['1♥', 'Pass', '2NT', 'Pass'])).meaning).toContain('Jacoby');
  });
});

describe('opener after responder raises the second suit over 1NT', () => {
  const calls = ['Pass', 'Pass', '1♠', 'Pass', '1NT', 'Pass', '2♦', 'Pass', '3♦', 'Pass'];
  it('13 points decline the invitation', () => {
    expect(bookAnswer(handOf('AT872.9.AKQ5.874'), auctionOf(calls)).call).toBe('Pass');
  });
  it('16 points accept it: 3NT', () => {
    expect(bookAnswer(handOf('AQ872.9.AKQ5.K74'), auctionOf(calls)).call).toBe('3NT');
  });
  it('a raised major: game in it', () => {
    expect(bookAnswer(handOf('AKJ72.AQ54.K2.74'), auctionOf(['1♠', 'Pass', '1NT', 'Pass', '2♥', 'Pass', '3♥', 'Pass'])).call).toBe('4♥');
  });
});
