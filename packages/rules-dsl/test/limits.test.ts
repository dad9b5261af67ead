import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_DIAGNOSTICS, checkRules, formatDiagnostic, type Diagnostic } from '../src/index.ts';
import { HOSTILE_SOURCES } from './fixtures/hostile-sources.ts';

/**
 * What the checker answers is bounded whatever the source: at most 100 diagnostics, the count of
 * the others, and messages that quote only the beginning of a long text (POST /api/v1/rules/check
 * sends this answer back).
 */

const everything = (source: string): readonly Diagnostic[] => checkRules(source, 'rules', { maxDiagnostics: Infinity }).diagnostics;

/** The longest message any source can get: the longest template with its quotes cut to 80 characters. */
const MAX_MESSAGE_LENGTH = 400;

describe('the number of diagnostics', () => {
  const badLines = (n: number): string => Array.from({ length: n }, (_, i) => `If points >= ${40 + i}\nBid Pass`).join('\n');

  it('lists the first 100 in reading order and counts the others', () => {
    const result = checkRules(badLines(150));
    expect(MAX_DIAGNOSTICS).toBe(100);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(100);
    expect(result.more).toBe(50);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(everything(badLines(150)).slice(0, 100).map(formatDiagnostic));
    expect(result.diagnostics[99]?.message).toBe('points run from 0 to 37, so 139 can never match');
  });

  it('lists them all, with nothing more, up to the limit', () => {
    const result = checkRules(badLines(100));
    expect(result.diagnostics).toHaveLength(100);
    expect(result.more).toBe(0);
  });

  it('keeps errors before warnings when it must leave some out, so ok: false shows why', () => {
    // 120 situations with no rules (a warning each), then an error on line 122.
    const warnings = Array.from({ length: 120 }, (_, i) => `Situation "empty ${i + 1}"`).join('\n');
    const result = checkRules(`${warnings}\nSituation "last"\nIf points >= 40\nBid Pass`);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(100);
    expect(result.more).toBe(21);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line)).toEqual([122]);
    // Still in reading order: the 99 first warnings, then the error.
    expect(result.diagnostics.map((d) => d.line)).toEqual([...Array.from({ length: 99 }, (_, i) => i + 1), 122]);
  });

  it('ok counts the errors left out: only warnings listed and an error past them is not ok', () => {
    const errorsAfter = `${'Situation "empty"\n'.repeat(5)}Situation "last"\nIf points >= 40\nBid Pass`;
    const result = checkRules(errorsAfter, 'rules', { maxDiagnostics: 0 });
    expect(result).toEqual({ ok: false, diagnostics: [], more: 6 });
  });

  it('any limit gives the errors first, then the warnings, in reading order, whatever the source', () => {
    const lines = fc.constantFrom(
      'If points >= 40',
      'If points 21 to 12',
      "If support for my partner's first bid suit >= good",
      'Bid Pass',
      'Bid Pas',
      'Means "{sut} {suit} {}"',
      'Situation "empty"',
      'Iff points >= 12',
      'If lenght of Hearts >= 5',
    );
    const source = fc.array(lines, { maxLength: 60 }).map((ls) => ls.join('\n'));
    fc.assert(
      fc.property(source, fc.integer({ min: 0, max: 12 }), (text, max) => {
        const all = everything(text);
        const errors = all.filter((d) => d.severity === 'error');
        const chosen = new Set([...errors, ...all.filter((d) => d.severity === 'warning')].slice(0, max));
        const result = checkRules(text, 'rules', { maxDiagnostics: max });
        expect(result.diagnostics.map(formatDiagnostic)).toEqual(all.filter((d) => chosen.has(d)).map(formatDiagnostic));
        expect(result.more).toBe(all.length - chosen.size);
        expect(result.ok).toBe(errors.length === 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the size of an answer', () => {
  it('a message quotes the beginning of a long word, not all of it', () => {
    const word = `lenght${'x'.repeat(60_000)}`;
    const [d] = checkRules(`If ${word} >= 5\nBid Pass`).diagnostics;
    expect(d?.message).toMatch(/^expected a test such as .*, found 'lenghtx+…'$/);
    expect(d?.message.length).toBeLessThan(MAX_MESSAGE_LENGTH);
  });

  it('so does a message about a situation name, a quality that cannot be set or a number', () => {
    const long = 'x'.repeat(10_000);
    const messages = [
      `Situation "${long}"`,
      `Set length of     ${' '.repeat(10_000)}Hearts to 5`,
      `If points >= 9${'9'.repeat(10_000)}\nBid Pass`,
      `Bid Pass\nMeans "x" ${long}`,
      `${long} points`,
    ].map((source) => checkRules(source).diagnostics[0]?.message ?? '');
    for (const message of messages) expect(message.length).toBeLessThan(MAX_MESSAGE_LENGTH);
  });

  for (const hostile of HOSTILE_SOURCES) {
    it(`64 KB of ${hostile.name}: at most 100 diagnostics, the rest counted, short messages`, () => {
      const source = hostile.make(64 * 1024);
      const result = checkRules(source);
      // Listing none only counts them (the property above checks counting against the full list).
      const counted = checkRules(source, 'rules', { maxDiagnostics: 0 });
      expect(result.diagnostics.length).toBe(Math.min(counted.more, 100));
      expect(result.more).toBe(counted.more - result.diagnostics.length);
      expect(result.ok).toBe(counted.ok);
      for (const d of result.diagnostics) expect(d.message.length).toBeLessThan(MAX_MESSAGE_LENGTH);
      // 100 diagnostics of at most 400 characters and their positions: well under the source's size.
      expect(JSON.stringify(result).length).toBeLessThan(50 * 1024);
    });
  }
});
