import { SUITS, type CardSet, leftOf, rightOf, sideOf, dummyOf, currentTrick, isMaster, type Play, ok, type Result } from '@tenace/engine';
import { positionFromPlay, solvePosition, type SearchLimits } from '@tenace/engine/dd';

/**
 * When the declarer may claim the rest: a conservative rule that needs nothing the declarer
 * cannot see (its own hand and dummy's; the defenders' cards are the rest of the pack, whoever
 * holds them). At the start of a trick, with declarer or dummy on lead, either
 * - every card the declaring side holds is a master (beats every defender's card of its suit),
 *   and in a suit contract the defenders have no trumps: whichever of our hands wins, it leads a
 *   master again; or
 * - the hand on lead wins every trick by itself: each of its cards is a master, its partner's
 *   cards in those suits are all lower than its own (partner can never overtake and take the
 *   lead away), and in a suit contract the defenders have no trumps or the hand on lead holds at
 *   least as many trumps as both defenders together, and draws them first.
 */

const topRank = (mask: number): number => 31 - Math.clz32(mask);
const lowRank = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** Whether every card of `hand` beats all of `theirs` in its suit. */
const allMasters = (hand: CardSet, theirs: CardSet): boolean => hand.toArray().every((c) => isMaster(c, theirs));

/** The number of tricks the declarer can claim now with certainty, or undefined for none. */
export function certainClaim(play: Play): number | undefined {
  if (currentTrick(play) !== undefined) return undefined;
  const declarer = play.contract.declarer;
  const dummy = dummyOf(play.contract);
  const onLead = play.turn;
  if (onLead !== declarer && onLead !== dummy) return undefined;
  // At the start of a trick every hand holds one card for each trick left.
  const remaining = play.hands[onLead].size;
  if (remaining === 0) return undefined;
  // The defenders' cards together: in a real play, the pack less ours and those played, which
  // the declarer knows; read from their hands so that a hand-made ending works too.
  const theirs = play.hands[leftOf(declarer)].union(play.hands[rightOf(declarer)]);
  const hand = play.hands[onLead];
  const partner = play.hands[onLead === declarer ? dummy : declarer];
  const strain = play.contract.strain;
  const theirTrumps = strain === 'NT' ? 0 : theirs.count(strain);
  if (theirTrumps === 0 && allMasters(hand.union(partner), theirs)) return remaining;
  if (!allMasters(hand, theirs)) return undefined;
  const partnerOvertakes = SUITS.some(
    (suit) => hand.suitMask(suit) !== 0 && topRank(partner.suitMask(suit)) > lowRank(hand.suitMask(suit)),
  );
  if (partnerOvertakes) return undefined;
  if (strain !== 'NT' && theirTrumps > 0 && hand.count(strain) < theirTrumps) return undefined;
  return remaining;
}

/**
 * The most tricks the declaring side can take from here on (the trick in progress included)
 * against the best defence, all four hands open: a player's claim of more can be beaten. An
 * 'out-of-budget' error when `limits` stop the search first.
 */
export function declarerMaxTricks(play: Play, limits: SearchLimits = {}): Result<number> {
  const solved = solvePosition(positionFromPlay(play), limits);
  if (!solved.ok) return solved;
  // The seat to play still holds a card for every trick left, the one in progress included
  // (read from the hands, so that a hand-made ending counts right too).
  const remaining = play.hands[play.turn].size;
  const declaringSideToPlay = sideOf(play.turn) === sideOf(play.contract.declarer);
  return ok(declaringSideToPlay ? solved.value : remaining - solved.value);
}
