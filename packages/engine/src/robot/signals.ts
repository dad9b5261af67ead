import { rankOf, suitOf, type Card, type Suit } from '../card.ts';
import { CardSet } from '../cardset.ts';
import { type Contract } from '../auction.ts';
import { currentTrick, trickWinner, type Play, type PlayedCard, type Trick } from '../play.ts';
import { partnerOf, sideOf, type Seat } from '../seat.ts';

/**
 * Attitude signals: one rule that the robots both give (choose.ts, prefer.ts) and read (sample.ts),
 * so that a reading can never contradict the card given.
 *
 * When a defender leads a suit for the first time, its card still wins the trick after second
 * hand's, and partner, third to play, follows with a card that does not overtake, that card is a
 * signal: the rule's card (attitudeCard) from the hand partner held, the highest spot card (nine
 * or lower) holding an honour (king or ace), else the lowest card. A card that overtakes is
 * played to win, not to signal, and says nothing. The signaller plays no other card that does not
 * overtake (signalRuleCards), so the reader may keep exactly the layouts in which the rule,
 * applied to the signaller's hand, gives the card it saw (fitsSignals): the reading is the rule
 * itself, not a guess at what is high or low. It is a condition on the sampled layouts, held as
 * long as the auction's ranges are held, and given up first (see sample.ts).
 */

/**
 * The honours that encourage: king or better. With lesser honours too, play.bench lost more
 * tricks in all (declarer / defence, deals 0–99: 0.531 / 0.771 from the jack, 0.490 / 0.760
 * from the queen, 0.458 / 0.740 from the king; deals 100–199: 0.742 / 0.866, 0.691 / 0.887,
 * 0.680 / 0.897).
 */
const HONOUR = 13;
const SPOT_LIMIT = 10;

const isHonour = (c: Card): boolean => rankOf(c) >= HONOUR;

/** Whether a hand holds an honour (king or ace) of `suit`. */
export const holdsHonour = (hand: CardSet, suit: Suit): boolean => hand.ofSuit(suit).toArray().some(isHonour);

/**
 * The rule: the card a defender gives as its attitude signal in `suit` from `hand` (its cards at
 * the time): the highest spot card holding an honour (encouraging), otherwise (or with no spot
 * card) the lowest. Undefined when it holds none of the suit.
 */
export function attitudeCard(hand: CardSet, suit: Suit): Card | undefined {
  const cards = hand.ofSuit(suit).toArray(); // high to low
  const spot = cards.find((c) => rankOf(c) < SPOT_LIMIT);
  return spot !== undefined && cards.some(isHonour) ? spot : cards[cards.length - 1];
}

/**
 * The suit in which the third card of a trick is read as an attitude signal, given the tricks
 * before it and the trick's first two cards: a suit a defender leads for the first time, its card
 * still winning the trick after second hand's. When second hand's card wins, third hand plays to
 * the trick (to win it, or to keep a card over second hand's), and its card says nothing.
 */
function signalSuit(earlier: readonly Trick[], cards: readonly PlayedCard[], contract: Contract): Suit | undefined {
  const [lead] = cards;
  if (lead === undefined || cards.length !== 2 || sideOf(lead.seat) === sideOf(contract.declarer)) return undefined;
  if (trickWinner(cards, contract.strain) !== lead.seat) return undefined;
  const suit = suitOf(lead.card);
  return earlier.some((t) => t.cards[0] !== undefined && suitOf(t.cards[0].card) === suit) ? undefined : suit;
}

/** Whether `card`, played third to `cards`, is read as a signal in `suit`: of the suit, and not winning the trick so far. */
const readsAsSignal = (card: Card, suit: Suit, cards: readonly PlayedCard[], contract: Contract): boolean => {
  const signaller = partnerOf(cards[0]?.seat ?? 'N');
  return suitOf(card) === suit && trickWinner([...cards, { seat: signaller, card }], contract.strain) !== signaller;
};

/**
 * The cards among `cards` (legal cards of the seat on turn) that the seat may play without its
 * partner, or declarer, misreading it: when its card is read as a signal, the cards that win the
 * trick so far and the rule's card; otherwise all of them.
 */
export function signalRuleCards(play: Play, cards: readonly Card[]): Card[] {
  const trick = currentTrick(play);
  if (trick === undefined) return [...cards];
  const suit = signalSuit(play.tricks.slice(0, -1), trick.cards, play.contract);
  if (suit === undefined) return [...cards];
  const rule = attitudeCard(play.hands[play.turn], suit);
  return cards.filter((c) => c === rule || !readsAsSignal(c, suit, trick.cards, play.contract));
}

/** What one signal showed: the signaller gave `card`, the rule's card in `suit` from the hand it held then. */
export interface AttitudeSignal {
  readonly suit: Suit;
  readonly card: Card;
  /** The cards the signaller had played before the signal (not in its hand at the time). */
  readonly before: CardSet;
}

/** The attitude signals the defenders have given, as `observer` reads them (it reads none of its own). */
export function attitudeSignals(play: Play, observer: Seat): Record<Seat, AttitudeSignal[]> {
  const signals: Record<Seat, AttitudeSignal[]> = { N: [], E: [], S: [], W: [] };
  const playedBy: Record<Seat, CardSet> = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
  for (const [i, trick] of play.tricks.entries()) {
    const answer = trick.cards[2];
    if (answer !== undefined && answer.seat !== observer) {
      const firstTwo = trick.cards.slice(0, 2);
      const suit = signalSuit(play.tricks.slice(0, i), firstTwo, play.contract);
      if (suit !== undefined && readsAsSignal(answer.card, suit, firstTwo, play.contract)) {
        signals[answer.seat].push({ suit, card: answer.card, before: playedBy[answer.seat] });
      }
    }
    for (const pc of trick.cards) playedBy[pc.seat] = playedBy[pc.seat].with(pc.card);
  }
  return signals;
}

/** Whether a sampled hand as dealt (`dealt`: its cards now and every card it played) would have given the seat's signals by the rule. */
export function fitsSignals(dealt: CardSet, signals: readonly AttitudeSignal[]): boolean {
  for (const s of signals) if (attitudeCard(dealt.diff(s.before), s.suit) !== s.card) return false;
  return true;
}
