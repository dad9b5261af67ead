import {
  rankOf,
  suitOf,
  type Card,
  type Strain,
  type Suit,
  CardSet,
  type Contract,
  currentTrick,
  goneCards,
  playedCards,
  trickWinner,
  type Play,
  type PlayedCard,
  type Trick,
  rotate,
  sideOf,
  type Seat,
} from '@tenace/engine';
import { isOpeningLead } from './leads.ts';

/**
 * Defensive signals: rules that the robots both give (choose.ts, prefer.ts) and read (sample.ts),
 * so that a reading can never contradict the card given. Three signals:
 * - the opening lead: the card led is one of the leads a robot solves from the leader's hand
 *   (leads.ts, isOpeningLead): the standard lead of its suit, or in a trump contract the ace at
 *   its head. A king led shows the queen or a short suit (from the ace and king the ace is led);
 *   a low card is fourth best, or from three cards at most;
 * - attitude: when a defender leads a suit for the first time, its card still wins the trick
 *   after second hand's, and partner, third to play, follows with a card that does not overtake,
 *   that card is the rule's card (attitudeCard) from the hand partner held: the highest spot card
 *   (nine or lower) holding an honour (king or ace), else the lowest card;
 * - count: when the declaring side leads a side suit for the first time, a defender following
 *   with a spot card (nine or lower; fourth hand's not winning the trick) gives the rule's card
 *   (countCard): with an even number of cards the second lowest when it is a spot card
 *   (high-low), else the lowest.
 * A card that wins the trick so far is played to win, not to signal, and says nothing; nor does an
 * honour played to declarer's lead. And one rule for every card a defender plays to a trick it did
 * not lead (following, ruffing or discarding):
 * - the lowest of equals: a defender never plays a card while it holds the next card below it
 *   still in play, when that card is a ten or better (cards gone in finished tricks do not count
 *   between them; those of the trick in progress do). The two are worth the same on every
 *   layout, and the lower is played, so a king that wins denies the queen, and a queen that falls
 *   under the ace denies the jack (restricted choice, as a rule). From the ten up only: a spot
 *   card may be held back by the count rule, and its equal above played instead.
 * The signaller plays no other card that would be read as a signal (signalRuleCards), so the
 * reader may keep exactly the layouts in which the rule, applied to the signaller's hand, gives
 * the card it saw (fitsSignals): the reading is the rule itself, not a guess at what is high or
 * low. It is a condition on the sampled layouts, given up after the caller's tests and before the
 * auction's ranges (see sample.ts).
 */

/** The honours that encourage: king or better; from the queen or the jack too, the robots lost more tricks. */
const HONOUR = 13;
/** Cards below this rank (nine or lower) are spot cards: the ones a signal is given with. */
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
 * The count rule: the card a defender gives from `hand` (its cards at the time) following in
 * `suit`: with an even number of cards the second lowest, when it is a spot card (nine or lower),
 * otherwise (or with an odd number) the lowest. The second lowest rather than the highest: it
 * shows the same and keeps the higher spots. Undefined when it holds none of the suit.
 */
export function countCard(hand: CardSet, suit: Suit): Card | undefined {
  const cards = hand.ofSuit(suit).toArray(); // high to low
  const n = cards.length;
  const secondLowest = cards[n - 2];
  return n % 2 === 0 && secondLowest !== undefined && rankOf(secondLowest) < SPOT_LIMIT ? secondLowest : cards[n - 1];
}

export type SignalKind = 'lead' | 'attitude' | 'count' | 'equals';

/** The card the attitude and count rules give from a hand, one place for the signaller and the reader. */
const SIGNAL_CARD: Readonly<Record<'attitude' | 'count', (hand: CardSet, suit: Suit) => Card | undefined>> = {
  attitude: attitudeCard,
  count: countCard,
};

/**
 * The card the lowest-of-equals rule (see above) plays instead of `card` when the same hand holds
 * it: the next card below it still in play (`gone`: cards out of play), if it is a ten or better.
 */
