import { describe, expect, it } from 'vitest';
import { VALUE_NAMES, bookNumber, bookRange, checkRules, describeBook, saycBook } from '../src/index.ts';
import { book } from './helpers.ts';

/** The system's numbers a book declares on Value lines: parsed, checked, and read from the book. */

const diagnostics = (source: string): string[] =>
  checkRules(source, 'book.rules').diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`);

describe('Value lines', () => {
  const b = book(
    ['Value "points for game" is 25', 'Value "points for 1NT over an opening" = 15 to 18', '', 'If points >= 12', 'Bid 1 Clubs'].join('\n'),
  );

  it('declare a number or a range, read with bookNumber and bookRange', () => {
    expect(bookNumber(b, 'points for game')).toBe(25);
    expect(bookRange(b, 'points for 1NT over an opening')).toEqual({ min: 15, max: 18 });
    expect(bookNumber(b, 'points for a small slam')).toBeUndefined();
    expect(b.values).toEqual([
      { name: 'points for game', min: 25, max: 25, line: 1 },
      { name: 'points for 1NT over an opening', min: 15, max: 18, line: 2 },
    ]);
  });

  it('are described with the book', () => {
    expect(describeBook(b).values).toEqual(b.values);
  });

  it('the SAYC book declares every one of them', () => {
    expect(saycBook().values.map((v) => v.name)).toEqual(VALUE_NAMES);
    expect(bookNumber(saycBook(), 'points for game')).toBe(25);
    expect(bookRange(saycBook(), 'points for an overcall at the one level')).toEqual({ min: 8, max: 17 });
  });
});

describe('the checker reports, with line and column', () => {
  const cases: [string, string[]][] = [
    ['Value "pionts for game" is 25', ['1:8: "pionts for game" is not a value a book can declare; did you mean "points for game"?']],
    [
      'Value "opening points" is 12',
      ['1:8: "opening points" is not a value a book can declare, such as "points for game" or "points for a small slam"'],
    ],
    ['Value "points for game" is 25\nValue "points for game" is 26', ['2:8: "points for game" is already declared on line 1']],
    ['Value "points for game" is 45', ['1:28: a partnership\'s points run from 0 to 40, so 45 can\'t be "points for game"']],
    ['Value "points for a takeout double" is 38', ['1:40: points run from 0 to 37, so 38 can\'t be "points for a takeout double"']],
    ['Value "points for game" is 24 to 26', ['1:28: "points for game" is one number, not a range']],
    [
      'Value "points for 1NT over an opening" is 15',
      ['1:43: "points for 1NT over an opening" is a range: write the least and the most, as in 15 to 18'],
    ],
    ['Value "points for 1NT over an opening" is 18 to 15', ['1:43: 18 to 15 is empty: write the lower value first']],
    ['Value points for game is 25', ['1:7: expected the quoted name of a value, as in Value "points for game" is 25, found \'points\'']],
    ['Value "points for game" 25', ["1:25: expected 'is', found '25'"]],
    ['Value "points for game" is', ['1:27: expected a number, found the end of the line']],
    ['Value "points for game" is 25 points', ["1:31: expected 'to' or the end of the line, found 'points'"]],
    [
      'Bid 1 Clubs\nValue "points for game" is 25',
      ['2:1: a Value line declares a number of the whole book, so it comes before the first Situation and rule'],
    ],
    [
      'Situation "Openings"\nValue "points for game" is 25',
      [
        '1:1: the situation "Openings" has no rules',
        '2:1: a Value line declares a number of the whole book, so it comes before the first Situation and rule',
      ],
    ],
  ];
  for (const [text, expected] of cases) {
    it(text.replace(/\n/g, ' / '), () => {
      expect(diagnostics(text)).toEqual(expected);
    });
  }
});
