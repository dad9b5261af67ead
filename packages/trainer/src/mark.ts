import { callsEqual, displayCall, err, makeCall, ok, type Call, type EngineError, type Result } from '@tenace/engine';
import {
  SAYC_FILE,
  SAYC_SOURCE,
  bookParts,
  saycBook,
  type BookPart,
  emptyMemory,
  type EvalState,
  type RuleBook,
  type RuleRef,
  decide,
  whyNot,
  HandFacts,
  analyseAuction,
  viewAt,
  readCall,
} from '@tenace/rules-dsl';
import { robotBid, type RobotCall, type RobotContext, type RobotErrorCode, type RobotOptions } from '@tenace/robots';

export interface MarkContext extends RobotContext {
  /** The call the player made. */
  readonly call: Call;
}

export interface Mark {
  readonly correct: boolean;
  /** The robot's call: what the rules (or, past them, the robot) would bid. */
  readonly expected: {
    readonly call: Call;
    readonly meaning: string;
    readonly source: RobotCall['source'];
    readonly rule?: RobotCall['rule'];
    /** The part of the SAYC book the rule is in: `one`, the sheet word for word; `two`, the rules cover more. */
    readonly part?: string;
  };
  /** The player's call, and what it means in the rules when a rule could make it here. */
  readonly given: { readonly call: Call; readonly meaning?: string };
  /** Why the player's call was not the rules' choice, in plain words (absent when correct). */
  readonly why?: string;
}

/**
 * Marks a player's call against the robot's ("Bid it" and the quizzes): correct when they are the
 * same call. A call the laws do not allow after the auction is refused (`illegal-call`) in the
 * words the game uses, not marked: no rule could be wrong about it. Otherwise `why` says what stopped the rules from making the player's call: the first
 * test that failed for the rule(s) that would have made it (from the trace), or that an earlier
 * rule came first, or that no rule makes that call here.
 */
export function markCall(context: MarkContext, options: RobotOptions = {}): Result<Mark, EngineError<RobotErrorCode | 'illegal-call'>> {
  const legal = makeCall(context.auction, context.call);
  if (!legal.ok) return err('illegal-call', legal.error.message);
  const book = options.book ?? saycBook();
  const robot = robotBid(context, { book });
  if (!robot.ok) return robot;
  const expectedCall = robot.value;
  const { call } = context;
  const reading = readCall(book, context, call);
  const givenMeaning = reading.rules[0]?.meaning;
  const given = givenMeaning === undefined ? { call } : { call, meaning: givenMeaning };
  const part = partOf(expectedCall.rule);
  const expected = {
    call: expectedCall.call,
    meaning: expectedCall.meaning,
    source: expectedCall.source,
    ...(expectedCall.rule === undefined ? {} : { rule: expectedCall.rule }),
    ...(part === undefined ? {} : { part }),
  };
  if (callsEqual(call, expectedCall.call)) return ok({ correct: true, expected, given });
  return ok({ correct: false, expected, given, why: whyItLost(context, call, expectedCall, options) });
}

let saycParts: readonly BookPart[] | undefined;

/** The part of the SAYC book a rule of it is in (the last part heading above its line). */
function partOf(rule: RuleRef | undefined): string | undefined {
  if (rule === undefined || rule.file !== SAYC_FILE) return undefined;
  saycParts ??= bookParts(SAYC_SOURCE);
  return saycParts.filter((p) => p.line <= rule.line).at(-1)?.part;
}

/** The first test of a rule not reached by the decision that fails for this hand, in plain words. */
function firstFailure(book: RuleBook, context: MarkContext, ref: RuleRef): string | undefined {
  const rule = book.situations.flatMap((x) => x.rules).find((r) => r.ref.line === ref.line && r.ref.file === ref.file);
  if (rule === undefined) return undefined;
  // Support set by earlier calls is not rebuilt here: a support test reads as "no support".
  const state: EvalState = {
    view: viewAt(analyseAuction(context.auction), context.auction.calls.length),
    hand: new HandFacts(context.hand),
    vulnerability: context.vulnerability,
    options: book.options,
    memory: emptyMemory(),
    ownMemory: false,
  };
  const failed = rule.tests.find((t) => !t.holds(state));
  return failed?.explain(state);
}

function whyItLost(context: MarkContext, call: Call, expected: RobotCall, options: RobotOptions): string {
  const book = options.book ?? saycBook();
  const decision = decide(book, context, { trace: true });
  const lost = whyNot(decision, call);
  const mine = displayCall(call);
  const theirs = displayCall(expected.call);
  const fromPartTwo = partOf(expected.rule) === 'two' ? ' (part two of the book, past the sheet)' : '';
  const rulesBid =
    expected.source === 'rules'
      ? `The rules bid ${theirs}${fromPartTwo}: ${expected.meaning}`
      : `The robot bids ${theirs}: ${expected.explanation}`;
  const failed = lost.find((e) => e.outcome === 'failed');
  if (failed !== undefined)
    return `The rule for ${mine} ("${failed.situation}", line ${failed.line}) does not apply: ${failed.reason}. ${rulesBid}`;
  const other = lost[0];
  if (other !== undefined)
    return `The rule for ${mine} ("${other.situation}", line ${other.line}) does not act: ${other.reason}. ${rulesBid}`;
  // The rules for the player's call come after the one that acted, so the decision never tried them.
  const candidates = readCall(book, context, call).rules;
  for (const candidate of candidates) {
    const reason = firstFailure(book, context, candidate.rule);
    if (reason !== undefined)
      return `The rule for ${mine} ("${candidate.rule.situation}", line ${candidate.rule.line}) does not apply: ${reason}. ${rulesBid}`;
  }
  const first = candidates[0];
  if (first !== undefined && expected.rule !== undefined) {
    return `The rule for ${theirs} (line ${expected.rule.line}) comes before the rule for ${mine} (line ${first.rule.line}), and this hand has what it needs. ${rulesBid}`;
  }
  if (expected.source === 'placement') return `No rule makes ${mine} here, so the robot places the contract. ${rulesBid}`;
  return `No rule of the book makes ${mine} here. ${rulesBid}`;
}
