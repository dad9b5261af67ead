import { describe, expect, it } from 'vitest';
import { checkRules, compileRules, formatDiagnostic } from '../src/index.ts';

/** Errors a rule writer meets: exact positions, plain messages, suggestions, all of them at once. */

const diagnostics = (source: string): string[] => checkRules(source, 'book.rules').diagnostics.map(formatDiagnostic);

describe('every error of a file is reported, with its line and column', () => {
  const source = [
    'Situation "Opening the bidding"', // 1
    '  When no one has bid', // 2
    '', // 3
    '  If lenght of Hearts >= 5', // 4
    '  If points 12 to 21', // 5
    '  Bid 1 Heart', // 6
    '  Means "12–21 points and 5+ hearts."', // 7
    '', // 8
    '  If length of Spade >= 5', // 9
    '  Bid 1 Spades', // 10
    '', // 11
    '  Iff points >= 22', // 12
    '  Bid 2 Clubs', // 13
    '', // 14
    '  If points >= 40', // 15
    '  Set length of Hearts to 5', // 16
    '  Bid 3 NoTrump', // 17
  ].join('\n');

  it('lists them all, in reading order', () => {
    expect(diagnostics(source)).toEqual([
      "book.rules:4:6: expected a test such as 'points >= 12', 'length of Hearts >= 5' or 'my partner's first bid is one in a suit', found 'lenght'; did you mean 'length'?",
      "book.rules:6:9: expected 'of' or a suit such as Hearts, NoTrump or best suit, found 'Heart'; did you mean 'Hearts'?",
      "book.rules:9:16: expected a suit such as Hearts, longest suit or my partner's first bid suit, found 'Spade'; did you mean 'Spades'?",
      "book.rules:12:3: expected a line starting with Situation, When, If, Set, Bid, Means, Does or Value, found 'Iff'; did you mean 'If'?",
      'book.rules:15:16: points run from 0 to 37, so 40 can never match',
      "book.rules:16:7: length of Hearts can't be set by a rule: length is counted from the hand. A rule can set support for a bid suit and the type of a bid",
    ]);
  });

  it('gives the span of the words in question', () => {
    const [first] = checkRules(source, 'book.rules').diagnostics;
    expect(first).toMatchObject({ file: 'book.rules', line: 4, column: 6, endLine: 4, endColumn: 12, severity: 'error' });
  });

  it('compileRules returns the same errors', () => {
    const result = compileRules(source, 'book.rules');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.map(formatDiagnostic)).toEqual(diagnostics(source));
  });
});

