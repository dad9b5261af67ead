import { describe, expect, it } from 'vitest';
import { classifyCalls } from '../src/index.ts';
import { auction } from './helpers.ts';

/** The game's own types: the opening, the responder's first bid, the opener's rebid. */
const typesOf = (calls: string, index: number): readonly string[] => classifyCalls(auction(calls))[index] ?? [];

describe('the opening', () => {
  it('one … seven in a suit, one … seven no trump', () => {
    expect(typesOf('1H', 0)).toEqual(['one in a suit']);
    expect(typesOf('Pass 3C', 1)).toEqual(['three in a suit']);
    expect(typesOf('7S', 0)).toEqual(['seven in a suit']);
    expect(typesOf('1NT', 0)).toEqual(['one no trump']);
    expect(typesOf('Pass Pass 2NT', 2)).toEqual(['two no trump']);
  });

  it('passes, doubles and redoubles anywhere', () => {
    expect(typesOf('Pass', 0)).toEqual(['pass']);
    expect(typesOf('1H X', 1)).toEqual(['double']);
    expect(typesOf('1H X XX', 2)).toEqual(['redouble']);
  });
});

describe("the responder's first bid", () => {
  const cases: [string, string[]][] = [
    ['1H Pass 2H', ['single raise']],
    ['1H Pass 3H', ['double raise']],
    ['1H Pass 4H', ['triple raise']],
    // Over an overcall the raise counts from the cheapest level still open.
    ['1H 2C 2H', ['single raise']],
    ['1H 2C 3H', ['double raise']],
    ['1H 2D 3C', ['new suit over 1 level', 'new suit over 2 level']],
    ['1C Pass 1H', ['new suit at 1 level']],
    ['1H Pass 2C', ['new suit at 2 level', 'new suit over 1 level']],
    ['1H 2S 3C', ['new suit over 1 level', 'new suit over 2 level']],
    ['1H Pass 2S', ['jump shift', 'jump in new suit']],
    ['1C Pass 2D', ['jump shift', 'jump in new suit']],
    ['1H Pass 1NT', ['one no trump']],
    ['1H Pass 2NT', ['two no trump']],
    ['1NT Pass 2NT', ['two no trump', 'raise 1 NT to 2 NT']],
    ['1NT Pass 2C', ['new suit at 2 level', 'new suit over 1 level']],
  ];
  for (const [calls, expected] of cases) {
    it(calls, () => expect(typesOf(calls, 2)).toEqual(expected));
  }

  it('is the first call of the opener’s partner after the opening, whoever dealt', () => {
    // West deals and passes, North passes, East opens 1H, South passes, West raises.
    expect(typesOf('Pass Pass 1H Pass 2H', 4)).toEqual(['single raise']);
    // A passed hand's earlier pass is not its response.
    expect(typesOf('Pass Pass 1H Pass 2H', 0)).toEqual(['pass']);
  });
});

describe("the opener's rebid", () => {
  const cases: [string, string[]][] = [
    ['1H Pass 1S Pass 2H', ['minimum in suit opened']],
    ['1H Pass 1S Pass 3H', ['jump in suit opened']],
    ['1C Pass 1H Pass 2NT', ['two no trump', 'jump 2 no trump']],
    ['1H Pass 2C Pass 2NT', ['two no trump', 'minimum 2 no trump']],
    ['1C Pass 1NT Pass 2NT', ['two no trump', 'minimum 2 no trump', 'raise 1 NT to 2 NT']],
    ['1C Pass 1H Pass 2H', ['single raise', 'raise 1 level to 2']],
    ['1C Pass 1H Pass 3H', ['double raise']],
    ['1C Pass 1H Pass 4H', ['triple raise', 'raise 1 level to 4']],
    ['1H Pass 2C Pass 3C', ['single raise', 'raise 2 level to 3']],
    ['1H Pass 2C Pass 4C', ['double raise', 'raise 2 level to 4']],
    ['1D Pass 1S Pass 2H', ['new suit at 2 level', 'new suit over 1 level', 'reverse bid']],
    ['1C Pass 1S Pass 2D', ['new suit at 2 level', 'new suit over 1 level', 'reverse bid']],
    ['1H Pass 1S Pass 2D', ['new suit at 2 level', 'new suit over 1 level']],
    ['1C Pass 1D Pass 1H', ['new suit at 1 level']],
    ['1D Pass 1S Pass 3C', ['jump shift', 'jump in new suit']],
  ];
  for (const [calls, expected] of cases) {
    it(calls, () => expect(typesOf(calls, 4)).toEqual(expected));
  }

  it('later bids get no type from the game', () => {
    expect(typesOf('1H Pass 1S Pass 2H Pass 3H', 6)).toEqual([]);
    expect(typesOf('1H Pass 1S Pass 2H Pass 3H Pass 4H', 8)).toEqual([]);
  });
});
