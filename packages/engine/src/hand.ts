import { SUITS, SUIT_NAME, SUIT_SYMBOL, card, displayCard, parseCard, parseRank, rankChar, type Suit } from './card.ts';
import { CardSet } from './cardset.ts';
import { err, ok, type EngineError, type Result } from './result.ts';

/** A hand is the set of cards a player holds: 13 at the deal, fewer as cards are played. */
export type Hand = CardSet;

export const HAND_SIZE = 13;

/** Formats a hand as PBN: `AKQ2.K93.T8.QJ43`, spades first, an empty group for a void. */
export function formatHand(hand: CardSet): string {
  return SUITS.map((s) => hand.ranks(s).map(rankChar).join('')).join('.');
}

/** A hand for people: `♠AKQ2 ♥K93 ♦T8 ♣QJ43`, `—` for a void. */
export function displayHand(hand: CardSet): string {
  return SUITS.map((s) => SUIT_SYMBOL[s] + (hand.ranks(s).map(rankChar).join('') || '—')).join(' ');
}

/**
 * The optional size argument of the hand parsers. A default parameter would turn an explicit
 * `undefined` ("any number of cards") into 13, so the parsers tell "left out" from `undefined`.
 */
type SizeArgument = [size?: number | undefined];
const sizeFrom = (args: SizeArgument): number | undefined => (args.length === 0 ? HAND_SIZE : args[0]);

/** Why a hand cannot be read. */
export type HandErrorCode = 'hand-format' | 'unknown-card' | 'duplicate-card' | 'hand-size';

function checkSize(cards: CardSet, size: number | undefined): Result<CardSet, EngineError<'hand-size'>> {
  if (size !== undefined && cards.size !== size) {
    return err('hand-size', `the hand has ${cards.size} card${cards.size === 1 ? '' : 's'}; a hand has ${size}`);
  }
  return ok(cards);
}

/**
 * Reads a PBN hand (`AKQ2.K93.T8.QJ43`, `T` or `10` for the ten, an empty group for a void).
 * With `size` (13 by default) the hand must hold exactly that many cards; pass `undefined` for
 * part of a hand, as in the middle of play.
 */
export function parsePbnHand(text: string, ...sizeArgument: SizeArgument): Result<CardSet, EngineError<HandErrorCode>> {
  const size = sizeFrom(sizeArgument);
  const groups = text.trim().split('.');
  if (groups.length !== 4) {
    return err(
      'hand-format',
      `a PBN hand has four suit groups separated by dots (spades.hearts.diamonds.clubs); '${text}' has ${groups.length}`,
    );
  }
  let hand = CardSet.empty;
  for (let i = 0; i < 4; i++) {
    const suit = SUITS[i] as Suit;
    const group = (groups[i] ?? '').replace(/10/g, 'T');
    for (const ch of group) {
      const rank = parseRank(ch);
      if (rank === undefined) {
        return err('unknown-card', `unknown card '${ch}' in the ${SUIT_NAME[suit]} of '${text}'`);
      }
      const c = card(suit, rank);
      if (hand.has(c)) return err('duplicate-card', `${displayCard(c)} appears twice in the hand`);
      hand = hand.with(c);
    }
  }
  return checkSize(hand, size);
}

/**
 * Reads a list of cards such as the card words of the point-counting document
 * (`sa s10 s7 s6 s2 hq hj h9 ck c4 dk d9 d3`), in any order, separated by spaces or commas,
 * optionally in parentheses.
 */
export function parseCardList(
  input: string | readonly string[],
  ...sizeArgument: SizeArgument
): Result<CardSet, EngineError<HandErrorCode>> {
  const size = sizeFrom(sizeArgument);
  const words =
    typeof input === 'string'
      ? input
          .replace(/[(),]/g, ' ')
          .split(/\s+/)
          .filter((w) => w !== '')
      : input;
  let hand = CardSet.empty;
  for (const w of words) {
    const parsed = parseCard(w);
    if (!parsed.ok) return parsed;
    if (hand.has(parsed.value)) return err('duplicate-card', `${displayCard(parsed.value)} appears twice in the hand`);
    hand = hand.with(parsed.value);
  }
  return checkSize(hand, size);
}

/** Reads a hand in either form: a PBN hand (it has dots) or a list of cards. */
export function parseHand(input: string | readonly string[], ...sizeArgument: SizeArgument): Result<CardSet, EngineError<HandErrorCode>> {
  if (typeof input === 'string' && input.includes('.')) return parsePbnHand(input, ...sizeArgument);
  return parseCardList(input, ...sizeArgument);
}
