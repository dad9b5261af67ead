import { highCardPoints, isBalanced, type CardSet, type Suit } from '@tenace/engine';

/**
 * The SAYC sheet's part one (systems/sayc-sheet.txt), written straight from the sheet's words and nothing
 * else — not from systems/sayc.rules — so that the book can be checked against an independent
 * reading.
 *
 * `sheetCalls(section, hand)` returns every call the sheet allows for the hand in that situation,
 * written as the sheet writes calls (`1♣`, `1NT`, `Pass`). Where the sheet leaves a choice, every
 * call it allows is in the set; where it says nothing, the set is empty.
 *
 * How this reading settles what the sheet leaves open:
 *
 * - "Points" are high-card points (the sheet says so). "No four-card major" means no major of four
 *   cards or more, "a four-card major" a major of four or more, as the sheet uses both.
 * - "Balanced" is 4-3-3-3, 4-4-3-2 or 5-3-3-2 (the engine's `isBalanced`, the game's definition).
 * - Openings: a balanced hand in a notrump opening's range opens that notrump, not a suit: the 1NT
 *   line's "(a five-card major too)" says the notrump openings take the balanced hands. 22+ is 2♣
 *   whatever the shape.
 * - "The longest suit (with two five-card suits, the higher)": a suit no other suit outnumbers,
 *   and between equally long suits the higher-ranking one, also for 6-6. So 5♥-5♦ opens 1♥, and a
 *   five-card major shorter than a minor opens the minor ("clubs are the longest suit").
 * - 1♣/1♦ with no five-card major: the longer minor; 4-4 1♦, 3-3 1♣ as the sheet says; with equal
 *   minors of five or more (5-5, 6-6) the sheet gives no tie rule, so both are allowed.
 * - A weak two's "good six-card suit" is exactly six cards holding two of A K Q, or three of
 *   A K Q J 10. A preempt's "seven hearts" is exactly seven; "seven or more clubs" seven or more.
 * - Responses: the sheet's 4-4 rule ("with 4-4 in the majors, hearts first") only settles 4-4; with
 *   a five-card major and another four- or five-card major, both one-level major responses are
 *   allowed. Lines that overlap (1♦ and 2NT with four diamonds after 1♣, 1♠ and 2♥ after 1♥, a
 *   transfer and Stayman, …) are all allowed: the sheet orders none of them.
 * - "4+ clubs (3 with no other suit to bid)": a 2♣ on three clubs is allowed when no other call of
 *   the situation is.
 * - Stayman "8+ points and (usually) a four-card major": allowed with 8+ and a four-card major.
 *   "(Usually)" describes the hand Stayman typically holds; it names no hand without a major that
 *   should bid it, so it licenses nothing on its own: with no four-card major and more points than
 *   the notrump raises cover (20+ over 1NT, 15+ over 2NT) the sheet is silent. "Any
 *   strength" transfers are allowed whatever the points, so with a five-card major and few points
 *   both the transfer and Pass are allowed.
 * - Opener's rebids: "a minimum with nothing else to show" (1♦–1♠ 2♦, 1♠–2♦ 2♠) and "with no
 *   better call" (1♦–1♠ 3NT) are allowed only when no other call of the situation fits. "A good
 *   6+ spades" is good as the weak twos define a good suit (two of the top three honours, or
 *   three of the top five). Opener is assumed to hold an opening the sheet allows; the rebid
 *   ranges are read as written (1♥–2♥ Pass: 12–15).
 * - Stayman answers: 2♥ with 4+ hearts; 2♠ with 4+ spades and fewer than four hearts; 2♦ with
 *   neither major of four. The transfer is completed with any hand.
 */

interface Facts {
  readonly points: number;
  readonly S: number;
  readonly H: number;
  readonly D: number;
  readonly C: number;
  readonly balanced: boolean;
  readonly hand: CardSet;
}

const factsOf = (hand: CardSet): Facts => ({
  points: highCardPoints(hand),
  S: hand.count('S'),
  H: hand.count('H'),
  D: hand.count('D'),
  C: hand.count('C'),
  balanced: isBalanced(hand),
  hand,
});

const between = (x: number, low: number, high: number): boolean => x >= low && x <= high;
const noFourCardMajor = (f: Facts): boolean => f.H < 4 && f.S < 4;
const hasVoid = (f: Facts): boolean => f.S === 0 || f.H === 0 || f.D === 0 || f.C === 0;

