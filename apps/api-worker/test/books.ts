/**
 * Books of one's own for the tests: SAYC with a weak notrump, and hostile books as large as the
 * store allows, written to make a robot's call as dear as a book can. No Node module: the workerd
 * tests import this too.
 */
import { SAYC_SOURCE } from '@tenace/rules-dsl';

/** The 1NT opening of the SAYC book as its source writes it. */
const SAYC_1NT = 'If points 15 to 17\n  If hand is balanced\n  Bid 1 NoTrump';

/** SAYC with 1NT opened on 12–14 points: the points line of the 1NT opening edited in a copy of the source. */
export function weakNoTrumpSource(): string {
  if (!SAYC_SOURCE.includes(SAYC_1NT)) throw new Error("the SAYC book's 1NT opening is no longer written as this test edits it");
  return SAYC_SOURCE.replace(SAYC_1NT, 'If points 12 to 14\n  If hand is balanced\n  Bid 1 NoTrump');
}

/** A balanced 13 count: SAYC opens 1♦, the weak notrump 1NT. */
export const BALANCED_13 = 'AKJ.Q32.K532.532';

/**
 * Auctions to ask /bid about, North dealing: from an opening to a 24-call competitive auction, which
 * is SAYC's dearest of them (by the steps it takes); a robot that places a contract reads every call.
 */
export const BID_AUCTIONS: readonly (readonly string[])[] = [
  [],
  ['1H', 'Pass'],
  ['1S', '2H', '2S', '3H', 'Pass', 'Pass'],
  ['1C', '1H', '1S', '2H', '2NT', 'Pass', '3NT', 'Pass', 'Pass'],
  '1C X XX 1D X XX 1H X XX 1S X XX 1NT X XX 2C X XX 2D X XX 2H X XX'.split(' '),
];

/**
 * `situations` situations with no When line, so each applies to every call, of `rules` rules each
 * whose tests on the auction hold and whose last test, on the hand, fails for nearly every hand:
 * every call decided or read by it tries every rule and test. Each rule weighs 6 + `more` steps
 * (itself, a test, an `or` of two, `more` tests, and the failing test).
 */
const everywhere = (situations: number, rules: number, more = 0): string =>
  Array.from({ length: situations }, (_, s) =>
    [
      `Situation "Everywhere ${s + 1}"`,
      ...Array.from({ length: rules }, (_, r) =>
        [
          '  If I have not redoubled',
          '  If we are not vulnerable or we are vulnerable',
          ...Array.from({ length: more }, () => '  If no one has redoubled'),
          '  If points = 37',
          `  Bid ${1 + (r % 7)} NoTrump`,
          '',
        ].join('\n'),
      ),
    ].join('\n'),
  ).join('\n');

/**
 * As `everywhere`, but every other rule a Set rule whose tests, on the auction, hold: it records the
 * type of partner's last bid, so every earlier call of both sides is replayed through the book to
 * rebuild what was recorded, and every call read too.
 */
const settingEverywhere = (situations: number, rules: number): string =>
  Array.from({ length: situations }, (_, s) =>
    [
      `Situation "Everywhere ${s + 1}"`,
      ...Array.from({ length: rules }, (_, r) =>
        (r % 2 === 0
          ? [
              '  If I have not redoubled',
              '  If we are not vulnerable or we are vulnerable',
              "  Set my partner's last bid to single raise",
              '',
            ]
          : [
              '  If I have not redoubled',
              '  If we are not vulnerable or we are vulnerable',
              '  If points = 37',
              `  Bid ${1 + (r % 7)} NoTrump`,
              '',
            ]
        ).join('\n'),
      ),
    ].join('\n'),
  ).join('\n');

/** Books just inside the store's limits, each hostile in its own way. */
export const HOSTILE_BOOKS: readonly { readonly name: string; readonly source: string }[] = [
  { name: '8 situations of 200 rules that all fail late', source: everywhere(8, 200) },
  { name: '1,000 situations of one rule that fails late', source: everywhere(1000, 1, 3) },
  { name: '9 situations of 200 rules, every other one recording a bid type', source: settingEverywhere(9, 200) },
  {
    name: 'a test of 5,000 alternatives joined by or, in each of two rules',
    source: `Situation "Long or"\n${'  If points = 37 or '.concat('points = 37 or '.repeat(4998), 'points = 37\n  Bid 1 Clubs\n\n').repeat(2)}`,
  },
  {
    name: 'rules that could have made every pass, of lists of 200 calls and meanings of 500 placeholders',
    source: `Situation "Passes"\n${`  If my partner's last bid is ${Array.from({ length: 200 }, (_, i) => `${1 + (i % 7)} ${['Clubs', 'Diamonds', 'Hearts', 'Spades', 'NoTrump'][i % 5]}`).join(' or ')} or pass\n  If points = 37\n  Bid Pass\n  Means "${'{suit} '.repeat(500)}"\n\n`.repeat(9)}`,
  },
];
