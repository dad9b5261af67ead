import {
  PASS,
  SEAT_NAME,
  auctionState,
  err,
  makeCall,
  ok,
  rotate,
  type Auction,
  type Call,
  type CardSet,
  type Deal,
  type EngineError,
  type Result,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import { saycBook, decide, type Decision, type NoDecision, type TraceEntry } from '@tenace/rules-dsl';
import type { CallProperty, Language, RuleBook, RuleRef } from '@tenace/rules-dsl';
import { systemNumbers } from './numbers.ts';
import { placeContract } from './placement.ts';
import { readTable } from './reading.ts';

/** The robot's situation: its hand, and the auction so far (its turn to call). */
export interface RobotContext {
  readonly hand: CardSet;
  /** When given, it must be the auction's dealer. */
  readonly dealer?: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: Auction;
}

export interface RobotCall {
  readonly call: Call;
  /** The rule's meaning, word for word; for a placement, the explanation. */
  readonly meaning: string;
  /** What the call does: the rule's Does lines (with what they imply), or what placement declares (4NT: ask for aces). */
  readonly does: readonly CallProperty[];
  /** The rule that made the call (only when the book decided). */
  readonly rule?: RuleRef;
  /** `rules`: the book decided; `placement`: the rules stop here and the robot placed the contract. */
  readonly source: 'rules' | 'placement';
  /** Why, in plain words. */
  readonly explanation: string;
  /** Every rule the book tried (with `trace: true`). */
  readonly trace?: readonly TraceEntry[];
}

export interface RobotOptions {
  /** The book to bid by: SAYC unless given. */
  readonly book?: RuleBook;
  /** Keep the book's trace in the answer. */
  readonly trace?: boolean;
  /** The language of the meaning and explanation (English unless asked). */
  readonly language?: Language;
}

/** Why the robot can't call now, or undefined. */
/** Why the robot cannot call for a player. */
export type RobotErrorCode = 'hand-size' | 'wrong-dealer' | 'auction-over';

export function whyRobotCannotCall(context: RobotContext): EngineError<RobotErrorCode> | undefined {
  if (context.hand.size !== 13) return { code: 'hand-size', message: `the hand has ${context.hand.size} cards; a hand has 13` };
  if (context.dealer !== undefined && context.dealer !== context.auction.dealer) {
    return {
      code: 'wrong-dealer',
      message: `the dealer given (${context.dealer}) is not the auction's dealer (${context.auction.dealer})`,
    };
  }
  if (auctionState(context.auction).over) return { code: 'auction-over', message: 'the auction is over: no one has a call to make' };
  return undefined;
}

/** Why the rules made a call, in the language asked: where the rule is, then its meaning. */
function rulesExplanation(rule: RuleRef, meaning: string, language: Language): string {
  return language === 'id'
    ? `Aturan ("${rule.situation}", ${rule.file} baris ${rule.line}): ${meaning}`
    : `The rules ("${rule.situation}", ${rule.file} line ${rule.line}): ${meaning}`;
}

/** The robot's call when the book has decided: the rule's call and meaning. */
function fromRules(decision: Decision, trace: boolean, language: Language): RobotCall {
  const { call, does, rule } = decision;
  const meaning = decision.meanings[language];
  const explanation = rulesExplanation(rule, meaning, language);
  return trace
    ? { call, meaning, does, rule, source: 'rules', explanation, trace: decision.trace }
    : { call, meaning, does, rule, source: 'rules', explanation };
}

/**
 * The robot's call for the player whose turn it is: the book's call where a rule decides, and
 * otherwise the contract placed from what the partnership has shown (placement.ts). The robots
 * never pass partner's forcing call past the rules.
 */
export function robotBid(context: RobotContext, options: RobotOptions = {}): Result<RobotCall, EngineError<RobotErrorCode>> {
  const problem = whyRobotCannotCall(context);
  if (problem !== undefined) return err(problem.code, problem.message);
  const book = options.book ?? saycBook();
  const trace = options.trace ?? false;
  const decision: Decision | NoDecision = decide(book, context, { trace });
  const language = options.language ?? 'en';
  if (decision.call !== undefined) return ok(fromRules(decision, trace, language));
  const placed = placeContract(
    context.hand,
    context.auction,
    () => readTable(book, context),
    systemNumbers(book),
    book.options,
    context.vulnerability,
  );
  const answer: RobotCall = {
    call: placed.call,
    meaning: placed.explanation[language],
    does: placed.does,
    source: 'placement',
    explanation: placed.explanation[language],
  };
  return ok(trace ? { ...answer, trace: decision.trace } : answer);
}

export interface RobotAuction {
  readonly auction: Auction;
  /** Each call as the robot made it, in order. */
  readonly calls: readonly RobotCall[];
}

export interface RobotAuctionOptions extends RobotOptions {
  /** East and West pass throughout ("Bid with a robot"). */
  readonly eastWestPass?: boolean;
  /** Stop once this many calls have been made (the auction may then not be over). */
  readonly maxCalls?: number;
}

const EAST_WEST_PASS: Readonly<Record<Language, string>> = {
  en: 'East–West pass throughout.',
  id: 'Timur–Barat selalu pass.',
};

const passing = (language: Language): RobotCall => ({
  call: PASS,
  meaning: EAST_WEST_PASS[language],
  does: [],
  source: 'placement',
  explanation: EAST_WEST_PASS[language],
});

/** A robot's call made: the call as the robot gave it, and the auction after it. */
export interface RobotTurn {
  readonly call: RobotCall;
  readonly auction: Auction;
}

/**
 * The robot's call for the seat on turn, holding `hand`, made in `auction`. A robot's call is
 * always legal (the book checks legality, placement bids only legal calls); should one not be, the
 * robot passes instead and says why, so a robot never stops an auction.
 */
export function robotTurn(context: RobotContext, options: RobotOptions = {}): Result<RobotTurn> {
  const made = robotBid(context, options);
  if (!made.ok) return made;
  const next = makeCall(context.auction, made.value.call);
  if (next.ok) return ok({ call: made.value, auction: next.value });
  const seat = auctionState(context.auction).turn;
  const passed = makeCall(context.auction, PASS);
  if (!passed.ok) return passed;
  return ok({
    // A bug's path: the engine's message is English, as every error message of the laws is.
    call: { ...passing('en'), meaning: `${SEAT_NAME[seat]} passes: ${next.error.message}`, explanation: next.error.message },
    auction: passed.value,
  });
}

function passTurn(auction: Auction, language: Language): Result<RobotTurn> {
  const passed = makeCall(auction, PASS);
  return passed.ok ? ok({ call: passing(language), auction: passed.value }) : passed;
}

/**
 * A whole auction bid by four robots (or by North–South with East–West passing), from the dealer.
 * Every auction ends: bids only rise, and the robot passes when it has nothing to add.
 */
export function robotAuction(deal: Deal, dealer: Seat, vulnerability: Vulnerability, options: RobotAuctionOptions = {}): RobotAuction {
  let auction: Auction = { dealer, calls: [] };
  const calls: RobotCall[] = [];
  const limit = options.maxCalls ?? 319;
  while (!auctionState(auction).over && calls.length < limit) {
    const seat = rotate(dealer, auction.calls.length);
    const eastWestPasses = options.eastWestPass === true && (seat === 'E' || seat === 'W');
    const turn = eastWestPasses
      ? passTurn(auction, options.language ?? 'en')
      : robotTurn({ hand: deal[seat], vulnerability, auction }, options);
    if (!turn.ok) break;
    calls.push(turn.value.call);
    auction = turn.value.auction;
  }
  return { auction, calls };
}
