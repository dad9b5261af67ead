// Marking a player's call, quizzes and practice deals.
export { markCall, type Mark, type MarkContext } from './mark.ts';
export { quizItem, QUIZ_TOPICS, QUIZ_TOPIC_IDS, QUIZ_ATTEMPTS, type QuizItem, type QuizTopic } from './quiz.ts';
export { practiceDeal, practiceAttempt, northSouthOpen, PRACTICE_ATTEMPTS, type PracticeDeal } from './practice.ts';

// The table: a game against the robots as its setup and log of actions, replayed; hints; its JSON.
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
