/**
 * The answers of API v1 under the names the pages use. Every shape comes from generated.ts, which
 * apps/api-worker writes from its OpenAPI document, itself made from the zod schemas that validate
 * and describe the answers: nothing here is copied by hand, so a page cannot read a field the API
 * does not send, or forget a null it may send.
 */
import type { BookConvention, DoubleDummy, Trick } from './generated.ts';

export type {
  ApiAnswers,
  BiddingSystem,
  BookConvention,
  BookRule,
  BookSituation,
  BookValue,
  BoardWarning,
  CallCost,
  CallProperty,
  CardCost,
  DealAnalyseAnswer,
  DealExports,
  DealImport,
  DoubleDummy,
  Evaluation,
  GameCall,
  GameHint,
  GameRecord,
  GameView,
  HandRecord,
  FailedBoard,
  Mark,
  NewGame,
  PracticeDeal,
  QuizItem,
  RobotCall,
  Score,
} from './generated.ts';

/** A named option of a convention (off unless switched on): what `options` of /bid, /mark, /quiz and /games takes. */
export type BookOption = BookConvention['options'][number];

/** A trick of a game, its winner null while it is in progress. */
export type GameTrick = Trick;

/** The strains of a double-dummy table, as the API keys them: C, D, H, S, NT. */
export type StrainKey = keyof DoubleDummy['tricks']['N'];
