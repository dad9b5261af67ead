import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/** Part two, competition: responder after their 1NT overcall of partner's opening. */
const cases: [string, string, string][] = [
  ['3 points and six spades: to play', 'QJT642.965.T75.6', '2♠'],
  ['6 points and three hearts: a competitive raise', 'Q42.K75.J8642.93', '2♥'],
  ['4 points, nothing to show: pass', '9742.K75.J864.93', 'Pass'],
];

describe('responding after their 1NT overcall', () => {
  for (const [edge, pbn, call] of cases) {
    it(`1♥ 1NT: ${edge} → ${call}`, () => {
      const answer = bookAnswer(handOf(pbn), auctionOf(['1♥', '1NT']));
      expect(answer.call).toBe(call);
      expect(answer.meaning).toMatch(/1NT|to play|competitive raise/);
    });
  }
});

describe("the overcaller after partner's raise", () => {
  const raises: [string, string[], string, string][] = [
    ['16 points opposite a preemptive jump raise: game', ['1♦', '1♠', 'Pass', '3♠', 'Pass'], 'AQJ84.K532.2.AQ6', '4♠'],
    ['12 points opposite a preemptive jump raise: pass', ['1♦', '1♠', 'Pass', '3♠', 'Pass'], 'AQJ84.K532.32.Q6', 'Pass'],
    ['17 points opposite a single raise: game', ['1♦', '1♠', 'Pass', '2♠', 'Pass'], 'AKJ84.A532.2.KQ6', '4♠'],
    ['14 points opposite a single raise: pass', ['1♦', '1♠', 'Pass', '2♠', 'Pass'], 'AQJ84.K532.2.Q62', 'Pass'],
  ];
  for (const [edge, calls, pbn, call] of raises) {
    it(`${calls.join(' ')}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(calls)).call).toBe(call);
    });
  }
});
