import { err, ok, type EngineError, type Result } from './result.ts';

/** Suits by letter. Ordered high to low as PBN writes them. */
export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** A strain is what a contract is played in. */
export type Strain = Suit | 'NT';
/** Strains in auction order, lowest first: clubs < diamonds < hearts < spades < no trump. */
export const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const SUIT_NAME: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
export const SUIT_SINGULAR: Readonly<Record<Suit, string>> = { S: 'spade', H: 'heart', D: 'diamond', C: 'club' };

/** 0 = clubs … 3 = spades: the auction rank of a suit, and its block of 13 in a card's index. */
export const suitIndex = (suit: Suit): number => (suit === 'C' ? 0 : suit === 'D' ? 1 : suit === 'H' ? 2 : 3);
export const SUIT_BY_INDEX: readonly Suit[] = ['C', 'D', 'H', 'S'];

export const strainIndex = (strain: Strain): number => (strain === 'NT' ? 4 : suitIndex(strain));

/** Rank 2 … 14 (jack 11, queen 12, king 13, ace 14). */
export type Rank = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
/** Ranks high to low. */
export const RANKS: readonly Rank[] = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const RANK_CHARS = '23456789TJQKA';

export const rankChar = (rank: Rank): string => RANK_CHARS.charAt(rank - 2);

/** Reads a rank as PBN and people write it: `A K Q J T 9 … 2`, also `10`, any case. */
export function parseRank(text: string): Rank | undefined {
  const t = text.toUpperCase();
  if (t === '10') return 10;
  if (t.length !== 1) return undefined;
  const i = RANK_CHARS.indexOf(t);
  return i < 0 ? undefined : ((i + 2) as Rank);
}

/**
 * A card is a number 0 … 51: suit index × 13 + (rank − 2). Clubs two is 0, spade ace is 51,
 * so numeric order is clubs-then-rank order and card sets pack into bitsets.
 */
export type Card = number;

export const card = (suit: Suit, rank: Rank): Card => suitIndex(suit) * 13 + (rank - 2);
export const suitOf = (c: Card): Suit => SUIT_BY_INDEX[Math.floor(c / 13)] as Suit;
export const rankOf = (c: Card): Rank => ((c % 13) + 2) as Rank;

/** Canonical form: suit letter then rank, `T` for ten: `SA`, `HT`, `C2`. */
export const formatCard = (c: Card): string => suitOf(c) + rankChar(rankOf(c));
/** For people: `♠A`, `♥10`. */
export const displayCard = (c: Card): string => {
  const r = rankOf(c);
  return SUIT_SYMBOL[suitOf(c)] + (r === 10 ? '10' : rankChar(r));
};

// A Map, not an object: a user's word such as `constructor` must not find a prototype member.
const SYMBOL_TO_SUIT: ReadonlyMap<string, Suit> = new Map(
  Object.entries({
    S: 'S',
    H: 'H',
    D: 'D',
    C: 'C',
    '♠': 'S',
    '♥': 'H',
    '♦': 'D',
    '♣': 'C',
    '♤': 'S',
    '♡': 'H',
    '♢': 'D',
    '♧': 'C',
  } as const),
);

export const parseSuit = (text: string): Suit | undefined => SYMBOL_TO_SUIT.get(text.toUpperCase());

/**
 * Reads a card: `SA`, `HT`, `S10`, `sa`, `♠A`, and the card words of the point-counting
 * document (`s10`, `hq`). Suit first, as both formats write it.
 */
export function parseCard(text: string): Result<Card, EngineError<'unknown-card'>> {
  const t = text.trim();
  const [first] = Array.from(t);
  const suit = first === undefined ? undefined : parseSuit(first);
  const rank = first === undefined ? undefined : parseRank(t.slice(first.length));
  if (suit === undefined || rank === undefined) {
    return err('unknown-card', `unknown card '${text}': write the suit then the rank, as in SA, HT, S10 or ♠A`);
  }
  return ok(card(suit, rank));
}

/** High-card points of one card: ace 4, king 3, queen 2, jack 1. */
export const cardHcp = (c: Card): number => {
  const r = rankOf(c);
  return r > 10 ? r - 10 : 0;
};
