import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookNumber, checkRules, formatDiagnostic, saycBook } from '../src/index.ts';
import { book, callOf, decideFor } from './helpers.ts';

/** Extensions: `Extends "SAYC"` changes SAYC where a partnership differs, without copying it. */
const messages = (text: string): string[] => checkRules(text, 'mine.rules').diagnostics.map(formatDiagnostic);

const weakNotrump = readFileSync(fileURLToPath(new URL('../systems/examples/weak-notrump.rules', import.meta.url)), 'utf8');

describe('an extension of SAYC', () => {
  const mine = book(
    `Extends "SAYC"
Value "points for game" is 26

Situation "Openings" replaces
  When no one has bid
  Bid Pass
  Means "I never open."

Situation "Gadget over 1NT" before "Responses after 1NT"
  When my partner opened 1 NoTrump
  If points >= 25
  Bid 7 NoTrump
`,
    'mine.rules',
  );

  it('replaces a situation of the base in its place, citing its own line', () => {
    const d = decideFor(mine, 'AKQ2.AK2.AK2.AK2');
    expect(callOf(d)).toBe('Pass');
    expect(d.rule).toEqual({ file: 'mine.rules', line: 6, situation: 'Openings' });
    expect(mine.situations.findIndex((s) => s.name === 'Openings')).toBe(saycBook().situations.findIndex((s) => s.name === 'Openings'));
  });

  it("keeps the base's other situations, citing the base's lines", () => {
    const d = decideFor(mine, 'AK32.K32.Q32.432', '1C Pass');
    expect(callOf(d)).toBe('1S');
    expect(d.rule?.file).toBe('sayc.rules');
  });

  it('places a new situation before a base one, and overrides values', () => {
    const names = mine.situations.map((s) => s.name);
    expect(names.indexOf('Gadget over 1NT')).toBe(names.indexOf('Responses after 1NT') - 1);
    expect(bookNumber(mine, 'points for game')).toBe(26);
    expect(bookNumber(mine, 'points for a small slam')).toBe(33);
    expect(mine.optionNames).toContain('Roman Keycard Blackwood');
  });

  it('is checked against its base', () => {
    expect(messages('Extends "SAYK"\nSituation "A"\nBid Pass')).toEqual([
      'mine.rules:1:10: no book is named "SAYK": a book can extend "SAYC"; did you mean "SAYC"?',
    ]);
    expect(messages('Extends "SAYC"\nSituation "Opening" replaces\nBid Pass')).toEqual([
      'mine.rules:2:1: SAYC has no situation named "Opening" to replace; did you mean "Openings"?',
    ]);
    expect(messages('Extends "SAYC"\nSituation "Openings"\nBid Pass')[0]).toContain(
      'SAYC already has a situation named "Openings": write Situation "Openings" replaces',
    );
    expect(messages('Extends "SAYC"\nSituation "A" before "Responses after 1NTT"\nBid Pass')).toEqual([
      'mine.rules:2:1: no situation is named "Responses after 1NTT" in this book or SAYC (did you mean "Responses after 1NT"?), so this one can\'t be tried before it',
    ]);
    expect(messages('Situation "A"\nBid Pass\nExtends "SAYC"')).toEqual([
      'mine.rules:3:1: an Extends line comes first in the file, before any Value, Situation or rule',
    ]);
    expect(messages('Situation "A" replaces\nBid Pass')[0]).toContain('only a book that extends another replaces a situation');
    expect(messages('Extends SAYC\nSituation "A"\nBid Pass')[0]).toContain('expected the quoted name of the book this one extends');
    expect(messages('# mine\nExtends "SAYC"\nExtends "SAYC"\nSituation "A"\nBid Pass')).toEqual([
      'mine.rules:3:1: a book extends one book: this is its second Extends line',
    ]);
  });
});

describe('the weak notrump sample', () => {
  it('checks clean', () => {
    expect(checkRules(weakNotrump, 'weak-notrump.rules').diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('gives every meaning in Indonesian too, as SAYC does', () => {
    const lines = weakNotrump.split('\n');
    const english = lines.filter((line) => /^\s*Means "/.test(line));
    expect(english.length).toBeGreaterThan(50);
    lines.forEach((line, i) => {
      if (/^\s*Means "/.test(line)) expect(lines[i + 1], `line ${i + 1}`).toMatch(/^\s*Means in Indonesian "/);
    });
  });

  const weak = book(weakNotrump, 'weak-notrump.rules');

  it('opens 1NT with a balanced 13-count, where SAYC opens one of a suit', () => {
    const d = decideFor(weak, 'K32.KJ2.Q432.A32');
    expect(callOf(d)).toBe('1NT');
    expect(d.rule?.file).toBe('weak-notrump.rules');
    expect(d.meanings).toEqual({
      en: '12–14 points and a balanced hand (a five-card major too).',
      id: '12–14 poin dan tangan seimbang (juga dengan mayor lima kartu).',
    });
    expect(callOf(decideFor(saycBook(), 'K32.KJ2.Q432.A32'))).toBe('1D');
  });

  it('opens one of a suit with 15–17 balanced and rebids 1NT', () => {
    expect(callOf(decideFor(weak, 'K32.KJ2.Q432.AK2'))).toBe('1D');
    expect(callOf(decideFor(weak, 'K32.KJ2.Q432.AK2', '1D Pass 1S Pass'))).toBe('1NT');
  });

  it("has responder count on opener's 1NT rebid as 15–17", () => {
    expect(callOf(decideFor(weak, 'K32.AJ32.Q32.J32', '1D Pass 1H Pass 1NT Pass'))).toBe('3NT');
    expect(callOf(decideFor(saycBook(), 'K32.AJ32.Q32.J32', '1D Pass 1H Pass 1NT Pass'))).toBe('2NT');
  });

  it('responds to 1NT with ranges 3 points higher', () => {
    expect(callOf(decideFor(weak, 'K32.Q32.K432.432', 'Pass Pass 1NT Pass'))).toBe('Pass');
    expect(callOf(decideFor(weak, 'K32.Q32.K432.A32', 'Pass Pass 1NT Pass'))).toBe('2NT');
    expect(callOf(decideFor(weak, 'K32.Q32.K432.AK2', 'Pass Pass 1NT Pass'))).toBe('3NT');
  });
});
