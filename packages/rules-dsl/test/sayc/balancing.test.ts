import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/** Balancing over a weak two or a preempt about to be passed out (part two, competition). */
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
