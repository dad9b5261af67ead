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
  type Language,
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
  const language = options.language ?? 'en';
  const robot = robotBid(context, { book, language });
  if (!robot.ok) return robot;
  const expectedCall = robot.value;
  const { call } = context;
  const reading = readCall(book, context, call);
  const givenMeaning = reading.rules[0]?.meanings[language];
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
  return ok({ correct: false, expected, given, why: whyItLost(context, call, expectedCall, { ...options, language }) });
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

/** The frame words of `why` in each language; a test's reason stays in the rule language's English. */
interface WhyWords {
  readonly partTwo: string;
  readonly rulesBid: (theirs: string, partTwo: string, meaning: string) => string;
  readonly robotBids: (theirs: string, explanation: string) => string;
  readonly doesNotApply: (mine: string, situation: string, line: number, reason: string) => string;
  readonly doesNotAct: (mine: string, situation: string, line: number, reason: string) => string;
  readonly comesBefore: (theirs: string, theirLine: number, mine: string, myLine: number) => string;
  readonly robotPlaces: (mine: string) => string;
  readonly noRule: (mine: string) => string;
}

const WHY_WORDS: Readonly<Record<Language, WhyWords>> = {
  en: {
    partTwo: ' (part two of the book, past the sheet)',
    rulesBid: (theirs, partTwo, meaning) => `The rules bid ${theirs}${partTwo}: ${meaning}`,
    robotBids: (theirs, explanation) => `The robot bids ${theirs}: ${explanation}`,
    doesNotApply: (mine, situation, line, reason) => `The rule for ${mine} ("${situation}", line ${line}) does not apply: ${reason}.`,
    doesNotAct: (mine, situation, line, reason) => `The rule for ${mine} ("${situation}", line ${line}) does not act: ${reason}.`,
    comesBefore: (theirs, theirLine, mine, myLine) =>
      `The rule for ${theirs} (line ${theirLine}) comes before the rule for ${mine} (line ${myLine}), and this hand has what it needs.`,
    robotPlaces: (mine) => `No rule makes ${mine} here, so the robot places the contract.`,
    noRule: (mine) => `No rule of the book makes ${mine} here.`,
  },
  id: {
    partTwo: ' (bagian dua buku, di luar lembar SAYC)',
    rulesBid: (theirs, partTwo, meaning) => `Aturan menawar ${theirs}${partTwo}: ${meaning}`,
    robotBids: (theirs, explanation) => `Robot menawar ${theirs}: ${explanation}`,
    doesNotApply: (mine, situation, line, reason) => `Aturan untuk ${mine} ("${situation}", baris ${line}) tidak berlaku: ${reason}.`,
    doesNotAct: (mine, situation, line, reason) => `Aturan untuk ${mine} ("${situation}", baris ${line}) tidak bertindak: ${reason}.`,
    comesBefore: (theirs, theirLine, mine, myLine) =>
      `Aturan untuk ${theirs} (baris ${theirLine}) datang sebelum aturan untuk ${mine} (baris ${myLine}), dan tangan ini memenuhi syaratnya.`,
    robotPlaces: (mine) => `Tidak ada aturan yang membuat ${mine} di sini, jadi robot menempatkan kontrak.`,
    noRule: (mine) => `Tidak ada aturan dalam buku yang membuat ${mine} di sini.`,
  },
};

/** Why the player's call lost to the expected one, without the expected call's own sentence. */
function whyNotMine(context: MarkContext, call: Call, expected: RobotCall, book: RuleBook, words: WhyWords): string {
  const decision = decide(book, context, { trace: true });
  const lost = whyNot(decision, call);
  const mine = displayCall(call);
  const failed = lost.find((e) => e.outcome === 'failed');
  if (failed !== undefined) return words.doesNotApply(mine, failed.situation, failed.line, failed.reason);
  const other = lost[0];
  if (other !== undefined) return words.doesNotAct(mine, other.situation, other.line, other.reason);
  // The rules for the player's call come after the one that acted, so the decision never tried them.
  const candidates = readCall(book, context, call).rules;
  for (const candidate of candidates) {
    const reason = firstFailure(book, context, candidate.rule);
    if (reason !== undefined) return words.doesNotApply(mine, candidate.rule.situation, candidate.rule.line, reason);
  }
  const first = candidates[0];
  if (first !== undefined && expected.rule !== undefined)
    return words.comesBefore(displayCall(expected.call), expected.rule.line, mine, first.rule.line);
  return expected.source === 'placement' ? words.robotPlaces(mine) : words.noRule(mine);
}

function whyItLost(context: MarkContext, call: Call, expected: RobotCall, options: RobotOptions): string {
  const book = options.book ?? saycBook();
  const words = WHY_WORDS[options.language ?? 'en'];
  const theirs = displayCall(expected.call);
  const partTwo = partOf(expected.rule) === 'two' ? words.partTwo : '';
  const rulesBid =
    expected.source === 'rules' ? words.rulesBid(theirs, partTwo, expected.meaning) : words.robotBids(theirs, expected.explanation);
  return `${whyNotMine(context, call, expected, book, words)} ${rulesBid}`;
}
