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
  '1C Pass 1S Pass 1NT Pass 2D Pass|K84.A73.Q4.AJ852': "the book's answer to new minor forcing jumps with a maximum (14)",
  '1S Pass 1NT Pass 2H Pass|84.K873.Q952.K63': "the book raises opener's second suit with five (a four-card raise is not written)",
  '2C Pass 2D Pass 2S Pass 3S Pass|AKQJ73.AK4.A5.K3': 'after 2♣ – 2♦ – 2♠ – 3♠ the robot places game; Blackwood there is not written',
  '1H Pass 3H Pass|A4.AKJ73.AQ52.K3': "the sheet's own rule after 1♥ – 3♥ (4♥ with 14+) decides, kept word for word",
  '1H X|KQ84..J9752.Q852': 'over their double the book bids a five-card suit at two (not forcing) before a four-card major at one',
  // Round two (past-the-sheet-cases-round-two.ts), the first run's disagreements.
  '1S X|84.KQJ973.852.63': 'the book jumps in a six-card suit over their double (weak jump shift) rather than bidding it at two',
  '1NT Pass 2D Pass|AK4.KQ73.K84.Q52': "part one's completion of the transfer decides (the sheet's rule, kept word for word)",
  '1NT Pass 2H Pass|KQ73.AK4.K84.Q52': 'the super-accept is not written; the book completes the transfer',
  '1NT Pass 2D Pass 2H Pass|84.KQJ973.A85.63': 'the book bids game with six hearts and 10 (the invitation stops at 9)',
  '1NT Pass 2D Pass 2H Pass 3H Pass|AQ4.K73.KJ4.Q952': 'opener accepts the six-card invitation with any three trumps',
  '1C Pass 1H Pass|4.AQ84.AK5.AQJ73':
    'the book plays splinters (its convention "Splinter bids"): 3♠ shows this hand; SAYC players without them bid 4♥',
  '1S Pass 3S Pass 4NT Pass 5H Pass|AKQ73.A4.KQ84.K3': 'asking for kings with all the aces is not written; placement bids six',
  '1H Pass 2NT Pass 3H Pass 3S Pass|K3.AKJ73.KQ4.A52': 'answering a cue bid with a cue bid is not written; the book asks for aces',
  // Round three (past-the-sheet-cases-round-three.ts): the first run's disagreements that remain.
  '1C Pass 1S Pass 2D Pass|KJ84.Q73.Q852.53':
    "after a reverse the book's minimum (6–9) bids 2NT or a preference; raising the reverse suit is kept for 10+ (forcing to game)",
  '1H Pass 2H Pass|A4.AKJ973.J52.Q3': "the sheet's own rule after 1♥ – 2♥ (pass with a minimum) decides, kept word for word",
  '1S Pass 1NT Pass 2H Pass|Q84.73.K852.J963':
    'the case is inconsistent: with three spades and 6 the book raises 1♠ to 2♠, so its 1NT denies three; the book passes 2♥',
  '2H Pass 2NT Pass 3S Pass|KJ4.K3.AQ52.J963':
    'after the feature the book bids game in the major with two trumps and 14; 3NT is not written',
  '1NT Pass 2D Pass 2H Pass|K3.KJ842.AQ52.63':
    "the book's new suit after a transfer needs shortness (a 5-4 with both other suits covered bids 3NT, the choice of games)",
  '1S X 2S|Q4.KJ73.Q852.963': "the book's responsive double over their raise shows four hearts and values; 3♥ would show five",
  '1S 2S|KJ84.5.AQ852.K63': 'over their Michaels the book raises a major to game with four trumps and 11+ before the double',
  '1H 2NT|K4.Q73.KJ852.Q63': 'over their Unusual 2NT the book raises a major to game with three trumps and 11+ before the double',
  '1D 2NT Pass|K84.Q73.J52.Q963': 'over the Unusual 2NT (hearts and clubs) the book prefers the major with three',
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
    expect(Object.keys(KNOWN_DISAGREEMENTS)).toHaveLength(22);
    expect(PAST_SHEET_CASES).toHaveLength(598);
  });
});
