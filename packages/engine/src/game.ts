import type { Card } from './card.ts';
import type { Call } from './call.ts';
import {
  auctionState,
  dummyOf,
  finalContract,
  legalCalls,
  makeCall,
  MAKE_CALL_CODES,
  newAuction,
  seatOfCall,
  type Auction,
  type Contract,
} from './auction.ts';
import { checkDeal, type CheckDealCode, type Deal } from './deal.ts';
import {
  PLAY_CARD_CODES,
  TRICKS_PER_DEAL,
  completedTricks,
  isPlayOver,
  legalCards,
  playCard,
  playedCards,
  startPlay,
  tricksWon,
  type Play,
} from './play.ts';
import type { DealRecord } from './record.ts';
import { err, ok, unwrap, type EngineError, type Result } from './result.ts';
import { scoreContract, type Score } from './score.ts';
import { SEAT_NAME, sideOf, type Seat, type Vulnerability } from './seat.ts';

/**
 * A single deal (game card 004_…) as an immutable state machine: the auction, then the play,
 * then done with a score. Every action returns a new game or says in plain words why not.
 */
export type Phase = 'auction' | 'play' | 'done';

export interface GameSetup {
  /** The four hands as dealt. */
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

interface GameBase extends GameSetup {
  readonly auction: Auction;
}

export interface AuctionGame extends GameBase {
  readonly phase: 'auction';
}

export interface PlayGame extends GameBase {
  readonly phase: 'play';
  readonly contract: Contract;
  readonly play: Play;
}

/** Four passes: nobody plays and both sides score zero. */
export interface PassedOutGame extends GameBase {
  readonly phase: 'done';
  readonly contract: 'passed-out';
  readonly score: Score;
}

/** The contract was played to the end or settled by a claim. */
export interface PlayedGame extends GameBase {
  readonly phase: 'done';
  readonly contract: Contract;
  readonly play: Play;
  readonly claim: Claim | undefined;
  /** Tricks taken by the declaring side, counting a claim. */
  readonly declarerTricks: number;
  readonly score: Score;
}

export type DoneGame = PassedOutGame | PlayedGame;
export type Game = AuctionGame | PlayGame | DoneGame;

/** The declarer ended the play by claiming `tricks` of the tricks not yet completed. */
export interface Claim {
  readonly seat: Seat;
  readonly tricks: number;
}

/** Something a seat may do: make a call in the auction or play a card. */
export type GameAction = { readonly kind: 'call'; readonly call: Call } | { readonly kind: 'play'; readonly card: Card };

/** A call together with the seat that made it. */
export interface SeatedCall {
  readonly seat: Seat;
  readonly call: Call;
}

/*
 * Why an action may be refused, each action's codes listed once: the lists, and the unions the
 * actions' results are typed with, come from here, so a caller (the API) can hold every code to
 * an answer at compile time.
 */

/** gameCall: the auction is over, it is another seat's turn, or the auction does not allow the call. */
export const GAME_CALL_CODES = ['wrong-phase', 'not-your-turn', ...MAKE_CALL_CODES] as const;
export type GameCallCode = (typeof GAME_CALL_CODES)[number];

/** gamePlay: no play under way, dummy's seat acting, another seat's turn, or a card the laws do not allow. */
export const GAME_PLAY_CODES = ['wrong-phase', 'dummy-does-not-play', 'not-your-turn', ...PLAY_CARD_CODES] as const;
export type GamePlayCode = (typeof GAME_PLAY_CODES)[number];

/** gameClaim: no play under way, a claim by another seat than the declarer's, or more tricks than remain. */
export const GAME_CLAIM_CODES = ['wrong-phase', 'not-declarer', 'claim-tricks'] as const;
export type GameClaimCode = (typeof GAME_CLAIM_CODES)[number];

export type GameActionCode = GameCallCode | GamePlayCode | GameClaimCode;
/** Every code a game action may refuse with, each once. */
export const GAME_ACTION_CODES: readonly GameActionCode[] = [
  ...new Set<GameActionCode>([...GAME_CALL_CODES, ...GAME_PLAY_CODES, ...GAME_CLAIM_CODES]),
];

/** Starts a deal with the auction, after checking the deal has 13 different cards in each hand. */
export function newGame(setup: GameSetup): Result<Game, EngineError<CheckDealCode>> {
  const checked = checkDeal(setup.deal);
  if (!checked.ok) return checked;
  return ok({
    phase: 'auction',
    deal: setup.deal,
    dealer: setup.dealer,
    vulnerability: setup.vulnerability,
    auction: newAuction(setup.dealer),
  });
}

const base = (game: Game): GameBase => ({ deal: game.deal, dealer: game.dealer, vulnerability: game.vulnerability, auction: game.auction });

/** The play of the deal, once there is one. */
export const playOf = (game: Game): Play | undefined => ('play' in game ? game.play : undefined);

/** The contract once the auction is over. */
export const contractOf = (game: Game): Contract | 'passed-out' | undefined => (game.phase === 'auction' ? undefined : game.contract);

/** Every call so far, each with the seat that made it. */
export const gameCalls = (game: Game): SeatedCall[] => game.auction.calls.map((call, i) => ({ seat: seatOfCall(game.auction, i), call }));

/**
 * Whose call or card comes next: during the play this may be the dummy's seat, whose card the
 * declarer chooses (see `actorOf`). Undefined once the deal is over.
 */
export function turnOf(game: Game): Seat | undefined {
  switch (game.phase) {
    case 'auction':
      return auctionState(game.auction).turn;
    case 'play':
      return game.play.turn;
    case 'done':
      return undefined;
  }
}

/** The seat that must act now: the declarer when a card is due from dummy. */
export function actorOf(game: Game): Seat | undefined {
  if (game.phase === 'play' && game.play.turn === dummyOf(game.contract)) return game.contract.declarer;
  return turnOf(game);
}

/** The calls or cards `seat` may choose now; empty when it has nothing to do. */
export function legalActionsFor(game: Game, seat: Seat): GameAction[] {
  if (actorOf(game) !== seat) return [];
  switch (game.phase) {
    case 'auction':
      return legalCalls(game.auction).map((call) => ({ kind: 'call', call }));
    case 'play':
      return legalCards(game.play).map((card) => ({ kind: 'play', card }));
    case 'done':
      return [];
  }
}

const notYourTurn = (turn: Seat) => err('not-your-turn', `it is ${SEAT_NAME[turn]}'s turn, not yours`);

/**
 * The score of a deal the game has settled. Its tricks are the engine's own count, 0 to 13, which
 * the score always takes: a refusal would be a bug, so it throws rather than add a code to every
 * action's.
 */
const scoreOf = (contract: Contract | 'passed-out', vulnerability: Vulnerability, tricks: number): Score =>
  unwrap(scoreContract(contract, vulnerability, tricks));

/** `seat` makes a call ("1C does not outrank 1H" and the like when it may not). */
export function gameCall(game: Game, seat: Seat, call: Call): Result<Game, EngineError<GameCallCode>> {
  if (game.phase !== 'auction') return err('wrong-phase', 'the auction is over');
  const turn = auctionState(game.auction).turn;
  if (seat !== turn) return notYourTurn(turn);
  const made = makeCall(game.auction, call);
  if (!made.ok) return made;
  const auction = made.value;
  const next = { ...base(game), auction };
  const contract = finalContract(auction);
  if (contract === undefined) return ok({ ...next, phase: 'auction' });
  if (contract === 'passed-out') return ok({ ...next, phase: 'done', contract, score: scoreOf('passed-out', game.vulnerability, 0) });
  return ok({ ...next, phase: 'play', contract, play: startPlay(game.deal, contract) });
}

/** Scores a finished play: all 13 tricks played, or a claim for the rest. */
function finish(game: PlayGame, play: Play, claim: Claim | undefined): PlayedGame {
  const declarerTricks = tricksWon(play)[sideOf(game.contract.declarer)] + (claim?.tricks ?? 0);
  const score = scoreOf(game.contract, game.vulnerability, declarerTricks);
  return { ...base(game), phase: 'done', contract: game.contract, play, claim, declarerTricks, score };
}

/**
 * `seat` plays a card. When the card is due from dummy, the declarer chooses it: the dummy
 * never acts in the play.
 */
export function gamePlay(game: Game, seat: Seat, card: Card): Result<Game, EngineError<GamePlayCode>> {
  if (game.phase === 'auction') return err('wrong-phase', 'the auction is not over yet: no card can be played');
  if (game.phase === 'done') return err('wrong-phase', 'the deal is over');
  const dummy = dummyOf(game.contract);
  const declarer = game.contract.declarer;
  if (seat === dummy) return err('dummy-does-not-play', "dummy does not play: the declarer plays dummy's cards");
  const turn = game.play.turn;
  if (turn === dummy && seat !== declarer) {
    return err('not-your-turn', `it is ${SEAT_NAME[declarer]}'s turn to play a card from dummy, not yours`);
  }
  if (turn !== dummy && seat !== turn) return notYourTurn(turn);
  const played = playCard(game.play, card);
  if (!played.ok) return played;
  const play = played.value;
  if (isPlayOver(play)) return ok(finish(game, play, undefined));
  return ok({ ...base(game), phase: 'play', contract: game.contract, play });
}

/** Tricks not yet completed (a trick in progress counts as remaining). */
export const remainingTricks = (play: Play): number => TRICKS_PER_DEAL - completedTricks(play).length;

/**
 * The declarer claims `tricks` of the remaining tricks for their side; the defenders get the
 * rest. The claim ends the play and the score counts it.
 */
export function gameClaim(game: Game, seat: Seat, tricks: number): Result<Game, EngineError<GameClaimCode>> {
  if (game.phase !== 'play')
    return err('wrong-phase', game.phase === 'auction' ? 'there is nothing to claim during the auction' : 'the deal is over');
  if (seat !== game.contract.declarer) return err('not-declarer', `only the declarer (${SEAT_NAME[game.contract.declarer]}) may claim`);
  const remaining = remainingTricks(game.play);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > remaining) {
    return err('claim-tricks', `you can claim from 0 to ${remaining} tricks: ${remaining} remain to be played; got ${tricks}`);
  }
  return ok(finish(game, game.play, { seat, tricks }));
}

/** Applies an action chosen from `legalActionsFor` (or from a player). */
export function applyAction(game: Game, seat: Seat, action: GameAction): Result<Game, EngineError<GameCallCode | GamePlayCode>> {
  return action.kind === 'call' ? gameCall(game, seat, action.call) : gamePlay(game, seat, action.card);
}

/** The deal as a record the file formats (PBN, LIN) can write: calls, cards played, result, score. */
export function gameToRecord(game: Game): DealRecord {
  const play = playOf(game);
  const contract = contractOf(game);
  return {
    dealer: game.dealer,
    vulnerability: game.vulnerability,
    deal: game.deal,
    auction: game.auction.calls.map((call) => ({ call })),
    play: play ? playedCards(play) : [],
    ...(contract !== undefined ? { contract } : {}),
    ...(game.phase === 'done' && game.contract !== 'passed-out' ? { result: game.declarerTricks } : {}),
    ...(game.phase === 'done' ? { score: game.score } : {}),
  };
}
