import type { NumberRange } from '@tenace/engine';
import { bookNumber, bookRange, saycBook, type NumberValueName, type RangeValueName, type RuleBook } from '@tenace/rules-dsl';

/**
 * The system's numbers the robots bid by, as the book declares them on its Value lines (the points
 * for game and slams, the law of total tricks, the sheet's Competition ranges). A book that
 * does not declare one of them is played with the SAYC book's: a small book written to try a few
 * rules still bids past them.
 */
export interface SystemNumbers {
  /** Points together for game, for game in a major with an eight-card fit, and for the slams. */
  readonly game: number;
  readonly majorFitGame: number;
  readonly smallSlam: number;
  readonly grandSlam: number;
  /** In competition, the trumps that compete at the two level (one level more a trump more). */
  readonly twoLevelTrumps: number;
  readonly overcallAtOne: NumberRange;
  readonly overcallHigher: NumberRange;
  readonly weakJumpOvercall: NumberRange;
  readonly notrumpOvercall: NumberRange;
  readonly passOutNotrump: NumberRange;
  readonly twoSuitedOvercall: NumberRange;
  readonly takeoutDouble: number;
  readonly strongDouble: number;
  readonly negativeDouble: number;
  readonly redouble: number;
  readonly passBeforeOpening: number;
}

const kept = new WeakMap<RuleBook, SystemNumbers>();

/** The numbers `book` declares, each missing one the SAYC book's. */
export function systemNumbers(book: RuleBook): SystemNumbers {
  let numbers = kept.get(book);
  if (numbers === undefined) {
    numbers = readNumbers(book);
    kept.set(book, numbers);
  }
  return numbers;
}

function readNumbers(book: RuleBook): SystemNumbers {
  const number = (name: NumberValueName): number => bookNumber(book, name) ?? bookNumber(saycBook(), name) ?? missing(name);
  const range = (name: RangeValueName): NumberRange => bookRange(book, name) ?? bookRange(saycBook(), name) ?? missing(name);
  return {
    game: number('points for game'),
    majorFitGame: number('points for game in a major fit'),
    smallSlam: number('points for a small slam'),
    grandSlam: number('points for a grand slam'),
    twoLevelTrumps: number('trumps to compete at the two level'),
    overcallAtOne: range('points for an overcall at the one level'),
    overcallHigher: range('points for an overcall above the one level'),
    weakJumpOvercall: range('points for a weak jump overcall'),
    notrumpOvercall: range('points for 1NT over an opening'),
    passOutNotrump: range('points for 1NT in the pass-out seat'),
    twoSuitedOvercall: range('points for a two-suited overcall'),
    takeoutDouble: number('points for a takeout double'),
    strongDouble: number('points for a strong double'),
    negativeDouble: number('points for a negative double'),
    redouble: number('points for a redouble'),
    passBeforeOpening: number('most points for a pass before the opening'),
  };
}

/** The SAYC book declares every value (its tests say so): reaching this is a bug of the book. */
function missing(name: string): never {
  throw new Error(`the SAYC book declares no Value "${name}", which the robots bid by`);
}
