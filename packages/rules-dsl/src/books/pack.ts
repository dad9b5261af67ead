import type { RuleFile, Situation } from '../ast.ts';
import { bookFacts, type BookFacts, type SituationSyntax } from '../compile.ts';
import { splitLines } from '../lexer.ts';

/**
 * A parsed and checked rule book packed to ship with the program, so it is ready to use without
 * parsing its source again. Measured cold (a fresh process, as a Worker's first request is), parsing
 * the SAYC book costs about 100 ms of CPU; the syntax tree as JSON is seven times the size of the
 * source, and loading that much costs several ms. So each situation is packed on its own, small, and
 * unpacked when first evaluated.
 *
 * The packing knows nothing of the node kinds, so it cannot drift from ast.ts:
 * - an object is `[k, ...values]`, k ≥ 1 naming its keys (`shapes[k - 1]`, in their order);
 * - an array is `[0, ...items]`; `undefined` is `null` (a syntax tree holds no null);
 * - a key written `=line` is left out: the node is on the line of the node around it;
 * - a key written `=text` is left out: the node's words are its columns of that line of the source;
 * - a key written `kind=compare` is left out: the node's kind (the tag of every union of ast.ts) is
 *   part of its shape.
 */
export type Packed = string | number | boolean | null | readonly Packed[];

export interface PackedSituation {
  readonly name: string;
  readonly line: number;
  /** The situation it is tried just ahead of, when it names one (so the order is known unpacked). */
  readonly before?: string;
  /** The situation's syntax tree, packed, as JSON: parsed natively when first needed. */
  readonly packed: string;
}

export interface PackedBook {
  readonly file: string;
  readonly facts: BookFacts;
  readonly shapes: readonly (readonly string[])[];
  readonly situations: readonly PackedSituation[];
}

const SAME_LINE = '=line';
const SOURCE_TEXT = '=text';
/** The key whose string value is folded into the shape. */
const KIND = 'kind';
const KIND_IS = `${KIND}=`;
const derived = (key: string): boolean => key === SAME_LINE || key === SOURCE_TEXT || key.startsWith(KIND_IS);

type Plain = string | number | boolean | undefined | null | readonly Plain[] | { readonly [key: string]: Plain };

const isRecord = (v: Plain): v is { readonly [key: string]: Plain } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The words at `column` … `endColumn` (exclusive) of a line of the source, as the parser takes a node's text. */
const wordsAt = (lines: readonly string[], line: number, column: number, endColumn: number): string =>
  (lines[line - 1] ?? '').slice(column - 1, endColumn - 1);

/** Packs a checked file parsed from `source` (the embed script does this when it writes a book's module). */
export function packBook(file: RuleFile, source: string): PackedBook {
  const lines = splitLines(source);
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const pack = (value: Plain, enclosingLine: number | undefined): Packed => {
    if (value === undefined) return null;
    if (value === null) throw new Error('a syntax tree holds no null: it could not be told from undefined');
    if (typeof value !== 'object') return value;
    if (!isRecord(value)) return [0, ...value.map((v) => pack(v, enclosingLine))];
    const { line, column, endColumn, text, kind } = value;
    const spanned = typeof line === 'number' && typeof column === 'number' && typeof endColumn === 'number';
    const keys = Object.keys(value).map((key) => {
      if (key === 'line' && line === enclosingLine) return SAME_LINE;
      if (key === 'text' && spanned && text === wordsAt(lines, line, column, endColumn)) return SOURCE_TEXT;
      if (key === KIND && typeof kind === 'string') return `${KIND_IS}${kind}`;
      return key;
    });
    const id = keys.join('\n');
    let k = shapeIndex.get(id);
    if (k === undefined) {
      k = shapes.push(keys);
      shapeIndex.set(id, k);
    }
    const innerLine = typeof line === 'number' ? line : enclosingLine;
    return [k, ...keys.filter((key) => !derived(key)).map((key) => pack(value[key], innerLine))];
  };
  const situations = file.situations.map(
    (situation): PackedSituation => ({
      name: situation.name,
      line: situation.line,
      ...(situation.before === undefined ? {} : { before: situation.before }),
      packed: JSON.stringify(pack(situation as unknown as Plain, undefined)),
    }),
  );
  return { file: file.file, facts: bookFacts(file), shapes, situations };
}

/** The situations of a packed book, each unpacked when first asked for: equal to those parsed from `source`. */
export function unpackBook(book: PackedBook, source: string): SituationSyntax[] {
  let lines: readonly string[] | undefined;
  // Per shape, where its own line is among its packed values (-1: on the line of the node around it).
  const lineValue = book.shapes.map((keys) => keys.filter((key) => !derived(key)).indexOf('line'));
  const unpack = (value: Packed, enclosingLine: number): unknown => {
    if (value === null) return undefined;
    if (typeof value !== 'object') return value;
    const tag = Number(value[0]);
    if (tag === 0) {
      const items: unknown[] = [];
      for (let i = 1; i < value.length; i++) items.push(unpack(value[i] ?? null, enclosingLine));
      return items;
    }
    const keys = book.shapes[tag - 1];
    const at = lineValue[tag - 1];
    if (keys === undefined || at === undefined) throw new Error(`the packed book ${book.file} names shape ${tag}, which it does not hold`);
    const line = at < 0 ? enclosingLine : Number(value[1 + at]);
    const node: Record<string, unknown> = {};
    let next = 1;
    let textFromSource = false;
    for (const key of keys) {
      if (key === SAME_LINE) node.line = line;
      else if (key === SOURCE_TEXT) {
        // Set in its place now, so the keys keep the parser's order; filled in once the columns are read.
        node.text = '';
        textFromSource = true;
      } else if (key.startsWith(KIND_IS)) node.kind = key.slice(KIND_IS.length);
      else node[key] = unpack(value[next++] ?? null, line);
    }
    if (textFromSource) {
      lines ??= splitLines(source);
      node.text = wordsAt(lines, line, Number(node.column), Number(node.endColumn));
    }
    return node;
  };
  return book.situations.map((s) => ({
    name: s.name,
    line: s.line,
    before: s.before,
    // The packing is generated from a checked parse and tested to unpack equal to it.
    syntax: () => unpack(JSON.parse(s.packed) as Packed, s.line) as Situation,
  }));
}
