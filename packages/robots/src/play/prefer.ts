import {
  SUITS,
  cardHcp,
  rankOf,
  suitOf,
  type Card,
  type Strain,
  type Suit,
  CardSet,
  dummyOf,
  currentTrick,
  isMaster,
  trickWinner,
  type Play,
  type PlayedCard,
  partnerOf,
  sideOf,
  type Seat,
} from '@tenace/engine';
import { honourSequenceTop, standardLead } from './leads.ts';
import { attitudeCard, countCard } from './signals.ts';

/**
 * How a robot chooses among cards the double-dummy samples rate the same. The samples cannot
 * tell them apart, so the choice is a matter of style and of what partner can read from it.
 * Kept modest, as a good club player would play (what each rule measured against the plainer
 * choice: docs/history/robot-play.md):
 * - the declaring side leads a top card of its suit (no higher card left but its own side's; the
 *   lowest such, when several), else the lowest card: where the samples cannot tell the leads
 *   apart (most often at tricks two to four, on one or two layouts), underleading gave tricks away;
 * - but in no trump, when the choice rests on too few layouts to tell the cards apart (`unsure`),
 *   the declaring side sets up its longest suit (both hands' cards) of those whose top card the
 *   opponents still hold, leading its lowest card there, as a player does before cashing the
 *   winners that are its entries and stoppers. No trump's leads at tricks two and three are where
 *   the search runs out, and the winner cashed first there gave tricks away;
 * - the declaring side plays the lowest of equal cards; following suit while the defence holds
 *   the trick, it takes the trick with the lowest card that does, if one is among them: when the
 *   samples cannot tell winning from ducking (often at trick one, on one or two layouts), winning
 *   was the better card;
 * - a defender leading leads partner's suit (one partner showed four or more cards in), else a suit
 *   with a sequence, else the longest; the top of a sequence headed by an honour (K from KQJ, Q
 *   from QJ9…), otherwise fourth best from four or more cards, the top of a doubleton, low from three;
 * - a defender following to partner's lead gives the attitude signal of signals.ts (the highest
 *   spot card with an honour in the suit, otherwise the lowest), unless second hand has beaten
 *   partner's card: then third hand plays high, the cheapest card that takes the trick (where no
 *   layout was solved in time, the signal had given tricks away);
 * - a defender following to declarer's lead gives the count signal (with an even number of cards
 *   the second lowest spot card, else the lowest);
 * - any seat discarding throws the lowest card of its weakest side suit (fewest points), keeping
 *   trumps for last.
 */

const bySuitThenRank = (a: Card, b: Card): number => a - b;
const lowest = (cards: readonly Card[]): Card | undefined => [...cards].sort((a, b) => rankOf(a) - rankOf(b))[0];

const suitHcp = (hand: CardSet, suit: Suit): number =>
  hand
    .ofSuit(suit)
    .toArray()
    .reduce((n, c) => n + cardHcp(c), 0);

/** The lowest of `cards` with which `seat` would take the trick so far (`played`); undefined when none does. */
const cheapestWinner = (cards: readonly Card[], played: readonly PlayedCard[], seat: Seat, trump: Strain): Card | undefined =>
  lowest(cards.filter((c) => trickWinner([...played, { seat, card: c }], trump) === seat));

export interface PreferContext {
  readonly play: Play;
  /** Cards gone in completed tricks (cards of the trick in progress still count as present). */
  readonly gone: CardSet;
  /** The suits the partner of the seat on turn showed four or more cards in, in the auction. */
  readonly partnerSuits?: readonly Suit[];
  /** Whether the cards were rated on too few layouts to be told apart (see `UNSURE_LAYOUTS` in choose.ts). */
  readonly unsure?: boolean;
}

/**
 * The declaring side's lead to set up a suit in no trump: the lowest of `candidates` in the
 * longest suit of the two hands (`ours`) whose top card the opponents (`theirs`) hold; undefined
 * when there is none.
 */
function settingUpLead(candidates: readonly Card[], ours: CardSet, theirs: CardSet): Card | undefined {
  // Of two disjoint holdings of a suit, the larger mask holds the top card.
  const suits = SUITS.filter((s) => theirs.suitMask(s) > ours.suitMask(s) && candidates.some((c) => suitOf(c) === s));
  const longest = [...suits].sort((a, b) => ours.count(b) - ours.count(a))[0];
  return longest === undefined ? undefined : lowest(candidates.filter((c) => suitOf(c) === longest));
}

/** Chooses among `candidates` (legal cards rated equal, of the seat on turn) by the conventions above. */
export function preferCard(candidates: readonly Card[], context: PreferContext): Card | undefined {
  const { play, gone } = context;
  const seat: Seat = play.turn;
  const hand = play.hands[seat];
  const declarerSide = sideOf(seat) === sideOf(play.contract.declarer);
  const trump = play.contract.strain;
  const sorted = [...candidates].sort(bySuitThenRank);
  const played = currentTrick(play)?.cards ?? [];
  const led = played[0];

  if (led === undefined) {
    if (declarerSide) {
      const ours = hand.union(play.hands[partnerOf(seat)]);
      const theirs = CardSet.full.diff(ours).diff(gone);
      const settingUp = context.unsure === true && trump === 'NT' ? settingUpLead(sorted, ours, theirs) : undefined;
      if (settingUp !== undefined) return settingUp;
      // A top card first (a master): no card above it is left but the declaring side's own.
      return lowest(sorted.filter((c) => isMaster(c, theirs))) ?? lowest(sorted);
    }
    // A defender's lead: among the suits rated equal, partner's, else one with a sequence, else the longest.
    const suits = SUITS.filter((s) => sorted.some((c) => suitOf(c) === s));
    const partners = suits.find((s) => context.partnerSuits?.includes(s) === true);
    const withSequence = suits.find((s) => honourSequenceTop(hand, s, gone) !== undefined);
    const suit = partners ?? withSequence ?? [...suits].sort((a, b) => hand.count(b) - hand.count(a))[0];
    if (suit === undefined) return lowest(sorted);
    const wanted = standardLead(hand, suit, gone);
    if (wanted !== undefined && sorted.includes(wanted)) return wanted;
    return lowest(sorted.filter((c) => suitOf(c) === suit));
  }

  const ledSuit = suitOf(led.card);
  if (hand.count(ledSuit) === 0) {
    // Discarding or ruffing: from the side suit with the fewest points; trumps last.
    const suits = SUITS.filter((s) => sorted.some((c) => suitOf(c) === s));
    const order = [...suits].sort(
      (a, b) => Number(a === trump) - Number(b === trump) || suitHcp(hand, a) - suitHcp(hand, b) || hand.count(b) - hand.count(a),
    );
    const suit = order[0];
    return lowest(sorted.filter((c) => suitOf(c) === suit));
  }

  const winner = trickWinner(played, trump);
  if (declarerSide) {
    // Following while the defence holds the trick: take it, with the lowest card that does.
    if (sideOf(winner) !== sideOf(seat)) return cheapestWinner(sorted, played, seat, trump) ?? lowest(sorted);
    return lowest(sorted);
  }
  const partner = partnerOf(seat);
  const partnerWinning = winner === partner;
  // Third hand high: second hand has beaten partner's card, so take the trick as cheaply as it can.
  const thirdHandHigh = led.seat === partner && !partnerWinning ? cheapestWinner(sorted, played, seat, trump) : undefined;
  if (thirdHandHigh !== undefined) return thirdHandHigh;
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