function lowerEqual(card: Card, gone: CardSet): Card | undefined {
  for (let c = card - 1; c >= 0 && suitOf(c) === suitOf(card); c--) if (!gone.has(c)) return rankOf(c) >= SPOT_LIMIT ? c : undefined;
  return undefined;
}

function holdsLowerEqual(hand: CardSet, card: Card, gone: CardSet): boolean {
  const lower = lowerEqual(card, gone);
  return lower !== undefined && hand.has(lower);
}

/** Whether the rule of the signal's kind allows its card from `hand` (the signaller's cards at the time). */
const RULE: Readonly<Record<SignalKind, (hand: CardSet, signal: Signal) => boolean>> = {
  lead: (hand, s) => isOpeningLead(hand, s.card, s.strain),
  attitude: (hand, s) => SIGNAL_CARD.attitude(hand, s.suit) === s.card,
  count: (hand, s) => SIGNAL_CARD.count(hand, s.suit) === s.card,
  equals: (hand, s) => !holdsLowerEqual(hand, s.card, s.gone),
};

/** Whether `suit` was led in the tricks before (with `by`, by that seat's side). */
const ledBefore = (earlier: readonly Trick[], suit: Suit, by?: Seat): boolean =>
  earlier.some(
    (t) => t.cards[0] !== undefined && suitOf(t.cards[0].card) === suit && (by === undefined || sideOf(t.cards[0].seat) === sideOf(by)),
  );

/**
 * The signal a card played to a trick would be read as, given the tricks before and the trick's
 * cards before it, if any: attitude for third hand after a defender's first lead of a suit that
 * still wins after second hand's card; count for a defender following to the declaring side's
 * first lead of a side suit. Only the kind and suit: whether the card itself reads as a signal is
 * `readsAsSignal`'s to say.
 */
function signalAt(
  earlier: readonly Trick[],
  cards: readonly PlayedCard[],
  contract: Contract,
): { kind: 'attitude' | 'count'; suit: Suit } | undefined {
  const [lead] = cards;
  if (lead === undefined) return undefined;
  const suit = suitOf(lead.card);
  const seat = rotate(lead.seat, cards.length);
  if (sideOf(lead.seat) === sideOf(contract.declarer)) {
    if (sideOf(seat) === sideOf(contract.declarer) || suit === contract.strain) return undefined;
    return ledBefore(earlier, suit, lead.seat) ? undefined : { kind: 'count', suit };
  }
  // Attitude: third hand, partner's first lead of the suit still winning after second hand's.
  if (cards.length !== 2 || trickWinner(cards, contract.strain) !== lead.seat) return undefined;
  return ledBefore(earlier, suit) ? undefined : { kind: 'attitude', suit };
}

/**
 * Whether `card`, played by `seat` after `cards`, is read as the signal of `kind` in `suit`: a
 * card of the suit that does not win the trick so far, and for count a spot card (nine or lower),
 * since second hand's low card often beats the one led and is still no try to win the trick.
 */
function readsAsSignal(kind: SignalKind, card: Card, seat: Seat, suit: Suit, cards: readonly PlayedCard[], contract: Contract): boolean {
  if (suitOf(card) !== suit) return false;
  if (kind === 'count' && rankOf(card) >= SPOT_LIMIT) return false;
  // Second hand's card cannot yet be said to win: third hand is still to play.
  if (kind === 'count' && cards.length === 1) return true;
  return trickWinner([...cards, { seat, card }], contract.strain) !== seat;
}

/**
 * Whether the play starts from a whole deal (not an ending set up by hand), so that its first
 * card is an opening lead chosen from thirteen cards.
 */
const fromWholeDeal = (play: Play): boolean =>
  play.hands.N.size + play.hands.E.size + play.hands.S.size + play.hands.W.size + play.tricks.reduce((n, t) => n + t.cards.length, 0) ===
  52;

/**
 * The cards among `cards` (legal cards of the seat on turn) that the seat may play without its
 * partner, or declarer, misreading it: at the opening lead, the leads the rule allows; where a card
 * may be read as a signal, the rule's card and the cards that would not be read as one (that win
 * the trick so far; for count, honours too); and a defender not on lead plays no card with its
 * lower equal in hand (the lowest of equals). Otherwise all of them.
 */
