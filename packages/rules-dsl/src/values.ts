import type { NumberRange } from '@tenace/engine';

/**
 * The numbers a bidding system chooses, declared by a book on `Value` lines (`Value "points for
 * game" is 25`, `Value "points for 1NT over an opening" is 15 to 18`): the robots read them from
 * the book rather than keep their own. A closed list, so a misspelt name is an error and not a
 * number nobody reads; each is one number or a range, within bounds that make sense for it.
 */
interface ValueDefinition {
  readonly kind: 'number' | 'range';
  readonly min: number;
  readonly max: number;
  /** How a message names what the bounds count: "a partnership's points run". */
  readonly counts: string;
}

const PARTNERSHIP: Omit<ValueDefinition, 'kind'> = { min: 0, max: 40, counts: "a partnership's points run" };
const HAND: Omit<ValueDefinition, 'kind'> = { min: 0, max: 37, counts: 'points run' };

export const BOOK_VALUES = {
  // What the partnership needs together: placement bids game and slams from these.
  'points for game': { kind: 'number', ...PARTNERSHIP },
  'points for game in a major fit': { kind: 'number', ...PARTNERSHIP },
  'points for a small slam': { kind: 'number', ...PARTNERSHIP },
  'points for a grand slam': { kind: 'number', ...PARTNERSHIP },
  // The law of total tricks: in competition, as many tricks as trumps (eight: the two level).
  'trumps to compete at the two level': { kind: 'number', min: 7, max: 10, counts: 'the trumps run' },
  // The sheet's Competition section: how the opponents' natural calls are read, and what a
  // practice deal's East and West must not hold.
  'points for an overcall at the one level': { kind: 'range', ...HAND },
  'points for an overcall above the one level': { kind: 'range', ...HAND },
  'points for a weak jump overcall': { kind: 'range', ...HAND },
  'points for 1NT over an opening': { kind: 'range', ...HAND },
  'points for 1NT in the pass-out seat': { kind: 'range', ...HAND },
  'points for a two-suited overcall': { kind: 'range', ...HAND },
  'points for a takeout double': { kind: 'number', ...HAND },
  'points for a strong double': { kind: 'number', ...HAND },
  'points for a negative double': { kind: 'number', ...HAND },
  'points for a redouble': { kind: 'number', ...HAND },
  'most points for a pass before the opening': { kind: 'number', ...HAND },
} as const satisfies Record<string, ValueDefinition>;

export type ValueName = keyof typeof BOOK_VALUES;
type NamesOf<K extends ValueDefinition['kind']> = {
  [N in ValueName]: (typeof BOOK_VALUES)[N]['kind'] extends K ? N : never;
}[ValueName];
/** The values that are one number. */
export type NumberValueName = NamesOf<'number'>;
/** The values that are a range (`15 to 18`). */
export type RangeValueName = NamesOf<'range'>;

export const VALUE_NAMES: readonly ValueName[] = Object.keys(BOOK_VALUES) as ValueName[];

export const isValueName = (name: string): name is ValueName => Object.hasOwn(BOOK_VALUES, name);

export const valueDefinition = (name: ValueName): ValueDefinition => BOOK_VALUES[name];

/** A value as a book declares it: a number is a range of one (min = max). */
export interface DeclaredValue {
  readonly name: ValueName;
  readonly min: number;
  readonly max: number;
  /** The line of its Value line. */
  readonly line: number;
}

/** What the accessors read of a book (a RuleBook, or a description of one). */
interface WithValues {
  readonly values: readonly DeclaredValue[];
}

/** The number `book` declares under `name`; undefined when it declares none. */
export function bookNumber(book: WithValues, name: NumberValueName): number | undefined {
  return book.values.find((v) => v.name === name)?.min;
}

/** The range `book` declares under `name`; undefined when it declares none. */
export function bookRange(book: WithValues, name: RangeValueName): NumberRange | undefined {
  const found = book.values.find((v) => v.name === name);
  return found === undefined ? undefined : { min: found.min, max: found.max };
}
