import {
  auctionState,
  callsEqual,
  displayCall,
  isLegalCall,
  partnerOf,
  seatOfCall,
  type Auction,
  type Call,
  type CardSet,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import {
  applySets,
  copyMemory,
  emptyMemory,
  type CompiledRule,
  type CompiledSituation,
  type CompiledTest,
  type EvalState,
  type Memory,
  type RuleBook,
  type RuleRef,
} from './compile.ts';
import { HandFacts } from './facts.ts';
import type { Meanings } from './language.ts';
import type { CallProperty } from './properties.ts';
import { analyseAuction, viewAt, type AuctionAnalysis, type AuctionView } from './view.ts';
import { work } from './work.ts';

/** What a decision is made from. The player to call is the one whose turn the auction says it is. */
export interface BiddingContext {
  readonly hand: CardSet;
  /** The dealer; when given it must be the auction's dealer. */
  readonly dealer?: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: Auction;
}

/** One step of the evaluation, in the order the rules were tried. */
export interface TraceEntry {
  /** A situation whose When lines did not hold (its rules were skipped), or a rule. */
  readonly kind: 'situation' | 'rule';
  readonly file: string;
  readonly situation: string;
  /** The line of the situation, or of the rule's first line. */
  readonly line: number;
  /** The call the rule would have made, when it names one. */
  readonly call: Call | undefined;
  /**
   * `acted`: this rule made the call. `set`: a rule without a Bid line held and recorded its Sets.
   * `failed`: a test was false (`test` says which). `no call`: the Bid line's suit does not exist
   * yet. `illegal`: the call may not be made now. `skipped`: the situation does not apply.
   */
  readonly outcome: 'acted' | 'set' | 'failed' | 'no call' | 'illegal' | 'skipped';
  /** The first test that failed, where it is written. */
  readonly test: { readonly line: number; readonly column: number; readonly text: string } | undefined;
  /** Plain words: "points >= 22 is false: points is 14". */
  readonly reason: string;
}

export interface Decision {
  readonly call: Call;
  /** The meaning in English (the book's Indonesian when it has only that). */
  readonly meaning: string;
  /** The meaning in each language. */
  readonly meanings: Meanings;
  /** What the call does, as the rule declares it (with what that implies): the robots read this, never the meaning. */
  readonly does: readonly CallProperty[];
  readonly rule: RuleRef;
  readonly trace: readonly TraceEntry[];
}

/** No rule acted: the robot falls back on its own judgement. */
export interface NoDecision {
  readonly call: undefined;
  readonly meaning: undefined;
  readonly meanings: undefined;
  readonly does: undefined;
  readonly rule: undefined;
  readonly trace: readonly TraceEntry[];
  readonly reason: string;
}

export interface DecideOptions {
  /** Record the trace (on by default). */
  readonly trace?: boolean;
}

type Acted = { readonly rule: CompiledRule; readonly call: Call; readonly state: EvalState };

function firstFailing(tests: readonly CompiledTest[], s: EvalState): CompiledTest | undefined {
  for (const t of tests) {
    work.steps += t.weight;
    if (!t.holds(s)) return t;
  }
  return undefined;
}

/**
 * A trace entry as recorded: cheap to make (most traces are never shown), worded only when its
 * reason is read. JSON.stringify gives the plain TraceEntry.
 */
class TraceRecord implements TraceEntry {
  readonly file: string;
  readonly situation: string;
  readonly line: number;

  constructor(
    readonly kind: TraceEntry['kind'],
    ref: RuleRef,
    readonly call: Call | undefined,
    readonly outcome: TraceEntry['outcome'],
    private readonly failed: CompiledTest | undefined,
    private readonly state: EvalState | undefined,
    private readonly because: string,
  ) {
    this.file = ref.file;
    this.situation = ref.situation;
    this.line = ref.line;
  }

  get test(): TraceEntry['test'] {
    const t = this.failed?.node;
    return t === undefined ? undefined : { line: t.line, column: t.column, text: t.text };
  }

  get reason(): string {
    return this.failed !== undefined && this.state !== undefined ? this.failed.explain(this.state) : this.because;
  }

  toJSON(): TraceEntry {
    const { kind, file, situation, line, call, outcome, test, reason } = this;
    return { kind, file, situation, line, call, outcome, test, reason };
  }
}

/**
 * Evaluates the book for the player to call, with the hand known: situations in order; in each
 * that applies, rules in order; the first rule whose tests all hold and whose call is legal acts.
 * A rule without a Bid line records its Sets and evaluation goes on. When no rule of a situation
 * acts, the next situation that applies is tried.
 */
function evaluate(book: RuleBook, s: EvalState, trace: TraceEntry[] | undefined): Acted | undefined {
  // Untraced, only the situations and rules whose tests on the auction hold are visited, and only
  // their tests on the hand evaluated (HandFreeAnswers). A trace names every situation and rule
  // tried, and the first test to fail in the order written.
  const known = trace === undefined ? handFreeAnswers(book, s) : undefined;
  for (let k = 0; ; k++) {
    const at = known === undefined ? undefined : known.situation(k, book, s);
    const situation = known === undefined ? book.situations[k] : at?.situation;
    if (situation === undefined) break;
    work.steps++;
    const failedCondition = firstFailing(at?.conditionsOnHand ?? situation.conditions, s);
    if (failedCondition !== undefined) {
      trace?.push(new TraceRecord('situation', situation.ref, undefined, 'skipped', failedCondition, s, ''));
      continue;
    }
    for (let m = 0; ; m++) {
      const rule = at === undefined ? situation.rules[m] : at.rule(m, s);
      if (rule === undefined) break;
      work.steps++;
      const failed = firstFailing(at?.testsOnHand(m) ?? rule.tests, s);
      if (failed !== undefined) {
        if (trace !== undefined)
          trace.push(new TraceRecord('rule', rule.ref, rule.call?.fixed ?? rule.call?.resolve(s), 'failed', failed, s, ''));
        continue;
      }
      if (rule.call === undefined) {
        applySets(rule.sets, s);
        trace?.push(
          new TraceRecord(
            'rule',
            rule.ref,
            undefined,
            'set',
            undefined,
            undefined,
            `its tests hold: ${rule.node.sets.map((x) => `Set ${x.text}`).join('; ')}`,
          ),
        );
        continue;
      }
      const call = rule.call.fixed ?? rule.call.resolve(s);
      if (call === undefined) {
        trace?.push(
          new TraceRecord(
            'rule',
            rule.ref,
            undefined,
            'no call',
            undefined,
            undefined,
            `${rule.call.node.text} names a suit that does not exist yet`,
          ),
        );
        continue;
      }
      if (!isLegalCall(s.view.prefix, call)) {
        trace?.push(
          new TraceRecord('rule', rule.ref, call, 'illegal', undefined, undefined, `${displayCall(call)} is not a legal call now`),
        );
        continue;
      }
      applySets(rule.sets, s);
      trace?.push(new TraceRecord('rule', rule.ref, call, 'acted', undefined, undefined, 'all its tests hold'));
      return { rule, call, state: s };
    }
  }
  return undefined;
}

/** The tests of a list that read the hand, kept for each list of a book (made once, when its situation is first reached). */
const handTests = new WeakMap<readonly CompiledTest[], readonly CompiledTest[]>();

function onHand(tests: readonly CompiledTest[]): readonly CompiledTest[] {
  let kept = handTests.get(tests);
  if (kept === undefined) handTests.set(tests, (kept = tests.filter((t) => t.handDependent)));
  return kept;
}

/** A situation whose conditions on the auction hold, with its rules whose tests on the auction hold, found as evaluation reaches them. */
class SituationOnAuction {
  private readonly rules: CompiledRule[] = [];
  private readonly rulesOnHand: (readonly CompiledTest[])[] = [];
  private scanned = 0;

  constructor(
    readonly situation: CompiledSituation,
    readonly conditionsOnHand: readonly CompiledTest[],
  ) {}

  /** The `m`th rule whose tests on the auction hold. */
  rule(m: number, s: EvalState): CompiledRule | undefined {
    const all = this.situation.rules;
    while (this.rules.length <= m && this.scanned < all.length) {
      const rule = all[this.scanned++];
      if (rule === undefined) break;
      work.steps++;
      if (!holdsKnown(rule.tests, s)) continue;
      this.rules.push(rule);
      this.rulesOnHand.push(onHand(rule.tests));
    }
    return this.rules[m];
  }

  /** The tests on the hand of the `m`th rule (once `rule(m)` has found it). */
  testsOnHand(m: number): readonly CompiledTest[] | undefined {
    return this.rulesOnHand[m];
  }
}

/**
 * What the tests that do not read the hand say at one point of one auction: the situations whose
 * conditions on the auction hold, and their rules whose tests on the auction hold. Those tests
 * read only the auction, the vulnerability and the book's options (and bid types set by rules: so
 * only for a book that sets none), so every hand evaluated there gets the same answers; and the
 * robots evaluate thousands there, testing each sampled hand against each call of an auction.
 * Most of a book's tests are on the auction. The lists grow as evaluation reaches further, so no
 * more of the book is compiled or tested than evaluation without them would.
 */
class HandFreeAnswers {
  private readonly situations: SituationOnAuction[] = [];
  private scanned = 0;

  /** The `k`th situation whose conditions on the auction hold. */
  situation(k: number, book: RuleBook, s: EvalState): SituationOnAuction | undefined {
    while (this.situations.length <= k && this.scanned < book.situations.length) {
      const situation = book.situations[this.scanned++];
      if (situation === undefined) break;
      work.steps++;
      if (holdsKnown(situation.conditions, s)) this.situations.push(new SituationOnAuction(situation, onHand(situation.conditions)));
    }
    return this.situations[k];
  }
}

/** Answers kept by book, by point of an auction (a view is kept with its auction), by vulnerability. */
const handFreeKept = new WeakMap<RuleBook, WeakMap<AuctionView, Map<Vulnerability, HandFreeAnswers>>>();

function handFreeAnswers(book: RuleBook, s: EvalState): HandFreeAnswers | undefined {
  // A bid type set by a rule changes what later tests on the auction read, within one evaluation.
  if (book.hasTypeSets) return undefined;
  let byView = handFreeKept.get(book);
  if (byView === undefined) handFreeKept.set(book, (byView = new WeakMap()));
  let byVulnerability = byView.get(s.view);
  if (byVulnerability === undefined) byView.set(s.view, (byVulnerability = new Map()));
  let answers = byVulnerability.get(s.vulnerability);
  if (answers === undefined) byVulnerability.set(s.vulnerability, (answers = new HandFreeAnswers()));
  return answers;
}

/** Whether the tests that don't depend on the hand hold (the others are unknown). */
export function holdsKnown(tests: readonly CompiledTest[], s: EvalState): boolean {
  for (const t of tests) {
    if (t.handDependent) continue;
    work.steps += t.weight;
    if (!t.holds(s)) return false;
  }
  return true;
}

/**
 * Replays another player's call (their hand unknown): the first rule that could have made it —
 * its tests on the auction hold, and its Bid line can name the call — is taken to have made it,
 * and its Sets of bid types are recorded. Set rules whose tests are all on the auction record
 * theirs on the way. Tests on the hand are unknown and do not stop a rule.
 */
function replayUnknown(book: RuleBook, s: EvalState, actual: Call): void {
  for (const situation of book.situations) {
    work.steps++;
    if (!holdsKnown(situation.conditions, s)) continue;
    for (const rule of situation.rules) {
      work.steps++;
      if (!holdsKnown(rule.tests, s)) continue;
      if (rule.call === undefined) {
        if (!rule.handDependent) applySets(rule.sets, s);
        continue;
      }
      if (!rule.call.couldBe(s, actual)) continue;
      applySets(rule.sets, s);
      return;
    }
  }
}

/**
 * Rebuilds what the partnership recorded with Set lines before this call, by replaying the
 * earlier calls of the player and their partner through the book, oldest first:
 * - my own calls with my hand: if the book would have made the call I made, everything its
 *   rules set is recorded (bid types and my support); if I made another call, it is replayed
 *   like partner's;
 * - partner's calls, their hand unknown: the bid types set by the first rule that could have
 *   made the call (support is partner's own and is not shared).
 */
function rebuildMemory(
  book: RuleBook,
  analysis: AuctionAnalysis,
  seat: Seat,
  hand: HandFacts | undefined,
  vulnerability: Vulnerability,
  length: number,
): Memory {
  if (!book.hasSets) return emptyMemory();
  const partner = partnerOf(seat);
  const kept = keptMemory(book, analysis.auction, seat, hand, vulnerability, length);
  let memory = kept === undefined ? emptyMemory() : copyMemory(kept.memory);
  for (let i = kept?.length ?? 0; i < length; i++) {
    const who = seatOfCall(analysis.auction, i);
    const actual = analysis.auction.calls[i];
    if ((who !== seat && who !== partner) || actual === undefined) continue;
    const view = viewAt(analysis, i);
    if (who === seat && hand !== undefined) {
      const scratch = copyMemory(memory);
      const acted = evaluate(book, { view, hand, vulnerability, options: book.options, memory: scratch, ownMemory: true }, undefined);
      if (acted !== undefined && callsEqual(acted.call, actual)) {
        memory = scratch;
        continue;
      }
    }
    // Replaying a call without the hand records only bid types: nothing to do if no rule sets one.
    if (book.hasTypeSets)
      replayUnknown(book, { view, hand: undefined, vulnerability, options: book.options, memory, ownMemory: false }, actual);
  }
  // The caller's Sets change the memory it gets: the one kept is a copy.
  if (kept === undefined || kept.length !== length)
    keepMemory({ book, auction: analysis.auction, seat, hand: hand?.hand, vulnerability, length, memory: copyMemory(memory) });
  return memory;
}

/** A memory rebuilt: what `seat`, holding `hand` (undefined: not known), had recorded before call `length` of `auction`. */
interface KeptMemory {
  readonly book: RuleBook;
  readonly auction: Auction;
  readonly seat: Seat;
  readonly hand: CardSet | undefined;
  readonly vulnerability: Vulnerability;
  readonly length: number;
  readonly memory: Memory;
}

/**
 * The memories rebuilt last. The robots rebuild a player's memory at each of their calls, from the
 * first call on, and readings rebuild it at each call read: a later call of the same auction
 * starts from the one kept and replays only the calls made since. A few are kept (four robots,
 * and readings), so that nothing grows.
 */
const keptMemories: KeptMemory[] = [];
const MEMORIES_KEPT = 8;

const sameHand = (a: CardSet | undefined, b: CardSet | undefined): boolean =>
  a === undefined || b === undefined ? a === b : a.lo === b.lo && a.hi === b.hi;

/** The kept memory of this player and hand that the auction's first `length` calls extend, the longest one. */
function keptMemory(
  book: RuleBook,
  auction: Auction,
  seat: Seat,
  hand: HandFacts | undefined,
  vulnerability: Vulnerability,
  length: number,
): KeptMemory | undefined {
  let best: KeptMemory | undefined;
  for (const k of keptMemories) {
    if (k.book !== book || k.seat !== seat || k.vulnerability !== vulnerability || k.auction.dealer !== auction.dealer || k.length > length)
      continue;
    if ((best !== undefined && k.length <= best.length) || !sameHand(k.hand, hand?.hand)) continue;
    let same = true;
    for (let i = 0; i < k.length && same; i++) {
      const a = k.auction.calls[i];
      const b = auction.calls[i];
      same = a !== undefined && b !== undefined && callsEqual(a, b);
    }
    if (same) best = k;
  }
  return best;
}

/** Keeps a memory, in place of the one kept for the same player and hand (or the oldest). */
function keepMemory(kept: KeptMemory): void {
  const same = keptMemories.findIndex(
    (k) => k.book === kept.book && k.seat === kept.seat && k.vulnerability === kept.vulnerability && sameHand(k.hand, kept.hand),
  );
  if (same >= 0) keptMemories.splice(same, 1);
  else if (keptMemories.length >= MEMORIES_KEPT) keptMemories.shift();
  keptMemories.push(kept);
}

/** The memory of the side calling at `length`, for reading a call (no hand known). */
export function sideMemory(book: RuleBook, analysis: AuctionAnalysis, vulnerability: Vulnerability, length: number): Memory {
  if (!book.hasTypeSets) return emptyMemory();
  return rebuildMemory(book, analysis, seatOfCall(analysis.auction, length), undefined, vulnerability, length);
}

/**
 * A rule's meaning for a call in both languages: filled once when the rule has one language only
 * (the other falls back to it), so a book's work counts each Means line it has once (books/size.ts).
 */
export function meaningsOf(rule: CompiledRule, s: EvalState, call: Call): Meanings {
  const en = rule.meaning(s, call, 'en');
  const bilingual = rule.node.meaning !== undefined && rule.node.indonesian !== undefined;
  return { en, id: bilingual ? rule.meaning(s, call, 'id') : en };
}

const noDecision = (trace: readonly TraceEntry[], reason: string): NoDecision => ({
  call: undefined,
  meaning: undefined,
  meanings: undefined,
  does: undefined,
  rule: undefined,
  trace,
  reason,
});

/**
 * The call the book makes for the player whose turn it is, the rule that acted and its meaning,
 * and the trace of every rule tried. When no rule acts the result has no call and says why.
 */
export function decide(book: RuleBook, context: BiddingContext, options: DecideOptions = {}): Decision | NoDecision {
  const { auction, hand, vulnerability } = context;
  if (context.dealer !== undefined && context.dealer !== auction.dealer) {
    return noDecision([], `the dealer given (${context.dealer}) is not the auction's dealer (${auction.dealer})`);
  }
  if (auctionState(auction).over) return noDecision([], 'the auction is over');
  const analysis = analyseAuction(auction);
  const length = auction.calls.length;
  const view = viewAt(analysis, length);
  const facts = new HandFacts(hand);
  const memory = rebuildMemory(book, analysis, view.seat, facts, vulnerability, length);
  const trace: TraceEntry[] | undefined = options.trace === false ? undefined : [];
  const state: EvalState = { view, hand: facts, vulnerability, options: book.options, memory, ownMemory: true };
  const acted = evaluate(book, state, trace);
  if (acted === undefined) return noDecision(trace ?? [], 'no rule acts here');
  // This player's next call rebuilds the memory from this one on, through this very evaluation
  // when the call is made: keep the memory after it (its Sets recorded), with the call.
  if (book.hasSets)
    keepMemory({
      book,
      auction: { dealer: auction.dealer, calls: [...auction.calls, acted.call] },
      seat: view.seat,
      hand: facts.hand,
      vulnerability,
      length: length + 1,
      memory: copyMemory(memory),
    });
  const { rule } = acted;
  const meanings = meaningsOf(rule, acted.state, acted.call);
  return { call: acted.call, meaning: meanings.en, meanings, does: rule.does, rule: rule.ref, trace: trace ?? [] };
}

/**
 * Why the book did not choose `call`: the trace entries of the rules that would have made it,
 * each with the reason it lost. Empty when no rule of the book makes that call here.
 */
export function whyNot(decision: Decision | NoDecision, call: Call): TraceEntry[] {
  return decision.trace.filter((e) => e.kind === 'rule' && e.call !== undefined && callsEqual(e.call, call) && e.outcome !== 'acted');
}
