import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CardSet,
  STRENGTH_PHRASES,
  SUIT_REFERENCES,
  card,
  evaluateHand,
  handDistPoints,
  highCardPoints,
  isBalanced,
  parseCard,
  parsePbnHand,
  resolveSuitReference,
  shape,
  strengthBand,
  suitStrength,
  suitStrengthValue,
  unwrap,
  type Suit,
  type SuitReference,
} from '../src/index.ts';
import { bridgeVal, cardValue, countSuit, suitCounts, suitDistPoints, suitsByLength } from '../src/evaluate.ts';
import { parseCardList } from '../src/hand.ts';
import type { Rank } from '../src/card.ts';

/** A hand written as the point-counting document writes it: card words, any number of cards. */
const words = (text: string): CardSet => unwrap(parseCardList(text, undefined));
const pbn = (text: string): CardSet => unwrap(parsePbnHand(text));
const oneCard = (text: string): number => unwrap(parseCard(text));

// The two full hands of the point-counting document (002_…).
const HAND_14 = 'sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3';
const HAND_8 = 'h3 d7 sk s3 c10 dq d8 s9 s4 d10 c7 d4 s2';

describe('point counting: every example of the point-counting document', () => {
  it('card-val', () => {
    expect(cardValue(oneCard('cq'))).toBe(2);
    expect(cardValue(oneCard('s7'))).toBe(0);
    expect(cardValue(oneCard('ha'))).toBe(4);
  });

  it('high-card-points', () => {
    expect(highCardPoints(words('sa s10 hq ck c4'))).toBe(9);
    expect(highCardPoints(words(HAND_14))).toBe(13);
  });

  it('count-suit', () => {
    expect(countSuit('S', words('sa s10 hq ck c4'))).toBe(2);
    expect(countSuit('C', words(HAND_14))).toBe(2);
    expect(countSuit('D', words(HAND_8))).toBe(5);
  });

  it('suit-counts, in the document order spades, hearts, clubs, diamonds', () => {
    expect(suitCounts(words('sa s10 hq ck c4'))).toEqual([2, 1, 2, 0]);
    expect(suitCounts(words(HAND_14))).toEqual([5, 3, 2, 3]);
    expect(suitCounts(words(HAND_8))).toEqual([5, 1, 2, 5]);
  });

  it('suit-dist-points', () => {
    expect(suitDistPoints(2)).toBe(1);
    expect(suitDistPoints(7)).toBe(0);
    expect(suitDistPoints(0)).toBe(3);
  });

  it('hand-dist-points', () => {
    expect(handDistPoints(words(HAND_14))).toBe(1);
    expect(handDistPoints(words(HAND_8))).toBe(3);
  });

  it('bridge-val', () => {
    expect(bridgeVal(words(HAND_14))).toBe(14);
    expect(bridgeVal(words(HAND_8))).toBe(8);
  });

  it('the prose example: two aces, a king, two jacks and eight other cards is 13 points', () => {
    expect(highCardPoints(words('sa ha sk cj dj s2 s3 s4 h2 h3 h4 d2 d3'))).toBe(13);
  });

  it('the prose rules: ace 4, king 3, queen 2, jack 1, two to ten nothing; singleton 2, void 3', () => {
    const values: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1, T: 0, '9': 0, '8': 0, '2': 0 };
    for (const [rank, value] of Object.entries(values)) {
      for (const suit of ['S', 'H', 'D', 'C']) expect(cardValue(oneCard(suit + rank))).toBe(value);
    }
    expect(suitDistPoints(1)).toBe(2);
    expect(suitDistPoints(3)).toBe(0);
    expect(suitDistPoints(13)).toBe(0);
  });

  it('a whole pack holds 40 high-card points', () => {
    expect(highCardPoints(CardSet.full)).toBe(40);
  });

  it('high-card points are the sum of the card values, bridge-val adds distribution, for any hand', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 13, maxLength: 13 }), (cards) => {
        const hand = CardSet.fromCards(cards);
        const sum = cards.reduce((total, c) => total + cardValue(c), 0);
        expect(highCardPoints(hand)).toBe(sum);
        const counts = suitCounts(hand);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(13);
        expect(handDistPoints(hand)).toBe(counts.reduce((total, n) => total + suitDistPoints(n), 0));
        expect(bridgeVal(hand)).toBe(highCardPoints(hand) + handDistPoints(hand));
      }),
    );
  });
});

