import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STRENGTH_PHRASES, resolveSuitReference, suitStrength, type SuitReference } from '@tenace/engine';
import { BID_TYPES, STRENGTH_VALUES, SUPPORT_VALUES, checkRules, parseRules } from '../src/index.ts';
import { book, callOf, decideFor, hand } from './helpers.ts';

/**
 * The complex-phrases document (000_…): every example line verbatim, every value list, and the
 * optional and required words.
 */

const ok = (source: string): void => {
  const result = checkRules(source);
  expect(result.diagnostics, source).toEqual([]);
  expect(result.ok).toBe(true);
};

const firstError = (source: string): string => {
  const result = checkRules(source);
  expect(result.ok, source).toBe(false);
  return result.diagnostics[0]?.message ?? '';
};

/** The document's example lines (test/fixtures/document-examples.rules), by their first word. */
const documentExamples = readFileSync(fileURLToPath(new URL('./fixtures/document-examples.rules', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));
const examplesOf = (keyword: string): string[] => documentExamples.filter((line) => line.startsWith(`${keyword} `));

/** Checks with ok: true and no error; a warning may remain. */
const checksOk = (source: string): void => {
  const result = checkRules(source);
  expect(
    result.diagnostics.filter((d) => d.severity === 'error'),
    source,
  ).toEqual([]);
  expect(result.ok, source).toBe(true);
};

describe('every example line of the document checks clean on its own, next to a Bid line', () => {
  it('the fixture holds all 36 of them', () => {
    expect([examplesOf('Bid').length, examplesOf('If').length, examplesOf('Set').length]).toEqual([8, 22, 6]);
  });

  for (const line of documentExamples) {
    it(line, () => {
      if (line.startsWith('If ')) checksOk(`${line}\nBid Pass`);
      else checksOk(line);
      if (line.startsWith('Set ')) checksOk(`${line}\nBid Pass`);
    });
  }
});

describe('the examples of the Bid chart, verbatim', () => {
  for (const line of examplesOf('Bid')) {
    it(line, () => {
      ok(line);
      const rule = parseRules(line).file.situations[0]?.rules[0];
      expect(rule?.bid?.text).toBe(line.slice('Bid '.length));
    });
  }

  it('each one makes the call it names', () => {
    const b = (line: string): string => callOf(decideFor(book(line), 'AKQ2.K93.T8.QJ43', '1H Pass 1S 2D', 'N'));
    // North, East, South, West: 1H (N) Pass (E) 1S (S, partner of N) 2D (W): North to call.
    expect(b('Bid 1 NoTrump')).toBe('none'); // not legal over 2D
    expect(b('Bid 2 Hearts')).toBe('2H');
    expect(b('Bid 2 of longest suit')).toBe('2S'); // four spades, four clubs: the higher suit
    expect(b('Bid Pass')).toBe('Pass');
    expect(b('Bid Double')).toBe('X');
    expect(b("Bid 2 of my partner's first bid suit")).toBe('2S');
    expect(b('Bid 3 of my first bid suit')).toBe('3H');
    expect(callOf(decideFor(book('Bid 1 of best suit'), 'AKQ2.K93.T8.QJ43'))).toBe('1S');
    expect(callOf(decideFor(book('Bid 1 NoTrump'), 'AKQ2.K93.T8.QJ43'))).toBe('1NT');
  });
});

describe('the examples of the If and Set chart, verbatim', () => {
  const isSupportTest = (line: string): boolean => line.startsWith('If support for ');

  for (const line of examplesOf('If').filter((l) => !isSupportTest(l))) {
    it(line, () => {
      ok(`${line}\nBid Pass`);
      const rule = parseRules(`${line}\nBid Pass`).file.situations[0]?.rules[0];
      expect(rule?.tests[0]?.text).toBe(line.slice('If '.length));
    });
  }

  for (const line of examplesOf('Set')) {
    it(line, () => {
      ok(line);
      ok(`${line}\nBid Pass`);
      const rule = parseRules(line).file.situations[0]?.rules[0];
      expect(rule?.sets[0]?.text).toBe(line.slice('Set '.length));
    });
  }

  const supportTests = examplesOf('If').filter(isSupportTest);
  it('has two tests of support', () => expect(supportTests).toHaveLength(2));
  for (const line of supportTests) {
    it(`${line}: clean after a rule that sets it, and only a warning without one (the book may set it elsewhere)`, () => {
      ok(`Set support for my partner's first bid suit to good\n${line}\nBid Pass`);
      ok(`${line}\nBid Pass\nIf points >= 12\nSet support for my partner's first bid suit to good\nBid 2 Hearts`);
      const alone = checkRules(`${line}\nBid Pass`);
      expect(alone.ok).toBe(true);
      expect(alone.diagnostics).toMatchObject([
        { line: 1, column: 4, severity: 'warning', message: expect.stringMatching(/no rule of this source sets it/) },
      ]);
    });
  }
});

describe('value lists', () => {
  const bidSuits = [
    'NoTrump',
    'Spades',
    'Hearts',
    'Diamonds',
    'Clubs',
    'longest suit',
    'second longest suit',
    'third longest suit',
    'shortest suit',
    'longer major',
    'shorter major',
    'longer minor',
    'shorter minor',
    'best suit',
    'second suit',
    'third suit',
    'fourth suit',
  ];

  it('every suit of a Bid line, with and without "of", at every level 1–7', () => {
    for (const suit of bidSuits) {
      for (let level = 1; level <= 7; level++) {
        ok(`Bid ${level} ${suit}`);
        ok(`Bid ${level} of ${suit}`);
      }
    }
    expect(firstError('Bid 8 Hearts')).toBe("expected a level from 1 to 7, found '8'");
    expect(firstError('Bid 0 of best suit')).toBe("expected a level from 1 to 7, found '0'");
  });

  it('a suit reference in a Bid line is the suit of my hand the engine resolves', () => {
    const pbn = 'KQ2.AJ9.T8765.32';
    const refs = bidSuits.slice(5) as SuitReference[];
    for (const ref of refs) {
      const expected = resolveSuitReference(hand(pbn), ref);
      expect(callOf(decideFor(book(`Bid 3 of ${ref}`), pbn)), ref).toBe(`3${expected}`);
    }
  });

  it('every suit of a length or strength test, trump suit and suit led included', () => {
    for (const suit of [...bidSuits.slice(1), 'trump suit', 'suit led']) {
      ok(`If length of ${suit} >= 4\nBid Pass`);
      ok(`If strength of ${suit} >= 1 weak top card\nBid Pass`);
    }
    expect(firstError('If length of NoTrump >= 4\nBid Pass')).toMatch(/^expected a suit such as Hearts/);
  });

  it('lengths run from 0 to 13', () => {
    for (let n = 0; n <= 13; n++) ok(`If length of Hearts = ${n}\nBid Pass`);
    expect(firstError('If length of Hearts = 14\nBid Pass')).toBe('a length runs from 0 to 13, so 14 can never match');
  });

  it('the twelve strength phrases, in the order the document lists them', () => {
    expect(STRENGTH_VALUES).toEqual([
      '6 top cards',
      '5 top cards',
      '4 top cards',
      '3 strong top cards',
      '3 medium top cards',
      '3 weak top cards',
      '2 strong top cards',
      '2 medium top cards',
      '2 weak top cards',
      '1 strong top card',
      '1 weak top card',
      '0 top cards',
    ]);
    for (const phrase of STRENGTH_VALUES) ok(`If strength of Hearts = ${phrase}\nBid Pass`);
  });

  it('strength compares in that order', () => {
    // Hearts AQ: 14 + 12 = 26, "2 medium top cards".
    const pbn = '5432.AQ.5432.432';
    expect(suitStrength(hand(pbn), 'H')).toBe('2 medium top cards');
    const rank = STRENGTH_PHRASES.indexOf('2 medium top cards');
    for (const phrase of STRENGTH_VALUES) {
      const r = STRENGTH_PHRASES.indexOf(phrase as (typeof STRENGTH_PHRASES)[number]);
      expect(callOf(decideFor(book(`If strength of Hearts >= ${phrase}\nBid Pass`), pbn)), phrase).toBe(rank >= r ? 'Pass' : 'none');
      expect(callOf(decideFor(book(`If strength of Hearts < ${phrase}\nBid Pass`), pbn)), phrase).toBe(rank < r ? 'Pass' : 'none');
    }
  });

  it('support values: no support < good < strong < exceptional', () => {
    expect(SUPPORT_VALUES).toEqual(['no support', 'good', 'strong', 'exceptional']);
    // South responds to North's 1♥: the Set rule records support, the Bid rule tests it.
    for (const [i, set] of SUPPORT_VALUES.entries()) {
      for (const [j, tested] of SUPPORT_VALUES.entries()) {
        const b = book(
          `Set support for my partner's first bid suit to ${set}\nIf support for my partner's first bid suit >= ${tested}\nBid 2 Hearts`,
        );
        expect(callOf(decideFor(b, 'K32.Q32.5432.432', '1H Pass')), `${set} >= ${tested}`).toBe(i >= j ? '2H' : 'none');
      }
    }
  });

  it('the 36 types of bid, verbatim, in tests and in Set lines', () => {
    expect(BID_TYPES).toHaveLength(36);
    for (const type of BID_TYPES) {
      ok(`If my partner's first bid is ${type}\nBid Pass`);
      ok(`Set my partner's first bid to ${type}`);
    }
  });

  it('suit values of a bid, with major suit, minor suit and any suit', () => {
    const values = [...bidSuits.slice(1), 'trump suit', 'suit led', 'major suit', 'minor suit', 'any suit'];
    expect(values).toHaveLength(21);
    for (const v of values) ok(`If suit of my partner's first bid is ${v}\nBid Pass`);
  });

  it('"any suit" excludes pass, double, redouble and no trump', () => {
    const b = book("If suit of my partner's last bid is any suit\nBid Pass");
    // North is to call; South (partner) made the last call shown.
    expect(callOf(decideFor(b, 'AKQ2.K93.T8.QJ43', '1D Pass 1H Pass'))).toBe('Pass');
    expect(callOf(decideFor(b, 'AKQ2.K93.T8.QJ43', '1D Pass 1NT Pass'))).toBe('none');
    expect(callOf(decideFor(b, 'AKQ2.K93.T8.QJ43', '1D Pass Pass 1H'))).toBe('none');
    expect(callOf(decideFor(b, 'AKQ2.K93.T8.QJ43', '1D 1H X 2H'))).toBe('none');
    expect(callOf(decideFor(b, 'AKQ2.K93.T8.QJ43', '1D X XX Pass'))).toBe('none');
    const majors = book("If suit of my partner's last bid is major suit\nBid Pass");
    expect(callOf(decideFor(majors, 'AKQ2.K93.T8.QJ43', '1D Pass 1H Pass'))).toBe('Pass');
    expect(callOf(decideFor(majors, 'AKQ2.K93.T8.QJ43', '1D Pass 2C Pass'))).toBe('none');
    const minors = book("If suit of my partner's last bid is minor suit\nBid Pass");
    expect(callOf(decideFor(minors, 'AKQ2.K93.T8.QJ43', '1D Pass 2C Pass'))).toBe('Pass');
  });

  it('orders first … twelfth', () => {
    const orders = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
    for (const order of orders) {
      ok(`If level of my partner's ${order} bid = 1\nBid Pass`);
      ok(`If length of my ${order} bid suit >= 1\nBid Pass`);
    }
    expect(firstError("If level of my partner's thirteenth bid = 1\nBid Pass")).toMatch(
      /^expected .*an order: first, second, … twelfth, or last/,
    );
  });

  it('persons my, left opponent’s, partner’s, right opponent’s, "my" optional', () => {
    for (const person of ["left opponent's", "partner's", "right opponent's"]) {
      ok(`If ${person} first bid is pass\nBid Pass`);
      ok(`If my ${person} first bid is pass\nBid Pass`);
      ok(`If length of ${person} first bid suit >= 3\nBid Pass`);
      ok(`If length of my ${person} first bid suit >= 3\nBid Pass`);
    }
    ok('If my first bid is pass\nBid Pass');
    ok('If first bid is pass\nBid Pass');
    // West deals and opens 1♥, North and East pass: South is to call, and West is South's left opponent.
    const b = (who: string): string =>
      callOf(decideFor(book(`If ${who} first bid is 1 Hearts\nBid Pass`), 'AKQ2.K93.T8.QJ43', '1H Pass Pass', 'W'));
    expect(b("my left opponent's")).toBe('Pass');
    expect(b("left opponent's")).toBe('Pass');
    expect(b("my partner's")).toBe('none');
    expect(b("my right opponent's")).toBe('none');
  });
});

describe('optional and required words', () => {
  it('"of" is optional before a suit of a Bid line', () => {
    ok('Bid 1 best suit');
    ok('Bid 2 of Hearts');
  });

  it('"of" is required before a bid suit in a Bid line', () => {
    expect(firstError("Bid 2 my partner's first bid suit")).toBe(
      "expected 'of' before a bid suit, as in '2 of my partner's first bid suit', found 'my'",
    );
  });

  it('"of" is required after length, strength, level and suit', () => {
    expect(firstError('If length Diamonds >= 4\nBid Pass')).toBe("expected 'of', found 'Diamonds'");
    expect(firstError('If strength best suit >= 2 strong top cards\nBid Pass')).toBe("expected 'of', found 'best'");
    expect(firstError("If level my partner's first bid = 1\nBid Pass")).toBe("expected 'of', found 'my'");
  });

  it('"bid suit" is required in a bid suit, "bid" in a bid', () => {
    expect(firstError("If length of my partner's first bid >= 3\nBid Pass")).toBe("expected 'suit', found '>='");
    expect(firstError("If length of my partner's first >= 3\nBid Pass")).toBe("expected 'bid', found '>='");
    expect(firstError('If my first is one in a suit\nBid Pass')).toMatch(/^expected 'bid'.*, found 'is'$/);
    expect(firstError("Set my partner's first to single raise")).toMatch(/^expected 'bid'.*, found 'to'$/);
  });

  it('"support for" is required', () => {
    expect(firstError("Set support partner's first bid suit to good")).toBe("expected 'for', found 'partner's'");
  });
});
