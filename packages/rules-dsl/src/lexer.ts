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

const SYMBOL_WORDS: Readonly<Record<string, string>> = {
  '♠': 'spades',
  '♥': 'hearts',
  '♦': 'diamonds',
  '♣': 'clubs',
  '♤': 'spades',
  '♡': 'hearts',
  '♢': 'diamonds',
  '♧': 'clubs',
};

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

const QUOTES: Readonly<Record<string, string>> = { '"': '"', '“': '”' };

const isLetter = (ch: string): boolean => /\p{L}/u.test(ch);
const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const isApostrophe = (ch: string): boolean => ch === "'" || ch === '’';

/** Splits a source into lines (any line break), dropping a byte-order mark. */
export function splitLines(source: string): string[] {
  return source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/** Lexes one line; `#` outside a quoted text starts a comment. Never throws. */
export function lexLine(source: string, line: number): LexedLine {
  const tokens: Token[] = [];
  const problems: { span: Span; message: string }[] = [];
  const chars = Array.from(source);
  // Columns count UTF-16 units, as editors and JavaScript strings do.
  const columns: number[] = [];
  let col = 1;
  for (const ch of chars) {
    columns.push(col);
    col += ch.length;
  }
  columns.push(col);
  const at = (i: number): number => columns[i] ?? col;
  const push = (kind: TokenKind, start: number, end: number, value: string): void => {
    tokens.push({ kind, text: chars.slice(start, end).join(''), value, line, column: at(start), endColumn: at(end) });
  };

  let i = 0;
  while (i < chars.length) {
    const ch = chars[i] ?? '';
    if (ch === ' ' || ch === '\t' || ch === '\u00a0') {
      i++;
      continue;
    }
    if (ch === '#') break;
    const close = QUOTES[ch];
    if (close !== undefined) {
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < chars.length) {
        const c = chars[j] ?? '';
        if (c === '\\' && j + 1 < chars.length) {
          value += chars[j + 1] ?? '';
          j += 2;
          continue;
        }
        if (c === close || (close === '”' && c === '"')) {
          closed = true;
          j++;
          break;
        }
        value += c;
        j++;
      }
      if (!closed) {
        problems.push({
          span: { line, column: at(i), endColumn: at(j) },
          message: 'this text has no closing quote: end it with " on the same line',
        });
      }
      push('string', i, j, value);
      i = j;
      continue;
    }
    if (isLetter(ch)) {
      let j = i + 1;
      while (j < chars.length) {
        const c = chars[j] ?? '';
        const next = chars[j + 1] ?? '';
        if (isLetter(c)) j++;
        else if ((isApostrophe(c) || c === '-') && isLetter(next)) j += 2;
        else break;
      }
      push('word', i, j, chars.slice(i, j).join('').toLowerCase().replace(/’/g, "'"));
      i = j;
      continue;
    }
    if (isDigit(ch)) {
      let j = i + 1;
      while (j < chars.length && isDigit(chars[j] ?? '')) j++;
      push('number', i, j, chars.slice(i, j).join(''));
      i = j;
      continue;
    }
    const symbolWord = SYMBOL_WORDS[ch];
    if (symbolWord !== undefined) {
      push('word', i, i + 1, symbolWord);
      i++;
      continue;
    }
    const rest = chars.slice(i, i + 2).join('');
    const op = OPERATORS.find(([text]) => rest.startsWith(text));
    if (op !== undefined) {
      const len = Array.from(op[0]).length;
      push('op', i, i + len, op[1]);
      i += len;
      continue;
    }
    push('symbol', i, i + 1, ch);
    i++;
  }
  return { line, source, tokens, problems };
}
