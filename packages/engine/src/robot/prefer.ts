import { SUITS, cardHcp, rankOf, suitOf, type Card, type Strain, type Suit } from '../card.ts';
import { CardSet } from '../cardset.ts';
import { dummyOf } from '../auction.ts';
import { currentTrick, trickWinner, type Play } from '../play.ts';
import { partnerOf, sideOf, type Seat } from '../seat.ts';
import { attitudeCard, countCard } from './signals.ts';

/**
 * How a robot chooses among cards the double-dummy samples rate the same. The samples cannot
 * tell them apart, so the choice is a matter of style and of what partner can read from it.
 * Kept modest, as a good club player would play:
 * - the declaring side plays the lowest of equal cards (and wins with the lowest that wins);
 * - a defender leading leads partner's suit (one partner showed four or more cards in), else a suit
 *   with a sequence, else the longest; the top of a sequence headed by an honour (K from KQJ, Q
 *   from QJ9…), otherwise fourth best from four or more cards, the top of a doubleton, low from three;
 * - a defender following to partner's lead gives the attitude signal of signals.ts (the highest
 *   spot card with an honour in the suit, otherwise the lowest); following to declarer's lead,
 *   the count signal (with an even number of cards the second lowest spot card, else the lowest);
 * - any seat discarding throws the lowest card of its weakest side suit (fewest points), keeping
 *   trumps for last.
 */

const bySuitThenRank = (a: Card, b: Card): number => a - b;
const lowest = (cards: readonly Card[]): Card | undefined => [...cards].sort((a, b) => rankOf(a) - rankOf(b))[0];

const suitHcp = (hand: CardSet, suit: Suit): number => hand.ofSuit(suit).toArray().reduce((n, c) => n + cardHcp(c), 0);

/** The top card of the run of touching cards in `hand` that `c` belongs to, counting played cards as gone. */
function sequenceTop(c: Card, hand: CardSet, gone: CardSet): Card {
  let top = c;
  for (let next = top + 1; next < 52 && suitOf(next) === suitOf(c); next++) {
    if (hand.has(next)) top = next;
    else if (!gone.has(next)) break;
  }
  return top;
}

/** A card of `suit` from a sequence of at least two touching cards headed by a ten or better, if held. */
function honourSequenceTop(hand: CardSet, suit: Suit, gone: CardSet): Card | undefined {
  for (const c of hand.ofSuit(suit)) {
    const top = sequenceTop(c, hand, gone);
    if (rankOf(top) < 10) continue;
    // The next card below the top that is still in play must be ours too.
    let below = top - 1;
    while (below >= 0 && suitOf(below) === suit && gone.has(below)) below--;
    if (below >= 0 && suitOf(below) === suit && hand.has(below)) return top;
  }
  return undefined;
}

/** The leading card a defender prefers in `suit`, by the conventions above. */
function defenderLead(hand: CardSet, suit: Suit, gone: CardSet): Card | undefined {
  const sequence = honourSequenceTop(hand, suit, gone);
  if (sequence !== undefined) return sequence;
  const cards = hand.ofSuit(suit).toArray(); // high to low
  if (cards.length >= 4) return cards[3];
  if (cards.length === 2) return cards[0];
  return cards[cards.length - 1];
}

/**
 * The opening leads worth solving: in each suit the standard lead, and in a trump contract an ace
 * the standard lead would underlead. Other cards of a suit seldom lead better, and solving fewer
 * cards lets the budget cover more layouts where it is tightest, with all 52 cards still out.
 */
export function openingLeadCandidates(hand: CardSet, strain: Strain, gone: CardSet): CardSet {
  let candidates = CardSet.empty;
  for (const suit of SUITS) {
    const lead = defenderLead(hand, suit, gone);
    if (lead === undefined) continue;
    candidates = candidates.with(lead);
    const top = hand.ofSuit(suit).toArray()[0];
    if (strain !== 'NT' && top !== undefined && rankOf(top) === ACE) candidates = candidates.with(top);
  }
  return candidates;
}

const ACE = 14;
const JACK = 11;
const TEN = 10;

/**
 * The leads worth solving for the declaring side: in each suit the top card, the cards ten or
 * better and the lowest card.
 */
