import {
  SEATS,
  callsEqual,
  seatOfCall,
  type Auction,
  type CardSet,
  type Vulnerability,
  err,
  type Game,
  type Result,
  type Seat,
} from '@tenace/engine';
import { handConstraint, type AuctionConstraints, type HandConstraint } from './constraints.ts';
import { robotPlay, type RobotMove, type RobotPlayOptions } from './index.ts';
import type { RuleBook, HandShows } from '@tenace/rules-dsl';
import { auctionKey, keptPerBook } from '@tenace/rules-dsl';
import { readTable } from '../bidding/reading.ts';
import type { TableReading } from '../bidding/reckoning.ts';
import { robotBid } from '../bidding/robot.ts';

/**
 * The robots' card play with the auction read through the book: what each player showed
 * (readTable) becomes the engine's sampling constraints (high-card points and suit lengths), and
 * a robot's calls a test that the book would have made them with the hand dealt, so the unseen
 * hands the robots deal agree with the bidding. The engine knows nothing of the book; this is
 * the one place the two meet for the play.
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

/**
 * Whether the book, holding `dealt`, would have made every call `seat` made in the auction: the
 * robot's own decision (robotBid: the rules, else placement) replayed at each of its turns. This
 * says what ranges cannot: a pass that shows no overcall, a suit that was not good enough to bid.
 * Only for seats whose calls the book made: a player's own calls need not be the book's.
 */
export function madeTheCalls(book: RuleBook, auction: Auction, vulnerability: Vulnerability, seat: Seat): (dealt: CardSet) => boolean {
  // One test (and its kept answers) for every decision of a game: the same auction and seat come
  // back at each card, and at a table each card may be asked for in a request of its own.
  return tests.get(book, `${auctionKey(vulnerability, auction)} ${seat}`, () => madeTheCallsAfresh(book, auction, vulnerability, seat));
}

/** Tests kept, each with its answers: the robots' seats of a few games at once. */
const tests = keptPerBook<(dealt: CardSet) => boolean>(12);

function madeTheCallsAfresh(book: RuleBook, auction: Auction, vulnerability: Vulnerability, seat: Seat): (dealt: CardSet) => boolean {
  const turns = auction.calls.flatMap((call, i) =>
    seatOfCall(auction, i) === seat ? [{ call, before: { dealer: auction.dealer, calls: auction.calls.slice(0, i) } }] : [],
  );
  // Answers kept by hand: later in the play few cards are unseen, and the same hands come again.
  const known = new Map<number, boolean>();
  return (dealt) => {
    let answer = known.get(dealt.key);
    if (answer === undefined) {
      answer = turns.every(({ call, before }) => {
        const made = robotBid({ hand: dealt, vulnerability, auction: before }, { book });
        return made.ok && callsEqual(made.value.call, call);
      });
      if (known.size >= HANDS_KEPT) known.clear();
      known.set(dealt.key, answer);
    }
    return answer;
  };
}

/** Hands whose answer one test keeps (a few MB at most). */
const HANDS_KEPT = 50_000;

/**
 * The auction of a game read through the book, as sampling constraints: the ranges of what each
 * player showed, and for the seats in `bookSeats` (those the robots bid for) the test that the
 * book would have made their calls.
 */
export function auctionConstraints(book: RuleBook, game: Game, bookSeats: readonly Seat[] = SEATS): AuctionConstraints {
  const ranges = constraintsFromReading(readTable(book, { vulnerability: game.vulnerability, auction: game.auction }));
  const out: Partial<Record<Seat, HandConstraint>> = {};
  for (const seat of SEATS) {
    const c = ranges[seat];
    if (c !== undefined)
      out[seat] = bookSeats.includes(seat) ? { ...c, accepts: madeTheCalls(book, game.auction, game.vulnerability, seat) } : c;
  }
  return out;
}

/**
 * What the robot at `seat` does now in the play (a card, or the declarer's claim), sampling the
 * unseen hands consistently with the auction as the book reads it (`bookSeats`: the seats whose
 * calls the book made, as for auctionConstraints). Constraints given in `options` replace the
 * book's reading.
 */
export function robotPlayWithBook(
  book: RuleBook,
  game: Game,
  seat: Seat,
  options: RobotPlayOptions,
  bookSeats: readonly Seat[] = SEATS,
): Result<RobotMove> {
  if (game.phase !== 'play')
    return err('wrong-phase', game.phase === 'auction' ? 'the auction is not over yet: no card can be played' : 'the deal is over');
  const constraints = options.constraints ?? auctionConstraints(book, game, bookSeats);
  return robotPlay(game, seat, { ...options, constraints });
}