describe('messages say what was found and what was expected', () => {
  const cases: [string, string][] = [
    [
      'If points >= \nBid Pass',
      '1:14: expected a number or a quality such as points, length of … or strength of …, found the end of the line',
    ],
    [
      'If points 12 to\nBid Pass',
      '1:16: expected a number or a quality such as points, length of … or strength of …, found the end of the line',
    ],
    ['If points 12\nBid Pass', "1:13: expected 'to', found the end of the line"],
    ["If my partner's first bid is raise 1 level to 3\nBid Pass", "1:47: expected '2' or '4', found '3'"],
    ['If strength of Hearts >= 2 strong top\nBid Pass', "1:38: expected 'cards', found the end of the line"],
    [
      'If strength of Hearts >= 7\nBid Pass',
      "1:26: expected a strength such as 2 strong top cards or a quality such as points, length of … or strength of …, found '7'",
    ],
    [
      "If support for my partner's first bid suit >= fair\nBid Pass",
      "1:47: expected a support value: no support, good, strong or exceptional or a quality such as points, length of … or strength of …, found 'fair'",
    ],
    [
      'If points >= 12 and length of Hearts >= 5\nBid Pass',
      "1:17: expected the end of the line ('and' is not part of the language: put each test on its own If line), found 'and'",
    ],
    ['If points = 12 or 13 foo\nBid Pass', "1:22: expected the end of the line or 'or', found 'foo'"],
    [
      'If my partners first bid is pass\nBid Pass',
      "1:7: expected a player: partner's, left opponent's or right opponent's, an order: first, second, … twelfth, or last, 'partner', 'left' or 'right', found 'partners'; did you mean 'partner's'?",
    ],
    ['If hand is balnced\nBid Pass', "1:12: expected 'not', 'balanced' or 'unbalanced', found 'balnced'; did you mean 'balanced'?"],
    ['If we are vulnerabel\nBid Pass', "1:11: expected 'not' or 'vulnerable', found 'vulnerabel'; did you mean 'vulnerable'?"],
    ['If shape is 5-3-3\nBid Pass', "1:18: expected '-', found the end of the line"],
    ['If Hearts holds 2 of the top\nBid Pass', '1:29: expected a number, found the end of the line'],
    ['Bid 1 NoTrumps', "1:7: expected 'of' or a suit such as Hearts, NoTrump or best suit, found 'NoTrumps'; did you mean 'NoTrump'?"],
    ['Bid Pas', "1:5: expected a call such as 1 NoTrump, 2 of longest suit or Pass, found 'Pas'; did you mean 'Pass'?"],
    ['Bid 2 Hearts now', "1:14: expected the end of the line, found 'now'"],
    [
      'Set points to 12',
      "1:5: points can't be set by a rule: points are counted from the hand. A rule can set support for a bid suit and the type of a bid",
    ],
    [
      "Set level of my partner's first bid to 2",
      "1:5: level of my partner's first bid can't be set by a rule: the level of a bid is fixed by the call that was made. A rule can set support for a bid suit and the type of a bid",
    ],
    [
      "Set suit of my partner's first bid to Hearts",
      "1:5: suit of my partner's first bid can't be set by a rule: the suit of a bid is fixed by the call that was made. A rule can set support for a bid suit and the type of a bid",
    ],
    [
      'Set strength of best suit to 4 top cards',
      "1:5: strength of best suit can't be set by a rule: strength is counted from the hand. A rule can set support for a bid suit and the type of a bid",
    ],
    ["Set my partner's first bid to 1 Hearts", "1:31: expected a type of bid such as single raise or new suit at 1 level, found '1'"],
    [
      'Set hand to balanced',
      "1:5: expected something a rule can set: support for … bid suit, or the type of a bid such as my partner's first bid, found 'hand'",
    ],
    ['Bid 1 NoTrump\nMeans "abc', '2:7: this text has no closing quote: end it with " on the same line'],
    [
      'Bid 1 NoTrump\nMeans "{sut} is fine"',
      "2:9: expected {suit}, {call}, {level} or a suit such as {my partner's first bid suit}, found 'sut'; did you mean 'suit'?",
    ],
    ['Bid 1 NoTrump\nMeans "the {suit"', "2:12: this '{' has no closing '}': write a placeholder as {suit}"],
    ['Bid 1 NoTrump\nMeans "x" y', "2:11: expected the end of the line after the closing quote, found 'y'"],
    ['Means "lonely"', '1:1: a Means line says what a call means, so it comes right after a Bid line'],
    ['Bid Pass\nMeans "a"\nMeans "b"', '3:1: this call already has its meaning on the line above: put the whole meaning on one Means line'],
    [
      'If points >= 12',
      '1:1: these tests are followed by no Bid or Set line: a rule is its If lines, then its Set lines, then its Bid line',
    ],
    ['When no one has bid\nBid Pass', '1:1: a When line belongs right under a Situation line: it says when the situation applies'],
    [
      'Situation "a"\nBid Pass\nWhen no one has bid',
      "3:1: When lines come right after their Situation line, before its rules; use If for a rule's tests",
    ],
    ['Situation', '1:10: expected the name of the situation, as in Situation "Opening the bidding", found the end of the line'],
    ['If points 21 to 12\nBid Pass', '1:4: 21 to 12 is empty: write the lower value first'],
    [
      'If length of Hearts >= points\nBid Pass',
      "1:24: points can't be compared with length of Hearts: compare like with like, as in 'length of Clubs >= length of Diamonds'",
    ],
    ['If shape is 5-3-3-3\nBid Pass', '1:4: a shape has four lengths adding up to 13, but 5-3-3-3 adds up to 14'],
    [
      'If Hearts holds 2 of the top 6 honours\nBid Pass',
      "1:4: the honours are the ace, king, queen, jack and ten, so the top 6 can't be counted: use 1 to 5",
    ],
    ['If Hearts holds 4 of the top 3 honours\nBid Pass', '1:4: 4 of the top 3 can never be held: use 1 to 3'],
    ['If number of aces = 5\nBid Pass', '1:21: the number of aces runs from 0 to 4, so 5 can never match'],
    ["If level of my partner's first bid = 8\nBid Pass", '1:38: a level runs from 1 to 7, so 8 can never match'],
    ['If seat = 5\nBid Pass', '1:11: seats run from 1 to 4, so 5 can never match'],
  ];
  for (const [source, expected] of cases) {
    it(source.split('\n')[0] ?? source, () => {
      const [first] = diagnostics(source);
      expect(first).toBe(`book.rules:${expected}`);
    });
  }
});

describe('warnings', () => {
  it('a rule after a Pass with no test is never reached', () => {
    const result = checkRules('Situation "a"\nBid Pass\nIf points >= 12\nBid 1 NoTrump', 'book.rules');
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'book.rules:3:1: warning: this rule is never reached: the rule on line 2 above always acts first',
    ]);
  });

  it('a situation with no rules', () => {
    const result = checkRules('Situation "empty"\n  When no one has bid\nSituation "b"\nBid Pass', 'book.rules');
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(['book.rules:1:1: warning: the situation "empty" has no rules']);
  });
});

describe('what is accepted', () => {
  it('an empty file or one of comments only', () => {
    expect(checkRules('').ok).toBe(true);
    expect(checkRules('# nothing yet\n   # really').ok).toBe(true);
  });

  it('one rule on its own is a complete source', () => {
    expect(
      checkRules(
        "If length of my partner's first bid suit >= 3\nIf points 6 to 10\nSet my first bid to single raise\nBid 2 of my partner's first bid suit",
      ).diagnostics,
    ).toEqual([]);
  });

  it('keywords and words in any case, curly apostrophes and quotes, suit symbols', () => {
    const source =
      'situation “Openings”\n  when NO ONE has bid\n  IF length of my partner’s first bid suit >= 3\n  bid 1♠\n  MEANS “one spade”';
    expect(checkRules(source).diagnostics).toEqual([]);
  });

  it('comments after a line, # inside a quoted meaning', () => {
    expect(checkRules('Bid Pass # the end\nMeans "no #1 here" # a comment').diagnostics).toEqual([]);
  });

  it('an unquoted meaning and situation name', () => {
    const result = checkRules('Situation Opening the bidding\nBid 2 Clubs\nMeans 22+ points: strong, artificial.');
    expect(result.diagnostics).toEqual([]);
  });

  it('Windows line breaks keep the line numbers', () => {
    const [d] = checkRules('Bid Pass\r\nBid Pas\r\n').diagnostics;
    expect(d).toMatchObject({ line: 2, column: 5 });
  });
});
