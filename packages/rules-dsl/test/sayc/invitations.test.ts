import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf, itCalls } from './sheet.ts';

/** Responder after opener invites over a single raise (part two): 9–10, or 8+ counting shortness, accept. */
const cases: [string, string, string][] = [
  ['9 points', 'Q76.K64.Q32.J962', '4♠'],
  ['6 points and a singleton (8 with shortness)', 'Q76.K643.3.JT962', '4♠'],
  ['6 points, 4-5-2-2 (8 with shortness)', 'K942.K8643.T5.97', '4♠'],
  ['6 points, 3-3-4-3', 'Q76.K64.J432.962', 'Pass'],
];

describe('responder after 1♠ – 2♠ – 3♠', () => {
  itCalls(['1♠', 'Pass', '2♠', 'Pass', '3♠', 'Pass'], cases);
});

describe("responder after 1♠ – 1NT and opener's new suit", () => {
  const after: [string, string, string][] = [
    ['seven diamonds: to play', 'Q9.J73.A987543.T', '2♦'],
    ['two spades, three clubs: a preference', 'Q9.J732.K743.T87', '2♠'],
    ['five clubs and 9: a raise', '9.Q73.K743.KT876', '3♣'],
    ['four clubs and 9: a raise', 'Q9.J73.K742.KT87', '3♣'],
    ['four clubs and 8: pass', 'Q9.J73.Q742.KT87', 'Pass'],
    ['one spade, four clubs: pass', '9.Q732.K743.T876', 'Pass'],
  ];
  itCalls(['1♠', 'Pass', '1NT', 'Pass', '2♣', 'Pass'], after, '1♠ 1NT 2♣: ');
});

describe("a passed hand's rebid as responder", () => {
  it('W deals, three passes, 1♦ – 1♠ – 2♦: responder with a minimum passes (its first call was Pass)', () => {
    const answer = bookAnswer(
      handOf('KT954.JT6.63.A72'),
      auctionOf(['Pass', 'Pass', 'Pass', '1♦', 'Pass', '1♠', 'Pass', '2♦', 'Pass'], 'W'),
    );
    expect(answer.call).toBe('Pass');
    expect(answer.meaning).toBe('A minimum: to play.');
  });
});

describe("responder's six-card suit after opener's 1NT rebid (1♦ – 1♠ – 1NT)", () => {
  // Part two: the length counts, a point for each card past four, so 9–10 with six invite.
  const after: [string, string, string][] = [
    ['9 points and six spades: invites', 'AKQT96.T76.9.743', '3♠'],
    ['12 points and six spades: invites', 'AKQT96.Q76.9.J43', '3♠'],
    ['8 points and six spades: to play', 'AKJT96.T76.9.743', '2♠'],
  ];
  itCalls(['1♦', 'Pass', '1♠', 'Pass', '1NT', 'Pass'], after);
});

describe("responder's six-card major after opener's invitational jump rebid (1♥ – 1♠ – 3♥)", () => {
  const jump = ['1♥', 'Pass', '1♠', 'Pass', '3♥', 'Pass'];
  it('9 points, six spades and a heart void: 3♠, forcing, not 3NT', () => {
    const answer = bookAnswer(handOf('AJT964..K97.J542'), auctionOf(jump));
    expect(answer.call).toBe('3♠');
    expect(answer.meaning).toMatch(/Forcing\.$/);
  });
  it('two hearts: the raise to 4♥ still comes first', () => {
    expect(bookAnswer(handOf('AJT964.84.K97.J5'), auctionOf(jump)).call).toBe('4♥');
  });
  it('five spades and a void: 3NT as before', () => {
    expect(bookAnswer(handOf('AJT96..K972.J542'), auctionOf(jump)).call).toBe('3NT');
  });
});

describe("responder's six-card major after opener rebids its suit (1♦ – 1♥ – 2♦)", () => {
  // Part two: as after 1NT, the length counts, so 9–10 with six invite.
  const after: [string, string, string][] = [
    ['10 points and six hearts: invites', 'Q2.AKJ642.53.743', '3♥'],
    ['12 points and six hearts: invites', 'Q2.AKJ642.Q3.743', '3♥'],
    ['8 points and six hearts: to play', 'T2.AKJ642.53.743', '2♥'],
  ];
  itCalls(['1♦', 'Pass', '1♥', 'Pass', '2♦', 'Pass'], after);
});

describe("responder's six-card spades with game values after 1♥ – 1♠ – 2♥ (opener's six hearts)", () => {
  // Part two, a Choice: two hearts opposite six are a sure eight-card fit; my own six spades win
  // only when good (two of the top three honours) or seven long.
  const after: [string, string, string][] = [
    ['QT8652 and Q6, 14 points: game in hearts', 'QT8652.Q6.AK3.KT', '4♥'],
    ['AKT852 and Q6, 15 points: game in spades', 'AKT852.Q6.K73.K4', '4♠'],
    ['QT86532 and Q6, 13 points: seven spades, game in spades', 'QT86532.Q6.AK3.K', '4♠'],
    ['QT8652 and a singleton heart, 14 points: game in spades', 'QT8652.6.AK3.KQ4', '4♠'],
  ];
  itCalls(['1♥', 'Pass', '1♠', 'Pass', '2♥', 'Pass'], after);
});

describe("responder's new suit with game values after opener rebids its suit (1♣ – 1♥ – 2♣)", () => {
  // Part two, a Choice: an unbalanced hand shows its five-card suit (forcing) rather than guess 3NT.
  const after: [string, string, string][] = [
    ['six diamonds, a club void, 14 points: 2♦, forcing', 'J32.AQ86.AK9763.', '2♦'],
    ['balanced, 14 points: 3NT', 'KJ3.AQ86.K976.Q3', '3NT'],
  ];
  itCalls(['1♣', 'Pass', '1♥', 'Pass', '2♣', 'Pass'], after);
});
