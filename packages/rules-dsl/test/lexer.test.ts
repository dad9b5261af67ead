import { describe, expect, it } from 'vitest';
import { lexLine, splitLines } from '../src/lexer.ts';

const tokens = (line: string): [string, string, number, number][] =>
  lexLine(line, 1).tokens.map((t) => [t.kind, t.value, t.column, t.endColumn]);

describe('the lexer', () => {
  it('cuts words, numbers, operators and symbols with their columns', () => {
    expect(tokens("If length of my partner's first bid suit >= 3")).toEqual([
      ['word', 'if', 1, 3],
      ['word', 'length', 4, 10],
      ['word', 'of', 11, 13],
      ['word', 'my', 14, 16],
      ['word', "partner's", 17, 26],
      ['word', 'first', 27, 32],
      ['word', 'bid', 33, 36],
      ['word', 'suit', 37, 41],
      ['op', '>=', 42, 44],
      ['number', '3', 45, 46],
    ]);
  });

  it('reads curly apostrophes, suit symbols, 2NT, ≥ and shapes', () => {
    expect(tokens('partner’s ♠ 2NT ≥ 5-3-3-2')).toEqual([
      ['word', "partner's", 1, 10],
      ['word', 'spades', 11, 12],
      ['number', '2', 13, 14],
      ['word', 'nt', 14, 16],
      ['op', '>=', 17, 18],
      ['number', '5', 19, 20],
      ['symbol', '-', 20, 21],
      ['number', '3', 21, 22],
      ['symbol', '-', 22, 23],
      ['number', '3', 23, 24],
      ['symbol', '-', 24, 25],
      ['number', '2', 25, 26],
    ]);
  });

  it('quoted text keeps #, resolves \\" and reports an unclosed quote', () => {
    expect(lexLine('Means "a \\"b\\" #1" # note', 1).tokens.map((t) => t.value)).toEqual(['means', 'a "b" #1']);
    expect(lexLine('Means “curly”', 1).tokens.map((t) => t.value)).toEqual(['means', 'curly']);
    const open = lexLine('Means "abc', 3);
    expect(open.problems).toEqual([
      { span: { line: 3, column: 7, endColumn: 11 }, message: 'this text has no closing quote: end it with " on the same line' },
    ]);
  });

  it('splits lines on any line break and drops a byte-order mark', () => {
    expect(splitLines('\uFEFFa\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
