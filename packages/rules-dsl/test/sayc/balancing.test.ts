import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf, itCalls } from './sheet.ts';

/** Part two, competition: balancing over a weak two or a preempt, and advancing a weak jump overcall. */
const cases: [string, string[], string, string][] = [
  ['13 and a good six-card suit over 3♣', ['3♣', 'Pass', 'Pass'], 'T3.AKT632.Q63.A6', '3♥'],
  ['12, short in their suit', ['2♠', 'Pass', 'Pass'], '4.KJ53.AJ62.Q432', 'X'],
  ['14 balanced with a stopper over 2♥', ['2♥', 'Pass', 'Pass'], 'K32.KJ3.A432.Q32', '2NT'],
  ['8 points: pass', ['2♥', 'Pass', 'Pass'], 'K32.J32.Q432.Q32', 'Pass'],
];

describe('balancing over their weak two or preempt', () => {
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call === 'X' ? 'Double' : call);
      expect(answer.meaning.toLowerCase()).toMatch(/balancing|pass-out seat|nothing to balance/);
    });
  }
});

describe("advancing partner's weak jump overcall at the three level", () => {
  const raises: [string, string, string][] = [
    ['12 points and three hearts: game', 'KJ43.862.AQ.Q752', '4♥'],
    ['4 points and four hearts: the preemptive raise', '8543.J862.Q2.752', '4♥'],
    ['8 points and a doubleton: pass', 'KJ43.86.Q32.J752', 'Pass'],
  ];
  itCalls(['1♠', '3♥', 'Pass'], raises, '1♠ 3♥ Pass: ');
});

describe('balancing when they stop in two after a single raise', () => {
  // They have a fit, so have we (the law of total tricks): a passed hand with 8–15 balances.
  const cases: [string, string[], string, string][] = [
    ['10 points, short in spades: the takeout double', ['1♠', 'Pass', '2♠', 'Pass', 'Pass'], '7.KJ62.AT65.Q872', 'X'],
    ['10 points and five spades over hearts: 2♠', ['1♥', 'Pass', '2♥', 'Pass', 'Pass'], 'KQ962.76.A65.J87', '2♠'],
    ['10 points and three of their spades: pass', ['1♠', 'Pass', '2♠', 'Pass', 'Pass'], 'AT7.T6.AT65.Q872', 'Pass'],
    ['3 points: pass', ['1♠', 'Pass', '2♠', 'Pass', 'Pass'], '7.J962.T865.Q872', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of cases) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(calls));
      expect(answer.call).toBe(call === 'X' ? 'Double' : call);
      expect(answer.meaning.toLowerCase()).toMatch(/balanc/);
    });
  }
});
