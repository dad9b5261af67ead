import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CardSet,
  SEATS,
  STRAINS,
  currentTrick,
  dealFromSeed,
  formatCard,
  legalCards,
  parseCard,
  parsePbnDeal,
  playCard,
  rotate,
  scoreContract,
  sideOf,
  tricksWon,
  unwrap,
  type Deal,
  type Play,
  type Seat,
  type Strain,
  type Vulnerability,
} from '../src/index.ts';
import { ddTable, type DdTable, ddTableWith } from '../src/dd/table.ts';
import { formatParContract, par } from '../src/dd/par.ts';
import { nodesSearched, positionFromPlay, solveCards, solveCardsAgainst, solvePosition, type Position } from '../src/dd/solver.ts';
import { playFrom, playOfRecord, readPositionRecords, readTableRecords, type TableRecord } from '../scripts/reference-data.ts';
import { DdSearch, sharedSearch } from '../src/dd/search.ts';

// The reference data: packages/engine/data/dd/ (read by scripts/reference-data.ts).

const card = (text: string) => unwrap(parseCard(text));

describe('every card of the reference mid-play positions', () => {
  const records = readPositionRecords();

  it.each(records.map((r, i) => [i, r] as const))('position %i', (_, r) => {
    const play = playOfRecord(r);
    expect(play.turn).toBe(r.next);
    const position = positionFromPlay(play);
    const cards = unwrap(solveCards(position));
    const byName = Object.fromEntries([...cards].map(([c, tricks]) => [formatCard(c), tricks]));
    expect(byName).toEqual(r.cards);
    expect(unwrap(solvePosition(position))).toBe(Math.max(...Object.values(r.cards)));
  });

  it.each(records.filter((_, i) => i % 10 === 3).map((r, i) => [i, r] as const))('position %i, only some of the cards', (_, r) => {
    const position = positionFromPlay(playOfRecord(r));
    const all = unwrap(solveCards(position));
    const some = [...all.keys()].filter((_, i) => i % 2 === 0);
    expect([...unwrap(solveCards(position, {}, CardSet.fromCards(some)))].sort()).toEqual(
      [...all].filter(([c]) => some.includes(c)).sort(),
    );
  });

  it.each(records.filter((_, i) => i % 10 === 5).map((r, i) => [i, r] as const))(
    'position %i, asked only whether each card reaches a target',
    (_, r) => {
      const position = positionFromPlay(playOfRecord(r));
      const values = unwrap(solveCards(position));
      const best = Math.max(...values.values());
      for (const target of [best - 1, best, best + 1]) {
        const reaching = unwrap(solveCardsAgainst(position, target));
        expect([...reaching]).toEqual([...values].map(([c, tricks]) => [c, tricks >= target]));
      }
      // Some of the cards only, and a search cut short then resumed on the same position.
      const some = CardSet.fromCards([...values.keys()].filter((_, i) => i % 2 === 1));
      const cut = solveCardsAgainst(position, best, { maxNodes: 1 }, some);
      if (!cut.ok) expect(cut.error.code).toBe('out-of-budget');
      expect([...unwrap(solveCardsAgainst(position, best, {}, some, true))]).toEqual(
        [...values].filter(([c]) => some.has(c)).map(([c, tricks]) => [c, tricks >= best]),
      );
    },
  );
});

describe('full tables of reference deals', () => {
  // A fixed spread of the 500 deals; scripts/dd-check-all.ts checks them all.
  const records = readTableRecords().filter((_, i) => i % 50 === 7);

  it.each(records.map((r, i) => [i, r] as const))('deal %i', (_, r) => {
    expect(unwrap(ddTable(unwrap(parsePbnDeal(r.pbn))))).toEqual(r.dd);
  });
});

/** The last `size` cards of each hand of a seeded deal: an ending at the start of a trick. */
function ending(seed: number, size: number): Deal {
  const deal = dealFromSeed(seed);
  const cut = (seat: Seat) => CardSet.fromCards(deal[seat].toArray().slice(13 - size));
  return { N: cut('N'), E: cut('E'), S: cut('S'), W: cut('W') };
}

