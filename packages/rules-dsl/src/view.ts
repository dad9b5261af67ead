import { SEATS, rotate, seatIndex, type Auction, type Bid, type Call, type Seat, type Suit } from '@tenace/engine';
import type { Order, Person } from './ast.ts';
import { classifyCalls } from './bidtypes.ts';
import type { BidType } from './vocabulary.ts';

/**
 * An auction analysed once for the rules: who made which call, the suits each player has bid, the
 * opening, and the game's bid types. A view looks at the first `length` calls, as the auction
 * stood when the player to call now (`seat`) had to call; replaying earlier calls uses views of
 * shorter prefixes of the same analysis.
 */
export interface AuctionAnalysis {
  readonly auction: Auction;
  readonly types: readonly (readonly BidType[])[];
  /** Views by prefix length, made on demand. */
  readonly views: (AuctionView | undefined)[];
}

export interface AuctionView {
  readonly analysis: AuctionAnalysis;
  readonly calls: readonly Call[];
  /** How many calls have been made. */
  readonly length: number;
  /** Who calls now. */
  readonly seat: Seat;
  /** The index of `seat` (N, E, S, W): the rules' tests look it up constantly. */
  readonly seatIndex: number;
  /** Indexes of each seat's calls, by seat index (N, E, S, W). */
  readonly callsBy: readonly (readonly number[])[];
  /**
   * Indexes of each seat's calls from the opening on, by seat index: the calls that `first bid`,
   * `second bid`… and `turn` count. A pass before anyone has bid is no part of the bidding the
   * book's situations describe, so a passed hand that responds makes its first bid then, and its
   * rules are those of any responder (SAYC plays Stayman, transfers, … by a passed hand too).
   */
  readonly orderedCallsBy: readonly (readonly number[])[];
  /** The different suits each seat has bid, in the order first bid, by seat index. */
  readonly suitsBy: readonly (readonly Suit[])[];
  /** The suit of each seat's most recent bid in a suit, by seat index. */
  readonly lastSuitBy: readonly (Suit | undefined)[];
  /** Index of the opening bid (the first bid), if any. */
  readonly opening: number | undefined;
  /** The last bid made, if any. */
  readonly lastBid: Bid | undefined;
  /** Passes since the last call that was not a pass. */
  readonly passesAtEnd: number;
  /** The auction as it stood: the first `length` calls. */
  readonly prefix: Auction;
}

/**
 * Analyses made, by auction: auctions are values never changed, and one is often analysed again
 * (the play's test of sampled hands replays each robot call on the same auction many times).
 */
const analyses = new WeakMap<Auction, AuctionAnalysis>();

export function analyseAuction(auction: Auction): AuctionAnalysis {
  let analysis = analyses.get(auction);
  if (analysis === undefined) analyses.set(auction, (analysis = { auction, types: classifyCalls(auction), views: [] }));
  return analysis;
}

export function viewAt(analysis: AuctionAnalysis, length: number): AuctionView {
  const cached = analysis.views[length];
  if (cached !== undefined) return cached;
  const { dealer, calls } = analysis.auction;
  const callsBy: number[][] = [[], [], [], []];
  const orderedCallsBy: number[][] = [[], [], [], []];
  const suitsBy: Suit[][] = [[], [], [], []];
  const lastSuitBy: (Suit | undefined)[] = [undefined, undefined, undefined, undefined];
  let opening: number | undefined;
  let lastBid: Bid | undefined;
  let passesAtEnd = 0;
  const first = seatIndex(dealer);
  for (let i = 0; i < length; i++) {
    const call = calls[i];
    if (call === undefined) break;
    const s = (first + i) % 4;
    callsBy[s]?.push(i);
    if (call.type === 'bid') {
      opening ??= i;
      lastBid = call;
      if (call.strain !== 'NT') {
        const suits = suitsBy[s];
        if (suits !== undefined && !suits.includes(call.strain)) suits.push(call.strain);
        lastSuitBy[s] = call.strain;
      }
    }
    if (opening !== undefined) orderedCallsBy[s]?.push(i);
    passesAtEnd = call.type === 'pass' ? passesAtEnd + 1 : 0;
  }
  const view: AuctionView = {
    analysis,
    calls,
    length,
    seat: rotate(dealer, length),
    seatIndex: (first + length) % 4,
    callsBy,
    orderedCallsBy,
    suitsBy,
    lastSuitBy,
    opening,
    lastBid,
    passesAtEnd,
    prefix: length === calls.length ? analysis.auction : { dealer, calls: calls.slice(0, length) },
  };
  analysis.views[length] = view;
  return view;
}

const PERSON_STEPS: Readonly<Record<Person, number>> = { me: 0, left: 1, partner: 2, right: 3 };

/** The seat a person word names, seen from the player calling now. */
export const personSeat = (view: AuctionView, person: Person): Seat => rotate(view.seat, PERSON_STEPS[person]);

const personIndex = (view: AuctionView, person: Person): number => (view.seatIndex + PERSON_STEPS[person]) % 4;

/**
 * The index of a person's nth call (passes included, but not passes before the opening), or
 * undefined when not made yet; `last` is their latest call, whenever made.
 */
export function bidIndex(view: AuctionView, person: Person, order: Order): number | undefined {
  const p = personIndex(view, person);
  if (order === 'last') {
    const all = view.callsBy[p] ?? [];
    return all[all.length - 1];
  }
  return view.orderedCallsBy[p]?.[order - 1];
}

/** How many calls I have made that count in order (`turn` is one more). */
export const myOrderedCalls = (view: AuctionView): number => view.orderedCallsBy[personIndex(view, 'me')]?.length ?? 0;

/**
 * Like bidIndex, but for a Set line: my next call, the one being made now, can be named too
 * ("Set my first bid to single raise" on the rule that makes my first bid).
 */
export function bidIndexForSet(view: AuctionView, person: Person, order: Order): number | undefined {
  const found = bidIndex(view, person, order);
  if (found !== undefined || person !== 'me' || order === 'last') return found;
  return order === myOrderedCalls(view) + 1 ? view.length : undefined;
}

/** A person's nth different suit bid (`last`: the suit of their latest bid in a suit). */
export function bidSuit(view: AuctionView, person: Person, order: Order): Suit | undefined {
  const p = personIndex(view, person);
  if (order === 'last') return view.lastSuitBy[p];
  return view.suitsBy[p]?.[order - 1];
}

/** Seats in clockwise order from North, for iteration. */
export const ALL_SEATS: readonly Seat[] = SEATS;
