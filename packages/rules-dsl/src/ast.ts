import type { Level, Suit, SuitReference } from '@tenace/engine';
import type { Span } from './diagnostic.ts';
import type { CallProperty } from './properties.ts';
import type { BidType, CountWord, SupportValue } from './vocabulary.ts';

/**
 * The parsed form of a rule file. Every node keeps its span and the words it was written with, so
 * the checker can point at them and the trace can quote them.
 */
export interface Node extends Span {
  /** The words of the node as written. */
  readonly text: string;
}

/** Who a phrase is about, seen from the player whose call it is. */
export type Person = 'me' | 'partner' | 'left' | 'right';

/** `first` … `twelfth` are 1 … 12; `last` is the most recent. */
export type Order = number | 'last';

/** `my partner's first bid`: a person's nth call, passes and doubles included. */
export interface BidRef extends Node {
  readonly person: Person;
  readonly order: Order;
}

/** A suit as a rule names it. Which forms are allowed depends on where it appears. */
export type SuitExpr =
  | ({ readonly kind: 'suit'; readonly suit: Suit } & Node)
  | ({ readonly kind: 'notrump' } & Node)
  /** `longest suit`, `best suit`, …: resolved in my hand. */
  | ({ readonly kind: 'hand'; readonly ref: SuitReference } & Node)
  /** `my partner's first bid suit`: the nth different suit a person has bid. */
  | ({ readonly kind: 'bidSuit'; readonly ref: BidRef } & Node)
  | ({ readonly kind: 'trump' } & Node)
  | ({ readonly kind: 'led' } & Node)
  /** `major suit`, `minor suit`, `any suit`: only as a value. */
  | ({ readonly kind: 'class'; readonly cls: 'major' | 'minor' | 'any' } & Node)
  /** `Pass`, `Double`, `Redouble`: only as the value of `suit of … bid`. */
  | ({ readonly kind: 'nonBid'; readonly call: 'pass' | 'double' | 'redouble' } & Node)
  /** `suit of my first bid`: only as a value. */
  | ({ readonly kind: 'suitOfBid'; readonly ref: BidRef } & Node);

/** A call as a Bid line or a test writes it. */
export type CallExpr =
  | ({ readonly kind: 'bid'; readonly level: Level; readonly suit: SuitExpr } & Node)
  | ({ readonly kind: 'nonBid'; readonly call: 'pass' | 'double' | 'redouble' } & Node);

/** Something measured with a number (or an ordered phrase, read as its rank). */
export type Quantity =
  | ({ readonly kind: 'points' } & Node)
  | ({ readonly kind: 'distributionPoints' } & Node)
  | ({ readonly kind: 'totalPoints' } & Node)
  | ({ readonly kind: 'length'; readonly suit: SuitExpr } & Node)
  | ({ readonly kind: 'strength'; readonly suit: SuitExpr } & Node)
  | ({ readonly kind: 'support'; readonly ref: BidRef } & Node)
  | ({ readonly kind: 'level'; readonly ref: BidRef } & Node)
  | ({ readonly kind: 'count'; readonly what: CountWord } & Node)
  | ({ readonly kind: 'seat' } & Node)
  | ({ readonly kind: 'turn' } & Node);

export type QuantityKind = Quantity['kind'];

/** A constant compared with a quantity: a number, or a phrase's rank (strength, support). */
export type Operand =
  | ({ readonly kind: 'number'; readonly value: number } & Node)
  | ({ readonly kind: 'quantity'; readonly quantity: Quantity } & Node);

export type CompareOp = '=' | '!=' | '>=' | '<=' | '>' | '<';

export type Subject = 'me' | 'partner' | 'left' | 'right' | 'we' | 'they' | 'no one' | 'someone';

