/**
 * The trainer (@tenace/trainer): marking a player's call, quizzes, practice deals, and the table
 * (a game against the robots kept as its setup and log of actions). What the API uses.
 */
export { markCall } from './mark.ts';
export { quizItem, QUIZ_TOPICS, QUIZ_TOPIC_IDS } from './quiz.ts';
export { practiceDeal } from './practice.ts';

// The table: a game against the robots as its setup and log of actions, replayed; hints; its JSON.
export {
  newTable,
  replayTable,
  robotMoves,
  robotsAct,
  tableSetup,
  tableVersion,
  userAction,
  userMove,
  type RobotsStep,
  type Table,
  type TableAction,
  type TableEntry,
  type TableOptions,
  type TableSetup,
} from './table/table.ts';
export { tableHint } from './table/hint.ts';
export { entryToJson, tablePbn, tableRecord, tableView, type TableRecordJson, type TableViewJson } from './table/json.ts';
