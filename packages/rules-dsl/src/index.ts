export { checkRules, compileRules, MAX_DIAGNOSTICS, type CheckOptions, type CheckResult } from './rules.ts';
export { decide, whyNot, type BiddingContext, type Decision, type NoDecision, type TraceEntry, type DecideOptions } from './decide.ts';
export { readCall, readAuction, combineShows, type CallReading, type RuleReading, type HandShows, type ReadingContext, type AuctionReading } from './read.ts';
export { withOptions, type RuleBook, type RuleRef } from './compile.ts';
export { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
export { parseRules, type ParseResult } from './parser.ts';
export { classifyCalls, classifyOpening, classifyResponse, classifyRebid } from './bidtypes.ts';
export {
  BID_TYPES,
  ORDER_WORDS,
  STRENGTH_VALUES,
  SUPPORT_VALUES,
  SUIT_CLASSES,
  SUIT_WORDS,
  NOTRUMP_PHRASES,
  HAND_SUIT_REFERENCES,
  COUNT_WORDS,
  LINE_KEYWORDS,
  type BidType,
  type SupportValue,
} from './vocabulary.ts';
export type * from './ast.ts';
export { SAYC_FILE, SAYC_SOURCE, saycBook, compileEverySituation, bookConventions, bookParts, describeBook, type BookDescription, type BookPart, type Convention, type ConventionOption, type RuleDescription, type SituationDescription } from './books/index.ts';
export { whyWouldCompete } from './robot/competition.ts';
export { readOpponentCall, readTable, NOTHING_SHOWN, type NaturalReading, type ReadingSource, type TableCall, type TableReading } from './robot/reading.ts';
export { placeContract, isForcingMeaning, isGameForcingMeaning, GAME_POINTS, SMALL_SLAM_POINTS, GRAND_SLAM_POINTS, type Placement } from './robot/placement.ts';
export { robotBid, robotTurn, robotAuction, whyRobotCannotCall, type RobotTurn, type RobotCall, type RobotContext, type RobotErrorCode, type RobotOptions, type RobotAuction, type RobotAuctionOptions } from './robot/robot.ts';
export { markCall, type Mark, type MarkContext } from './robot/mark.ts';
export { quizItem, QUIZ_TOPICS, QUIZ_TOPIC_IDS, QUIZ_ATTEMPTS, type QuizItem, type QuizTopic } from './robot/quiz.ts';
export { practiceDeal, practiceAttempt, northSouthOpen, PRACTICE_ATTEMPTS, type PracticeDeal } from './robot/practice.ts';
export { auctionConstraints, constraintsFromReading, showsToConstraint, robotPlayWithBook } from './robot/play.ts';
export {
  USER_SEAT,
  TABLE_DEALER,
  tableSetup,
  tableBook,
  newTable,
  replayTable,
  applyEntry,
  robotMoves,
  robotsAct,
  userMove,
  userAction,
  canUndo,
  tableVersion,
  type Table,
  type TableSetup,
  type TableAction,
  type TableEntry,
  type TableOptions,
  type RobotsStep,
} from './table/table.ts';
export { tableHint, type TableHint } from './table/hint.ts';
export { tableView, tableRecord, tablePbn, entryToJson, type TableViewJson, type TableCallJson, type TableEntryJson, type TableRecordJson, type RecordEntryJson } from './table/json.ts';
