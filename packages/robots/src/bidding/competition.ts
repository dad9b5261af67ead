import { SUITS, highCardPoints, isBalanced, type CardSet } from '@tenace/engine';

/**
 * The sheet's Competition section (systems/sayc-sheet.txt), as the test a practice deal applies to East and West:
 * a deal for "Bid with a robot" is kept only where neither would have opened, overcalled (a weak
 * jump from 5 points), bid 1NT over the opening, doubled for takeout, made a two-suited overcall,
 * or doubled with 18+ points.
 *
 * The test does not depend on which suits North–South bid: a hand passes only if it would pass
 * over any opening. So where the sheet's range depends on the level (an overcall is 8–17 points at
 * the one level, 10–17 higher) the lower bound applies, and the takeout double's shape condition
 * is dropped (12+ points is enough to reject).
 */
export function whyWouldCompete(hand: CardSet): string | undefined {
  const points = highCardPoints(hand);
  const lengths = SUITS.map((s) => hand.count(s));
  const longest = Math.max(...lengths);
  const fiveCardSuits = lengths.filter((n) => n >= 5).length;
  if (points >= 18) return `${points} points: would double with 18+`;
  if (points >= 15 && isBalanced(hand)) return `${points} points, balanced: would bid 1NT over the opening`;
  if (points >= 12) return `${points} points: would open or double for takeout`;
  if (points >= 11 && isBalanced(hand)) return `${points} points, balanced: would bid 1NT in the pass-out seat`;
  if (fiveCardSuits >= 2 && points >= 6) return `two five-card suits and ${points} points: would make a two-suited overcall`;
  if (longest >= 6 && points >= 5)
    return `a ${longest}-card suit and ${points} points: would make a weak jump overcall or open a weak two or preempt`;
  if (longest >= 5 && points >= 8) return `a ${longest}-card suit and ${points} points: would overcall`;
  return undefined;
}