/** A holding in one suit, ranks as PBN writes them: 'AKQ', 'T98', '' for a void. */
const holding = (suit: Suit, ranks: string): CardSet =>
  CardSet.fromSuitMask(suit, unwrap(parsePbnHand(`${ranks}...`, undefined)).suitMask('S'));

/** Every 13-bit holding of one suit, as rank masks. */
const ALL_MASKS = Array.from({ length: 1 << 13 }, (_, m) => m);

describe('top-card strength of a suit (rule language, 000_…)', () => {
  it('gives each card its documented value', () => {
    const values: [Rank, number][] = [
      [14, 14],
      [13, 13],
      [12, 12],
      [11, 11],
      [10, 10],
      [9, 9],
      [8, 1],
      [7, 1],
      [6, 1],
      [5, 1],
      [4, 1],
      [3, 1],
      [2, 1],
    ];
    for (const suit of ['S', 'H', 'D', 'C'] as const) {
      for (const [rank, value] of values) expect(suitStrengthValue(CardSet.empty.with(card(suit, rank)), suit)).toBe(value);
    }
  });

  it('adds the values of the suit only', () => {
    const hand = pbn('AK2.QJ.T98.76543');
    expect(suitStrengthValue(hand, 'S')).toBe(14 + 13 + 1);
    expect(suitStrengthValue(hand, 'H')).toBe(12 + 11);
    expect(suitStrengthValue(hand, 'D')).toBe(10 + 9 + 1);
    expect(suitStrengthValue(hand, 'C')).toBe(5);
    expect(suitStrengthValue(pbn('AKQJT98765432...'), 'H')).toBe(0);
    expect(suitStrengthValue(CardSet.full, 'C')).toBe(76);
  });

  // The document's table: lowest and highest total of each band, with its phrase.
  const TABLE: [number, number, string][] = [
    [62, 76, '6 top cards'],
    [55, 61, '5 top cards'],
    [43, 54, '4 top cards'],
    [36, 42, '3 strong top cards'],
    [34, 35, '3 medium top cards'],
    [32, 33, '3 weak top cards'],
    [28, 31, '2 strong top cards'],
    [26, 27, '2 medium top cards'],
    [22, 25, '2 weak top cards'],
    [17, 21, '1 strong top card'],
    [13, 16, '1 weak top card'],
    [0, 12, '0 top cards'],
  ];

  it('lists the twelve phrases weakest first, as the "Allowed Values" list reversed', () => {
    expect([...STRENGTH_PHRASES]).toEqual(TABLE.map(([, , phrase]) => phrase).reverse());
  });

  it.each(TABLE)('totals %i to %i read "%s", both edges included', (low, high, phrase) => {
    expect(STRENGTH_PHRASES[strengthBand(low)]).toBe(phrase);
    expect(STRENGTH_PHRASES[strengthBand(high)]).toBe(phrase);
  });

  it.each(TABLE)('real holdings totalling %i and %i read "%s"', (low, high, phrase) => {
    for (const total of [low, high]) {
      const mask = ALL_MASKS.find((m) => suitStrengthValue(CardSet.fromSuitMask('D', m), 'D') === total);
      expect(mask, `a diamond holding totalling ${total}`).toBeDefined();
      expect(suitStrength(CardSet.fromSuitMask('D', mask ?? 0), 'D')).toBe(phrase);
    }
  });

  it('reads familiar holdings', () => {
    expect(suitStrength(holding('S', ''), 'S')).toBe('0 top cards');
    expect(suitStrength(holding('S', 'Q'), 'S')).toBe('0 top cards'); // 12
    expect(suitStrength(holding('S', 'K'), 'S')).toBe('1 weak top card'); // 13
    expect(suitStrength(holding('S', 'A432'), 'S')).toBe('1 strong top card'); // 17
    expect(suitStrength(holding('H', 'AK'), 'H')).toBe('2 medium top cards'); // 27
    expect(suitStrength(holding('H', 'AK32'), 'H')).toBe('2 strong top cards'); // 29
    expect(suitStrength(holding('D', 'AKQ'), 'D')).toBe('3 strong top cards'); // 39
    expect(suitStrength(holding('D', 'QJT'), 'D')).toBe('3 weak top cards'); // 33
    expect(suitStrength(holding('C', 'AKQJ'), 'C')).toBe('4 top cards'); // 50
    expect(suitStrength(holding('C', 'AKQJ98'), 'C')).toBe('5 top cards'); // 60
    expect(suitStrength(holding('C', 'AKQJT2'), 'C')).toBe('5 top cards'); // 61
    expect(suitStrength(holding('C', 'AKQJT32'), 'C')).toBe('6 top cards'); // 62
  });

  it('never weakens when a card is added to a suit', () => {
    const weakened: number[] = [];
    for (const m of ALL_MASKS) {
      const before = strengthBand(suitStrengthValue(CardSet.fromSuitMask('H', m), 'H'));
      for (let bit = 0; bit < 13; bit++) {
        const after = strengthBand(suitStrengthValue(CardSet.fromSuitMask('H', m | (1 << bit)), 'H'));
        if (after < before) weakened.push(m);
      }
    }
    expect(weakened).toEqual([]);
  });
});

