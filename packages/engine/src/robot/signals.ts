import { rankOf, suitOf, type Suit } from '../card.ts';
import { CardSet } from '../cardset.ts';
import { type Play } from '../play.ts';
import { SEATS, partnerOf, sideOf, type Seat } from '../seat.ts';

/**
 * Attitude signals, as the robots give them (prefer.ts) and read them. A defender following to
 * partner's lead of a suit with a small card (nine or lower) plays high to encourage, holding an
 * honour (jack or better) of the suit, and low to discourage, holding none. Read on the first
 * round of a suit that partner led; the reading becomes a condition on the sampled layouts (see
 * sample.ts), held as long as the auction's ranges are held, and given up with them.
 *
 * Whether a card is high or low depends on what the reader can see: a card is surely low when
 * every smaller card of the suit is in view (in the reader's hand or dummy's, or played by
 * someone else); surely high when the signaller later plays a smaller one; otherwise a seven or
 * better reads high and a smaller card says nothing.
 */

/** What one signal showed: the signaller held an honour of `suit` (encouraging) or none. */
export interface AttitudeSignal {
  readonly suit: Suit;
  readonly encourages: boolean;
  /** The cards the signaller had played before the signal (not in its hand at the time). */
  readonly before: CardSet;
}

/** The lowest spot card that reads high when nothing proves it low or high. */
const HIGH_SPOT = 7;
const HONOUR = 11;
const SPOT_LIMIT = 10;

/** Whether a hand holds an honour (jack or better) of `suit`. */
export const holdsHonour = (hand: CardSet, suit: Suit): boolean => hand.ofSuit(suit).toArray().some((c) => rankOf(c) >= HONOUR);

/**
 * The attitude signals the defenders have given, as `observer` reads them; `seen` is what the
 * observer sees now (its hand, dummy's).
 */
export function attitudeSignals(play: Play, observer: Seat, seen: CardSet): Record<Seat, AttitudeSignal[]> {
  const signals: Record<Seat, AttitudeSignal[]> = { N: [], E: [], S: [], W: [] };
  const noCards = (): Record<Seat, CardSet> => ({ N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty });
  // Every card each seat has played, and (as the tricks are read in order) those played so far.
  const allPlayed = noCards();
  for (const trick of play.tricks) for (const pc of trick.cards) allPlayed[pc.seat] = allPlayed[pc.seat].with(pc.card);
  const playedBy = noCards();
  const byOthers = (seat: Seat): CardSet => SEATS.filter((s) => s !== seat).reduce((acc, s) => acc.union(allPlayed[s]), CardSet.empty);
  const ledBefore = new Set<Suit>();

  for (const trick of play.tricks) {
    const [lead] = trick.cards;
    if (lead === undefined) continue;
    const suit = suitOf(lead.card);
    const first = !ledBefore.has(suit);
    ledBefore.add(suit);
    const defending = sideOf(lead.seat) !== sideOf(play.contract.declarer);
    const answer = trick.cards.find((pc) => pc.seat === partnerOf(lead.seat));
    if (first && defending && answer !== undefined && answer.seat !== observer && suitOf(answer.card) === suit && rankOf(answer.card) < SPOT_LIMIT) {
      const signaller = answer.seat;
      const smaller = CardSet.fromSuitMask(suit, (1 << answer.card % 13) - 1);
      const inView = seen.union(byOthers(signaller));
      const laterSmaller = allPlayed[signaller].diff(playedBy[signaller]).intersects(smaller);
      const surelyLow = smaller.diff(inView).isEmpty() && !laterSmaller;
      const reading = laterSmaller || (!surelyLow && rankOf(answer.card) >= HIGH_SPOT) ? true : surelyLow ? false : undefined;
      if (reading !== undefined) signals[signaller].push({ suit, encourages: reading, before: playedBy[signaller] });
    }
    for (const pc of trick.cards) playedBy[pc.seat] = playedBy[pc.seat].with(pc.card);
  }
  return signals;
}

/** Whether a sampled hand as dealt (`dealt`: its cards now and every card it played) agrees with a seat's signals. */
export function fitsSignals(dealt: CardSet, signals: readonly AttitudeSignal[]): boolean {
  for (const s of signals) if (holdsHonour(dealt.diff(s.before), s.suit) !== s.encourages) return false;
  return true;
}
