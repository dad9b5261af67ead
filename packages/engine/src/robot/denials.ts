import { rankOf, suitOf, type Card } from '../card.ts';
import { CardSet } from '../cardset.ts';
import { sideOf, type Seat } from '../seat.ts';
import { type Play } from '../play.ts';

/**
 * What a played honour denies. Among cards the samples rate the same the robots play the lowest
 * (prefer.ts): the declaring side always, and a defender following suit, ruffing or discarding
 * (its signals use spot cards only). Two cards of a suit are rated the same on every layout when
 * every card between them is gone in a finished trick; so a seat that plays an honour (ten or
 * better) did not hold the next card below it still in play: the king played third hand denies
 * the queen, the declarer's queen won over a finesse denies the jack ("restricted choice"). The
 * sampler deals no denied card to the seat (sample.ts), held like the attitude signals.
 *
 * Not read from a defender's lead (the top of a sequence leads from touching cards), nor from a
 * spot card (high-low signals play the higher of equal spots). A declaring-side lead denies only
 * a card ten or better below it, the cards it solves for a lead (prefer.ts) always being among
 * them. A card the seat plays later after all (a human's false card) lifts the denial.
 */

const TEN = 10;

/** The next card below `c` in its suit that is not in `gone`, if any. */
function nextBelow(c: Card, gone: CardSet): Card | undefined {
  for (let below = c - 1; below >= 0 && suitOf(below) === suitOf(c); below--) if (!gone.has(below)) return below;
  return undefined;
}

/** The cards each seat's play so far denies it holds now. */
export function deniedCards(play: Play): Record<Seat, CardSet> {
  const denied: Record<Seat, CardSet> = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
  const declaring = sideOf(play.contract.declarer);
  let gone = CardSet.empty;
  const playedLater: Record<Seat, CardSet> = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
  for (const trick of play.tricks) for (const pc of trick.cards) playedLater[pc.seat] = playedLater[pc.seat].with(pc.card);

  for (const trick of play.tricks) {
    let inTrick = CardSet.empty;
    for (const [i, { seat, card }] of trick.cards.entries()) {
      const leads = i === 0;
      const defenderLead = leads && sideOf(seat) !== declaring;
      const below = rankOf(card) >= TEN && !defenderLead ? nextBelow(card, gone) : undefined;
      // A card already in this trick is not equal to the one played (it may decide the trick).
      if (below !== undefined && !inTrick.has(below) && !(leads && rankOf(below) < TEN) && !playedLater[seat].has(below)) denied[seat] = denied[seat].with(below);
      inTrick = inTrick.with(card);
    }
    if (trick.winner !== undefined) gone = gone.union(inTrick);
  }
  return denied;
}
