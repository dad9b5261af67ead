import { describe, expect, it } from 'vitest';
import { readOpponentCall, readTable, saycBook } from '../../src/index.ts';
import { auction, call } from '../helpers.ts';

const read = (calls: string, made: string, dealer: 'N' | 'E' | 'S' | 'W' = 'N') => readOpponentCall(auction(calls, dealer), call(made));

describe("readOpponentCall: the sheet's Competition ranges", () => {
  it('reads an overcall: 5+ cards, 8–17 points at the one level, 10–17 higher', () => {
    const one = read('1C', '1H');
    expect(one.shows?.lengths.H).toEqual({ min: 5, max: 13 });
    expect(one.shows?.points).toEqual({ min: 8, max: 17 });
    const two = read('1S', '2D');
    expect(two.shows?.points).toEqual({ min: 10, max: 17 });
    expect(two.shows?.lengths.D.min).toBe(5);
  });

  it('reads a weak jump overcall: 6+ cards, at most 10 points', () => {
    const jump = read('1C', '2H');
    expect(jump.meaning).toMatch(/weak jump overcall/);
    expect(jump.shows?.lengths.H.min).toBe(6);
    expect(jump.shows?.points).toEqual({ min: 0, max: 10 });
  });

  it('reads 1NT over an opening 15–18 balanced, 11–15 in the pass-out seat', () => {
    expect(read('1D', '1NT').shows).toMatchObject({ points: { min: 15, max: 18 }, balanced: true });
    expect(read('1D Pass Pass', '1NT').shows).toMatchObject({ points: { min: 11, max: 15 }, balanced: true });
  });

  it('reads a takeout double: 12+ points and at most 3 cards in the suits bid', () => {
    const double = read('1H Pass 2H', 'X');
    expect(double.shows?.points.min).toBe(12);
    expect(double.shows?.lengths.H).toEqual({ min: 0, max: 3 });
    expect(double.shows?.lengths.S).toEqual({ min: 0, max: 13 });
  });

  it('reads a negative double 6+, a redouble 10+ and a pass before anyone has bid at most 11', () => {
    expect(read('1C 1S', 'X').shows?.points.min).toBe(6);
    expect(read('1C X', 'XX').shows?.points.min).toBe(10);
    expect(read('Pass', 'Pass').shows?.points).toEqual({ min: 0, max: 11 });
    expect(read('1C', 'Pass').shows).toBeUndefined();
  });

  it("reads an answer to partner's takeout double as the booklet's answer, not as an overcall", () => {
    // Over 3♠ X Pass (no rule of the book answers there): 4♦ the cheapest, 0–11 and 4+ diamonds.
    const cheapest = read('3S X Pass', '4D');
    expect(cheapest.shows?.points).toEqual({ min: 0, max: 11 });
    expect(cheapest.shows?.lengths.D).toEqual({ min: 4, max: 13 });
    expect(read('1S Pass 2S Pass Pass X Pass', '4H').shows?.points).toEqual({ min: 9, max: 11 });
    expect(read('1H X Pass', '4S').shows?.points.min).toBe(12);
    expect(read('2H X Pass', '2NT').shows).toMatchObject({ points: { min: 11, max: 12 }, balanced: true });
    // A double of 1NT is for penalty: a bid after it is not an answer.
    expect(read('1NT X Pass', '2H').meaning).toMatch(/overcall/);
  });

  it('reads Michaels and the Unusual 2NT as showing nothing', () => {
    expect(read('1H', '2H').shows).toBeUndefined();
    expect(read('1H', '2NT').shows).toBeUndefined();
  });
});

describe('readTable', () => {
  it("reads both sides through the book, the opponents' overcall and advancer's pass too", () => {
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1H 2C 2H Pass', 'N') });
    expect(table.calls.map((c) => c.source)).toEqual(['rules', 'rules', 'rules', 'rules']);
    // Advancer's pass over their raise is the book's last resort there: it shows no range.
    expect(table.seats.W.points).toEqual({ min: 0, max: 37 });
    expect(table.seats.N.points).toEqual({ min: 12, max: 21 });
    expect(table.seats.N.lengths.H.min).toBe(5);
    expect(table.seats.E.lengths.C.min).toBe(5);
    expect(table.seats.E.points.min).toBe(10);
    expect(table.seats.S.points).toMatchObject({ min: 6 });
    expect(table.seats.S.lengths.H.min).toBe(3);
  });

  it('reads a call no rule explains as natural, with the sheet\'s Competition ranges', () => {
    // A two-level overcall of a strong 2♣ has no rule: read as natural.
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('2C 2H', 'N') });
    expect(table.calls.map((c) => c.source)).toEqual(['rules', 'competition']);
    expect(table.seats.E.lengths.H.min).toBe(5);
  });

  it("reads the opponents' negative double by the book: four spades after 1♦ (1♥)", () => {
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1D 1H X', 'N') });
    expect(table.calls[2]?.meaning).toMatch(/negative double/);
    expect(table.seats.S.lengths.S).toEqual({ min: 4, max: 4 });
    expect(table.seats.S.points.min).toBe(6);
  });

  it("reads opener's rebid of a major as six cards, the book's meaning (no catch-all widens it to five)", () => {
    for (const [calls, suit] of [['1H Pass 1S Pass 2H', 'H'], ['1S Pass 1NT Pass 2S', 'S'], ['1D Pass 1H Pass 2D', 'D']] as const) {
      const table = readTable(saycBook(), { vulnerability: 'None', auction: auction(calls, 'N') });
      expect(table.seats.N.lengths[suit].min).toBe(6);
      expect(table.seats.N.points).toEqual({ min: 12, max: 15 });
    }
    // 1♣ with five clubs and four diamonds rebids its five clubs: read as five.
    expect(readTable(saycBook(), { vulnerability: 'None', auction: auction('1C Pass 1S Pass 2C', 'N') }).seats.N.lengths.C.min).toBe(5);
  });

  it('reads a contract placed past the rules as placement made it: a part-score caps the points', () => {
    // East: 1♦ then 1NT, 12–14 (counted 13); West's 2NT after new minor forcing is no rule's call,
    // a part-score placed with fewer than 25 together: at most 11.
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('Pass 1D Pass 1S Pass 1NT Pass 2C Pass 2H Pass 2NT', 'N') });
    const placed = table.calls[11];
    expect(placed?.source).toBe('competition');
    expect(placed?.shows?.points).toEqual({ min: 0, max: 11 });
    expect(table.seats.W.points).toEqual({ min: 11, max: 11 });
    // A suit part-score likewise: South's 2♥ over opener's 1NT (12–14) and their 2♦, at most 10
    // (24 less 13 and one more in competition), with the 1♥ response's 6+.
    const suit = readTable(saycBook(), { vulnerability: 'None', auction: auction('1C 1D 1H Pass 1NT 2D 2H', 'N') });
    expect(suit.calls[6]?.shows?.points).toEqual({ min: 0, max: 10 });
    expect(suit.seats.S.points).toEqual({ min: 6, max: 10 });
  });

  it('puts together what a player has shown over several calls', () => {
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1D Pass 1S Pass 1NT Pass', 'N') });
    expect(table.seats.N.points).toEqual({ min: 12, max: 14 });
    expect(table.seats.N.balanced).toBe(true);
    expect(table.seats.S.lengths.S.min).toBe(4);
  });
});