/** Two of the top three honours (A K Q), or three of the top five (A K Q J 10). */
function isGoodSuit(hand: CardSet, suit: Suit): boolean {
  const ranks = hand.ranks(suit);
  const topThree = ranks.filter((r) => r >= 12).length;
  const topFive = ranks.filter((r) => r >= 10).length;
  return topThree >= 2 || topFive >= 3;
}

const RANK_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** "The longest suit": none longer, and the higher of equally long suits. */
function isTheLongestSuit(f: Facts, suit: Suit): boolean {
  const mine = f[suit];
  for (const other of RANK_ORDER) {
    if (other === suit) continue;
    if (f[other] > mine) return false;
    if (f[other] === mine && RANK_ORDER.indexOf(other) < RANK_ORDER.indexOf(suit)) return false;
  }
  return true;
}

type Allowed = Set<string>;

/** Adds the call when its test holds; the tests read as the sheet's line, one line per call. */
function collect(lines: ReadonlyArray<readonly [string, boolean]>): Allowed {
  return new Set(lines.filter(([, holds]) => holds).map(([call]) => call));
}

function openings(f: Facts): Allowed {
  if (f.points >= 22) return new Set(['2♣']);
  if (f.balanced && between(f.points, 20, 21)) return new Set(['2NT']);
  if (f.balanced && between(f.points, 15, 17)) return new Set(['1NT']);
  if (between(f.points, 12, 21)) {
    const majors = collect([
      ['1♠', f.S >= 5 && isTheLongestSuit(f, 'S')],
      ['1♥', f.H >= 5 && isTheLongestSuit(f, 'H')],
    ]);
    if (majors.size > 0) return majors;
    const fiveCardMajor = f.S >= 5 || f.H >= 5;
    const minors = new Set<string>();
    // "Clubs/diamonds are the longest suit" (here no major is the longest, as the majors were tried).
    if (isTheLongestSuit(f, 'D') || (f.D === f.C && f.D >= 5 && f.D >= f.S && f.D >= f.H)) minors.add('1♦');
    if (isTheLongestSuit(f, 'C') || (f.D === f.C && f.C >= 5 && f.C >= f.S && f.C >= f.H)) minors.add('1♣');
    // "Or the longer minor with no five-card major (4-4 in the minors: 1♦; 3-3: 1♣)."
    if (!fiveCardMajor) {
      if (f.D > f.C || (f.D === 4 && f.C === 4)) minors.add('1♦');
      if (f.C > f.D || (f.D === 3 && f.C === 3)) minors.add('1♣');
    }
    return collect([...minors].map((c) => [c, c === '1♣' ? f.C >= 3 : f.D >= 3] as const));
  }
  const weak = collect([
    ['2♦', between(f.points, 5, 11) && f.D === 6 && isGoodSuit(f.hand, 'D') && noFourCardMajor(f) && !hasVoid(f)],
    ['2♥', between(f.points, 5, 11) && f.H === 6 && isGoodSuit(f.hand, 'H') && f.S < 4 && !hasVoid(f)],
    ['2♠', between(f.points, 5, 11) && f.S === 6 && isGoodSuit(f.hand, 'S') && f.H < 4 && !hasVoid(f)],
    ['3♣', between(f.points, 5, 11) && f.C >= 7],
    ['3♦', between(f.points, 5, 11) && f.D >= 7],
    ['3♥', between(f.points, 5, 11) && f.H === 7],
    ['3♠', between(f.points, 5, 11) && f.S === 7],
    ['4♥', between(f.points, 5, 11) && f.H >= 8],
    ['4♠', between(f.points, 5, 11) && f.S >= 8],
  ]);
  return weak.size > 0 ? weak : new Set(['Pass']);
}

/** 1♥ and 1♠ over a minor: 6+ and four; with 4-4 in the majors, hearts first. */
const oneLevelMajors = (f: Facts): Array<readonly [string, boolean]> => [
  ['1♥', f.points >= 6 && f.H >= 4],
  ['1♠', f.points >= 6 && f.S >= 4 && !(f.H === 4 && f.S === 4)],
];