export function declarerLeadCandidates(hand: CardSet): CardSet {
  let candidates = CardSet.empty;
  for (const suit of SUITS) {
    const cards = hand.ofSuit(suit).toArray(); // high to low
    for (const [i, c] of cards.entries()) if (i === 0 || i === cards.length - 1 || rankOf(c) >= TEN) candidates = candidates.with(c);
  }
  return candidates;
}

/**
 * The leads worth solving for a defender on lead after the opening lead: in each suit the standard
 * lead, the honours (jack or better) and the lowest card. Middle spot cards seldom lead better
 * than these, and the fewer cards solved the more layouts the budget covers.
 */
export function defenceLeadCandidates(hand: CardSet, gone: CardSet): CardSet {
  let candidates = CardSet.empty;
  for (const suit of SUITS) {
    const cards = hand.ofSuit(suit).toArray(); // high to low
    const lead = defenderLead(hand, suit, gone);
    if (lead !== undefined) candidates = candidates.with(lead);
    for (const c of cards) if (rankOf(c) >= JACK) candidates = candidates.with(c);
    const low = cards[cards.length - 1];
    if (low !== undefined) candidates = candidates.with(low);
  }
  return candidates;
}

export interface PreferContext {
  readonly play: Play;
  /** Cards gone in completed tricks (cards of the trick in progress still count as present). */
  readonly gone: CardSet;
  /** The suits the partner of the seat on turn showed four or more cards in, in the auction. */
  readonly partnerSuits?: readonly Suit[];
}

/** Chooses among `candidates` (legal cards rated equal, of the seat on turn) by the conventions above. */
export function preferCard(candidates: readonly Card[], context: PreferContext): Card | undefined {
  const { play, gone } = context;
  const seat: Seat = play.turn;
  const hand = play.hands[seat];
  const declarerSide = sideOf(seat) === sideOf(play.contract.declarer);
  const trump = play.contract.strain;
  const sorted = [...candidates].sort(bySuitThenRank);
  const trick = currentTrick(play);
  const led = trick?.cards[0];

  if (led === undefined) {
    if (declarerSide) return lowest(sorted);
    // A defender's lead: among the suits rated equal, partner's, else one with a sequence, else the longest.
    const suits = SUITS.filter((s) => sorted.some((c) => suitOf(c) === s));
    const partners = suits.find((s) => context.partnerSuits?.includes(s) === true);
    const withSequence = suits.find((s) => honourSequenceTop(hand, s, gone) !== undefined);
    const suit = partners ?? withSequence ?? [...suits].sort((a, b) => hand.count(b) - hand.count(a))[0];
    if (suit === undefined) return lowest(sorted);
    const wanted = defenderLead(hand, suit, gone);
    if (wanted !== undefined && sorted.includes(wanted)) return wanted;
    return lowest(sorted.filter((c) => suitOf(c) === suit));
  }

  const ledSuit = suitOf(led.card);
  if (hand.count(ledSuit) === 0) {
    // Discarding or ruffing: from the side suit with the fewest points; trumps last.
    const suits = SUITS.filter((s) => sorted.some((c) => suitOf(c) === s));
    const order = [...suits].sort((a, b) => Number(a === trump) - Number(b === trump) || suitHcp(hand, a) - suitHcp(hand, b) || hand.count(b) - hand.count(a));
    const suit = order[0];
    return lowest(sorted.filter((c) => suitOf(c) === suit));
  }

  if (declarerSide) return lowest(sorted);
  const partner = partnerOf(seat);
  const partnerWinning = trick !== undefined && trick.cards.length > 0 && trickWinner(trick.cards, trump) === partner;
  if (led.seat === partner || partnerWinning) {
    // The attitude rule's card (signals.ts), when it is among the cards rated equal.
    const signal = attitudeCard(hand, ledSuit);
    return signal !== undefined && sorted.includes(signal) ? signal : lowest(sorted);
  }
  if (led.seat === play.contract.declarer || led.seat === dummyOf(play.contract)) {
    // The count rule's card (signals.ts), when it is among the cards rated equal.
    const signal = countCard(hand, ledSuit);
    return signal !== undefined && sorted.includes(signal) ? signal : lowest(sorted);
  }
  return lowest(sorted);
}
