import {
  VULNERABILITIES,
  auctionState,
  dealFromSeed,
  err,
  freshSeed,
  makeCall,
  ok,
  randomInt,
  rotate,
  seededRandom,
  type Auction,
  type Deal,
  type EngineError,
  type Result,
  type Seat,
  type Seed,
  type Vulnerability,
} from '@tenace/engine';
import { whyWouldCompete, robotBid } from '@tenace/robots';

export interface PracticeDeal {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The seed asked for (or made up when none was given): the same seed gives the same deal. */
  readonly seed: string;
  /** Which attempt of the seed was kept (0 for the first). */
  readonly attempt: number;
}

/** Deals tried per seed before giving up; a deal is kept about one time in five. */
export const PRACTICE_ATTEMPTS = 2000;

/**
 * The deal of one attempt. Seed derivation: attempt k of seed s uses the key `practice:s:k`; its
 * seeded random numbers give the dealer (North or South, the first number below ½: North) and
 * the vulnerability (the second: None, NS, EW, Both), and `dealFromSeed(key, dealer)` the cards.
 */
export function practiceAttempt(seed: string, attempt: number): { deal: Deal; dealer: Seat; vulnerability: Vulnerability } {
  const key = `practice:${seed}:${attempt}`;
  const random = seededRandom(key);
  const dealer: Seat = random() < 0.5 ? 'N' : 'S';
  const vulnerability = VULNERABILITIES[randomInt(random, 4)] ?? 'None';
  return { deal: dealFromSeed(key, dealer), dealer, vulnerability };
}

/** Whether North or South opens, bidding by the robots with East and West passing. */
export function northSouthOpen(deal: Deal, dealer: Seat, vulnerability: Vulnerability): boolean {
  let auction: Auction = { dealer, calls: [] };
  while (!auctionState(auction).over) {
    const seat = rotate(dealer, auction.calls.length);
    const east = seat === 'E' || seat === 'W';
    const made = east ? undefined : robotBid({ hand: deal[seat], vulnerability, auction });
    if (made !== undefined && !made.ok) return false;
    const call = made === undefined ? ({ type: 'pass' } as const) : made.value.call;
    if (call.type === 'bid') return !east;
    const next = makeCall(auction, call);
    if (!next.ok) return false;
    auction = next.value;
  }
  return false;
}

/**
 * A deal for "Bid with a robot": dealer North or South, North or South opens (by the book, the
 * robots bidding North–South with East–West passing), and East and West would have passed
 * throughout by the sheet's criteria (whyWouldCompete on both hands). The same seed gives the same
 * deal: attempts 0, 1, 2, … of the seed are tried in order and the first that qualifies is kept.
 */
export function practiceDeal(seed?: Seed): Result<PracticeDeal, EngineError<'no-deal'>> {
  const text = seed === undefined ? freshSeed() : String(seed);
  for (let attempt = 0; attempt < PRACTICE_ATTEMPTS; attempt++) {
    const { deal, dealer, vulnerability } = practiceAttempt(text, attempt);
    if (whyWouldCompete(deal.E) !== undefined || whyWouldCompete(deal.W) !== undefined) continue;
    if (!northSouthOpen(deal, dealer, vulnerability)) continue;
    return ok({ deal, dealer, vulnerability, seed: text, attempt });
  }
  return err('no-deal', `no practice deal was found for seed '${text}' in ${PRACTICE_ATTEMPTS} attempts; try another seed`);
}
