import { describe, expect, it } from 'vitest';
import { SEATS, SUITS, dealFromSeed, highCardPoints } from '@tenace/engine';
import { systemNumbers } from '../../src/bidding/numbers.ts';
import { NOTHING_SHOWN, readOpponentCall } from '../../src/bidding/reading.ts';
import { readTable, robotAuction } from '../../src/index.ts';
import { combineShows, saycBook } from '@tenace/rules-dsl';
import { auction, call } from '@tenace/rules-dsl/testing';

/** The SAYC book's numbers: the sheet's Competition ranges. */
const SAYC = systemNumbers(saycBook());
const read = (calls: string, made: string, dealer: 'N' | 'E' | 'S' | 'W' = 'N') =>
  readOpponentCall(auction(calls, dealer), call(made), SAYC);

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
    expect(jump.meanings.en).toMatch(/weak jump overcall/);
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

  it("reads an answer to partner's takeout double as placement answers it, not as an overcall", () => {
    // Over 3♠ X Pass (no rule of the book answers there): 4♦, the longest suit at the cheapest
    // level, whatever the points (placement does not jump in a minor), and three cards at least.
    const cheapest = read('3S X Pass', '4D');
    expect(cheapest.shows?.points).toEqual({ min: 0, max: 37 });
    expect(cheapest.shows?.lengths.D).toEqual({ min: 3, max: 13 });
    // A major at the cheapest level: at most 12, with 13+ it would bid the game (25 with the double's 12).
    expect(read('1C X Pass', '1H').shows).toMatchObject({ points: { min: 0, max: 12 }, lengths: { H: { min: 3, max: 13 } } });
    expect(read('1S Pass 2S Pass Pass X Pass', '4H').shows?.points).toEqual({ min: 13, max: 37 });
    expect(read('1H X Pass', '4S').shows?.points.min).toBe(13);
    // Jumps short of game and notrump, which placement does not bid, as the booklet's answers.
    expect(read('1C X Pass', '2H').shows).toMatchObject({ points: { min: 9, max: 11 }, lengths: { H: { min: 4, max: 13 } } });
    expect(read('2H X Pass', '2NT').shows).toMatchObject({ points: { min: 11, max: 12 }, balanced: true });
    // A double of 1NT is for penalty: a bid after it is not an answer, unless the table read the
    // double as for takeout (as the book reads a double of a 1NT response).
    expect(read('1NT X Pass', '2H').meanings.en).toMatch(/overcall/);
    expect(readOpponentCall(auction('1NT X Pass', 'N'), call('2H'), SAYC, true).meanings.en).toMatch(/Answering the takeout double/);
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

  it("reads a call no rule explains as natural, with the sheet's Competition ranges", () => {
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
    for (const [calls, suit] of [
      ['1H Pass 1S Pass 2H', 'H'],
      ['1S Pass 1NT Pass 2S', 'S'],
      ['1D Pass 1H Pass 2D', 'D'],
    ] as const) {
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
    const table = readTable(saycBook(), {
      vulnerability: 'None',
      auction: auction('Pass 1D Pass 1S Pass 1NT Pass 2C Pass 2H Pass 2NT', 'N'),
    });
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

  it('reads a raise placed past the rules as the fit placement bids it with, not as four cards', () => {
    // West's 3♠ shows six spades: East's 4♠ past the rules needs two for eight together.
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('Pass Pass 1H Pass 1S Pass 2D Pass 3S Pass 4S', 'W') });
    expect(table.calls[10]).toMatchObject({ source: 'competition', shows: { lengths: { S: { min: 2, max: 13 } } } });
    expect(table.seats.E.lengths.S.min).toBe(2);
  });

  it("reads the overcaller's suit again past the rules by placement's count, not as a new overcall", () => {
    // South overcalled 1♠ (8–18) and bids 2♠ again where no rule does: a part-score, which with
    // partner's pass (nothing shown) is any count below 25 together; the six spades placement
    // counts on in competition, partner unseen for two.
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1C 1S X Pass 2H 2S', 'E') });
    expect(table.calls[5]?.shows).toMatchObject({ points: { min: 0, max: 23 }, lengths: { S: { min: 6, max: 13 } } });
    expect(table.seats.S.points).toEqual({ min: 8, max: 18 });
  });

  it("caps a part-score placed in competition as placement counts it: partner's range no wider than the opponents leave", () => {
    // East raised to 2♣ (6–9) and bids 3♣ past the rules. The opponents' 12+ and 6+ leave at
    // most 22 together, so with 11 East still counts a part-score (23 + 1 in competition), not 12.
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('Pass 1C X 2C 2D Pass Pass 3C', 'S') });
    expect(table.calls[7]?.shows?.points).toEqual({ min: 0, max: 11 });
    expect(table.seats.E.points).toEqual({ min: 6, max: 9 });
  });

  it('reads an answer to a double the book reads as for takeout, of a 1NT response too, as placement answers it', () => {
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1D Pass 1NT X Pass 2H', 'W') });
    expect(table.calls[3]?.meaning).toMatch(/takeout double/);
    expect(table.calls[5]?.meaning).toMatch(/Answering the takeout double/);
    expect(table.calls[5]?.shows).toMatchObject({ points: { min: 0, max: 12 }, lengths: { H: { min: 3, max: 13 } } });
  });

  it("reads every call the robots place past the rules so that the bidder's own hand fits it (200 seeded deals)", () => {
    const book = saycBook();
    const misread: string[] = [];
    let placed = 0;
    for (let i = 0; i < 200; i++) {
      const dealer = SEATS[i % 4] ?? 'N';
      const deal = dealFromSeed(`placed-reading:${i}`, dealer);
      const { auction: bid } = robotAuction(deal, dealer, 'None', { book });
      for (const c of readTable(book, { vulnerability: 'None', auction: bid }).calls) {
        const shows = c.shows;
        if (c.source !== 'competition' || shows === undefined) continue;
        placed++;
        const hand = deal[c.seat];
        const points = highCardPoints(hand);
        const fits =
          points >= shows.points.min &&
          points <= shows.points.max &&
          SUITS.every((s) => hand.count(s) >= shows.lengths[s].min && hand.count(s) <= shows.lengths[s].max);
        if (!fits) misread.push(`${i} ${c.seat} ${c.meaning ?? ''}`);
      }
    }
    expect(placed).toBeGreaterThan(40);
    expect(misread).toEqual([]);
  });

  it('puts together what a player has shown over several calls', () => {
    const table = readTable(saycBook(), { vulnerability: 'None', auction: auction('1D Pass 1S Pass 1NT Pass', 'N') });
    expect(table.seats.N.points).toEqual({ min: 12, max: 14 });
    expect(table.seats.N.balanced).toBe(true);
    expect(table.seats.S.lengths.S.min).toBe(4);
  });
});

describe('combineShows', () => {
  const shown = (points: [number, number], hearts: [number, number]) => ({
    ...NOTHING_SHOWN,
    points: { min: points[0], max: points[1] },
    lengths: { ...NOTHING_SHOWN.lengths, H: { min: hearts[0], max: hearts[1] } },
  });

  it('narrows each range by both readings', () => {
    const both = combineShows(shown([10, 37], [4, 13]), shown([0, 15], [0, 5]));
    expect(both.points).toEqual({ min: 10, max: 15 });
    expect(both.lengths.H).toEqual({ min: 4, max: 5 });
  });

  it('keeps the hull of two readings that contradict, and narrows the others', () => {
    // A redouble's 10+ and a later pass read 0–5 (made past the rules): the player made both calls.
    const both = combineShows(shown([10, 37], [4, 13]), shown([0, 5], [0, 5]));
    expect(both.points).toEqual({ min: 0, max: 37 });
    expect(both.lengths.H).toEqual({ min: 4, max: 5 });
  });
});
