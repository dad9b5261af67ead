/**
 * The robots (@tenace/robots): bidding by the book and past it (src/bidding), and the card play
 * (src/play). What the trainer and the API use; the rest is reached by module path within the package.
 */

// Bidding: the book's call, else the contract placed past the rules; the table as the robots read it.
export {
  robotAuction,
  robotBid,
  robotTurn,
  type RobotCall,
  type RobotContext,
  type RobotErrorCode,
  type RobotOptions,
} from './bidding/robot.ts';
export { readTable } from './bidding/reading.ts';
export { whyWouldCompete } from './bidding/competition.ts';

// The card play: a card or a claim for any seat, with the book's reading of the auction.
export { robotPlay } from './play/index.ts';
export { auctionConstraints, robotPlayWithBook } from './play/with-book.ts';
export { DEFAULT_BUDGET_MS, NODES_PER_MS, type CardChoice, type RatedCard } from './play/choose.ts';
export { declarerMaxTricks } from './play/claim.ts';
export type { AuctionConstraints } from './play/constraints.ts';
