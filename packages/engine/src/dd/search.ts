import { ddModule } from '#dd-wasm';
import { webAssembly, type CompiledModule } from './wasm-api.ts';

/**
 * The double-dummy search, compiled to WebAssembly from the AssemblyScript in `assembly/`
 * (search.ts, transposition.ts; `pnpm build:wasm` writes src/dd/dd.wasm): zero-window alpha-beta
 * on "can this side take `target` tricks", with a transposition table at the start of each trick,
 * quick tricks and bridge move ordering (the source's own comments say how). The same search ran
 * in JavaScript before; compiled, it takes half the time (issue 13, tenth session) with the same
 * nodes to the count. This module is the JavaScript side: the limits, and `DdSearch`, one instance
 * of the compiled module with the methods solver.ts and table.ts call.
 *
 * Internal representation: seats 0–3 are N E S W, suits 0–3 are clubs, diamonds, hearts,
 * spades (the engine's suit index), trump 4 is no trump, and a holding is a 13-bit rank mask
 * (bit r is rank r + 2).
 */

/**
 * Limits on a search, so a caller with a time budget (a robot choosing a card, a request at the
 * edge) gets an answer or a clear "out of budget" instead of a long wait.
 */
export interface SearchLimits {
  /** Most nodes (positions at the start of a trick) to search. */
  readonly maxNodes?: number;
  /** A reading of `now` past which the search stops. */
  readonly deadline?: number;
  /** The clock the deadline is read on; `performance.now` by default. */
  readonly now?: () => number;
}

/**
 * Thrown out of a search that hit its limits. The search's working state is then meaningless
 * until the next `setPosition`; what the transposition table holds stays true (entries are only
 * stored for proofs that finished).
 */
export class SearchAborted extends Error {
  constructor(readonly limit: 'nodes' | 'time') {
    super(limit === 'nodes' ? 'the search reached its node limit' : 'the search ran out of time');
  }
}

/** Plies before the root hold the cards already played to the trick the root is in. */
export const ROOT_PLY = 3;

/** What assembly/index.ts exports. */
interface DdExports {
  setMask(i: number, holding: number): void;
  setTrickCard(i: number, seat: number, suit: number, rank: number): void;
  setPosition(trump: number, leader: number, trickLength: number, maxSide: number): void;
  startAfresh(): void;
  setLimits(maxNodes: number, deadline: number): void;
  aborted(): number;
  nodes(): number;
  trump(): number;
  bestSoFar(): number;
  setBestSoFar(value: number): void;
  legalHolding(suit: number): number;
  equivalentLow(suit: number, rank: number): number;
  playAtRoot(suit: number, rank: number): number;
  undoAtRoot(suit: number, rank: number): void;
  value(ply: number, guess: number): number;
  reaches(target: number, ply: number): number;
  memoryBytes(): number;
}

/**
 * One instance of the compiled search and its table. The process (or isolate) shares one
 * (`sharedSearch`); another instance, of the same module or another build of it, has a table of
 * its own (scripts/dd-pair.ts times two builds side by side).
 */
export class DdSearch {
  /** The clock of the current limits, which the module reads through its `now` import. */
  private clock: () => number = () => performance.now();
  private readonly dd: DdExports;

  constructor(module: CompiledModule = ddModule) {
    this.dd = new webAssembly.Instance(module, {
      env: {
        now: () => this.clock(),
        // The module is built without assertions; an abort would be a bug in it.
        abort: (_message: number, _file: number, line: number, column: number) => {
          throw new Error(`double-dummy search: internal error at ${line}:${column}`);
        },
      },
    }).exports as unknown as DdExports;
  }

  /**
   * A search that hit its limits traps (WebAssembly has no exceptions here), which unwinds every
   * frame; the module says why, and the trap becomes the SearchAborted the callers expect. Any
   * other error is a bug and is passed on.
   */
  private asAborted(e: unknown): unknown {
    const why = e instanceof webAssembly.RuntimeError ? this.dd.aborted() : 0;
    return why === 1 ? new SearchAborted('nodes') : why === 2 ? new SearchAborted('time') : e;
  }

