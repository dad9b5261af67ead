import { describe, expect, it } from 'vitest';
import { checkRules, formatDiagnostic } from '../src/index.ts';
import { book, callOf, decideFor } from './helpers.ts';

/** `Situation "A" before "B"`: A is tried just ahead of B; every other situation in file order. */
const source = `Situation "Waiting"
  When my partner opened 2 Clubs
  Bid 2 Diamonds

Situation "Anything else"
  Bid Pass

Situation "Positive" before "Waiting"
  When my partner opened 2 Clubs
  If points >= 8
  Bid 2 Hearts
`;

describe('a situation tried before another', () => {
  const b = book(source);

  it('acts ahead of the situation it names', () => {
    expect(callOf(decideFor(b, '32.AQ432.Q432.32', '2C Pass'))).toBe('2H');
    expect(callOf(decideFor(b, '32.A5432.5432.32', '2C Pass'))).toBe('2D');
    expect(b.situations.map((s) => s.name)).toEqual(['Positive', 'Waiting', 'Anything else']);
  });

  it('says so when the situation it names is missing, is itself moved, or is itself', () => {
    const messages = (text: string): string[] => checkRules(text, 'book.rules').diagnostics.map(formatDiagnostic);
    expect(messages('Situation "A" before "Z"\nBid Pass')).toEqual([
      'book.rules:1:1: no situation is named "Z", so this one can\'t be tried before it',
    ]);
    expect(messages('Situation "A" before "A"\nBid Pass')).toEqual(["book.rules:1:1: a situation can't be tried before itself"]);
    expect(messages('Situation "A"\nBid Pass\nSituation "B" before "A"\nBid Pass\nSituation "C" before "B"\nBid Pass')).toEqual([
      'book.rules:5:1: the situation "B" is itself tried before "A": name that one instead',
    ]);
    expect(messages('Situation "A" before\nBid Pass')[0]).toContain('expected the quoted name of the situation this one is tried before');
  });
});