/** Plain minimax through the engine's play rules: the tricks the side on turn still takes. */
function minimax(play: Play, memo: Map<string, number>): number {
  const cards = legalCards(play);
  if (cards.length === 0) return 0;
  const key = `${SEATS.map((s) => play.hands[s].toArray().join(',')).join('/')}|${play.turn}|${(currentTrick(play)?.cards ?? []).map((p) => p.card).join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const side = sideOf(play.turn);
  const before = tricksWon(play)[side];
  let best = -1;
  for (const c of cards) {
    const next = unwrap(playCard(play, c));
    const won = tricksWon(next)[side] - before;
    const rest = minimax(next, memo);
    // Tricks still to decide: the cards of the seat on turn, the trick in progress included.
    const left = next.hands[next.turn].size;
    best = Math.max(best, won + (sideOf(next.turn) === side ? rest : left - rest));
  }
  memo.set(key, best);
  return best;
}

describe('small endings against plain minimax', () => {
  it('agrees on the tricks and on every card, mid-trick too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...STRAINS),
        fc.constantFrom(...SEATS),
        fc.array(fc.nat(), { maxLength: 3 }),
        (seed, size, trump, leader, picks) => {
          let play = playFrom(ending(seed, size), trump, leader, []);
          // A few cards of the first trick, chosen among the legal ones.
          for (const pick of picks) {
            const legal = legalCards(play);
            play = unwrap(playCard(play, legal[pick % legal.length] as number));
          }
          const position = positionFromPlay(play);
          const memo = new Map<string, number>();
          expect(unwrap(solvePosition(position))).toBe(minimax(play, memo));
          const side = sideOf(play.turn);
          for (const [c, tricks] of unwrap(solveCards(position))) {
            const next = unwrap(playCard(play, c));
            const won = tricksWon(next)[side] - tricksWon(play)[side];
            const rest = minimax(next, memo);
            const left = next.hands[next.turn].size;
            expect(tricks).toBe(won + (sideOf(next.turn) === side ? rest : left - rest));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('endings the trump bounds settle', () => {
  it('counts the top trumps of both partners: ♠AK split, with the ace guarded, take two tricks', () => {
    // East leads trumps through South's bare king; North's small trump lets the king win alone.
    const hands = unwrap(parsePbnDeal('N:A2...2 QJT... K..32. .AKQ..', { complete: false }));
    const play = playFrom(hands, 'S', 'E', []);
    expect(unwrap(solvePosition(positionFromPlay(play)))).toBe(1);
    const memo = new Map<string, number>();
    for (const [c, tricks] of unwrap(solveCards(positionFromPlay(play)))) {
      expect(tricks).toBe(3 - minimax(unwrap(playCard(play, c)), memo));
    }
  });

  it('counts the second hand’s top card of the suit led and its side’s top trump as two tricks', () => {
    // On West's ♥K North's ace wins (East follows), and South's ♠A wins a later trick: East–West
    // can take two tricks with no lead.
    const hands = unwrap(parsePbnDeal('N:.A.32. .J..43 A2..4. .KQ.A.', { complete: false }));
    const play = playFrom(hands, 'S', 'W', []);
    const position = positionFromPlay(play);
    const memo = new Map<string, number>();
    const cards = unwrap(solveCards(position));
    for (const [c, tricks] of cards) {
      expect(tricks).toBe(3 - minimax(unwrap(playCard(play, c)), memo));
    }
    expect([...unwrap(solveCardsAgainst(position, 2))].every(([, reaches]) => !reaches)).toBe(true);
  });
});

describe('the table of a deal', () => {
  const rotated = (deal: Deal): Deal => ({ N: deal.W, E: deal.N, S: deal.E, W: deal.S });

  it('turns with the deal: the seat that gets a hand gets its tricks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 6 }), (seed, size) => {
        const deal = ending(seed, size);
        const table = unwrap(ddTable(deal));
        const turned = unwrap(ddTable(rotated(deal)));
        for (const seat of SEATS) expect(turned[rotate(seat, 1)]).toEqual(table[seat]);
      }),
      { numRuns: 25 },
    );
  });

  it('matches single solves from the opening lead', () => {
    const deal = ending(2024, 7);
    const table = unwrap(ddTable(deal));
    for (const strain of STRAINS) {
      for (const declarer of SEATS) {
        const leader = rotate(declarer, 1);
        const defence = unwrap(solvePosition({ hands: deal, trump: strain, turn: leader }));
        expect(table[declarer][strain]).toBe(7 - defence);
      }
    }
  });

  it('is all zeros for empty hands', () => {
    const empty = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
    expect(unwrap(ddTable(empty)).S.NT).toBe(0);
  });

  it('rejects hands of different sizes', () => {
    const deal = ending(7, 5);
    const result = ddTable({ ...deal, E: ending(7, 4).E });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/same number of cards/);
  });
});

describe('positions that cannot arise', () => {
  const deal = unwrap(parsePbnDeal('N:AKQ.AKQ.AKQ.AKQJ T98.T98.T98.T987 J76.J76.J76.6543 5432.5432.5432.2'));
  const afterLead = playFrom(deal, 'NT', 'E', ['ST']);
  const message = (position: Position): string => {
    const result = solvePosition(position);
    return result.ok ? '' : result.error.message;
  };

  it('solves the legal one', () => {
    expect(unwrap(solvePosition(positionFromPlay(afterLead)))).toBeGreaterThanOrEqual(0);
  });

  it('says when the turn is wrong', () => {
    expect(message({ ...positionFromPlay(afterLead), turn: 'W' })).toMatch(/South's turn/);
  });

  it('says when the trick goes round the wrong way', () => {
    const position = positionFromPlay(afterLead);
    expect(
      message({
        ...position,
        trick: [
          { seat: 'E', card: card('ST') },
          { seat: 'W', card: card('S5') },
        ],
        turn: 'N',
      }),
    ).toMatch(/clockwise/);
  });

  it('says when a card played is still in a hand', () => {
    expect(message({ ...positionFromPlay(afterLead), trick: [{ seat: 'E', card: card('SA') }] })).toMatch(/still in North's hand/);
  });

  it('says when a player did not follow suit', () => {
    const hands = { ...afterLead.hands, S: afterLead.hands.S.without(card('H6')) };
    const position: Position = {
      hands,
      trump: 'NT',
      turn: 'W',
      trick: [
        { seat: 'E', card: card('ST') },
        { seat: 'S', card: card('H6') },
      ],
    };
    expect(message(position)).toMatch(/South played ♥6 to a spade lead while holding spades/);
  });

  it('says when the hands do not fit together', () => {
    const hands = { ...deal, W: deal.W.without(card('C2')) };
    expect(message({ hands, trump: 'S', turn: 'N' })).toMatch(/should hold 13, not 12/);
  });

  it('gives no tricks once the play is over', () => {
    const empty = { N: CardSet.empty, E: CardSet.empty, S: CardSet.empty, W: CardSet.empty };
    expect(unwrap(solvePosition({ hands: empty, trump: 'H', turn: 'N' }))).toBe(0);
    expect(unwrap(solveCards({ hands: empty, trump: 'H', turn: 'N' })).size).toBe(0);
  });
});

describe('searches under limits', () => {
  const record = readTableRecords()[3] as TableRecord;
  const deal = unwrap(parsePbnDeal(record.pbn));
  const opening: Position = { hands: deal, trump: 'NT', turn: 'E' };

  it('says so when the node limit stops a search, for one result, every card and a table', () => {
    for (const result of [
      solvePosition(opening, { maxNodes: 10 }),
      solveCards(opening, { maxNodes: 10 }),
      ddTable(deal, { maxNodes: 10 }),
    ]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('out-of-budget');
        expect(result.error.message).toMatch(/node limit/);
      }
    }
  });

  it('says so when the deadline passes, on the clock it is given', () => {
    let clock = 0;
    const result = solveCards(opening, { deadline: 3, now: () => ++clock });
    expect(result.ok || result.error.message).toMatch(/ran out of time/);
  });

  it('is exact after a stopped search, and the limits do not carry over to the next call', () => {
    expect(solveCards(opening, { maxNodes: 50 }).ok).toBe(false);
    expect(unwrap(ddTable(deal))).toEqual(record.dd);
    // North declares no trump with East on lead: East–West take the rest.
    expect(unwrap(solvePosition(opening))).toBe(13 - record.dd.N.NT);
  });

  it('runs as another instance with its own limits and nodes, and solves the same (scripts/dd-pair.ts)', () => {
    const other = new DdSearch();
    const sharedBefore = sharedSearch().nodes;
    // A limit on one instance stops that one only.
    const stopped = ddTableWith(other, deal, { maxNodes: 10 });
    expect(stopped.ok || stopped.error.code).toBe('out-of-budget');
    expect(unwrap(ddTable(deal))).toEqual(record.dd);
    const sharedNodes = sharedSearch().nodes - sharedBefore;
    const otherBefore = other.nodes;
    expect(unwrap(ddTableWith(other, deal))).toEqual(record.dd);
    // The same search, node for node, on a table of its own.
    expect(other.nodes - otherBefore).toBe(sharedNodes);
  });

  it('keeps its table from one deal to the next when asked, exact in the same trump and in another', () => {
    // The reference positions in turn, each going on from the table the ones before left: bounds
    // proved on one deal must hold on another (the same trump), and another trump starts afresh.
    for (const r of readPositionRecords().slice(0, 60)) {
      const cards = unwrap(solveCards(positionFromPlay(playOfRecord(r)), {}, undefined, true));
      expect(Object.fromEntries([...cards].map(([c, tricks]) => [formatCard(c), tricks]))).toEqual(r.cards);
    }
    // Whole deals, keeping the table throughout: deal after deal in one strain, then strain after
    // strain on one deal (the same positions in another trump, which must not share bounds).
    const records = readTableRecords().slice(10, 14);
    const check = (r: TableRecord, i: number, strain: Strain) => {
      const turn = SEATS[i % 4] as Seat;
      const values = unwrap(solveCards({ hands: unwrap(parsePbnDeal(r.pbn)), trump: strain, turn }, {}, undefined, true));
      // The declarer sits before the seat on lead; the side on lead takes the rest.
      expect(Math.max(...values.values())).toBe(13 - r.dd[rotate(turn, 3)][strain]);
    };
    for (const strain of ['S', 'C'] as const) records.forEach((r, i) => check(r, i, strain));
    records.forEach((r, i) => STRAINS.forEach((strain) => check(r, i, strain)));
  });

  it('solves a second layout of the same position with fewer nodes when it keeps the table', () => {
    // Another layout of East's and West's cards, as a robot deals them: East's top card and West's
    // lowest card of a suit both hold change places.
    const suitCards = (seat: Seat, suit: number) => deal[seat].toArray().filter((c) => Math.floor(c / 13) === suit);
    const suit = [0, 1, 2, 3].find((s) => suitCards('E', s).length > 0 && suitCards('W', s).length > 0) ?? -1;
    const [eastTop] = suitCards('E', suit).sort((a, b) => b - a);
    const [westLow] = suitCards('W', suit).sort((a, b) => a - b);
    if (eastTop === undefined || westLow === undefined) throw new Error('the test deal gives East and West a suit in common');
    const other: Deal = { ...deal, E: deal.E.without(eastTop).with(westLow), W: deal.W.without(westLow).with(eastTop) };
    const second: Position = { hands: other, trump: 'S', turn: 'E' };
    const before = nodesSearched();
    const fresh = unwrap(solveCards(second));
    const freshNodes = nodesSearched() - before;
    unwrap(solveCards({ ...second, hands: deal }));
    const kept = nodesSearched();
    expect(unwrap(solveCards(second, {}, undefined, true))).toEqual(fresh);
    expect(nodesSearched() - kept).toBeLessThan(freshNodes);
  });

  it('goes on from a search cut short when asked to keep its table, exact and with fewer nodes than afresh', () => {
    const exact = unwrap(solveCards(opening));
    const before = nodesSearched();
    unwrap(solveCards(opening));
    const fresh = nodesSearched() - before;
    // Cut at half the nodes, then resumed: the second part costs less than a search from scratch.
    expect(solveCards(opening, { maxNodes: Math.floor(fresh / 2) }).ok).toBe(false);
    const resumedAt = nodesSearched();
    expect(unwrap(solveCards(opening, {}, undefined, true))).toEqual(exact);
    expect(nodesSearched() - resumedAt).toBeLessThan(fresh);
  });

  it('answers within generous limits the same as without them', () => {
    expect(unwrap(ddTable(deal, { maxNodes: 1e9, deadline: Infinity }))).toEqual(record.dd);
  });
});

/** A table where North and South take `ns` tricks in each strain and East and West `ew`. */
function table(ns: Partial<Record<Strain, number>>, ew: Partial<Record<Strain, number>>, base = 6): DdTable {
  const row = (given: Partial<Record<Strain, number>>) =>
    Object.fromEntries(STRAINS.map((s) => [s, given[s] ?? base])) as Record<Strain, number>;
  return { N: row(ns), S: row(ns), E: row(ew), W: row(ew) };
}

const parOf = (t: DdTable, vul: Vulnerability, dealer?: Seat) => {
  const result = unwrap(par(t, vul, dealer));
  return { score: result.score, contracts: result.contracts.map(formatParContract) };
};

describe('par', () => {
  it('is a pass-out when nobody makes anything', () => {
    expect(parOf(table({}, {}), 'None')).toEqual({ score: 0, contracts: [] });
  });

  it('is the making game, vulnerable or not', () => {
    const t = table({ S: 10 }, { S: 3 });
    expect(parOf(t, 'None')).toEqual({ score: 420, contracts: ['4S= by N', '4S= by S'] });
    expect(parOf(t, 'NS')).toEqual({ score: 620, contracts: ['4S= by N', '4S= by S'] });
  });

  it('is the cheaper sacrifice above the opponents’ game, from their side', () => {
    const t = table({ S: 10 }, { H: 9 });
    expect(parOf(t, 'None')).toEqual({ score: 300, contracts: ['5HX-2 by E', '5HX-2 by W'] });
    // Vulnerable, the sacrifice costs 500: more than the game it saves.
    expect(parOf(t, 'EW')).toEqual({ score: 420, contracts: ['4S= by N', '4S= by S'] });
  });

  it('does not count a sacrifice that only pushes the opponents one level higher', () => {
    // North–South make 11 tricks in spades. Over 4♠ East–West could bid 5♥ (300 doubled), but
    // North–South would bid 5♠ and still score 450; 6♥ over that costs 500.
    const t = table({ S: 11 }, { H: 9 });
    expect(parOf(t, 'None')).toEqual({ score: 450, contracts: ['4S+1 by N', '4S+1 by S'] });
  });

  it('names the declarer who takes more tricks', () => {
    const t: DdTable = { ...table({ NT: 9 }, { NT: 4 }), S: { ...table({ NT: 9 }, {}).S, NT: 8 } };
    expect(parOf(t, 'None')).toEqual({ score: 400, contracts: ['3NT= by N'] });
  });

  it('gives a contract both sides make to the dealer’s side', () => {
    const t = table({ NT: 7 }, { NT: 7 });
    expect(parOf(t, 'None', 'N')).toEqual({ score: 90, contracts: ['1NT= by N', '1NT= by S'] });
    expect(parOf(t, 'None', 'E')).toEqual({ score: -90, contracts: ['1NT= by E', '1NT= by W'] });
  });

  it('scores the par contract as the engine scores it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 20, maxLength: 20 }),
        fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'Both'),
        (tricks, vul) => {
          const t = Object.fromEntries(
            SEATS.map((seat, i) => [seat, Object.fromEntries(STRAINS.map((s, j) => [s, tricks[i * 5 + j] as number]))]),
          ) as DdTable;
          const result = unwrap(par(t, vul));
          for (const c of result.contracts) {
            expect(unwrap(scoreContract(c, vul, c.tricks)).ns).toBe(result.score);
            expect(c.tricks).toBe(t[c.declarer][c.strain]);
            expect(c.doubled).toBe(c.tricks >= c.level + 6 ? '' : 'X');
          }
          if (result.score === 0) expect(result.contracts).toEqual([]);
          else expect(result.contracts.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects a table with an impossible number of tricks', () => {
    const result = par(table({ S: 14 }, {}), 'None');
    expect(result.ok).toBe(false);
  });
});
