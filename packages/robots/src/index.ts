// The bidding robots: the book's call, else the contract placed past the rules.
export { robotBid, robotTurn, robotAuction, whyRobotCannotCall, type RobotTurn, type RobotCall, type RobotContext, type RobotErrorCode, type RobotOptions, type RobotAuction, type RobotAuctionOptions } from './bidding/robot.ts';
export { placeContract } from './bidding/placement.ts';
export { isForcingMeaning, isGameForcingMeaning, GAME_POINTS, SMALL_SLAM_POINTS, GRAND_SLAM_POINTS, type Placement, type ReadingSource, type TableCall, type TableReading } from './bidding/reckoning.ts';
export { readOpponentCall, readTable, NOTHING_SHOWN, type NaturalReading } from './bidding/reading.ts';
export { whyWouldCompete } from './bidding/competition.ts';

// The card-play robots: a card (or a claim) for any seat, and the same with the book's reading of the auction.
export {
  robotPlay,
  applyRobotMove,
  playOutDeal,
  ANY_HAND, fitsConstraint, handConstraint, playFacts, relaxConstraint, type AuctionConstraints, type HandConstraint, type PlayFacts,
  RELAX_STEPS, knowledgeOf, layoutAgrees, layoutSampler, unseenSeats, type SeatKnowledge, type SampledLayout, type SamplingWork,
  ddCardSolver, ddTargetSolver, type CardReach, type CardSolver, type CardTricks, type OpenPosition, type TargetSolver,
  CLOSE_CALL_SAMPLES, DEFAULT_BUDGET_MS, DEFAULT_SAMPLES, FIRST_LAYOUT_SHARE, FOURTH_HAND_SHARE, LATER_DECLARER_SAMPLES, LATER_FROM_TRICK, NODES_PER_MS, TEST_NODES, TRY_NODES, chooseCard, chooserOf, formatRating, tricksNeeded, type CardChoice, type ChoiceOptions, type RatedCard,
  declarerLeadCandidates, defenceLeadCandidates, isOpeningLead, openingLeadCandidates, standardLead,
  preferCard, type PreferContext,
  attitudeCard, countCard, fitsSignals, holdsHonour, signalRuleCards, signalsGiven, type Signal, type SignalKind,
  certainClaim, declarerMaxTricks,
  type RobotMove, type RobotPlayOptions, type PlayOutOptions,
} from './play/index.ts';
export { auctionConstraints, constraintsFromReading, showsToConstraint, robotPlayWithBook } from './play/with-book.ts';
