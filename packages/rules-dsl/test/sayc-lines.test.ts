import { describe, expect, it } from 'vitest';
import { book, callOf, decideFor } from './helpers.ts';

/**
 * The SAYC sheet (systems/sayc-sheet.txt) will be written in this language by a later issue. These are its lines
 * that need more than a points range, each written as a rule and decided on hands, so that nothing
 * in the language blocks the book.
 */

const openings = book(`
Situation "Opening the bidding"
  When no one has bid

  If points >= 22
  Bid 2 Clubs
  Means "22 or more points: strong and artificial (it says nothing about clubs). Forcing."

  If points 15 to 17
  If hand is balanced
  Bid 1 NoTrump
  Means "15–17 points and a balanced hand (a five-card major too)."

  If points 12 to 21
  If length of longest suit >= 5
  If longest suit is major suit
  Bid 1 of longest suit
  Means "12–21 points and 5+ {suit}, the longest suit (with two five-card suits, the higher)."

  If points 12 to 21
  If longest suit is Clubs or length of Clubs > length of Diamonds
  If length of Clubs >= 3
  Bid 1 Clubs
  Means "12–21 points; clubs are the longest suit, or the longer minor with no five-card major. 3+ clubs."

  If points 12 to 21
  If length of Clubs = 3
  If length of Diamonds = 3
  Bid 1 Clubs
  Means "12–21 points; 3-3 in the minors: 1♣."

  If points 12 to 21
  Bid 1 Diamonds
  Means "12–21 points; diamonds are the longest suit, or the longer minor (4-4 in the minors: 1♦)."

  If points 5 to 11
  If length of Diamonds = 6
  If Diamonds holds 2 of the top 3 honours or 3 of the top 5
  If length of longer major <= 3
  If number of voids = 0
  Bid 2 Diamonds
  Means "A weak two: 5–11 points and a good six-card diamond suit, with no four-card major suit and no void."

  If points 5 to 11
  If length of Hearts = 7
  Bid 3 Hearts
  Means "A preempt: 5–11 points and seven hearts."

  If points < 12
  Bid Pass
  Means "Fewer than 12 points, and no weak two or preempt."
`);

describe('openings', () => {
  const cases: [string, string][] = [
    ['AKJ3.K93.Q32.432', '1C'], // 4-3-3-3, 13 points: 3-3 in the minors
    ['AK3.K3.QJ32.J432', '1D'], // 4-4 in the minors
    ['A32.K3.QJ3.Q5432', '1C'], // clubs longest
    ['AKJ93.KQ932.2.43', '1S'], // two five-card majors: the higher
    ['K2.32.KQJ932.432', '2D'], // a good six-card diamond suit
    ['K2.5432.KQ9832.4', 'Pass'], // a four-card major: no weak two
    ['K2.32.KT9832.432', 'Pass'], // K T: neither two of the top three nor three of the top five
    ['K2.KQT9832.32.43', '3H'], // seven hearts
  ];
  for (const [pbn, expected] of cases) it(`${pbn}: ${expected}`, () => expect(callOf(decideFor(openings, pbn))).toBe(expected));
});

