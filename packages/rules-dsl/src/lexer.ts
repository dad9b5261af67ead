import type { Span } from './diagnostic.ts';

/**
 * The lexer cuts one line into tokens. The language is line-based (each line is one statement),
 * so lexing line by line keeps positions exact and lets the parser recover at the next line.
 */
export type TokenKind = 'word' | 'number' | 'string' | 'op' | 'symbol';

export interface Token extends Span {
  readonly kind: TokenKind;
  /** The characters as written. */
  readonly text: string;
  /**
   * What the parser compares: words in lower case with ’ read as ', suit symbols as the suit's
   * word; operators in their ASCII form; a string's content with escapes resolved.
   */
  readonly value: string;
}

export interface LexedLine {
  readonly line: number;
  /** The line as written, without its line break. */
  readonly source: string;
  readonly tokens: readonly Token[];
  /** Problems the lexer met (an unclosed quote). */
  readonly problems: readonly { readonly span: Span; readonly message: string }[];
}

// Maps, not objects: a character of the user's text is the key (and a Map does not intern it).
const SYMBOL_WORDS: ReadonlyMap<string, string> = new Map([
  ['♠', 'spades'],
  ['♥', 'hearts'],
  ['♦', 'diamonds'],
  ['♣', 'clubs'],
  ['♤', 'spades'],
  ['♡', 'hearts'],
  ['♢', 'diamonds'],
  ['♧', 'clubs'],
]);

const OPERATORS: readonly (readonly [string, string])[] = [
  ['>=', '>='],
  ['<=', '<='],
  ['=>', '>='],
  ['=<', '<='],
  ['!=', '!='],
  ['<>', '!='],
  ['==', '='],
  ['=', '='],
  ['>', '>'],
  ['<', '<'],
  ['≥', '>='],
  ['≤', '<='],
  ['≠', '!='],
];
const OPERATOR_STARTS: ReadonlySet<string> = new Set(OPERATORS.map(([text]) => text[0] ?? ''));

const QUOTES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ['“', '”'],
]);

const isAsciiLetter = (ch: string): boolean => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
// ASCII first: the Unicode test is only needed past it, and a line may have thousands of letters.
const isLetter = (ch: string): boolean => isAsciiLetter(ch) || (ch > '\u007f' && /\p{L}/u.test(ch));
const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isApostrophe = (ch: string): boolean => ch === "'" || ch === '’';

/** Splits a source into lines (any line break), dropping a byte-order mark. */
export function splitLines(source: string): string[] {
  return source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** The character at UTF-16 index `i` (two units for one written with a surrogate pair), or ''. */
function charAt(source: string, i: number): string {
  const unit = source.charCodeAt(i);
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const low = source.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return source.slice(i, i + 2);
  }
  return source[i] ?? '';
}

/**
 * The token of `source` from `start` to `end` (UTF-16 indexes). Columns count UTF-16 units, as
 * editors and JavaScript strings do: the index plus the column of the source's first character.
 */
function tokenAt(source: string, line: number, firstColumn: number, kind: TokenKind, start: number, end: number, value: string): Token {
  return { kind, text: source.slice(start, end), value, line, column: firstColumn + start, endColumn: firstColumn + end };
}

/**
 * Lexes one line; `#` outside a quoted text starts a comment. Never throws. `firstColumn` is the
 * column of the text's first character: a piece of a line (a placeholder of a meaning) is lexed at
 * its real columns without copying the line before it. One pass over the line, each token cut
 * once, so a line costs its length.
 */
export function lexLine(source: string, line: number, firstColumn = 1): LexedLine {
  const tokens: Token[] = [];
  const problems: { span: Span; message: string }[] = [];

  const n = source.length;
  let i = 0;
  while (i < n) {
    const ch = charAt(source, i);
    if (ch === ' ' || ch === '\t' || ch === '\u00a0') {
      i++;
      continue;
    }
    if (ch === '#') break;
    const close = QUOTES.get(ch);
    if (close !== undefined) {
      let j = i + 1;
      let value = '';
      let from = j;
      let closed = false;
      while (j < n) {
        const c = source[j];
        if (c === '\\' && j + 1 < n) {
          const escaped = charAt(source, j + 1);
          value += source.slice(from, j) + escaped;
          j += 1 + escaped.length;
          from = j;
          continue;
        }
        if (c === close || (close === '”' && c === '"')) {
          closed = true;
          break;
        }
        j++;
      }
      value += source.slice(from, j);
      if (closed) j++;
      else {
        problems.push({
          span: { line, column: firstColumn + i, endColumn: firstColumn + j },
          message: 'this text has no closing quote: end it with " on the same line',
        });
      }
      tokens.push(tokenAt(source, line, firstColumn, 'string', i, j, value));
      i = j;
      continue;
    }
    if (isLetter(ch)) {
      let j = i + ch.length;
      while (j < n) {
        const c = charAt(source, j);
        if (isLetter(c)) {
          j += c.length;
          continue;
        }
        const next = charAt(source, j + c.length);
        if ((isApostrophe(c) || c === '-') && isLetter(next)) j += c.length + next.length;
        else break;
      }
      tokens.push(tokenAt(source, line, firstColumn, 'word', i, j, source.slice(i, j).toLowerCase().replace(/’/g, "'")));
      i = j;
      continue;
    }
    if (isDigit(ch)) {
      let j = i + 1;
      while (j < n && isDigit(source[j] ?? '')) j++;
      tokens.push(tokenAt(source, line, firstColumn, 'number', i, j, source.slice(i, j)));
      i = j;
      continue;
    }
    const symbolWord = SYMBOL_WORDS.get(ch);
    if (symbolWord !== undefined) {
      tokens.push(tokenAt(source, line, firstColumn, 'word', i, i + ch.length, symbolWord));
      i += ch.length;
      continue;
    }
    const rest = OPERATOR_STARTS.has(ch) ? source.slice(i, i + 2) : '';
    const op = rest === '' ? undefined : OPERATORS.find(([text]) => rest.startsWith(text));
    if (op !== undefined) {
      tokens.push(tokenAt(source, line, firstColumn, 'op', i, i + op[0].length, op[1]));
      i += op[0].length;
      continue;
    }
    tokens.push(tokenAt(source, line, firstColumn, 'symbol', i, i + ch.length, ch));
    i += ch.length;
  }
  return { line, source, tokens, problems };
}
