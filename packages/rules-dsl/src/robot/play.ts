import {
  SEATS,
  err,
  handConstraint,
  robotPlay,
  type AuctionConstraints,
  type Game,
  type HandConstraint,
  type Result,
  type RobotMove,
  type RobotPlayOptions,
  type Seat,
} from '@tenace/engine';
import type { RuleBook } from '../compile.ts';
import type { HandShows } from '../read.ts';
import { readTable, type TableReading } from './reading.ts';

/**
 * The robots' card play with the auction read through the book: what each player showed
 * (readTable) becomes the engine's sampling constraints (high-card points and suit lengths),
 * so the unseen hands the robots deal agree with the bidding. The engine knows nothing of the
 * book; this is the one place the two meet for the play.
 */

/** One player's reading as the engine's constraint: points and suit lengths only. */
export const showsToConstraint = (shows: HandShows): HandConstraint =>
  handConstraint(shows.points, { S: shows.lengths.S, H: shows.lengths.H, D: shows.lengths.D, C: shows.lengths.C });

/** What every player showed in the auction, as the engine's sampling constraints. */
export function constraintsFromReading(reading: TableReading): AuctionConstraints {
  const out: Partial<Record<Seat, HandConstraint>> = {};
  for (const seat of SEATS) out[seat] = showsToConstraint(reading.seats[seat]);
  return out;
}

/** The auction of a game read through the book, as sampling constraints. */
export const auctionConstraints = (book: RuleBook, game: Game): AuctionConstraints =>
  constraintsFromReading(readTable(book, { vulnerability: game.vulnerability, auction: game.auction }));

/**
 * What the robot at `seat` does now in the play (a card, or the declarer's claim), sampling the
 * unseen hands consistently with the auction as the book reads it. Constraints given in
 * `options` replace the book's reading.
 */
export function robotPlayWithBook(book: RuleBook, game: Game, seat: Seat, options: RobotPlayOptions): Result<RobotMove> {
  if (game.phase !== 'play') return err('wrong-phase', game.phase === 'auction' ? 'the auction is not over yet: no card can be played' : 'the deal is over');
  const constraints = options.constraints ?? auctionConstraints(book, game);
  return robotPlay(game, seat, { ...options, constraints });
}
