import { STRENGTH_PHRASES, SUIT_REFERENCES, type Suit, type SuitReference } from '@tenace/engine';

/**
 * The words of the language, in one place: the phrase lists of the complex-phrases document (000_…)
 * verbatim, and the words this language adds. The parser, the checker, the suggestions and the
 * reference in README.md all read these lists.
 */

/** Suit names as a rule writes them. */
export const SUIT_WORDS: readonly { readonly word: string; readonly suit: Suit }[] = [
  { word: 'Spades', suit: 'S' },
  { word: 'Hearts', suit: 'H' },
  { word: 'Diamonds', suit: 'D' },
  { word: 'Clubs', suit: 'C' },
];

/** Ways of writing no trump in a call; the document writes `NoTrump`. */
export const NOTRUMP_PHRASES: readonly string[] = ['NoTrump', 'No Trump', 'NT'];

/** The suit references resolved in my own hand, as the document lists them (engine order). */
export const HAND_SUIT_REFERENCES: readonly SuitReference[] = SUIT_REFERENCES;

/** Orders of a person's bids: first … twelfth, as the document lists them; `last` is this language's addition. */
export const ORDER_WORDS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** Strength phrases in the document's order, strongest first. */
export const STRENGTH_VALUES: readonly string[] = [...STRENGTH_PHRASES].reverse();

/** Support values, weakest first: no support < good < strong < exceptional. */
export const SUPPORT_VALUES = ['no support', 'good', 'strong', 'exceptional'] as const;
export type SupportValue = (typeof SUPPORT_VALUES)[number];

/** The 36 types of bid, verbatim and in the document's order. */
export const BID_TYPES = [
  'one in a suit',
  'two in a suit',
  'three in a suit',
  'four in a suit',
  'five in a suit',
  'six in a suit',
  'seven in a suit',
  'one no trump',
  'two no trump',
  'three no trump',
  'four no trump',
  'five no trump',
  'six no trump',
  'seven no trump',
  'single raise',
  'double raise',
  'triple raise',
  'new suit at 1 level',
  'new suit at 2 level',
  'jump shift',
  'minimum in suit opened',
  'jump in suit opened',
  'minimum 2 no trump',
  'jump 2 no trump',
  'raise 1 NT to 2 NT',
  'raise 1 level to 2',
  'raise 2 level to 3',
  'raise 2 level to 4',
  'raise 1 level to 4',
  'new suit over 1 level',
  'new suit over 2 level',
  'reverse bid',
  'jump in new suit',
  'pass',
  'double',
  'redouble',
] as const;
export type BidType = (typeof BID_TYPES)[number];

/** Level words of the bid types: index 1 is "one". */
export const LEVEL_WORDS: readonly string[] = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/** Values of `suit of … bid is …` beyond suits: classes of strain. */
export const SUIT_CLASSES: readonly { readonly phrase: string; readonly cls: 'major' | 'minor' | 'any' }[] = [
  { phrase: 'major suit', cls: 'major' },
  { phrase: 'minor suit', cls: 'minor' },
  { phrase: 'any suit', cls: 'any' },
];

/** The three calls that are not bids. */
export const NON_BID_CALLS: readonly { readonly word: string; readonly type: 'pass' | 'double' | 'redouble' }[] = [
  { word: 'Pass', type: 'pass' },
  { word: 'Double', type: 'double' },
  { word: 'Redouble', type: 'redouble' },
];

/** The words that start a line. */
export const LINE_KEYWORDS: readonly string[] = ['Situation', 'When', 'If', 'Set', 'Bid', 'Means', 'Does', 'Value', 'Extends'];

/** Counted features of the hand or auction: `number of aces`. */
export const COUNT_WORDS = ['aces', 'kings', 'queens', 'jacks', 'voids', 'singletons', 'doubletons', 'passes'] as const;
export type CountWord = (typeof COUNT_WORDS)[number];

export const VULNERABILITY_WORDS = ['none', 'both', 'favourable', 'favorable', 'unfavourable', 'unfavorable'] as const;
