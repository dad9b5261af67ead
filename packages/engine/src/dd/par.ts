import type { Contract } from '../auction.ts';
import { STRAINS, type Strain } from '../card.ts';
import type { Level } from '../call.ts';
import { err, ok, type EngineError, type Result } from '../result.ts';
import { scoreContract } from '../score.ts';
import { SEATS, SEAT_NAME, sideOf, type Seat, type Side, type Vulnerability } from '../seat.ts';
import type { DdTable } from './table.ts';

/** A par contract with the tricks its declarer takes double dummy. */
export interface ParContract extends Contract {
  readonly tricks: number;
}

/**
 * The par of a deal: the score, from North–South's side, that perfect bidding by both sides
 * reaches, and the contracts that score it (none when the deal is passed out).
 */
export interface Par {
  readonly score: number;
  readonly contracts: readonly ParContract[];
}

const SIDE_SEATS: Readonly<Record<Side, readonly [Seat, Seat]>> = { NS: ['N', 'S'], EW: ['E', 'W'] };
const BIDS = 35;

/**
 * The par of a deal from its double-dummy table, for a vulnerability.
 *
 * Par is the result of an auction both sides bid perfectly knowing the table: the sides take
 * turns, starting with the dealer's side, to pass or to bid higher than the last bid. The last bid
 * becomes the contract, played by whichever of the bidding side's two seats takes more tricks;
 * it is doubled when it goes down (a sacrifice) and left undoubled when it makes. A side whose
 * contract can be overbid profitably by the opponents does not stop there, and the opponents do
 * not sacrifice when going down would cost more than the contract they stop. The dealer only
 * matters when both sides can make a contract at the highest level either can reach: the
 * dealer's side then bids it first.
 *
 * The contracts listed are every contract that scores the par score and that the opponents
 * cannot profitably outbid, at the lowest level for its strain and declarer (4♠+1 rather than
 * 5♠=), ordered from the lowest bid up and North, East, South, West within a bid. A sacrifice is
 * listed only above the opponents' contracts that would score better for them than par: it is a
 * sacrifice against those (1♥X−2 made before the opponents bid their 3NT is not par, even where
 * it costs the same as 4♣X−2 over it).
 */
export function par(table: DdTable, vulnerability: Vulnerability, dealer: Seat = 'N'): Result<Par, EngineError<'table'>> {
  for (const seat of SEATS) {
    for (const strain of STRAINS) {
      const t = table[seat][strain];
      if (!Number.isInteger(t) || t < 0 || t > 13) {
        return err('table', `${SEAT_NAME[seat]}'s tricks in ${strain} must be a whole number from 0 to 13; got ${t}`);
      }
    }
  }
  const best = (side: Side, strain: Strain): number => {
    const [a, b] = SIDE_SEATS[side];
    return Math.max(table[a][strain], table[b][strain]);
  };
  // North–South's score when `side` plays bid `i` (doubled if it goes down).
  const score = (i: number, side: Side): number => {
    const level = (Math.floor(i / 5) + 1) as Level;
    const strain = STRAINS[i % 5] as Strain;
    const tricks = best(side, strain);
    const declarer = SIDE_SEATS[side][0];
    const result = scoreContract({ level, strain, declarer, doubled: tricks >= level + 6 ? '' : 'X' }, vulnerability, tricks);
    return result.ok ? result.value.ns : 0;
  };
  // North–South want the score high, East–West low.
  const better = (side: Side, a: number, b: number): number => (side === 'NS' ? Math.max(a, b) : Math.min(a, b));
  const worst = (side: Side): number => (side === 'NS' ? -Infinity : Infinity);
  const other = (side: Side): Side => (side === 'NS' ? 'EW' : 'NS');

  // value[side][i]: the final score once `side` has bid i and the other side is to act, both
  // sides bidding perfectly from there. bestBid[side]: the best value `side` reaches by bidding
  // above the bids seen so far (computed from 7NT down).
  const value: Record<Side, number[]> = { NS: new Array<number>(BIDS).fill(0), EW: new Array<number>(BIDS).fill(0) };
  const bestBid: Record<Side, number> = { NS: worst('NS'), EW: worst('EW') };
  for (let i = BIDS - 1; i >= 0; i--) {
    const ns = better('EW', score(i, 'NS'), bestBid.EW);
    const ew = better('NS', score(i, 'EW'), bestBid.NS);
    value.NS[i] = ns;
    value.EW[i] = ew;
    bestBid.NS = better('NS', bestBid.NS, ns);
    bestBid.EW = better('EW', bestBid.EW, ew);
  }
  // Before any bid, each of the four seats in turn may open; four passes score 0.
  const first = sideOf(dealer);
  let result = 0;
  for (let k = 3; k >= 0; k--) {
    const side = k % 2 === 0 ? first : other(first);
    result = better(side, result, bestBid[side]);
  }

  // The highest bid each side makes that scores better for it than par: a sacrifice is only a
  // par contract above it (the opponents bid their contract before anyone sacrifices against it).
  const topGain: Record<Side, number> = { NS: -1, EW: -1 };
  for (let i = 0; i < BIDS; i++) {
    for (const side of ['NS', 'EW'] as const) {
      const s = score(i, side);
      if (best(side, STRAINS[i % 5] as Strain) >= Math.floor(i / 5) + 7 && better(side, s, result) === s && s !== result) topGain[side] = i;
    }
  }
  const contracts: ParContract[] = [];
  if (result !== 0) {
    for (let i = 0; i < BIDS; i++) {
      const level = (Math.floor(i / 5) + 1) as Level;
      const strain = STRAINS[i % 5] as Strain;
      for (const seat of SEATS) {
        const side = sideOf(seat);
        const tricks = table[seat][strain];
        if (tricks !== best(side, strain) || score(i, side) !== result || value[side][i] !== result) continue;
        const makes = tricks >= level + 6;
        if (!makes && topGain[other(side)] > i) continue;
        if (contracts.some((c) => c.strain === strain && c.declarer === seat)) continue;
        contracts.push({ level, strain, declarer: seat, doubled: makes ? '' : 'X', tricks });
      }
    }
  }
  return ok({ score: result, contracts });
}

/** A par contract as people write it: `4S+1 by N`, `5DX-2 by E`, `3NT= by S`. */
export function formatParContract(contract: ParContract): string {
  const over = contract.tricks - (contract.level + 6);
  const result = over === 0 ? '=' : over > 0 ? `+${over}` : `${over}`;
  return `${contract.level}${contract.strain}${contract.doubled}${result} by ${contract.declarer}`;
}