export type Test =
  /** `points >= 12`, `length of Hearts = 5 or 6`, `support for … >= good`. */
  | ({ readonly kind: 'compare'; readonly quantity: Quantity; readonly op: CompareOp; readonly operands: readonly Operand[] } & Node)
  /** `points 12 to 21`. */
  | ({ readonly kind: 'range'; readonly quantity: Quantity; readonly low: Operand; readonly high: Operand } & Node)
  /** `my partner's first bid is single raise`, `… is 1 NoTrump`. */
  | ({
      readonly kind: 'bidIs';
      readonly ref: BidRef;
      readonly negate: boolean;
      readonly values: readonly ({ readonly kind: 'type'; readonly type: BidType } | { readonly kind: 'call'; readonly call: CallExpr })[];
    } & Node)
  /** `suit of my partner's first bid is major suit`. */
  | ({ readonly kind: 'suitIs'; readonly ref: BidRef; readonly negate: boolean; readonly values: readonly SuitExpr[] } & Node)
  /** `longest suit is Hearts`, `best suit is major suit`. */
  | ({ readonly kind: 'suitEquals'; readonly suit: SuitExpr; readonly negate: boolean; readonly values: readonly SuitExpr[] } & Node)
  | ({ readonly kind: 'balanced'; readonly negate: boolean } & Node)
  /** `shape is 5-3-3-2 or 4-4-3-2`; patterns longest first. */
  | ({ readonly kind: 'shape'; readonly negate: boolean; readonly patterns: readonly (readonly number[])[] } & Node)
  /** `Hearts holds 2 of the top 3 honours or 3 of the top 5`. */
  | ({
      readonly kind: 'holds';
      readonly suit: SuitExpr;
      readonly options: readonly { readonly count: number; readonly top: number }[];
    } & Node)
  | ({ readonly kind: 'vulnerable'; readonly side: 'we' | 'they'; readonly negate: boolean } & Node)
  /** `we play "Roman Keycard Blackwood"`, `we do not play "…"`: a named option of the book, off unless switched on. */
  | ({ readonly kind: 'plays'; readonly option: string; readonly negate: boolean } & Node)
  | ({
      readonly kind: 'vulnerability';
      readonly value: 'none' | 'both' | 'favourable' | 'unfavourable';
      readonly negate: boolean;
    } & Node)
  /** `my partner opened`, `my partner opened 1 NoTrump`. */
  | ({ readonly kind: 'opened'; readonly subject: Subject; readonly call: CallExpr | undefined } & Node)
  /** `no one has bid`, `we have bid Hearts`, `I have passed`. */
  | ({
      readonly kind: 'hasCalled';
      readonly subject: Subject;
      readonly negate: boolean;
      readonly action: 'bid' | 'passed' | 'doubled' | 'redoubled';
      readonly suit: SuitExpr | undefined;
    } & Node)
  | ({ readonly kind: 'or'; readonly alternatives: readonly Test[] } & Node);

/** What a Set line sets. Only support and a bid's type may be set; the checker rejects the rest. */
export type SetTarget =
  | ({ readonly kind: 'support'; readonly ref: BidRef; readonly value: SupportValue } & Node)
  | ({ readonly kind: 'bidType'; readonly ref: BidRef; readonly value: BidType } & Node)
  /** Anything else a writer tried to set: kept so the checker can say why it can't be. */
  | ({ readonly kind: 'other'; readonly quality: Node } & Node);

/** A `{…}` inside a meaning: `{suit}`, `{call}`, `{level}` or a suit phrase. */
export type Placeholder =
  | ({ readonly kind: 'suit' } & Node)
  | ({ readonly kind: 'call' } & Node)
  | ({ readonly kind: 'level' } & Node)
  | ({ readonly kind: 'suitExpr'; readonly suit: SuitExpr } & Node);

export interface Meaning extends Node {
  /** The text with its placeholders: literal pieces and placeholders in order. */
  readonly parts: readonly (string | Placeholder)[];
}

/** A property of a `Does` line: `force to game`, `ask for aces`. */
export interface PropertyNode extends Node {
  readonly property: CallProperty;
}

export interface Rule extends Span {
  readonly tests: readonly Test[];
  readonly sets: readonly SetTarget[];
  readonly bid: CallExpr | undefined;
  /** The `Means` line (English). */
  readonly meaning: Meaning | undefined;
  /** The `Means in Indonesian` line. */
  readonly indonesian: Meaning | undefined;
  /** What the call does, as its Does lines declare it, in the order written. */
  readonly does: readonly PropertyNode[];
  /** The last line of the rule. */
  readonly endLine: number;
  /** A line of the rule had a syntax error: it is checked as far as it was read, never compiled. */
  readonly broken: boolean;
}

export interface Situation extends Span {
  readonly name: string;
  /**
   * `Situation "A" before "B"`: the name of the situation this one is tried just ahead of (file
   * order otherwise), so a later part of a book can come first where both apply.
   */
  readonly before: string | undefined;
  /** `Situation "Openings" replaces`: in an extension, takes the base book's situation of that name's place. */
  readonly replaces?: true;
  /** False for the rules written before any Situation line. */
  readonly explicit: boolean;
  readonly conditions: readonly Test[];
  readonly rules: readonly Rule[];
  /** A When line had a syntax error. */
  readonly broken: boolean;
}

/** `Value "points for game" is 25`, `… is 15 to 18`: a number of the system the book declares. */
export interface ValueLine extends Span {
  /** The quoted name, its span and words (without the quotes). */
  readonly name: Node;
  readonly low: number;
  /** The end of a range (`15 to 18`); undefined for one number. */
  readonly high: number | undefined;
  /** The numbers as written (`15 to 18`), where messages point. */
  readonly numbers: Node;
}

export interface RuleFile {
  readonly file: string;
  /** `Extends "SAYC"`: the base book's name; the file's situations and values change that book's. */
  readonly extends?: Node;
  /** The Value lines, before the first situation. */
  readonly values: readonly ValueLine[];
  readonly situations: readonly Situation[];
}
