import { describe, expect, it } from 'vitest';
import { bookCall, dealHands, handSuits, handWithout, signed, tricksTaken } from '../src/ui/format.ts';

describe('formatting the API’s text', () => {
  it('splits a PBN hand by suit, ten as 10, voids empty', () => {
    expect(handSuits('AKQ2.K93.T8.QJ43')).toEqual({ S: ['A', 'K', 'Q', '2'], H: ['K', '9', '3'], D: ['10', '8'], C: ['Q', 'J', '4', '3'] });
    expect(handSuits('AKQJT98765432...')).toEqual({
      S: ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'],
      H: [],
      D: [],
      C: [],
    });
  });

  it("writes the book's calls in the API's notation, and leaves calls named by role alone", () => {
    expect(bookCall('2 Clubs')).toBe('2C');
    expect(bookCall('1 NoTrump')).toBe('1NT');
    expect(bookCall('Pass')).toBe('Pass');
    expect(bookCall("3 of my partner's last bid suit")).toBeUndefined();
  });

  it('signs scores with a true minus', () => {
    expect([signed(620), signed(-100), signed(0)]).toEqual(['+620', '−100', '0']);
  });

  it('splits a PBN deal by seat, clockwise from the seat named first', () => {
    expect(dealHands('N:J74.KQT92.Q2.KT3 86.4.KT964.98742 AT52.J653.75.QJ5 KQ93.A87.AJ83.A6')).toEqual({
      N: 'J74.KQT92.Q2.KT3',
      E: '86.4.KT964.98742',
      S: 'AT52.J653.75.QJ5',
      W: 'KQ93.A87.AJ83.A6',
    });
    expect(dealHands('E:86.4.KT964.98742 AT52.J653.75.QJ5 KQ93.A87.AJ83.A6 J74.KQT92.Q2.KT3')?.N).toBe('J74.KQT92.Q2.KT3');
    expect(dealHands('N:J74.KQT92.Q2.KT3')).toBeUndefined();
    expect(dealHands('')).toBeUndefined();
  });

  it('takes played cards out of a hand, voids left empty', () => {
    expect(handWithout('AKQ2.K93.T8.QJ43', new Set(['SA', 'HT', 'DT', 'D8']))).toBe('KQ2.K93..QJ43');
    expect(handWithout('A...', new Set(['SA']))).toBe('...');
  });

  it('counts a claim in the tricks taken: the claimed ones to the claimer, the rest to the other side', () => {
    expect(tricksTaken({ NS: 5, EW: 5 }, { seat: 'N', tricks: 3 })).toEqual({ NS: 8, EW: 5 });
    expect(tricksTaken({ NS: 5, EW: 5 }, { seat: 'N', tricks: 1 })).toEqual({ NS: 6, EW: 7 });
    expect(tricksTaken({ NS: 2, EW: 4 }, { seat: 'W', tricks: 7 })).toEqual({ NS: 2, EW: 11 });
    expect(tricksTaken({ NS: 7, EW: 6 }, null)).toEqual({ NS: 7, EW: 6 });
  });
});