describe('shape and balance', () => {
  it('writes the shape longest first', () => {
    expect(shape(pbn('AKQ2.K93.T8.QJ43'))).toBe('4-4-3-2');
    expect(shape(pbn('2.K93.AKQT8.QJ43'))).toBe('5-4-3-1');
    expect(shape(pbn('AKQJT98765432...'))).toBe('13-0-0-0');
  });

  it.each([
    ['4-3-3-3', 'AK32.Q32.K32.432'],
    ['4-4-3-2', 'AK32.Q32.K3.5432'],
    ['5-3-3-2', '32.AKQ32.K32.432'],
  ])('%s is balanced', (expected, hand) => {
    expect(shape(pbn(hand))).toBe(expected);
    expect(isBalanced(pbn(hand))).toBe(true);
  });

  it.each([
    ['5-4-2-2', 'AK.Q5432.K2.5432'],
    ['6-3-2-2', 'AK.Q65432.K2.432'],
    ['4-4-4-1', 'AK32.Q432.K432.2'],
    ['5-4-3-1', 'AK32.Q5432.K32.2'],
    ['7-2-2-2', 'AK.QJ65432.K2.32'],
  ])('%s is not balanced', (expected, hand) => {
    expect(shape(pbn(hand))).toBe(expected);
    expect(isBalanced(pbn(hand))).toBe(false);
  });

  it('evaluateHand reports what the evaluation endpoint needs', () => {
    const hand = words(HAND_14);
    expect(evaluateHand(hand)).toEqual({
      hcp: 13,
      distributionPoints: 1,
      total: 14,
      lengths: { S: 5, H: 3, D: 3, C: 2 },
      strength: {
        S: suitStrength(hand, 'S'),
        H: suitStrength(hand, 'H'),
        D: suitStrength(hand, 'D'),
        C: suitStrength(hand, 'C'),
      },
      shape: '5-3-3-2',
      balanced: true,
    });
    // ♠A10762 = 14+10+3 = 27, ♥QJ9 = 32, ♦K93 = 23, ♣K4 = 14.
    expect(evaluateHand(hand).strength).toEqual({
      S: '2 medium top cards',
      H: '3 weak top cards',
      D: '2 weak top cards',
      C: '1 weak top card',
    });
  });
});

