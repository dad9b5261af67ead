import { describe, expect, it } from 'vitest';
import { auctionOf, bookAnswer, handOf } from './sheet.ts';

/** Part two: responder after asking with 2NT over a weak two, and opener's answer. */
const cases: [string, string, string, string][] = [
  ['a maximum with a feature, two hearts: game in hearts', '3♦', 'AQJ7.Q7.Q83.AQ85', '4♥'],
  ['a maximum with a feature, a heart void: 3NT', '3♦', 'AQJ76..Q83.AQ852', '3NT'],
  ['a minimum and 17: pass', '3♥', 'AQJ7.Q7.Q83.AQ85', 'Pass'],
  ['a minimum and 21, two hearts: game in hearts', '3♥', 'AKJ7.Q7.KQ3.AQ85', '4♥'],
];

describe('responder after 2♥ – 2NT and opener’s answer', () => {
  for (const [edge, answer, pbn, call] of cases) {
    it(`2♥ 2NT ${answer}: ${edge} → ${call}`, () => {
      expect(bookAnswer(handOf(pbn), auctionOf(['2♥', 'Pass', '2NT', 'Pass', answer, 'Pass'])).call).toBe(call);
    });
  }
});
