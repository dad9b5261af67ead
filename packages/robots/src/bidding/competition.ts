import { SUITS, highCardPoints, isBalanced, type CardSet } from '@tenace/engine';
import { saycBook, type RuleBook } from '@tenace/rules-dsl';
import { systemNumbers } from './numbers.ts';

/**
 * The sheet's Competition section (systems/sayc-sheet.txt), as the test a practice deal applies to East and West:
 * a deal for "Bid with a robot" is kept only where neither would have opened, overcalled (a weak
 * jump from 5 points), bid 1NT over the opening, doubled for takeout, made a two-suited overcall,
 * or doubled with 18+ points. The numbers are the book's (its Value lines; SAYC's unless given).
 *
 * The test does not depend on which suits North–South bid: a hand passes only if it would pass
 * over any opening. So where the sheet's range depends on the level (an overcall is 8–17 points at
 * the one level, 10–17 higher) the lower bound applies, and the takeout double's shape condition
 * is dropped (12+ points is enough to reject).
 */
export function whyWouldCompete(hand: CardSet, book: RuleBook = saycBook()): string | undefined {
  const n = systemNumbers(book);
  const points = highCardPoints(hand);
  const lengths = SUITS.map((s) => hand.count(s));
  const longest = Math.max(...lengths);
  const fiveCardSuits = lengths.filter((x) => x >= 5).length;
  if (points >= n.strongDouble) return `${points} points: would double with ${n.strongDouble}+`;
  if (points >= n.notrumpOvercall.min && isBalanced(hand)) return `${points} points, balanced: would bid 1NT over the opening`;
  if (points >= n.takeoutDouble) return `${points} points: would open or double for takeout`;
  if (points >= n.passOutNotrump.min && isBalanced(hand)) return `${points} points, balanced: would bid 1NT in the pass-out seat`;
  if (fiveCardSuits >= 2 && points >= n.twoSuitedOvercall.min)
    return `two five-card suits and ${points} points: would make a two-suited overcall`;
  if (longest >= 6 && points >= n.weakJumpOvercall.min)
    return `a ${longest}-card suit and ${points} points: would make a weak jump overcall or open a weak two or preempt`;
  if (longest >= 5 && points >= n.overcallAtOne.min) return `a ${longest}-card suit and ${points} points: would overcall`;
  return undefined;
}
