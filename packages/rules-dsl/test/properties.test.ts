import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_BIDS,
  DOUBLE,
  PASS,
  REDOUBLE,
  dealFromSeed,
  isLegalCall,
  legalCalls,
  makeCall,
  newAuction,
  type Auction,
  type Call,
} from '@tenace/engine';
import { checkRules, compileRules, decide, readAuction, readCall } from '../src/index.ts';

/** Whatever a writer types, the language answers with diagnostics, never an exception. */

const WORDS = [
  'Situation',
  'When',
  'If',
  'Set',
  'Bid',
  'Means',
  'of',
  'to',
  'is',
  'not',
  'or',
  'and',
  'my',
  "partner's",
  'left',
  'right',
  "opponent's",
  'first',
  'second',
  'twelfth',
  'last',
  'bid',
  'suit',
  'length',
  'strength',
  'support',
  'for',
  'level',
  'points',
  'number',
  'aces',
  'voids',
  'hand',
  'balanced',
  'shape',
  'holds',
  'the',
  'top',
  'honours',
  'Hearts',
  'Spades',
  'Clubs',
  'Diamonds',
  'NoTrump',
  'longest',
  'best',
  'major',
  'minor',
  'any',
  'good',
  'strong',
  'exceptional',
  'no',
  'one',
  'has',
  'opened',
  'we',
  'they',
  'are',
  'vulnerable',
  'Pass',
  'Double',
  'single',
  'raise',
  'top',
  'cards',
  'weak',
  'seat',
  'turn',
  '{suit}',
  '{',
  '}',
  '"',
  '“',
  '#',
  '-',
  '12',
  '0',
  '7',
  '13',
  '99',
  '>=',
  '<=',
  '=',
  '!=',
  '<',
  '>',
  "'",
  '♠',
  '\t',
  '\\',
];

const tokenSoup = fc
  .array(
    fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((ws) => ws.join(' ')),
    { maxLength: 12 },
  )
  .map((lines) => lines.join('\n'));

function checkPositions(source: string): void {
  const lines = source.split(/\r\n|\r|\n/);
  const result = checkRules(source, 'fuzz.rules');
  for (const d of result.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(Math.max(1, lines.length));
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeLessThanOrEqual((lines[d.line - 1] ?? '').length + 1);
    expect(d.endColumn).toBeGreaterThanOrEqual(d.column);
    expect(d.message.length).toBeGreaterThan(0);
  }
  expect(result.ok).toBe(!result.diagnostics.some((d) => d.severity === 'error'));
}

describe('random text', () => {
  it('never makes the parser or checker throw, and every position is in the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        checkPositions(text);
        compileRules(text);
      }),
      { numRuns: 400 },
    );
  });

  it('neither does a soup of the language’s own words', () => {
    fc.assert(
      fc.property(tokenSoup, (text) => {
        checkPositions(text);
        compileRules(text);
      }),
      { numRuns: 600 },
    );
  });
});

// ---- Random valid books, random hands, random auctions ----

const TESTS = [
  'points >= 12',
  'points 5 to 11',
  'total points < 20',
  'distribution points = 0 or 1',
  'length of Hearts >= 5',
  'length of longest suit = 4',
  'length of longer major >= length of longer minor',
  "length of my partner's first bid suit >= 3",
  "length of my left opponent's last bid suit <= 2",
  'strength of best suit >= 2 strong top cards',
  "strength of my partner's second bid suit < 1 weak top card",
  "support for my partner's first bid suit >= good",
  "level of my partner's first bid = 1",
  "my partner's first bid is single raise or jump shift",
  "my right opponent's last bid is pass",
  "my partner's last bid is 1 NoTrump",
  'first bid is not pass',
  "suit of my partner's first bid is major suit",
  "suit of my left opponent's first bid is not any suit",
  'longest suit is Hearts or Spades',
  'hand is balanced',
  'hand is not balanced',
  'shape is 5-4-2-2 or 4-4-4-1',
  'Hearts holds 2 of the top 3 honours or 3 of the top 5',
  "my partner's first bid suit holds 1 of the top 2",
  'number of aces = 0 or 4',
  'number of voids = 0',
  'number of passes = 2',
  'seat = 3',
  'turn >= 2',
  'we are vulnerable',
  'they are not vulnerable',
  'vulnerability is favourable',
  'no one has bid',
  'my partner opened',
  'I opened 1 of best suit',
  'they have bid Hearts',
  'someone has bid any suit',
  'I have passed',
  'trump suit is Spades',
  'length of suit led >= 1',
];
const BIDS = [
  'Pass',
  'Double',
  'Redouble',
  '1 NoTrump',
  '1 of best suit',
  '2 Hearts',
  '2 of longest suit',
  "2 of my partner's first bid suit",
  '3 of my first bid suit',
  "4 of my partner's last bid suit",
  '1 of longer minor',
  '7 NoTrump',
];
const SETS = [
  "support for my partner's first bid suit to good",
  "my partner's first bid to single raise",
  'my first bid to jump shift',
  "my left opponent's first bid to double",
];