  /**
   * Forgets everything earlier searches left behind (stored bounds, killer moves, history), so a
   * search and the decisions resting on it do not depend on what the process searched before.
   */
  startAfresh(): void {
    this.dd.startAfresh();
  }

  /**
   * The best card's value found by the caller since the search last started afresh, or −1: while
   * the table is kept (another layout of the unseen cards at the same point of the play) the best
   * card most often takes the same, so it is the first guess of the next search.
   */
  get bestSoFar(): number {
    return this.dd.bestSoFar();
  }

  set bestSoFar(value: number) {
    this.dd.setBestSoFar(value);
  }

  /** The trump of the last position set (4 for no trump). */
  get trump(): number {
    return this.dd.trump();
  }

  /** Nodes at the start of a trick searched so far, over every search this instance has run. */
  get nodes(): number {
    return this.dd.nodes();
  }

  /**
   * This instance's memory in bytes. The transposition table grows with the work and never shrinks
   * (WebAssembly memory cannot), and the runtime built in does not free the arrays a growth
   * replaced, while the Workers allow 128 MB an isolate (assembly/transposition.ts, GROWTH; what
   * 100 full tables leave: dd-nodes.ts in docs/benchmarks.md).
   */
  get memoryBytes(): number {
    return this.dd.memoryBytes();
  }

  /** Limits for the searches that follow, until the next call; `{}` lifts them. */
  setLimits(limits: SearchLimits): void {
    this.clock = limits.now ?? (() => performance.now());
    this.dd.setLimits(limits.maxNodes ?? Infinity, limits.deadline ?? Infinity);
  }

  /**
   * Sets up a position. `hands` holds the cards still held (16 masks), `trick` the cards already
   * played to the current trick as [seat, suit, rank index] triples, led by `leader`.
   */
  setPosition(
    hands: Int32Array,
    trump: number,
    leader: number,
    trick: readonly (readonly [number, number, number])[],
    maxSide: number,
  ): void {
    for (let i = 0; i < 16; i++) this.dd.setMask(i, hands[i] ?? 0);
    trick.forEach(([seat, suit, rank], i) => this.dd.setTrickCard(i, seat, suit, rank));
    this.dd.setPosition(trump, leader, trick.length, maxSide);
  }

  /** Legal cards of the seat to play as [suit, rank] pairs, in no particular order. */
  legalMoves(): [number, number][] {
    const out: [number, number][] = [];
    for (let s = 0; s < 4; s++) {
      const h = this.dd.legalHolding(s);
      for (let r = 12; r >= 0; r--) if (h & (1 << r)) out.push([s, r]);
    }
    return out;
  }

  /**
   * The lowest card equal to (`suit`, `rank`) in the hand of the seat to play: cards with no
   * other seat's card between them win and lose the same tricks.
   */
  equivalentLow(suit: number, rank: number): number {
    return this.dd.equivalentLow(suit, rank);
  }

  /** Plays a card at the root (for per-card results); returns the ply the search goes on from. */
  playAtRoot(suit: number, rank: number): number {
    return this.dd.playAtRoot(suit, rank);
  }

  undoAtRoot(suit: number, rank: number): void {
    this.dd.undoAtRoot(suit, rank);
  }

  /**
   * The exact number of tricks the counted side takes from here on (this trick included),
   * by a sequence of zero-window searches starting from `guess`.
   */
  value(ply: number, guess: number): number {
    try {
      return this.dd.value(ply, guess);
    } catch (e) {
      throw this.asAborted(e);
    }
  }

  /** Whether the counted side can take `target` tricks in all, counting those won since the root. */
  search(target: number, ply: number): boolean {
    try {
      return this.dd.reaches(target, ply) !== 0;
    } catch (e) {
      throw this.asAborted(e);
    }
  }
}

let shared: DdSearch | undefined;

/** The search this process (or isolate) shares: made on first use, its table kept between callers. */
export const sharedSearch = (): DdSearch => (shared ??= new DdSearch());
