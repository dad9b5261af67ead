import { SUITS, rankOf, suitOf, type Card, type Strain, type Suit, CardSet } from '@tenace/engine';

/**
 * The defenders' leads by convention, one place for the robot that leads and for the seats that
 * read the lead (signals.ts): the top of a sequence headed by an honour (K from KQJ, Q from
 * QJ9…), otherwise fourth best from four or more cards, the top of a doubleton, low from three.
 * A robot's opening lead is always one of openingLeadCandidates, so its partner and declarer may
 * keep only the layouts in which the leader's hand has the card led among them.
 */

const ACE = 14;
const JACK = 11;
const TEN = 10;

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
export function honourSequenceTop(hand: CardSet, suit: Suit, gone: CardSet): Card | undefined {
  for (const c of hand.ofSuit(suit)) {
    const top = sequenceTop(c, hand, gone);
    if (rankOf(top) < TEN) continue;
    // The next card below the top that is still in play must be ours too.
    let below = top - 1;
    while (below >= 0 && suitOf(below) === suit && gone.has(below)) below--;
    if (below >= 0 && suitOf(below) === suit && hand.has(below)) return top;
  }
  return undefined;
}

/** The card a defender leads in `suit` by convention (see above). */
export function standardLead(hand: CardSet, suit: Suit, gone: CardSet): Card | undefined {
  const sequence = honourSequenceTop(hand, suit, gone);
  if (sequence !== undefined) return sequence;
  const cards = hand.ofSuit(suit).toArray(); // high to low
  if (cards.length >= 4) return cards[3];
  if (cards.length === 2) return cards[0];
  return cards[cards.length - 1];
}

/**
 * Whether `card` is an opening lead worth solving from `hand` (see openingLeadCandidates): the
 * standard lead of its suit, or in a trump contract the ace at the head of its suit. One suit's
 * question, for the seats that read the lead (signals.ts) on every layout they deal.
 */
export function isOpeningLead(hand: CardSet, card: Card, strain: Strain): boolean {
  const suit = suitOf(card);
  if (standardLead(hand, suit, CardSet.empty) === card) return true;
  return strain !== 'NT' && rankOf(card) === ACE && hand.has(card);
}

/**
 * The opening leads worth solving: in each suit the standard lead, and in a trump contract an ace
 * the standard lead would underlead. Other cards of a suit seldom lead better, and solving fewer
 * cards lets the budget cover more layouts where it is tightest, with all 52 cards still out.
 */
export function openingLeadCandidates(hand: CardSet, strain: Strain): CardSet {
  return CardSet.fromCards(hand.toArray().filter((c) => isOpeningLead(hand, c, strain)));
}

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
    const lead = standardLead(hand, suit, gone);
    if (lead !== undefined) candidates = candidates.with(lead);
    for (const c of cards) if (rankOf(c) >= JACK) candidates = candidates.with(c);
    const low = cards[cards.length - 1];
    if (low !== undefined) candidates = candidates.with(low);
  }
  return candidates;
}