const ruleArb = (sets: readonly string[]) =>
  fc.record({
    tests: fc.array(fc.constantFrom(...TESTS), { maxLength: 4 }),
    sets: fc.array(fc.constantFrom(...sets), { maxLength: 2 }),
    bid: fc.option(fc.constantFrom(...BIDS), { nil: undefined }),
  });

const bookOf = (sets: readonly string[]) =>
  fc
    .array(
      fc.record({
        when: fc.array(fc.constantFrom(...TESTS.slice(12)), { maxLength: 2 }),
        rules: fc.array(ruleArb(sets), { minLength: 1, maxLength: 6 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((situations) => {
      // Support is set at the top so the tests of it are valid wherever they are.
      const lines = ["Set support for my partner's first bid suit to good"];
      situations.forEach((s, i) => {
        lines.push(`Situation "S${i}"`, ...s.when.map((w) => `  When ${w}`));
        for (const r of s.rules) {
          lines.push(...r.tests.map((t) => `  If ${t}`), ...r.sets.map((x) => `  Set ${x}`));
          if (r.bid !== undefined || r.sets.length === 0)
            lines.push(`  Bid ${r.bid ?? 'Pass'}`, `  Means "{suit} {call} {level} {my partner's first bid suit}"`);
          lines.push('');
        }
      });
      return lines.join('\n');
    });

const bookArb = bookOf(SETS);
/**
 * Books whose Sets are only of support: the reader's memory of bid types is then the player's own,
 * so every call the player makes must be among the readings. (Types set on the strength of a hand
 * the reader can't see are a documented limit of reading.)
 */
const readableBookArb = bookOf(SETS.slice(0, 1));

/** A random legal auction that is not over, from random choices among the legal calls. */
const auctionArb = fc
  .record({ dealer: fc.constantFrom('N', 'E', 'S', 'W' as const), picks: fc.array(fc.nat(), { maxLength: 14 }) })
  .map(({ dealer, picks }) => {
    let a: Auction = newAuction(dealer);
    for (const p of picks) {
      const legal = legalCalls(a);
      // Passing often keeps auctions realistic; stop before the auction ends.
      const choice: Call = p % 3 === 0 ? PASS : (legal[p % legal.length] ?? PASS);
      const next = makeCall(a, choice);
      if (!next.ok) break;
      const calls = next.value.calls;
      const tail = calls.slice(-3);
      if (calls.length >= 4 && tail.length === 3 && tail.every((c) => c.type === 'pass')) break;
      a = next.value;
    }
    return a;
  });

describe('random books on random hands and auctions', () => {
  it('compile, decide, explain and read without throwing, and only make legal calls', () => {
    fc.assert(
      fc.property(
        bookArb,
        auctionArb,
        fc.integer(),
        fc.constantFrom('None', 'NS', 'EW', 'Both' as const),
        (source, auction, seed, vulnerability) => {
          const compiled = compileRules(source);
          expect(compiled.ok, compiled.ok ? '' : JSON.stringify(compiled.error)).toBe(true);
          if (!compiled.ok) return;
          const hand = dealFromSeed(seed).N;
          const decision = decide(compiled.value, { hand, vulnerability, auction });
          if (decision.call !== undefined) {
            expect(isLegalCall(auction, decision.call)).toBe(true);
            expect(typeof decision.meaning).toBe('string');
          }
          for (const entry of decision.trace) expect(typeof entry.reason).toBe('string');
          JSON.stringify(decision);
          for (const c of [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS.slice(0, 10)]) {
            if (!isLegalCall(auction, c)) continue;
            const reading = readCall(compiled.value, { vulnerability, auction }, c);
            if (reading.shows !== undefined) {
              expect(reading.shows.points.min).toBeLessThanOrEqual(reading.shows.points.max);
            }
          }
          readAuction(compiled.value, { vulnerability, auction });
        },
      ),
      { numRuns: 250 },
    );
  });

  it('the call decided is one readCall says the acting rule could make, and the hand fits its ranges', () => {
    fc.assert(
      fc.property(readableBookArb, auctionArb, fc.integer(), (source, auction, seed) => {
        const compiled = compileRules(source);
        if (!compiled.ok) return;
        const hand = dealFromSeed(seed).N;
        const decision = decide(compiled.value, { hand, vulnerability: 'None', auction });
        if (decision.call === undefined) return;
        const reading = readCall(compiled.value, { vulnerability: 'None', auction }, decision.call);
        const mine = reading.rules.find((r) => r.rule.line === decision.rule.line);
        expect(mine, `rule ${decision.rule.line} missing from the reading`).toBeDefined();
        if (mine === undefined) return;
        const inRange = (v: number, r: { min: number; max: number }): boolean => v >= r.min && v <= r.max;
        expect(inRange(hand.count('S'), mine.shows.lengths.S)).toBe(true);
        expect(inRange(hand.count('H'), mine.shows.lengths.H)).toBe(true);
        expect(inRange(hand.count('D'), mine.shows.lengths.D)).toBe(true);
        expect(inRange(hand.count('C'), mine.shows.lengths.C)).toBe(true);
      }),
      { numRuns: 250 },
    );
  });
});
