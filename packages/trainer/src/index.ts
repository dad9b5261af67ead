/**
 * The trainer (@tenace/trainer): marking a player's call, quizzes, practice deals, and the table
 * (a game against the robots kept as its setup and log of actions). What the API uses.
 */
export { markCall } from './mark.ts';
export { quizItem, quizTopics, QUIZ_TOPICS, QUIZ_TOPIC_IDS } from './quiz.ts';
export { practiceDeal } from './practice.ts';
export {
  CARD_COST_CODES,
  callCostToJson,
  callCosts,
  cardCostToJson,
  cardCosts,
  type BidDeal,
  type CallCost,
  type CallCostJson,
  type CardCost,
  type CardCostCode,
  type CardCostJson,
  type PlayedDeal,
} from './costs.ts';
export {
  analyseRecord,
  doubleDummyJson,
  handRecordJson,
  recordExports,
  type AnalysisOptions,
  type DoubleDummyJson,
  type HandRecordCallJson,
  type HandRecordExportsJson,
  type HandRecordJson,
  type RecordAnalysisJson,
} from './hand-record.ts';

// The table: a game against the robots as its setup and log of actions, replayed; hints; its JSON.
export {
  dealSetup,
  newTable,
  replayTable,
  robotMoves,
  robotsAct,
  tableBook,
  tableBookName,
  tableSetup,
  tableVersion,
  TABLE_ENTRY_CODES,
  USER_MOVE_CODES,
  userAction,
  userMove,
  type ReplayCode,
  type RobotsStep,
  type Table,
  type TableAction,
  type TableBookChoice,
  type TableEntry,
  type TableEntryCode,
  type TableOptions,
  type TableSetup,
  type UserMoveCode,
} from './table/table.ts';
export { TABLE_HINT_CODES, tableHint, type TableHintCode } from './table/hint.ts';
export {
  entryToJson,
  TABLE_PBN_CODES,
  tablePbn,
  tableAnalysis,
  tableRecord,
  tableView,
  type TablePbnCode,
  type TableRecordJson,
  type TableViewJson,
} from './table/json.ts';
