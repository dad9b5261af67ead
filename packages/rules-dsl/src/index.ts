export { checkRules, compileRules, type CheckResult } from './rules.ts';
export { decide, whyNot, type BiddingContext, type Decision, type NoDecision, type TraceEntry, type DecideOptions } from './decide.ts';
export { readCall, readAuction, type CallReading, type RuleReading, type HandShows, type Range, type ReadingContext, type AuctionReading } from './read.ts';
export type { RuleBook, RuleRef } from './compile.ts';
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