function afterOneClub(f: Facts): Allowed {
  return collect([
    ['1♦', f.points >= 6 && f.D >= 4 && noFourCardMajor(f)],
    ...oneLevelMajors(f),
    ['1NT', between(f.points, 6, 10) && noFourCardMajor(f) && f.D < 4],
    ['2♣', between(f.points, 6, 10) && f.C >= 5 && noFourCardMajor(f) && !f.balanced],
    ['2NT', between(f.points, 13, 15) && f.balanced && noFourCardMajor(f)],
    ['3♣', between(f.points, 11, 12) && f.C >= 5 && noFourCardMajor(f)],
    ['3NT', between(f.points, 16, 17) && f.balanced && noFourCardMajor(f)],
    ['Pass', f.points <= 5],
  ]);
}

function afterOneDiamond(f: Facts): Allowed {
  return collect([
    ...oneLevelMajors(f),
    ['1NT', between(f.points, 6, 10) && noFourCardMajor(f)],
    ['2♣', f.points >= 11 && f.C >= 4 && noFourCardMajor(f)],
    ['2♦', between(f.points, 6, 10) && f.D >= 4 && noFourCardMajor(f) && !f.balanced],
    ['2NT', between(f.points, 13, 15) && f.balanced && noFourCardMajor(f)],
    ['3♦', between(f.points, 11, 12) && f.D >= 4 && noFourCardMajor(f)],
    ['3NT', between(f.points, 16, 17) && f.balanced && noFourCardMajor(f)],
    ['Pass', f.points <= 5],
  ]);
}

/** Adds 2♣ on three clubs where nothing else is allowed ("3 with no other suit to bid"). */
function withThreeCardClubs(f: Facts, others: Allowed): Allowed {
  if (others.size === 0 && f.points >= 11 && f.C === 3) return new Set(['2♣']);
  return others;
}

function afterOneHeart(f: Facts): Allowed {
  const lines = collect([
    ['1♠', f.points >= 6 && f.S >= 4],
    ['1NT', between(f.points, 6, 10) && f.H < 3 && f.S < 4],
    ['2♣', f.points >= 11 && f.C >= 4],
    ['2♦', f.points >= 11 && f.D >= 4],
    ['2♥', between(f.points, 6, 10) && f.H >= 3],
    ['2NT', f.points >= 13 && f.H >= 4],
    ['3♥', between(f.points, 11, 12) && f.H >= 3],
    ['Pass', f.points <= 5],
  ]);
  return withThreeCardClubs(f, lines);
}

function afterOneSpade(f: Facts): Allowed {
  const lines = collect([
    ['1NT', between(f.points, 6, 10) && f.S < 3],
    ['2♣', f.points >= 11 && f.C >= 4],
    ['2♦', f.points >= 11 && f.D >= 4],
    ['2♥', f.points >= 11 && f.H >= 5],
    ['2♠', between(f.points, 6, 10) && f.S >= 3],
    ['2NT', f.points >= 13 && f.S >= 4],
    ['3♠', between(f.points, 11, 12) && f.S >= 3],
    ['Pass', f.points <= 5],
  ]);
  return withThreeCardClubs(f, lines);
}

/** The responses to 1NT (level 1) or 2NT (level 2): transfers, Stayman, and the raises by points. */
function afterNotrump(f: Facts, level: 1 | 2): Allowed {
  // Over 2NT the conventional calls are a level higher: 3♣ Stayman, 3♦ and 3♥ transfers.
  const up = (call: string): string => (level === 1 ? call : `${Number(call[0]) + 1}${call.slice(1)}`);
  const raises = collect(
    level === 1
      ? [
          ['2NT', between(f.points, 8, 9) && noFourCardMajor(f)],
          ['3NT', between(f.points, 10, 15) && noFourCardMajor(f)],
          ['4NT', between(f.points, 16, 17) && noFourCardMajor(f)],
          ['6NT', between(f.points, 18, 19) && noFourCardMajor(f)],
          ['Pass', f.points <= 7],
        ]
      : [
          ['3NT', between(f.points, 5, 10) && noFourCardMajor(f)],
          ['4NT', between(f.points, 11, 12) && noFourCardMajor(f)],
          ['6NT', between(f.points, 13, 14) && noFourCardMajor(f)],
          ['Pass', f.points <= 4],
        ],
  );
  const staymanPoints = level === 1 ? 8 : 5;
  const lines = collect([
    [up('2♦'), f.H >= 5],
    [up('2♥'), f.S >= 5],
    [up('2♣'), f.points >= staymanPoints && !noFourCardMajor(f)],
  ]);
  for (const call of raises) lines.add(call);
  return lines;
}

