import { formatCard } from './card.ts';
import type { CardSet } from './cardset.ts';
import { formatCall } from './call.ts';
import { dummyOf, formatContract, type Contract } from './auction.ts';
import { formatPbnDeal, type Deal } from './deal.ts';
import { formatHand } from './hand.ts';
import { isDummyExposed, tricksWon, type Play, type Trick } from './play.ts';
import type { Score } from './score.ts';
import type { Seat, Side, Vulnerability } from './seat.ts';
import {
  contractOf,
  gameCalls,
  legalActionsFor,
  playOf,
  turnOf,
  type Claim,
  type Game,
  type GameAction,
  type Phase,
  type SeatedCall,
} from './game.ts';

/**
 * What one seat may see of a game and nothing more: its own hand, the dummy once the opening
 * lead is made, everything said and played in public, and all four hands only when the deal is
 * over. Each field is built from data that seat may see, never by copying the game and hiding
 * parts, so a field added to the game later cannot leak through.
 */
export interface SeatView {
  readonly seat: Seat;
  readonly phase: Phase;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** Whose call or card is next; the dummy's seat when the declarer must play from dummy. */
  readonly turn: Seat | undefined;
  /** What this seat may choose now; empty when it has nothing to do. */
  readonly legal: readonly GameAction[];
  /** This seat's cards still in hand. */
  readonly hand: CardSet;
  /** The dummy's cards still in hand, once the opening lead is made. */
  readonly dummy: { readonly seat: Seat; readonly hand: CardSet } | undefined;
  readonly auction: readonly SeatedCall[];
  readonly contract: Contract | 'passed-out' | undefined;
  readonly declarer: Seat | undefined;
  readonly tricks: readonly Trick[];
  readonly tricksWon: Readonly<Record<Side, number>>;
  readonly claim: Claim | undefined;
  /** Tricks the declaring side took, once the deal is over. */
  readonly declarerTricks: number | undefined;
  readonly score: Score | undefined;
  /** All four hands as dealt, only once the deal is over. */
  readonly deal: Deal | undefined;
}

/** The cards a seat holds now: as dealt during the auction, what is left during the play. */
const holding = (game: Game, play: Play | undefined, seat: Seat): CardSet => (play ? play.hands[seat] : game.deal[seat]);

// Fresh copies of what was played, so no view shares an object with the game's play state.
const copyTrick = (t: Trick): Trick => ({
  leader: t.leader,
  cards: t.cards.map((pc) => ({ seat: pc.seat, card: pc.card })),
  ...(t.winner !== undefined ? { winner: t.winner } : {}),
});

const copyContract = (c: Contract | 'passed-out'): Contract | 'passed-out' =>
  c === 'passed-out' ? c : { level: c.level, strain: c.strain, doubled: c.doubled, declarer: c.declarer };

export function viewFor(game: Game, seat: Seat): SeatView {
  const play = playOf(game);
  const contract = contractOf(game);
  const over = game.phase === 'done';
  const declarer = contract === undefined || contract === 'passed-out' ? undefined : contract.declarer;
  const dummySeat = contract === undefined || contract === 'passed-out' ? undefined : dummyOf(contract);
  const dummyShown = over || (play !== undefined && isDummyExposed(play));
  const won = play ? tricksWon(play) : { NS: 0, EW: 0 };
  return {
    seat,
    phase: game.phase,
    dealer: game.dealer,
    vulnerability: game.vulnerability,
    turn: turnOf(game),
    legal: legalActionsFor(game, seat),
    hand: holding(game, play, seat),
    dummy: dummySeat !== undefined && dummyShown ? { seat: dummySeat, hand: holding(game, play, dummySeat) } : undefined,
    auction: gameCalls(game),
    contract: contract === undefined ? undefined : copyContract(contract),
    declarer,
    tricks: play ? play.tricks.map(copyTrick) : [],
    tricksWon: { NS: won.NS, EW: won.EW },
    claim:
      game.phase === 'done' && game.contract !== 'passed-out' && game.claim
        ? { seat: game.claim.seat, tricks: game.claim.tricks }
        : undefined,
    declarerTricks: game.phase === 'done' && game.contract !== 'passed-out' ? game.declarerTricks : undefined,
    score: game.phase === 'done' ? game.score : undefined,
    deal: over ? game.deal : undefined,
  };
}

/** A view in the HTTP API's canonical notation (api-v1.md, the `view` object); null for "not yet". */
export interface SeatViewJson {
  readonly seat: Seat;
  readonly phase: Phase;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly turn: Seat | null;
  readonly legal: readonly string[];
  readonly hand: string;
  readonly dummy: { readonly seat: Seat; readonly hand: string } | null;
  readonly auction: readonly { readonly seat: Seat; readonly call: string }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: readonly {
    readonly leader: Seat;
    readonly cards: readonly { readonly seat: Seat; readonly card: string }[];
    readonly winner: Seat | null;
  }[];
  readonly tricksWon: Readonly<Record<Side, number>>;
  readonly claim: Claim | null;
  readonly result: number | null;
  readonly score: Score | null;
  readonly deal: string | null;
}

export const formatAction = (action: GameAction): string => (action.kind === 'call' ? formatCall(action.call) : formatCard(action.card));

export function viewToJson(view: SeatView): SeatViewJson {
  return {
    seat: view.seat,
    phase: view.phase,
    dealer: view.dealer,
    vulnerability: view.vulnerability,
    turn: view.turn ?? null,
    legal: view.legal.map(formatAction),
    hand: formatHand(view.hand),
    dummy: view.dummy ? { seat: view.dummy.seat, hand: formatHand(view.dummy.hand) } : null,
    auction: view.auction.map((c) => ({ seat: c.seat, call: formatCall(c.call) })),
    contract: view.contract === undefined ? null : formatContract(view.contract),
    declarer: view.declarer ?? null,
    tricks: view.tricks.map((t) => ({
      leader: t.leader,
      cards: t.cards.map((pc) => ({ seat: pc.seat, card: formatCard(pc.card) })),
      winner: t.winner ?? null,
    })),
    tricksWon: view.tricksWon,
    claim: view.claim ?? null,
    result: view.declarerTricks ?? null,
    score: view.score ?? null,
    deal: view.deal ? formatPbnDeal(view.deal) : null,
  };
}
