import { describe, expect, it } from 'vitest';
import { expectedCall, robotCallForCase } from '../../scripts/past-sheet-check.ts';
import { PAST_SHEET_CASES, PAST_SHEET_FAMILIES, type PastSheetCase } from '../fixtures/past-the-sheet-cases.ts';

/**
 * Issue 50's families past the sheet (test/fixtures/past-the-sheet-cases.ts, written before the
 * robots were run on them): every case the robots now bid as SAYC does is asserted; the cases
 * they do not meet yet are listed here with the reason, and each must still disagree (a case that
 * comes right moves out of the list).
 */
const KNOWN_DISAGREEMENTS: Readonly<Record<string, string>> = {
  '1NT 2H|Q73.KJ4.J952.Q74': 'placement bids game with 24 together; no rule for an invitational 2NT over their overcall yet',
  '1NT 2S|74.KJ963.J73.Q52': 'placement competes in notrump; no rule passes a weak five-card suit below their overcall yet',
  '1NT 2D|KT8.Q5.963.AKJ94': 'placement bids 3NT without a diamond stopper; the forcing three-level minor is not written yet',
  '1NT X Pass|9.J97532.863.742': "no rule takes partner's penalty double of 1NT out into a weak long suit yet",
  '1NT X 2C|K4.Q73.J52.KJ963': 'no penalty double of their escape from 1NT doubled yet',
  '1NT 2D Pass|KJ9764.A3.4.Q852': "advancing partner's overcall of 1NT with a new six-card major is left to placement, which passes",
  '1NT|Q6.KJ9842.A7.853': 'the book overcalls 1NT only with a good suit (two of the top three honours)',
  '1H Pass Pass X Pass|84.KQT95.A73.K42': 'the trap pass of a balancing double is not written; placement bids',
  '1S 2D Pass Pass X Pass|84.973.KQT93.A84': 'the trap pass of a reopening double is not written; placement bids 3NT',
  '1S 2D Pass Pass X Pass|Q4.Q9762.84.J853': "part one's pass with under 6 points decides (the sheet's rule, kept word for word)",
  '1S Pass 1NT Pass|AKJ73.AQ84.A4.K3': 'the book rebids 3NT with 19–21 balanced-ish; the jump shift is not preferred with a 5-4-2-2',
  '1H Pass 2C Pass|AK73.AQJ84.Q3.52': "opener's high reverse after a two-over-one is not written; the book rebids the five-card major",
  '1C Pass 1S Pass 1NT Pass 2D Pass|K84.A73.Q4.AJ852': "the book's answer to new minor forcing jumps with a maximum (14)",
  '1S Pass 1NT Pass 2H Pass|84.K873.Q952.K63': "the book raises opener's second suit with five (a four-card raise is not written)",
  '2C Pass 2D Pass 2S Pass 3S Pass|AKQJ73.AK4.A5.K3': 'after 2♣ – 2♦ – 2♠ – 3♠ the robot places game; Blackwood there is not written',
  '1H Pass 3H Pass|A4.AKJ73.AQ52.K3': "the sheet's own rule after 1♥ – 3♥ (4♥ with 14+) decides, kept word for word",
  '1S Pass 3S Pass|AKJ73..AKQ4.K832': 'control-showing cue bids after a limit raise are not written',
  '1S Pass 3S Pass 4D Pass|Q984.A73.J52.KQ3': 'answering a cue bid with a cue bid is not written',
  '1H X|KQ84..J9752.Q852': 'over their double the book bids a five-card suit at two (not forcing) before a four-card major at one',
  '1S Pass Pass|.KJ84.QT52.KJ873': 'the book balances with a five-card suit at two before the double',
};

const key = (c: PastSheetCase): string => `${c.auction}|${c.hand}`;

describe('past the sheet: issue 50 families', () => {
  for (const family of PAST_SHEET_FAMILIES) {
    describe(family, () => {
      for (const c of PAST_SHEET_CASES.filter((x) => x.family === family)) {
        const known = KNOWN_DISAGREEMENTS[key(c)];
        if (known === undefined)
          it(`${c.auction || '(opening)'} with ${c.hand} → ${c.call} (${c.source})`, () => {
            expect(robotCallForCase(c)).toBe(expectedCall(c));
          });
        else
          it(`known disagreement: ${c.auction} with ${c.hand} (SAYC ${c.call}): ${known}`, () => {
            expect(robotCallForCase(c)).not.toBe(expectedCall(c));
          });
      }
    });
  }

  it('every known disagreement names a case, and they are counted', () => {
    const keys = new Set(PAST_SHEET_CASES.map(key));
    for (const k of Object.keys(KNOWN_DISAGREEMENTS)) expect(keys.has(k), k).toBe(true);
    expect(Object.keys(KNOWN_DISAGREEMENTS)).toHaveLength(20);
    expect(PAST_SHEET_CASES).toHaveLength(187);
  });
});
