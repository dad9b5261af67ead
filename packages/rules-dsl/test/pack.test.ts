import { describe, expect, it } from 'vitest';
import { packBook, unpackBook } from '../src/books/pack.ts';
import { bookFacts, compileBook } from '../src/compile.ts';
import { SAYC_SOURCE, decide, describeBook, saycBook } from '../src/index.ts';
import { parseCheckedRules } from '../src/rules.ts';
import { auction, book, callOf, decideFor, hand, sample, sampleSource } from './helpers.ts';

/** The syntax tree of a file with no error. */
function parsed(source: string, fileName: string) {
  const result = parseCheckedRules(source, fileName);
  if (!result.ok) throw new Error(result.error.map((d) => d.message).join('\n'));
  return result.value;
}

/** Every situation of a packed file, unpacked, beside the same situation parsed. */
function roundTrip(source: string, fileName: string) {
  const file = parsed(source, fileName);
  const unpacked = unpackBook(packBook(file, source), source);
  return { file, unpacked: unpacked.map((s) => ({ name: s.name, line: s.line, syntax: s.syntax() })) };
}

// Rules before any Situation, Set rules, `or`, every placeholder, quoted and bare meanings, curly quotes, symbols.
const VARIED = [
  'If points >= 12 or length of Hearts >= 5',
  'Set support for my partner’s first bid suit to good',
  '',
  'Situation Unquoted name',
  '  When my partner opened 1 ♥',
  '  When vulnerability is favourable',
  "  If support for my partner's first bid suit >= good",
  '  If Hearts holds 2 of the top 3 honours or 3 of the top 5',
  '  If shape is not 4-3-3-3',
  '  Set my first bid to single raise',
  "  Bid 2 of my partner's first bid suit",
  "  Means “{call}: {level} of {suit}, {my partner's first bid suit}, {longest suit}.”",
  '',
  '  If points 6 to 10',
  '  Bid 1NT',
  '  Means six to ten # not a comment',
  '',
  '  If number of passes = 0 or 3',
  '  Bid Pass',
].join('\n');

describe('a packed book', () => {
  it('unpacks every situation of the SAYC book equal to the parse, keys in the same order', () => {
    const { file, unpacked } = roundTrip(SAYC_SOURCE, 'sayc.rules');
    expect(unpacked.map((s) => s.syntax)).toStrictEqual(file.situations);
    expect(JSON.stringify(unpacked.map((s) => s.syntax))).toBe(JSON.stringify(file.situations));
    expect(unpacked.map((s) => [s.name, s.line])).toEqual(file.situations.map((s) => [s.name, s.line]));
  });

  it('unpacks the sample book and every form of line equal to the parse', () => {
    for (const [source, name] of [
      [sampleSource, 'sample.rules'],
      [VARIED, 'varied.rules'],
    ] as const) {
      const { file, unpacked } = roundTrip(source, name);
      expect(unpacked.map((s) => s.syntax)).toStrictEqual(file.situations);
      expect(JSON.stringify(unpacked.map((s) => s.syntax))).toBe(JSON.stringify(file.situations));
    }
  });

  it('keeps what the book knows of all its rules', () => {
    const file = parsed(VARIED, 'varied.rules');
    expect(packBook(file, VARIED).facts).toEqual({ ruleCount: 4, hasSets: true, hasTypeSets: true });
    expect(packBook(file, VARIED).file).toBe('varied.rules');
  });
});

describe('the SAYC book as shipped', () => {
  it('describes itself as the book compiled from its source does', () => {
    expect(describeBook(saycBook(), SAYC_SOURCE)).toEqual(describeBook(book(SAYC_SOURCE, 'sayc.rules'), SAYC_SOURCE));
  });

  it('decides as the book compiled from its source does, trace included', () => {
    const fromSource = book(SAYC_SOURCE, 'sayc.rules');
    const cases: [string, string][] = [
      ['KQ.8742.QT75.KQ6', 'Pass Pass'],
      ['AK32.KQ4.J92.Q43', '1D Pass'],
      ['Q32.K84.A9532.43', '1S Pass 2D Pass'],
      ['AJ2.KQ4.K932.Q43', '1NT Pass 2C Pass'],
    ];
    for (const [pbn, calls] of cases) {
      const context = { hand: hand(pbn), vulnerability: 'None' as const, auction: auction(calls) };
      expect(JSON.stringify(decide(saycBook(), context))).toBe(JSON.stringify(decide(fromSource, context)));
    }
  });
});

describe('compiling a book', () => {
  it('reads and compiles a situation only when it is first evaluated', () => {
    const file = sample().file;
    const syntax = parsed(sampleSource, file).situations;
    const read: string[] = [];
    const lazy = compileBook(
      file,
      syntax.map((s) => ({
        name: s.name,
        line: s.line,
        syntax: () => {
          read.push(s.name);
          return s;
        },
      })),
      bookFacts(parsed(sampleSource, file)),
    );
    expect(read).toEqual([]);
    expect(lazy.ruleCount).toBe(sample().ruleCount);
    expect(callOf(decideFor(lazy, 'A2.KQJ93.T82.Q43'))).toBe('1H');
    expect(read).toEqual([syntax[0]?.name]);
    decideFor(lazy, 'A2.KQJ93.T82.Q43');
    expect(read).toHaveLength(1);
  });
});
