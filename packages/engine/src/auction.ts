import type { Strain } from './card.ts';
import { ALL_BIDS, DOUBLE, PASS, REDOUBLE, bidRank, formatCall, isBid, parseCall, type Bid, type Call, type Level } from './call.ts';
import { err, ok, type EngineError, type Result } from './result.ts';
import { SEAT_NAME, partnerOf, rotate, sideOf, type Seat } from './seat.ts';

/** An auction: the dealer and every call made so far, from the dealer on. */
export interface Auction {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
}

export type Doubling = '' | 'X' | 'XX';

/** The final contract: level and strain, doubled or not, and who plays it. */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubled: Doubling;
  readonly declarer: Seat;
}

/** What the calls so far have established. */
export interface AuctionState {
  /** Whose turn it is (or would be, once the auction is over). */
  readonly turn: Seat;
  /** The last bid and who made it. */
  readonly lastBid: { readonly bid: Bid; readonly seat: Seat } | undefined;
  /** Whether the last bid stands doubled or redoubled. */
  readonly doubling: Doubling;
  /** Consecutive passes at the end of the auction. */
  readonly passes: number;
  /** True once four passes or a bid and three passes have been made. */
  readonly over: boolean;
}

export const newAuction = (dealer: Seat): Auction => ({ dealer, calls: [] });

export const seatOfCall = (auction: Auction, index: number): Seat => rotate(auction.dealer, index);

export function auctionState(auction: Auction): AuctionState {
  let lastBid: AuctionState['lastBid'];
  let doubling: Doubling = '';
  let passes = 0;
  auction.calls.forEach((call, i) => {
    const seat = seatOfCall(auction, i);
    switch (call.type) {
      case 'bid':
        lastBid = { bid: call, seat };
        doubling = '';
        passes = 0;
        break;
      case 'double':
        doubling = 'X';
        passes = 0;
        break;
      case 'redouble':
        doubling = 'XX';
        passes = 0;
        break;
      case 'pass':
        passes++;
    }
  });
  const over = lastBid === undefined ? passes >= 4 : passes >= 3;
  return { turn: seatOfCall(auction, auction.calls.length), lastBid, doubling, passes, over };
}

/** Why `call` may not be made now, or undefined when it may. */
function whyIllegal(state: AuctionState, call: Call): string | undefined {
  if (state.over) return 'the auction is over';
  const last = state.lastBid;
  switch (call.type) {
    case 'pass':
      return undefined;
    case 'bid':
      if (last && bidRank(call) <= bidRank(last.bid)) {
        return `${formatCall(call)} does not outrank ${formatCall(last.bid)}`;
      }
      return undefined;
    case 'double':
      if (!last) return 'there is no bid to double';
      if (state.doubling === 'X') return `${formatCall(last.bid)} is already doubled`;
      if (state.doubling === 'XX') return `${formatCall(last.bid)} is already redoubled`;
      if (sideOf(last.seat) === sideOf(state.turn)) {
        return last.seat === state.turn ? 'you cannot double your own bid' : "you cannot double your partner's bid";
      }
      return undefined;
    case 'redouble':
      if (!last) return 'there is no bid to redouble';
      if (state.doubling === '') return 'you can redouble only a bid that the opponents have doubled';
      if (state.doubling === 'XX') return `${formatCall(last.bid)} is already redoubled`;
      if (sideOf(last.seat) !== sideOf(state.turn)) return 'only the side that was doubled may redouble';
      return undefined;
  }
}

/** Why makeCall refuses a call: the one code of a call the auction does not allow. */
export const MAKE_CALL_CODES = ['illegal-call'] as const;
export type MakeCallCode = (typeof MAKE_CALL_CODES)[number];

/**
 * Makes a call, or says why it is illegal ("1C does not outrank 1H"). Messages write calls in the
 * canonical notation (1C, 3NT) that api-v1.md's error example uses.
 */
export function makeCall(auction: Auction, call: Call): Result<Auction, EngineError<MakeCallCode>> {
  const why = whyIllegal(auctionState(auction), call);
  if (why !== undefined) return err('illegal-call', why);
  return ok({ dealer: auction.dealer, calls: [...auction.calls, call] });
}

/** Builds an auction from its calls, checking each. */
export function auctionFromCalls(dealer: Seat, calls: readonly Call[]): Result<Auction, EngineError<MakeCallCode>> {
  let auction = newAuction(dealer);
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i] as Call;
    const next = makeCall(auction, call);
    if (!next.ok) {
      const seat = SEAT_NAME[seatOfCall(auction, i)];
      return err('illegal-call', `call ${i + 1} (${seat}, ${formatCall(call)}): ${next.error.message}`);
    }
    auction = next.value;
  }
  return ok(auction);
}

/** Every call that may be made now, pass first, then double or redouble, then bids upward. */
export function legalCalls(auction: Auction): Call[] {
  const state = auctionState(auction);
  if (state.over) return [];
  const candidates: Call[] = [PASS, DOUBLE, REDOUBLE];
  const floor = state.lastBid ? bidRank(state.lastBid.bid) + 1 : 0;
  return [...candidates.filter((c) => whyIllegal(state, c) === undefined), ...ALL_BIDS.slice(floor)];
}

export const isLegalCall = (auction: Auction, call: Call): boolean => whyIllegal(auctionState(auction), call) === undefined;

/**
 * The contract once the auction is over: `'passed-out'` after four passes, otherwise the last bid
 * with its doubling, played by the first of the winning side to name its strain. Undefined while
 * the auction goes on.
 */
export function finalContract(auction: Auction): Contract | 'passed-out' | undefined {
  const state = auctionState(auction);
  if (!state.over) return undefined;
  const last = state.lastBid;
  if (!last) return 'passed-out';
  const side = sideOf(last.seat);
  const index = auction.calls.findIndex((c, i) => isBid(c) && c.strain === last.bid.strain && sideOf(seatOfCall(auction, i)) === side);
  return { level: last.bid.level, strain: last.bid.strain, doubled: state.doubling, declarer: seatOfCall(auction, index) };
}

/** `4SX`, `3NT`, `7CXX`, or `Pass` for a passed-out deal. */
export const formatContract = (contract: Contract | 'passed-out'): string =>
  contract === 'passed-out' ? 'Pass' : `${contract.level}${contract.strain}${contract.doubled}`;

/** The dummy: the declarer's partner. */
export const dummyOf = (contract: Contract): Seat => partnerOf(contract.declarer);

/** Reads `4S`, `4SX`, `4SXX`, `3NT`, `3N`, `Pass` (contract only; no declarer). */
export function parseContract(
  text: string,
): Result<{ level: Level; strain: Strain; doubled: Doubling } | 'passed-out', EngineError<'unknown-contract'>> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'P' || t === 'AP') return ok('passed-out');
  // The doubling suffix comes off first; the rest reads as a bid, so `4♠X` and `3NXX` work too.
  const m = /^(.*?)(XX|X)?$/u.exec(t);
  const call = parseCall(m?.[1] ?? '');
  if (!call.ok || call.value.type !== 'bid') {
    return err('unknown-contract', `unknown contract '${text}': write a level and strain with X or XX if doubled (4S, 3NT, 4SX), or Pass`);
  }
  return ok({ level: call.value.level, strain: call.value.strain, doubled: (m?.[2] ?? '') as Doubling });
}
