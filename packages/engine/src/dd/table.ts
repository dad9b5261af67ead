import { STRAINS, strainIndex, type Strain } from '../card.ts';
import { checkDisjoint, type Deal } from '../deal.ts';
import { err, ok, type EngineError, type Result } from '../result.ts';
import { SEATS, SEAT_NAME, type Seat } from '../seat.ts';
import { ROOT_PLY, sharedSearch, type DdSearch, type SearchLimits } from './search.ts';
import { dealMasks, estimateTricks, withinLimits } from './solver.ts';

/**
 * The double-dummy table of a deal: `table[declarer][strain]` is the number of tricks the
 * declarer's side takes when that seat declares in that strain (the left-hand opponent leads)
 * and all four hands play their best.
 */
export type DdTable = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

type TableResult = Result<DdTable, EngineError<'duplicate-card' | 'hand-size' | 'out-of-budget'>>;

/**
 * The full table of a deal: 5 strains × 4 declarers. The hands must hold the same number of
 * cards (13 for a deal as dealt; fewer for an ending, counted from the start of a trick).
 * Under `limits` (for all 20 results together), an 'out-of-budget' error when they run out.
 */
export function ddTable(deal: Deal, limits: SearchLimits = {}): TableResult {
  return ddTableWith(sharedSearch(), deal, limits);
}

/** The full table (see ddTable) on a search of the caller's: another instance, or another build (scripts/dd-pair.ts). */
export function ddTableWith(search: DdSearch, deal: Deal, limits: SearchLimits = {}): TableResult {
  const disjoint = checkDisjoint(deal);
  if (!disjoint.ok) return disjoint;
  const tricks = deal.N.size;
  for (const seat of SEATS) {
    const n = deal[seat].size;
    if (n !== tricks) {
      return err('hand-size', `the hands must hold the same number of cards: ${SEAT_NAME.N} has ${tricks}, ${SEAT_NAME[seat]} has ${n}`);
    }
  }
  if (tricks > 13) return err('hand-size', `a hand holds at most 13 cards; these hold ${tricks}`);
  const masks = dealMasks(deal);
  const table: Record<Seat, Record<Strain, number>> = {
    N: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    E: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    S: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    W: { C: 0, D: 0, H: 0, S: 0, NT: 0 },
  };
  if (tricks === 0) return ok(table);
  return withinLimits(search, limits, () => fillTable(search, masks, tricks, table));
}

function fillTable(search: DdSearch, masks: Int32Array, tricks: number, table: Record<Seat, Record<Strain, number>>): DdTable {
  for (const strain of STRAINS) {
    const trump = strainIndex(strain);
    // One table per strain: the four searches share positions after the opening lead.
    search.startAfresh();
    let nsGuess = estimateTricks(masks, trump, 0, tricks);
    // Leaders East, West, North, South: declarers North, South, West, East. Each result is the
    // next search's guess (North and South usually take the same tricks).
    for (const leader of [1, 3, 0, 2]) {
      const side = leader & 1;
      search.setPosition(masks, trump, leader, [], side);
      const taken = search.value(ROOT_PLY, side === 0 ? nsGuess : tricks - nsGuess);
      nsGuess = side === 0 ? taken : tricks - taken;
      const declarer = SEATS[(leader + 3) & 3] as Seat;
      table[declarer][strain] = tricks - taken;
    }
  }
  return table;
}