const responses = book(`
Situation "After 1♣: partner opened, and the next player passed"
  When my partner opened 1 Clubs
  When my right opponent's last bid is pass
  When I have not bid

  # With 4-4 in the majors, hearts first.
  If points >= 6
  If length of Hearts >= 4
  If length of Hearts >= length of Spades
  Bid 1 Hearts
  Means "6+ points and 4+ hearts (with 4-4 in the majors, hearts first). Forcing."

  If points >= 6
  If length of Spades >= 4
  Bid 1 Spades
  Means "6+ points and 4+ spades. Forcing."

  If points 6 to 10
  If length of Clubs >= 5
  If length of longer major <= 3
  If hand is not balanced
  Bid 2 Clubs
  Means "A single raise: 6–10 points and 5+ clubs, no four-card major, not balanced (balanced: 1NT)."

  If points 6 to 10
  Bid 1 NoTrump

  If points <= 5
  Bid Pass
  Means "0–5 points."

Situation "After 1NT – 2♦"
  When I opened 1 NoTrump
  When my partner's last bid is 2 Diamonds
  Bid 2 Hearts
  Means "Completes the transfer: any hand."

Situation "After a strong 2♣"
  When my partner opened 2 Clubs
  When I have not bid
  Bid 2 Diamonds
  Means "Waiting, saying nothing about diamonds."

Situation "Opener's rebid after 1♦ – 1♠"
  When I opened 1 Diamonds
  When my partner's last bid is 1 Spades
  If points >= 16
  If length of Hearts >= 4
  If length of Diamonds > length of Hearts
  Bid 2 Hearts
  Means "A reverse: 16+ points, 4+ hearts and more diamonds (5+). Forcing."

Situation "Answering Blackwood"
  When my partner's last bid is 4 NoTrump
  When someone has bid any suit
  If number of aces = 0 or 4
  Bid 5 Clubs
  If number of aces = 1
  Bid 5 Diamonds

Situation "Their opening"
  When they opened
  When I have not bid
  # A takeout double: at most 3 cards in each suit they bid.
  If points >= 12
  If length of my right opponent's first bid suit <= 3
  If length of my left opponent's first bid suit <= 3 or my left opponent has not bid
  Bid Double
  Means "12+ points and at most 3 cards in the suits bid."

  # 1NT in the pass-out seat: 11–15.
  If number of passes = 2
  If points 11 to 15
  If hand is balanced
  Bid 1 NoTrump
`);

describe('responses, rebids, conventions, competition', () => {
  it('after 1♣: hearts first with 4-4, a single raise only unbalanced', () => {
    expect(callOf(decideFor(responses, 'KJ32.Q432.32.432', '1C Pass'))).toBe('1H');
    expect(callOf(decideFor(responses, 'KJ32.Q43.32.5432', '1C Pass'))).toBe('1S');
    expect(callOf(decideFor(responses, '432.K3.Q2.J65432', '1C Pass'))).toBe('2C');
    expect(callOf(decideFor(responses, '432.K32.Q2.J6543', '1C Pass'))).toBe('1NT');
    // A passed hand (North passed first) responds too; not so on its next turn.
    expect(callOf(decideFor(responses, 'KJ32.Q432.32.432', 'Pass Pass 1C Pass'))).toBe('1H');
  });

  it('completes a transfer, answers 2♣ with 2♦', () => {
    expect(callOf(decideFor(responses, 'AK2.K32.KQ32.432', '1NT Pass 2D Pass'))).toBe('2H');
    expect(callOf(decideFor(responses, '432.432.5432.432', '2C Pass'))).toBe('2D');
  });

  it('a reverse', () => {
    expect(callOf(decideFor(responses, '2.AKJ3.AQJ32.K32', '1D Pass 1S Pass'))).toBe('2H');
  });

  it('Blackwood: 5♣ with none or four', () => {
    expect(callOf(decideFor(responses, 'A2.AKJ3.AQJ32.A3', '1D Pass 4NT Pass'))).toBe('5C');
    expect(callOf(decideFor(responses, 'K2.KQJ3.KQJ32.K3', '1D Pass 4NT Pass'))).toBe('5C');
    expect(callOf(decideFor(responses, 'A2.KQJ3.KQJ32.K3', '1D Pass 4NT Pass'))).toBe('5D');
  });

  it('a takeout double, and 1NT in the pass-out seat', () => {
    // North deals and passes, East opens 1♥: South doubles with 12+ and at most 3 hearts.
    expect(callOf(decideFor(responses, 'AK32.32.KQ32.Q32', 'Pass 1H'))).toBe('X');
    expect(callOf(decideFor(responses, 'AK32.5432.KQ3.Q3', 'Pass 1H'))).toBe('none');
    expect(callOf(decideFor(responses, 'K32.A32.Q432.K32', '1H Pass Pass'))).toBe('1NT');
  });
});
