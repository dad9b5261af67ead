import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/**
 * Part two: after opener's jump rebid of 2NT (18–19, 1x – 1y – 2NT) no suit is agreed, so
 * responder's 4NT is quantitative (13–14 balanced, invites 6NT), 15–18 bids 6NT and 19+ 7NT
 * (33 and 37 together); opener accepts the invitation with a maximum and is not answering Blackwood.
 */
const REBID = ['1♣', 'Pass', '1♥', 'Pass', '2NT', 'Pass'];
const ASKED = [...REBID, '4NT', 'Pass'];

describe('responder after the 18–19 jump rebid in notrump', () => {
  const cases: [string, string, string][] = [
    ['7–12: game', 'K32.KJ32.Q32.432', '3NT'],
    ['13–14 balanced: quantitative 4NT', 'K32.AQ32.Q32.Q32', '4NT'],
    ['15–18 balanced: 6NT', 'K32.AQ32.KJ2.KQ2', '6NT'],
    ['19+ balanced: 7NT', 'KQ2.AQ32.AK2.KJ2', '7NT'],
  ];
  for (const [edge, pbn, call] of cases) {
    it(`${REBID.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(REBID));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }

  it('after a two-over-one (2NT there is 12–14) 13–14 does not invite a slam', () => {
    const answer = bookAnswer(handOf('K32.AQ32.Q32.Q32'), auctionOf(['1♠', 'Pass', '2♦', 'Pass', '2NT', 'Pass']));
    expect(answer.call).not.toBe('4NT');
  });
});

describe('opener after the quantitative 4NT', () => {
  it('a maximum (19) accepts: 6NT, not a Blackwood answer', () => {
    const answer = bookAnswer(handOf('AQ2.K3.Q32.AKJ32'), auctionOf(ASKED));
    expect(answer.call).toBe('6NT');
    expect(answer.meaning).toContain('accepts');
  });

  it('a minimum (18) declines: Pass', () => {
    const answer = bookAnswer(handOf('AQ2.K32.J32.AKJ2'), auctionOf(ASKED));
    expect(answer.call).toBe('Pass');
    expect(answer.meaning).toContain('declines');
  });

  it('with a suit agreed 4NT stays Blackwood: 1♠ – 3♠ – 4NT is answered with aces', () => {
    const answer = bookAnswer(handOf('K32.A32.QJ32.J32'), auctionOf(['1♠', 'Pass', '3♠', 'Pass', '4NT', 'Pass']));
    expect(answer.meaning).toMatch(/^Blackwood: /);
  });
});

describe('opener after 1NT – 4NT or 2NT – 4NT, the sheet’s quantitative invitation', () => {
  const cases: [string, string[], string, string][] = [
    ['a maximum, 17: accepts', ['1NT', 'Pass', '4NT', 'Pass'], 'AQ3.KJ3.KQ43.Q43', '6NT'],
    ['16 and a five-card suit: accepts', ['1NT', 'Pass', '4NT', 'Pass'], 'AQ3.KJ3.KQ432.J3', '6NT'],
    ['16 and no five-card suit: declines', ['1NT', 'Pass', '4NT', 'Pass'], 'AQ3.KJ3.KQ43.J43', 'Pass'],
    ['15 and a five-card suit: declines', ['1NT', 'Pass', '4NT', 'Pass'], 'AQ3.QJ3.KQ432.J3', 'Pass'],
    ['a maximum, 21: accepts', ['2NT', 'Pass', '4NT', 'Pass'], 'AQ3.AKJ3.KQ43.Q4', '6NT'],
    ['20 and a five-card suit: accepts', ['2NT', 'Pass', '4NT', 'Pass'], 'AQ3.AK3.KQ432.Q4', '6NT'],
    ['20 and no five-card suit: declines', ['2NT', 'Pass', '4NT', 'Pass'], 'AQ3.AKJ3.KQ43.J4', 'Pass'],
    ['after Stayman, 16 and five diamonds: accepts', ['1NT', 'Pass', '2♣', 'Pass', '2♦', 'Pass', '4NT', 'Pass'], 'AQ3.KJ3.KQ432.J3', '6NT'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(call === 'Pass' ? /declines/ : /accepts/);
    });
  }
});

describe('after opener’s 1NT rebid (12–14), 4NT is quantitative', () => {
  const ONE = ['1♦', 'Pass', '1♠', 'Pass', '1NT', 'Pass'];
  const responder: [string, string, string][] = [
    ['18: game', 'AQ32.KQ3.K32.KJ2', '3NT'],
    ['19–20 balanced: quantitative 4NT', 'AQ32.KQ3.K32.AJ2', '4NT'],
    ['21–24 balanced: 6NT', 'AQ32.KQ3.AK2.KJ2', '6NT'],
    ['25+ balanced: 7NT', 'AKQ2.AQ3.AK2.KQ2', '7NT'],
  ];
  for (const [edge, pbn, call] of responder) {
    it(`${ONE.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(ONE));
      expect(answer.call).toBe(call);
      if (call === '4NT') expect(answer.meaning).toMatch(/^Quantitative/);
    });
  }

  const opener: [string, string[], string, string][] = [
    ['after 1NT, a maximum (14): accepts', ONE, 'K32.KJ3.AQ32.Q32', '6NT'],
    ['after 1NT, 13 and five diamonds: accepts', ONE, 'K3.KJ3.AQ432.Q32', '6NT'],
    ['after 1NT, 13 and no five-card suit: declines', ONE, 'K32.QJ3.AQ32.J32', 'Pass'],
    ['after 2NT, 18 and five clubs: accepts', REBID, 'AQ2.K3.Q32.AKJ32', '6NT'],
    ['after 2NT, 18 and no five-card suit: declines', REBID, 'AQ2.K32.J32.AKJ2', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of opener) {
    it(`${[...calls, '4NT', 'Pass'].join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf([...calls, '4NT', 'Pass']));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(call === 'Pass' ? /declines/ : /accepts/);
    });
  }
});