describe('suit references and their ties', () => {
  const ref = (hand: string, reference: SuitReference): Suit => resolveSuitReference(pbn(hand), reference);

  it('longest, second, third longest and shortest follow length', () => {
    const hand = '2.AK32.QJ432.432'; // 1-4-5-3
    expect(ref(hand, 'longest suit')).toBe('D');
    expect(ref(hand, 'second longest suit')).toBe('H');
    expect(ref(hand, 'third longest suit')).toBe('C');
    expect(ref(hand, 'shortest suit')).toBe('S');
  });

  it('equal lengths put the higher-ranking suit first; the shortest is then the lower-ranking', () => {
    const flat = '432.432.432.AKQJ'; // 3-3-3-4
    expect(ref(flat, 'longest suit')).toBe('C');
    expect(ref(flat, 'second longest suit')).toBe('S');
    expect(ref(flat, 'third longest suit')).toBe('H');
    expect(ref(flat, 'shortest suit')).toBe('D');
    expect(suitsByLength(pbn('5432.5432.32.432'))).toEqual(['S', 'H', 'C', 'D']);
    expect(ref('5432.5432.32.432', 'shortest suit')).toBe('D');
    expect(ref('5432.32.5432.432', 'longest suit')).toBe('S');
  });

  it('longer and shorter major: the longer one; hearts is the longer when they are equal', () => {
    expect(ref('AKQ32.432.32.432', 'longer major')).toBe('S');
    expect(ref('AKQ32.432.32.432', 'shorter major')).toBe('H');
    expect(ref('432.AKQ32.32.432', 'longer major')).toBe('H');
    expect(ref('432.AKQ32.32.432', 'shorter major')).toBe('S');
    expect(ref('AKQ2.5432.32.432', 'longer major')).toBe('H');
    expect(ref('AKQ2.5432.32.432', 'shorter major')).toBe('S');
  });

  it('longer and shorter minor: the longer one; diamonds is the longer when they are equal', () => {
    expect(ref('432.432.32.AKQ32', 'longer minor')).toBe('C');
    expect(ref('432.432.32.AKQ32', 'shorter minor')).toBe('D');
    expect(ref('432.432.AKQ32.32', 'longer minor')).toBe('D');
    expect(ref('432.432.AKQ32.32', 'shorter minor')).toBe('C');
    expect(ref('5432.2.5432.AKQJ', 'longer minor')).toBe('D');
    expect(ref('5432.2.5432.AKQJ', 'shorter minor')).toBe('C');
  });

  it('best, second, third, fourth suit: by length, then top-card strength, then rank', () => {
    // 4-4-3-2 with the stronger four-card suit in hearts.
    const hand = '5432.AKQ2.K32.32';
    expect(ref(hand, 'best suit')).toBe('H');
    expect(ref(hand, 'second suit')).toBe('S');
    expect(ref(hand, 'third suit')).toBe('D');
    expect(ref(hand, 'fourth suit')).toBe('C');
    // Length beats strength: a weak five-card suit is better than a strong four-card one.
    expect(ref('AKQJ.65432.32.32', 'best suit')).toBe('H');
    // Equal length and strength: the higher-ranking suit.
    expect(ref('432.32.AK32.AK32', 'best suit')).toBe('D');
    expect(ref('432.32.AK32.AK32', 'second suit')).toBe('C');
  });

  it('every reference names a suit, and the ordered references name four different suits', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 13, maxLength: 13 }), (cards) => {
        const hand = CardSet.fromCards(cards);
        for (const r of SUIT_REFERENCES) expect(['S', 'H', 'D', 'C']).toContain(resolveSuitReference(hand, r));
        const byLength = (['longest suit', 'second longest suit', 'third longest suit', 'shortest suit'] as const).map((r) =>
          resolveSuitReference(hand, r),
        );
        const byQuality = (['best suit', 'second suit', 'third suit', 'fourth suit'] as const).map((r) => resolveSuitReference(hand, r));
        expect(new Set(byLength).size).toBe(4);
        expect(new Set(byQuality).size).toBe(4);
        const counts = byLength.map((s) => hand.count(s));
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        expect(hand.count(byQuality[0] ?? 'S')).toBe(hand.count(byLength[0] ?? 'S'));
        expect(resolveSuitReference(hand, 'longer major')).not.toBe(resolveSuitReference(hand, 'shorter major'));
        expect(resolveSuitReference(hand, 'longer minor')).not.toBe(resolveSuitReference(hand, 'shorter minor'));
      }),
    );
  });
});