function afterOneHeartTwoHearts(f: Facts): Allowed {
  return collect([
    ['3♥', between(f.points, 16, 18)],
    ['4♥', between(f.points, 19, 21)],
    ['Pass', between(f.points, 12, 15)],
  ]);
}

function afterOneHeartThreeHearts(f: Facts): Allowed {
  return collect([
    ['4♥', f.points >= 14],
    ['Pass', between(f.points, 12, 13)],
  ]);
}

/** Adds the "nothing else to show" / "no better call" lines only when no other line fits. */
function withFallbacks(lines: Allowed, fallbacks: Array<readonly [string, boolean]>): Allowed {
  if (lines.size > 0) return lines;
  return collect(fallbacks);
}

function afterOneDiamondOneSpade(f: Facts): Allowed {
  const lines = collect([
    ['1NT', between(f.points, 12, 14) && f.balanced],
    ['2♣', between(f.points, 12, 18) && f.C >= 4],
    ['2♥', f.points >= 16 && f.H >= 4 && f.D > f.H && f.D >= 5],
    ['2♠', between(f.points, 12, 15) && f.S >= 4],
    ['2NT', between(f.points, 18, 19) && f.balanced],
    ['3♣', between(f.points, 19, 21) && f.C >= 4 && f.D >= 5],
    ['3♦', between(f.points, 16, 18) && f.D >= 6],
    ['3♠', between(f.points, 16, 18) && f.S >= 4],
    ['4♠', between(f.points, 19, 21) && f.S >= 4],
  ]);
  return withFallbacks(lines, [
    ['2♦', between(f.points, 12, 15) && f.D >= 5],
    ['3NT', between(f.points, 19, 21)],
  ]);
}

function afterOneSpadeTwoDiamonds(f: Facts): Allowed {
  const lines = collect([
    ['2♥', f.points >= 12 && f.H >= 4],
    ['2NT', between(f.points, 12, 14) && f.balanced],
    ['3♣', f.points >= 15 && f.C >= 4],
    ['3♦', f.points >= 12 && f.D >= 4],
    ['3♠', f.points >= 16 && f.S >= 6 && isGoodSuit(f.hand, 'S')],
    ['3NT', between(f.points, 18, 19) && f.balanced],
  ]);
  return withFallbacks(lines, [['2♠', between(f.points, 12, 15) && f.S >= 5]]);
}

function staymanAnswers(f: Facts): Allowed {
  return collect([
    ['2♥', f.H >= 4],
    ['2♠', f.S >= 4 && f.H < 4],
    ['2♦', f.H < 4 && f.S < 4],
  ]);
}

const SITUATIONS: Readonly<Record<string, (f: Facts) => Allowed>> = {
  Openings: openings,
  'After 1♣': afterOneClub,
  'After 1♦': afterOneDiamond,
  'After 1♥': afterOneHeart,
  'After 1♠': afterOneSpade,
  'After 1NT': (f) => afterNotrump(f, 1),
  'After 2NT': (f) => afterNotrump(f, 2),
  'After 1♥ – 2♥': afterOneHeartTwoHearts,
  'After 1♥ – 3♥': afterOneHeartThreeHearts,
  'After 1♦ – 1♠': afterOneDiamondOneSpade,
  'After 1♠ – 2♦': afterOneSpadeTwoDiamonds,
  'After 1NT – 2♣': staymanAnswers,
  'After 1NT – 2♦': () => new Set(['2♥']),
};

/** The situations this oracle reads, in the sheet's headings. */
export const ORACLE_SECTIONS: readonly string[] = Object.keys(SITUATIONS);

/** Every call the sheet allows for `hand` under `section` (empty where the sheet says nothing). */
export function sheetCalls(section: string, hand: CardSet): ReadonlySet<string> {
  const read = SITUATIONS[section];
  if (read === undefined) throw new Error(`the oracle does not read the situation '${section}'`);
  return read(factsOf(hand));
}
