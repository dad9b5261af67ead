/**
 * What the laws of the auction say about the calls so far (the engine's auction rules, which can
 * neither deal nor see a card): whose turn it is, the legal calls, whether it is over and the
 * contract. Pages with no game view to read these from (Bid with a robot, the quizzes) use it.
 */
import {
  auctionFromCalls,
  auctionState,
  finalContract,
  formatCall,
  formatContract,
  legalCalls,
  parseCall,
  type Call,
  type Contract,
  type Seat,
} from '@tenace/engine/browser';

/** Once the auction is over: the contract (`4SX`) and its declarer, or passed out. */
export type AuctionResult = { readonly text: string; readonly declarer: Seat } | 'passed-out';

export interface AuctionFacts {
  readonly turn: Seat;
  readonly over: boolean;
  /** The legal calls now, in the API's notation; empty once the auction is over. */
  readonly legal: readonly string[];
  /** Undefined while the auction goes on. */
  readonly contract: AuctionResult | undefined;
}

/** The facts of an auction given in the API's notation, or the first problem with its calls. */
export function auctionFacts(
  dealer: Seat,
  callTexts: readonly string[],
): { ok: true; facts: AuctionFacts } | { ok: false; message: string } {
  const calls: Call[] = [];
  for (const text of callTexts) {
    const parsed = parseCall(text);
    if (!parsed.ok) return { ok: false, message: parsed.error.message };
    calls.push(parsed.value);
  }
  const auction = auctionFromCalls(dealer, calls);
  if (!auction.ok) return { ok: false, message: auction.error.message };
  const state = auctionState(auction.value);
  const final: Contract | 'passed-out' | undefined = finalContract(auction.value);
  return {
    ok: true,
    facts: {
      turn: state.turn,
      over: state.over,
      legal: legalCalls(auction.value).map(formatCall),
      contract: final === undefined || final === 'passed-out' ? final : { text: formatContract(final), declarer: final.declarer },
    },
  };
}
