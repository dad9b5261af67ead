export { checkRules, compileRules, MAX_DIAGNOSTICS, type CheckOptions, type CheckResult } from './rules.ts';
export { decide, whyNot, type BiddingContext, type Decision, type NoDecision, type TraceEntry, type DecideOptions } from './decide.ts';
export {
  readCall,
  readAuction,
  combineShows,
  type CallReading,
  type RuleReading,
  type HandShows,
  type ReadingContext,
  type AuctionReading,
} from './read.ts';
export { withOptions, type RuleBook, type RuleRef } from './compile.ts';
export { LANGUAGES, strainWord, type Language, type Meanings } from './language.ts';
export { formatDiagnostic, type Diagnostic } from './diagnostic.ts';
export { CALL_PROPERTIES, withImplied, type CallProperty } from './properties.ts';
export {
  VALUE_NAMES,
  bookNumber,
  bookRange,
  type DeclaredValue,
  type NumberValueName,
  type RangeValueName,
  type ValueName,
} from './values.ts';
export { parseRules, type ParseResult } from './parser.ts';
export { BASE_BOOK_NAMES } from './extend.ts';
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
export {
  SAYC_FILE,
  SAYC_SOURCE,
  saycBook,
  compileEverySituation,
  bookConventions,
  bookParts,
  describeBook,
  measureBook,
  type BookDescription,
  type BookSize,
  type BookPart,
  type Convention,
  type ConventionOption,
  type RuleDescription,
  type SituationDescription,
} from './books/index.ts';
// What the robots and the trainer read of the language's workings: the memory kept per book and
// auction, the facts of a hand, the view of an auction at a call, the state of an evaluation.
export { auctionKey, keptPerBook } from './kept.ts';
export { HandFacts } from './facts.ts';
export { analyseAuction, viewAt } from './view.ts';
export { emptyMemory, type EvalState } from './compile.ts';
export { evaluationSteps } from './work.ts';
export { cheapestLevel } from './bidtypes.ts';