export function signalRuleCards(play: Play, cards: readonly Card[]): Card[] {
  const hand = play.hands[play.turn];
  const { strain } = play.contract;
  if (play.tricks.length === 0 && fromWholeDeal(play)) return cards.filter((c) => isOpeningLead(hand, c, strain));
  const trick = currentTrick(play);
  if (trick === undefined || trick.cards.length === 0) return [...cards];
  const defending = sideOf(play.turn) !== sideOf(play.contract.declarer);
  const gone = defending ? goneCards(play) : CardSet.empty;
  const lowestOfEquals = defending ? cards.filter((c) => !holdsLowerEqual(hand, c, gone)) : [...cards];
  const signal = signalAt(play.tricks.slice(0, -1), trick.cards, play.contract);
  if (signal === undefined) return lowestOfEquals;
  const ruleCard = SIGNAL_CARD[signal.kind](hand, signal.suit);
  return lowestOfEquals.filter((c) => c === ruleCard || !readsAsSignal(signal.kind, c, play.turn, signal.suit, trick.cards, play.contract));
}

/** What one signal showed: the signaller gave `card`, a card the rule of its kind allows in `suit` from the hand it held then. */
export interface Signal {
  readonly kind: SignalKind;
  readonly suit: Suit;
  readonly card: Card;
  /** The cards the signaller had played before the signal (not in its hand at the time). */
  readonly before: CardSet;
  /** The cards out of play before the signal's trick (gone in completed tricks, or never dealt in a hand-made ending). */
  readonly gone: CardSet;
  /** The contract's strain (the opening lead's rule depends on it). */
  readonly strain: Strain;
}

/** The signals the defenders have given, as `observer` reads them (it reads none of its own). */
export function signalsGiven(play: Play, observer: Seat): Record<Seat, Signal[]> {
  const signals: Record<Seat, Signal[]> = { N: [], E: [], S: [], W: [] };
  const playedBy: Record<Seat, CardSet> = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
  const { strain, declarer } = play.contract;
  const opening = play.tricks[0]?.cards[0];
  if (opening !== undefined && opening.seat !== observer && fromWholeDeal(play)) {
    signals[opening.seat].push({
      kind: 'lead',
      suit: suitOf(opening.card),
      card: opening.card,
      before: CardSet.empty,
      gone: CardSet.empty,
      strain,
    });
  }
  // Out of play before the first trick: none in a whole deal, those never dealt in an ending.
  let gone = goneCards(play).diff(CardSet.fromCards(playedCards(play)));
  for (const [i, trick] of play.tricks.entries()) {
    const earlier = play.tricks.slice(0, i);
    for (let j = 1; j < trick.cards.length; j++) {
      const answer = trick.cards[j];
      if (answer === undefined || answer.seat === observer) continue;
      const read = { card: answer.card, before: playedBy[answer.seat], gone, strain };
      const before = trick.cards.slice(0, j);
      const signal = signalAt(earlier, before, play.contract);
      if (signal !== undefined && readsAsSignal(signal.kind, answer.card, answer.seat, signal.suit, before, play.contract)) {
        signals[answer.seat].push({ ...signal, ...read });
      }
      // The lowest of equals says nothing of a card with no lower equal, or with it in the trick already.
      const lower = lowerEqual(answer.card, gone);
      if (sideOf(answer.seat) !== sideOf(declarer) && lower !== undefined && !before.some((pc) => pc.card === lower)) {
        signals[answer.seat].push({ kind: 'equals', suit: suitOf(answer.card), ...read });
      }
    }
    for (const pc of trick.cards) playedBy[pc.seat] = playedBy[pc.seat].with(pc.card);
    gone = gone.union(CardSet.fromCards(trick.cards.map((pc) => pc.card)));
  }
  return signals;
}

/** Whether a sampled hand as dealt (`dealt`: its cards now and every card it played) would have given the seat's signals by the rules. */
export function fitsSignals(dealt: CardSet, signals: readonly Signal[]): boolean {
  for (const s of signals) if (!RULE[s.kind](dealt.diff(s.before), s)) return false;
  return true;
}
