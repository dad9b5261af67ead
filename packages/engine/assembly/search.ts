import { FREE_SUIT, TranspositionTable, table } from './transposition';

/**
 * The double-dummy search: zero-window alpha-beta on "can this side take `target` tricks", run
 * for a few targets around a guess until the exact number is pinned (`value`).
 *
 * What keeps it small:
 * - a transposition table at the start of each trick, whose entries hold for every position
 *   that shares the cards whose rank mattered (partition search; see transposition.ts);
 * - bounds at the start of each trick: the tricks the side on lead can cash at once, a sure
 *   trick for the other side, trumps above all the opponents'; and, after the lead, whether the
 *   second hand's side surely wins the trick;
 * - equal cards searched once; once a small card failed, the seat's smaller cards of the suit
 *   are skipped; moves ordered by bridge heuristics, the table's best lead, the last lead
 *   that cut off at the same depth (and the one before it) and the leads that cut off lately.
 *
 * Internal representation, chosen for speed: seats 0–3 are N E S W, suits 0–3 are clubs, diamonds,
 * hearts, spades (the engine's suit index), trump 4 is no trump, and a holding is a 13-bit rank
 * mask (bit r is rank r + 2). Moves are searched at plies; the cards of the current trick are
 * kept per ply, so no state needs copying when the search goes down and comes back. Everything
 * lives in typed arrays allocated once: the search allocates nothing.
 */

export const NO_TRUMP = 4;
/**
 * The history score of a lead (see `history`): what a cut adds, what each lead ordered before the
 * cut loses (searched in vain, or skipped as smaller than a card of its suit that failed), and the
 * most it holds (its bonus in the lead's weight; up to a winning lead's killer bonus of the second
 * kind). Fast decay keeps it to what cut off lately.
 */
const HISTORY_CUT = 4;
const HISTORY_FAILED = 2;
const HISTORY_MAX = 16;

/** Nodes between two readings of the clock: a reading costs far more than a node. */
const CLOCK_EVERY = 1024;

/** The clock the deadline is read on (the host's `performance.now`). */
// @ts-ignore: decorator
@external("env", "now")
declare function now(): f64;


/** Plies before the root hold the cards already played to the trick the root is in. */
export const ROOT_PLY = 3;
const MAX_PLY = ROOT_PLY + 53;
const MOVES = 14;
const SAVED = 13;
/** A history score per seat and card (`history[seat * 52 + card]`). */
const HISTORY_SIZE = 4 * 52;
/** Puts the best card of each suit ahead of every second-best card. */
const SUIT_BEST = 1000;

/*
 * Move-ordering weights (`genLead`, `genFollow`): the higher a card's weight, the sooner it is
 * searched. Most enter as `NAME - rank`, so within one case the lower card comes first.
 */

// Leads, per suit (added to each of its cards). The opponents' cards in the suit count 4 each, a
// void 4 a trick left (it may play any card), and cost that × LEAD_OPP_LENGTH_MUL /
// LEAD_OPP_LENGTH_DIV.
/** An opponent void in the suit holds trumps: the lead may be ruffed. */
const LEAD_INTO_RUFF = 10;
/** A side-suit singleton, the leader holding trumps and partner the top card and another: a ruff may follow. */
const LEAD_SINGLETON_FOR_RUFF = 16;
/** The leader's right-hand opponent, who plays last to the trick, holds the top or second card. */
const LEAD_RHO_HOLDS_TOP_OR_SECOND = 18;
/** Suits where the opponents have few cards to choose from first (numerator). */
const LEAD_OPP_LENGTH_MUL = 32;
/** Its denominator. */
const LEAD_OPP_LENGTH_DIV = 15;

// Leads the side wins: not ruffable, and this card or partner's best beats both opponents'.
/** Leader and partner hold the top two cards between them: either can win while the other keeps one. */
const LEAD_WINS_TOP_TWO_SPLIT = 50;
/** The top card or an equal, partner lacking the second: a sure trick. */
const LEAD_WINS_CASH_TOP = 31;
/** A smaller card while the leader holds the top card and partner lacks the second. */
const LEAD_WINS_UNDER_OWN_TOP = 19;
/** Towards partner's top card, the leader lacking the second: partner can win it. */
const LEAD_WINS_TO_PARTNER_TOP = 35;
/** The last lead that cut off at this depth: likely to cut off again. */
const LEAD_WINS_KILLER = 52;
/** The killer the last one displaced, which often cuts off again (HISTORY_MAX matches it). */
const LEAD_WINS_KILLER2 = 16;
/** The best lead the transposition table stored for a matching position. */
const LEAD_WINS_HINT = 11;

// Leads that may lose: ruffable, or an opponent holds a card above this one and partner's best.
/** An opponent's top card is bare: the lead fells it. */
const LEAD_MAY_LOSE_BARE_TOP = 29;
/** Leader and partner hold the top two cards between them (so the danger is a ruff). */
const LEAD_MAY_LOSE_TOP_TWO_SPLIT = 44;
/** The top card or an equal, partner lacking the second (so the danger is a ruff). */
const LEAD_MAY_LOSE_CASH_TOP = 25;
/** A smaller card while the leader holds the top card and partner lacks the second. */
const LEAD_MAY_LOSE_UNDER_OWN_TOP = 13;
/** Towards partner's top card, the leader lacking the second (so the danger is a ruff). */
const LEAD_MAY_LOSE_TO_PARTNER_TOP = 29;
/** Any card of a suit whose second and third cards the leader holds, the opponents the top: driving it out sets the suit up. */
const LEAD_MAY_LOSE_SECOND_RUN = 29;
/** Any other lead. */
const LEAD_MAY_LOSE_OTHER = 13;
/** The last lead that cut off at this depth: less than a winning lead's bonus. */
const LEAD_MAY_LOSE_KILLER = 20;
/** The killer the last one displaced. */
const LEAD_MAY_LOSE_KILLER2 = 6;
/** The best lead the transposition table stored for a matching position. */
const LEAD_MAY_LOSE_HINT = 9;

// Second hand following suit. Unless third hand can ruff, the side wins with this card if it beats
// the lead and third hand's cards, else if partner ruffs or beats the best of them. A card that
// does not beat the lead, or lies below all of third hand's or partner's cards, weighs -rank.
/** The side wins and this card is below all of third hand's: partner takes the trick. */
const SECOND_WINS_UNDER_THIRD = 45;
/** The side wins and partner holds a card above the lead and below the leader's best left. */
const SECOND_WINS_PARTNER_BETWEEN = 60;
/** The side wins, this card beating the lead with all of partner's cards still above it. */
const SECOND_WINS_UNDER_PARTNER = 75;
/** The side wins, this card beating every card the leader has left in the suit. */
const SECOND_WINS_OVER_LEADER = 70;
/** The side wins, this card beating the lead and having an equal that stays in hand. */
const SECOND_WINS_FROM_RUN = 60;
/** The side wins, this card not beating the lead but having an equal, partner holding the suit. */
const SECOND_WINS_DUCK_FROM_RUN = 50;
/** The side wins, none of the above. */
const SECOND_WINS = 45;
/** The side may lose; this card beats the lead and has an equal. */
const SECOND_COVERS_FROM_RUN = 20;
/** The side may lose; this card beats the lead. */
const SECOND_COVERS = 10;

// Third hand following suit. Unless second hand has ruffed, the side wins if its best card so far
// (partner's or this) beats all fourth hand's cards of the suit and fourth hand cannot ruff.
/** The side wins the trick. */
const THIRD_WINS = 60;
/** Beats the card winning with the suit's second card: fourth hand needs the top card or a ruff. */
const THIRD_PLAYS_SECOND_BEST = 25;
/** Beats the card winning with a card that has an equal, though fourth hand can beat or ruff it. */
const THIRD_COVERS_FROM_RUN = 20;
/** Beats the card winning, though fourth hand can beat or ruff it. */
const THIRD_COVERS = 10;
/** Does not beat the card winning (or second hand has ruffed), and the side does not win: last. */
const THIRD_LOSES = -10;

// Void in the suit led: ruffs and discards. Each card adds its suit's length × VOID_LENGTH_MUL /
// VOID_LENGTH_DIV (less VOID_GUARDED_SECOND), but a fourth hand's underruff, which weighs -rank;
// a second or third hand's discard that loses weighs that and -rank.
/** Cards of the longer suits first, which can best spare one (numerator). */
const VOID_LENGTH_MUL = 64;
/** Its denominator. */
const VOID_LENGTH_DIV = 36;
/** A doubleton holding the suit's second card: a discard from it bares that card or throws it. */
const VOID_GUARDED_SECOND = 2;
/** Second hand: a ruff third hand cannot overruff. */
const VOID_SECOND_RUFF_WINS = 30;
/** Second hand: a discard while partner takes the trick, keeping the trumps. */
const VOID_SECOND_DISCARD_PARTNER_WINS = 60;
/** Second hand: a ruff third hand can overruff. */
const VOID_SECOND_RUFF_OVERRUFFED = 15;
/** Third hand: a trump above the card winning (partner's too) that fourth hand cannot overruff. */
const VOID_THIRD_RUFF_WINS = 70;
/** Third hand: a discard while partner's card holds, keeping the trumps. */
const VOID_THIRD_DISCARD_PARTNER_WINS = 60;
/** Third hand: a ruff fourth hand can overruff. */
const VOID_THIRD_RUFF_OVERRUFFED = 40;
/** Third hand: a trump below second hand's ruff, spent without winning. */
const VOID_THIRD_UNDERRUFF = -15;
/** Fourth hand: a discard while partner's card holds. */
const VOID_FOURTH_DISCARD_PARTNER_WINS = 30;
/** Fourth hand: a trump on partner's winning card: the trick is the side's anyway. */
const VOID_FOURTH_RUFF_PARTNER = 14;
/** Fourth hand: a ruff that takes the trick. */
const VOID_FOURTH_RUFF_WINS = 30;
/** Fourth hand: a discard while the opponents take the trick. */
const VOID_FOURTH_DISCARD = 14;

/** Cards in a holding: WebAssembly has the instruction. */
// @ts-ignore: decorator
@inline function popcount(x: i32): i32 { return popcnt<i32>(x); }

/** `SELECT[x << 3 | k]`: the index of the k-th lowest set bit of the byte x (0 when none). */
const SELECT = new StaticArray<i32>(256 * 8);
for (let x = 0; x < 256; x++) {
  for (let b = 0, k = 0; b < 8; b++) if ((x & (1 << b)) !== 0) SELECT[(x << 3) | k++] = b;
}

/**
 * The run of equal cards of `held` that starts at its lowest card: those below the next higher
 * card of `others` (no other seat's card between them). Loops step from run to run with it.
 */
// @ts-ignore: decorator
@inline function lowestRun(held: i32, others: i32): i32 {
  const above = others & ~(((held & -held) << 1) - 1);
  return held & ((above & -above) - 1);
}

/** Index of the highest set bit; −1 for zero. */
// @ts-ignore: decorator
@inline function topBit(x: i32): i32 { return 31 - clz<i32>(x); }

/** The two-bit fields of the top two cards of a suit's `cards`-card sequence, as four bits. */
// @ts-ignore: decorator
@inline function topPair(sequence: i32, cards: i32): i32 {
  return cards >= 2 ? (sequence >>> (cards * 2 - 4)) & 15 : (sequence << 2) & 15;
}

/** A suit's relevant ranks within its packed word of `wr` (at `w + (suit >> 1)`). */
// @ts-ignore: decorator
@inline function relOf(word: i32, suit: i32): i32 { return (word >>> ((suit & 1) << 4)) & 0xffff; }

/** The shift of a seat's length in one suit within the two packed length words. */
// @ts-ignore: decorator
@inline function lenShift(seat: i32, suit: i32): i32 { return 4 * (seat * 2 + (suit & 1)); }

/** Sets the first `words` elements of `a` to 0 (an array at a fixed address has no length). */
function zero(a: StaticArray<i32>, words: i32): void {
  memory.fill(changetype<usize>(a), 0, <usize>words << 2);
}

/**
 * The search's state. The module holds one search (index.ts), so its state lives at module level:
 * V8 reads a global, or an element of an array at a fixed address (`memory.data`), without first
 * loading it from an object, and a node takes 7.5 % less time (`scripts/dd-pair.ts`, the same
 * nodes). The arrays at fixed addresses have no header, so no `length` either.
 */
export namespace state {
  /** Cards still held: `hand[seat * 4 + suit]`. */
  export const hand = changetype<StaticArray<i32>>(memory.data(16 << 2));
  /** Cards held at the start of the current trick, per suit (the current trick's cards included). */
  export const remTS = changetype<StaticArray<i32>>(memory.data(4 << 2));
  /** Per suit, who holds each card of `remTS`, high to low, two bits a card, the highest card topmost. */
  export const seq = changetype<StaticArray<i32>>(memory.data(4 << 2));
  /** Suit lengths at the start of the trick, four bits each: clubs and diamonds in A, hearts and spades in B. */
  export let lenA: i32 = 0;
  export let lenB: i32 = 0;
  /** Who holds the top two cards of each suit, four bits a suit (`topPair`), kept up to date trick by trick. */
  export let top2: i32 = 0;
  export let trump: i32 = NO_TRUMP;
  export let leader: i32 = 0;
  export let pos: i32 = 0;
  export let tricksLeft: i32 = 0;
  /** The side whose tricks the search counts (0 North–South, 1 East–West). */
  export let maxSide: i32 = 0;
  /** Tricks the counted side has won since the root. */
  export let tricksMax: i32 = 0;
  export const pSeat = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  export const pSuit = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  export const pRank = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  /** The ply of the card winning the trick so far, after the card of this ply. */
  export const pWin = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  /** The power of that card (see `suitPower`). */
  export const pPow = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  /**
   * `suitPower[led * 4 + suit] + rank` orders the cards of a trick: trumps above the suit led,
   * discards (0–12) below both, so the winner is the card of greatest power.
   */
  export const suitPower = changetype<StaticArray<i32>>(memory.data(16 << 2));
  /**
   * Relevant ranks per ply and suit: the cards whose rank decided a trick below this node. Two
   * words a ply, two suits a word (clubs | diamonds << 16, hearts | spades << 16; see `relOf`):
   * half the reads and writes of one word a suit at every node.
   */
  export const wr = changetype<StaticArray<i32>>(memory.data((MAX_PLY * 2) << 2));
  /** The moves generated per ply, best first: weight << 6 | suit << 4 | rank, one word to shift when sorting. */
  export const moves = changetype<StaticArray<i32>>(memory.data((MAX_PLY * MOVES) << 2));
  export const saved = changetype<StaticArray<i32>>(memory.data((MAX_PLY * SAVED) << 2));
  /** The pattern of a table entry being stored: per suit, the sequence shifted down past its free cards. */
  export const pattern = changetype<StaticArray<i32>>(memory.data(4 << 2));
  /** Per ply: the lead that last cut the search off at that depth. */
  export const killer = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  /**
   * Per ply: the killer before the last, which often cuts off again once the position differs
   * from the one that displaced it (a smaller bonus: 100 tables 0.97 % fewer nodes than none).
   */
  export const killer2 = changetype<StaticArray<i32>>(memory.data(MAX_PLY << 2));
  /**
   * Per seat and card: how often the lead cut the search off lately, at any depth (a history
   * heuristic; the killers remember one depth). Leads the killers miss, in positions that differ
   * from the last one at their depth, are still ordered by what worked elsewhere in the tree.
   */
  export const history = changetype<StaticArray<i32>>(memory.data(HISTORY_SIZE << 2));
  /** Scratch for ordering the cards of one suit. */
  export const suitRanks = changetype<StaticArray<i32>>(memory.data(13 << 2));
  export const suitWeights = changetype<StaticArray<i32>>(memory.data(13 << 2));
  // Quick tricks. `qtWr` receives the relevant ranks of the count that `quickTricks` returns.
  export const qtWr = changetype<StaticArray<i32>>(memory.data(4 << 2));
  export const qtWrPartner = changetype<StaticArray<i32>>(memory.data(4 << 2));
  /** Whether that count is the leader's own winners (which `trimQuickTricks` can trim). */
  export let qtOwn: bool = true;
  /** What the last `cashTricks` found: trump tricks, side-suit tricks before the cap, the cap, and whether drawing trumps made the side suits safe. */
  export let cashTrumpTricks: i32 = 0;
  export let cashSideSum: i32 = 0;
  export let cashSideCap: i32 = 13;
  export let cashDrewTrumps: bool = false;
  /** The same for the leader's own winners, kept while partner's are counted; tricks per suit. */
  export const ownCounts = changetype<StaticArray<i32>>(memory.data(4 << 2));
  export const partnerCounts = changetype<StaticArray<i32>>(memory.data(4 << 2));
  export let ownTrumpTricks: i32 = 0;
  export let ownSideSum: i32 = 0;
  export let ownSideCap: i32 = 13;
  export let ownDrewTrumps: bool = false;
  export const tt: TranspositionTable = new TranspositionTable();
  export const held = changetype<StaticArray<i32>>(memory.data(16 << 2));
  /** Nodes at the start of a trick searched so far, over every search this module has run. */
  export let nodes: i64 = 0;
  /**
   * The search stops past this node count or this clock reading. WebAssembly has no exceptions
   * here: it traps (`unreachable`), which unwinds every frame and reaches the caller as a
   * RuntimeError, `aborted` saying why (1 nodes, 2 time). The working state is then meaningless
   * until the next `setPosition`; the table stays true (entries are stored only for finished proofs).
   */
  export let nodeLimit: i64 = i64.MAX_VALUE;
  export let deadline: f64 = Infinity;
  /** The node count at which the limits are next looked at. */
  export let checkAt: i64 = i64.MAX_VALUE;
  export let aborted: i32 = 0;
  /**
   * The best card's value found by the caller since the search last started afresh, or −1: while
   * the table is kept (another layout of the unseen cards at the same point of the play) the best
   * card most often takes the same, so it is the first guess of the next search (a wrong guess
   * costs a search; on the play benchmark 2.33 searches a value became 2.10).
   */
  export let bestSoFar: i32 = -1;
}

/** The search's steps, over `state`: one search a module instance (index.ts makes it). */
export class DdSearch {
  /**
   * Forgets everything earlier searches left behind (stored bounds and killer moves), so a search
   * and the decisions resting on it do not depend on what the process searched before.
   */
  startAfresh(): void {
    state.tt.clear();
    zero(state.killer, MAX_PLY);
    zero(state.killer2, MAX_PLY);
    zero(state.history, HISTORY_SIZE);
    state.bestSoFar = -1;
  }

  /**
   * Limits for the searches that follow: at most `maxNodes` more nodes (Infinity for no limit; n.5
   * stops at n + 1, and a limit already spent at the first node), and a reading of the clock.
   */
  setLimits(maxNodes: f64, deadline: f64): void {
    state.nodeLimit = maxNodes >= 1e18 ? i64.MAX_VALUE : state.nodes + <i64>Math.ceil(maxNodes);
    state.deadline = deadline;
    state.checkAt = deadline === Infinity ? state.nodeLimit : min<i64>(state.nodeLimit, state.nodes + CLOCK_EVERY);
    state.aborted = 0;
  }

  private checkLimits(): void {
    if (state.nodes >= state.nodeLimit) {
      state.aborted = 1;
      unreachable();
    }
    if (now() >= state.deadline) {
      state.aborted = 2;
      unreachable();
    }
    state.checkAt = min<i64>(state.nodeLimit, state.nodes + CLOCK_EVERY);
  }

  /**
   * Sets up a position. `hands` holds the cards still held (16 masks), `trick` the cards already
   * played to the current trick as [seat, suit, rank index] triples, led by `leader`.
   */
  setPosition(hands: StaticArray<i32>, trump: i32, leader: i32, trick: StaticArray<i32>, trickLength: i32, maxSide: i32): void {
    for (let i = 0; i < 16; i++) state.hand[i] = hands[i];
    state.trump = trump;
    for (let led = 0; led < 4; led++) {
      for (let s = 0; s < 4; s++) state.suitPower[led * 4 + s] = s === led ? 16 : s === trump ? 32 : 0;
    }
    state.leader = leader;
    state.maxSide = maxSide;
    state.tricksMax = 0;
    const start = ROOT_PLY - trickLength;
    const held = state.held;
    for (let i = 0; i < 16; i++) held[i] = hands[i];
    for (let i = 0; i < trickLength; i++) {
      const seat = trick[i * 3], suit = trick[i * 3 + 1], rank = trick[i * 3 + 2];
      held[seat * 4 + suit] = (held[seat * 4 + suit]) | (1 << rank);
      state.pSeat[start + i] = seat;
      state.pSuit[start + i] = suit;
      state.pRank[start + i] = rank;
      state.pWin[start + i] = i === 0 ? start : this.beats(start + i - 1, suit, rank) ? start + i : (state.pWin[start + i - 1]);
      state.pPow[start + i] = max<i32>(i === 0 ? 0 : (state.pPow[start + i - 1]), (state.suitPower[(state.pSuit[start]) * 4 + suit]) + rank);
    }
    state.pos = trickLength;
    let cards = 0;
    for (let s = 0; s < 4; s++) cards += popcount(held[leader * 4 + s]);
    state.tricksLeft = cards;
    state.lenA = 0;
    state.lenB = 0;
    for (let s = 0; s < 4; s++) {
      let all = 0;
      for (let seat = 0; seat < 4; seat++) {
        const h = held[seat * 4 + s];
        all |= h;
        const len = popcount(h) << lenShift(seat, s);
        if (s < 2) state.lenA |= len;
        else state.lenB |= len;
      }
      state.remTS[s] = all;
      let sq = 0;
      for (let r = 12; r >= 0; r--) {
        if ((all & (1 << r)) === 0) continue;
        let owner = 0;
        while (((held[owner * 4 + s]) & (1 << r)) === 0) owner++;
        sq = (sq << 2) | owner;
      }
      state.seq[s] = sq;
    }
    state.top2 = 0;
    for (let s = 0; s < 4; s++) state.top2 |= topPair(state.seq[s], popcount(state.remTS[s])) << (s * 4);
  }

  /** Whether a card of `suit` and `rank` beats the card winning the trick after `ply`. */
  private beats(ply: i32, suit: i32, rank: i32): bool {
    const w = state.pWin[ply];
    const ws = state.pSuit[w];
    return suit === ws ? rank > (state.pRank[w]) : suit === state.trump;
  }

  get toPlay(): i32 {
    return (state.leader + state.pos) & 3;
  }

  /** The cards of `suit` the seat to play may play now (none when it must follow another suit). */
  legalHolding(suit: i32): i32 {
    const h = state.hand[this.toPlay * 4 + suit];
    if (state.pos === 0) return h;
    const led = state.pSuit[ROOT_PLY - state.pos];
    return suit === led || state.hand[this.toPlay * 4 + led] === 0 ? h : 0;
  }

  /**
   * The lowest card equal to (`suit`, `rank`) in the hand of the seat to play: cards with no
   * other seat's card between them win and lose the same tricks.
   */
  equivalentLow(suit: i32, rank: i32): i32 {
    const h = state.hand[this.toPlay * 4 + suit];
    const others = (state.remTS[suit]) & ~h;
    let low = rank;
    for (let r = rank - 1; r >= 0 && (others & (1 << r)) === 0; r--) if ((h & (1 << r)) !== 0) low = r;
    return low;
  }

  /** Plays a card at the root (for per-card results); returns the ply the search goes on from. */
  playAtRoot(suit: i32, rank: i32): i32 {
    const seat = this.toPlay;
    this.playCard(ROOT_PLY, seat, suit, rank);
    if (state.pos === 4) this.endTrick(ROOT_PLY);
    return ROOT_PLY + 1;
  }

  undoAtRoot(suit: i32, rank: i32): void {
    if (state.pos === 0) this.undoTrick(ROOT_PLY);
    const seat = state.pSeat[ROOT_PLY];
    this.unplayCard(seat, suit, rank);
  }

  /**
   * The exact number of tricks the counted side takes from here on (this trick included),
   * by a sequence of zero-window searches starting from `guess`.
   */
  value(ply: i32, guess: i32): i32 {
    let lo = state.tricksMax;
    let hi = state.tricksMax + state.tricksLeft;
    let g = guess;
    while (lo < hi) {
      const t = g <= lo ? lo + 1 : g > hi ? hi : g;
      if (this.search(t, ply)) {
        lo = t;
        g = t + 1;
      } else {
        hi = t - 1;
        g = t - 1;
      }
    }
    return lo;
  }

  /** Whether the counted side can take `target` tricks in all, counting those won since the root. */
  search(target: i32, ply: i32): bool {
    return state.pos === 0 ? this.lead(target, ply, false) : this.follow(target, ply);
  }

  private playCard(ply: i32, seat: i32, suit: i32, rank: i32): void {
    state.hand[seat * 4 + suit] = (state.hand[seat * 4 + suit]) ^ (1 << rank);
    state.pSeat[ply] = seat;
    state.pSuit[ply] = suit;
    state.pRank[ply] = rank;
    const pos = state.pos;
    if (pos === 0) {
      state.pWin[ply] = ply;
      state.pPow[ply] = 16 + rank;
    } else {
      // Without branches: whether the card wins the trick so far is hard to predict.
      const w = state.pWin[ply - 1];
      const wp = state.pPow[ply - 1];
      const power = (state.suitPower[(state.pSuit[ply - pos]) * 4 + suit]) + rank;
      const wins = (wp - power) >> 31;
      state.pWin[ply] = w ^ ((w ^ ply) & wins);
      state.pPow[ply] = wp + ((power - wp) & wins);
    }
    state.pos = pos + 1;
  }

  private unplayCard(seat: i32, suit: i32, rank: i32): void {
    state.hand[seat * 4 + suit] = (state.hand[seat * 4 + suit]) ^ (1 << rank);
    state.pos--;
  }

  /** Closes the trick whose last card is at `ply`: removes its cards, hands the lead to the winner. */
  private endTrick(ply: i32): void {
    const sv = ply * SAVED;
    const saved = state.saved;
    const remTS = state.remTS;
    const seq = state.seq;
    saved[sv] = remTS[0];
    saved[sv + 1] = remTS[1];
    saved[sv + 2] = remTS[2];
    saved[sv + 3] = remTS[3];
    saved[sv + 4] = seq[0];
    saved[sv + 5] = seq[1];
    saved[sv + 6] = seq[2];
    saved[sv + 7] = seq[3];
    saved[sv + 8] = state.lenA;
    saved[sv + 9] = state.lenB;
    saved[sv + 10] = state.leader;
    saved[sv + 11] = state.tricksMax;
    saved[sv + 12] = state.top2;
    const pSuit = state.pSuit;
    const pRank = state.pRank;
    const pSeat = state.pSeat;
    let lenA = state.lenA;
    let lenB = state.lenB;
    let touched = 0;
    for (let p = ply - 3; p <= ply; p++) {
      const s = pSuit[p];
      const r = pRank[p];
      const rem = remTS[s];
      const below = popcount(rem & ((1 << r) - 1)) * 2;
      const sq = seq[s];
      seq[s] = (((sq >>> (below + 2)) << below) | (sq & ((1 << below) - 1)));
      remTS[s] = rem ^ (1 << r);
      // Without branches: the suits of a trick's cards are hard to predict.
      const d = 1 << lenShift(pSeat[p], s);
      const high = -(s >> 1);
      lenA = (lenA - (d & ~high)) | 0;
      lenB = (lenB - (d & high)) | 0;
      touched |= 1 << s;
    }
    state.lenA = lenA;
    state.lenB = lenB;
    let top2 = state.top2;
    for (let s = 0; s < 4; s++) {
      if ((touched & (1 << s)) === 0) continue;
      top2 = (top2 & ~(15 << (s * 4))) | (topPair(seq[s], popcount(remTS[s])) << (s * 4));
    }
    state.top2 = top2;
    const winner = state.pSeat[state.pWin[ply]];
    state.leader = winner;
    if ((winner & 1) === state.maxSide) state.tricksMax++;
    state.pos = 0;
    state.tricksLeft--;
  }

  private undoTrick(ply: i32): void {
    const sv = ply * SAVED;
    const saved = state.saved;
    state.remTS[0] = saved[sv];
    state.remTS[1] = saved[sv + 1];
    state.remTS[2] = saved[sv + 2];
    state.remTS[3] = saved[sv + 3];
    state.seq[0] = saved[sv + 4];
    state.seq[1] = saved[sv + 5];
    state.seq[2] = saved[sv + 6];
    state.seq[3] = saved[sv + 7];
    state.lenA = saved[sv + 8];
    state.lenB = saved[sv + 9];
    state.leader = saved[sv + 10];
    state.tricksMax = saved[sv + 11];
    state.top2 = saved[sv + 12];
    state.pos = 4;
    state.tricksLeft++;
  }

  /**
   * A node at the start of a trick: cheap bounds, the transposition table, quick tricks, then the
   * leads. `bounded`: the caller counted the node and tried the trump bound (see `lastCard`).
   */
  private lead(target: i32, ply: i32, bounded: bool): bool {
    if (!bounded && ++state.nodes >= state.checkAt) this.checkLimits();
    const n = state.tricksLeft;
    const need = target - state.tricksMax;
    const wr = state.wr;
    const w = ply * 2;
    wr[w] = 0;
    wr[w + 1] = 0;
    if (need <= 0) return true;
    if (need > n) return false;
    if (n === 1) return this.lastTrick(ply);
    const leader = state.leader;
    const leaderIsMax = (leader & 1) === state.maxSide;
    // The table's class first: its record is likely out of the cache, and the bounds below run
    // while it is fetched.
    const tt = state.tt;
    const lenA = state.lenA;
    const lenB = state.lenB;
    const slot = tt.find(lenA, lenB, leader);

    // The cheap bounds first: they cost less than a probe, and what they prove rests on fewer
    // cards than most table entries, so the entries stored above them hold for more positions
    // (about 3 % fewer nodes than with them after the table).
    if (!bounded && state.trump !== NO_TRUMP) {
      const bound = this.topTrumpBound(need, n, ply, leader);
      if (bound >= 0) return bound === 1;
    }
    if ((leaderIsMax ? need === n : need === 1) && this.opponentsSureTrick(leader, n, w)) {
      return !leaderIsMax;
    }
    // The transposition table, before the quick tricks: most nodes it settles would cost them more
    // (quick tricks first take 2.6 % fewer nodes but more time).
    const seq = state.seq;
    const s0 = seq[0], s1 = seq[1], s2 = seq[2], s3 = seq[3];
    const remTS = state.remTS;
    const found = tt.probe(slot, state.top2, s0, s1, s2, s3, n, need, state.maxSide);
    if (found >= 0) {
      this.relevantFromEntry(w);
      return found === 1;
    }
    // What the probe found for this position, for ordering the leads and storing the result.
    const hint = table.hint;
    const match = table.match;
    const version = table.version;

    // The tricks the side on lead can cash settle the node without a search.
    const qt = this.quickTricks(leader, leaderIsMax ? need : n - need + 1);
    if (leaderIsMax ? qt >= need : n - qt < need) {
      if (state.qtOwn) this.trimQuickTricks(leaderIsMax ? need : n - need + 1);
      const qtWr = state.qtWr;
      wr[w] = (qtWr[0]) | ((qtWr[1]) << 16);
      wr[w + 1] = (qtWr[2]) | ((qtWr[3]) << 16);
      this.storeProof(w, leaderIsMax, need, n, slot, match, version, -1);
      return leaderIsMax;
    }

    const count = this.genLead(ply, leader, hint);
    const base = ply * MOVES;
    let result = !leaderIsMax;
    let best = -1;
    // Per suit, four bits: the seat's cards below this rank index need no search (see `skipBelow`).
    let skip = 0;
    for (let i = 0; i < count; i++) {
      const m = state.moves[base + i];
      const s = (m >> 4) & 3;
      const r = m & 15;
      if (r < ((skip >>> (s * 4)) & 15)) continue;
      this.playCard(ply, leader, s, r);
      const res = this.follow(target, ply + 1);
      this.unplayCard(leader, s, r);
      if (res === leaderIsMax) {
        this.keepCutRelevant(w);
        result = res;
        best = s * 13 + r;
        this.noteCutLead(leader, base, i, best);
        if (state.killer[ply] !== best) {
          state.killer2[ply] = state.killer[ply];
          state.killer[ply] = best;
        }
        break;
      }
      skip = this.mergeFailedRelevant(w, skip, s, r);
    }

    if (best < 0) this.coverMergedCards(leader, w, -1);

    this.storeProof(w, result, need, n, slot, match, version, best);
    return result;
  }

  /**
   * `card` (suit × 13 + rank index), the lead at `i` of the move list at `base`, cut the search
   * off: the history scores learn it, and unlearn the leads ordered before it.
   */
  private noteCutLead(leader: i32, base: i32, i: i32, card: i32): void {
    const history = state.history;
    const moves = state.moves;
    const seat = leader * 52;
    history[seat + card] = min<i32>(HISTORY_MAX, (history[seat + card]) + HISTORY_CUT);
    for (let j = 0; j < i; j++) {
      const m = moves[base + j];
      const k = seat + ((m >> 4) & 3) * 13 + (m & 15);
      history[k] = max<i32>(0, (history[k]) - HISTORY_FAILED);
    }
  }

  /**
   * Stores what a node proved (the counted side reaches `need` of the `n` tricks left, or not) for
   * every position sharing the relevant ranks in `wr` at `w`; `slot`, `match` and `version` are
   * what the probe left, `best` the lead that did it or −1.
   */
  private storeProof(w: i32, result: bool, need: i32, n: i32, slot: i32, match: i32, version: i32, best: i32): void {
    const wr = state.wr;
    const remTS = state.remTS;
    const seq = state.seq;
    // Store what was proved, for every position sharing the cards that mattered.
    const values = state.pattern;
    let frees = 0;
    let sig = 0;
    const relLow = wr[w];
    const relHigh = wr[w + 1];
    for (let s = 0; s < 4; s++) {
      const rel = relOf(s < 2 ? relLow : relHigh, s);
      if (rel === 0) {
        values[s] = 0;
        frees |= FREE_SUIT << (s * 4);
        continue;
      }
      const rem = remTS[s];
      const lowest = rel & -rel;
      const cards = popcount(rem);
      const free = popcount(rem & (lowest - 1)) * 2;
      const mask = ((1 << (cards * 2)) - 1) ^ ((1 << free) - 1);
      const value = (seq[s]) & mask;
      values[s] = value >>> free;
      frees |= (free >> 1) << (s * 4);
      sig |= (topPair(value, cards) << (s * 4)) | (topPair(mask, cards) << (s * 4 + 16));
    }
    let lower = 0;
    let upper = n;
    if (result) {
      if (state.maxSide === 0) lower = need;
      else upper = n - need;
    } else if (state.maxSide === 0) upper = need - 1;
    else lower = n - need + 1;
    state.tt.store(slot, match, version, state.lenA, state.lenB, state.leader, sig, values, frees, lower, upper, best);
  }

  /** Rebuilds the relevant ranks of a table entry in the current position. */
  private relevantFromEntry(w: i32): void {
    const frees = state.tt.foundFrees();
    let low2 = 0;
    let high2 = 0;
    for (let s = 0; s < 4; s++) {
      const k = (frees >>> (s * 4)) & 15;
      if (k === FREE_SUIT) continue;
      // The lowest card that mattered: the one above the free cards.
      const x = state.remTS[s];
      const low = x & 255;
      const c = popcount(low);
      const bit = 1 << ((k < c ? (SELECT[(low << 3) | k]) : 8 + (SELECT[((x >> 8) << 3) | (k - c)])) + ((s & 1) << 4));
      if (s < 2) low2 |= bit;
      else high2 |= bit;
    }
    state.wr[w] = low2;
    state.wr[w + 1] = high2;
  }

  /** The last trick: every seat has one card. */
  private lastTrick(ply: i32): bool {
    const hand = state.hand;
    const trump = state.trump;
    let bestSeat = state.leader;
    let bestSuit = 0;
    while ((hand[bestSeat * 4 + bestSuit]) === 0) bestSuit++;
    let bestRank = topBit(hand[bestSeat * 4 + bestSuit]);
    const led = bestSuit;
    let sameSuit = 0;
    for (let i = 1; i < 4; i++) {
      const seat = (state.leader + i) & 3;
      let s = 0;
      while ((hand[seat * 4 + s]) === 0) s++;
      const r = topBit(hand[seat * 4 + s]);
      if (s === bestSuit) {
        sameSuit++;
        if (r > bestRank) {
          bestRank = r;
          bestSeat = seat;
        }
      } else if (s === trump) {
        bestSuit = s;
        bestRank = r;
        bestSeat = seat;
        sameSuit = 0;
      }
    }
    // Counting the cards that followed the winner's suit: in a ruffed trick only later trumps count.
    if (bestSuit !== led) {
      sameSuit = 0;
      for (let i = 0; i < 4; i++) {
        const seat = (state.leader + i) & 3;
        if (seat !== bestSeat && (hand[seat * 4 + bestSuit]) !== 0) sameSuit++;
      }
    }
    if (sameSuit > 0) this.setRel(ply * 2, bestSuit, 1 << bestRank);
    return (bestSeat & 1) === state.maxSide;
  }

  /**
   * Tricks the side on lead can take at once, a lower bound: the leader's own winners; or the
   * leader's winners outside one suit, then partner's in it; or, after leading low to a winner
   * of partner's, partner's winners. (Only the first when it makes `enough`.) The relevant ranks
   * go to `qtWr`.
   */
  private quickTricks(leader: i32, enough: i32): i32 {
    const cashed = this.cashThenPartner(leader, enough);
    if (cashed >= enough || state.trump === NO_TRUMP) return cashed;
    const ruffs = this.crossRuff(leader);
    if (ruffs <= cashed) return cashed;
    // Lengths alone decide a cross-ruff: no rank is relevant.
    state.qtOwn = false;
    const qtWr = state.qtWr;
    qtWr[0] = 0;
    qtWr[1] = 0;
    qtWr[2] = 0;
    qtWr[3] = 0;
    return ruffs;
  }

  /**
   * Tricks a cross-ruff from the start takes: the leader leads a suit partner is void in and
   * partner ruffs, partner leads one the leader is void in and the leader ruffs, and so on, while
   * opponents with trumps still follow to both suits (so cannot overruff).
   */
  private crossRuff(leader: i32): i32 {
    const hand = state.hand;
    const trump = state.trump;
    const partner = leader ^ 2;
    const leaderTrumps = popcount(hand[leader * 4 + trump]);
    const partnerTrumps = popcount(hand[partner * 4 + trump]);
    if (partnerTrumps === 0) return 0;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const lhoTrumps = (hand[lho * 4 + trump]) !== 0;
    const rhoTrumps = (hand[rho * 4 + trump]) !== 0;
    let best = 0;
    for (let a = 0; a < 4; a++) {
      if (a === trump || (hand[partner * 4 + a]) !== 0) continue;
      let byPartner = min<i32>(partnerTrumps, popcount(hand[leader * 4 + a]));
      if (lhoTrumps) byPartner = min<i32>(byPartner, popcount(hand[lho * 4 + a]));
      if (rhoTrumps) byPartner = min<i32>(byPartner, popcount(hand[rho * 4 + a]));
      if (byPartner === 0) continue;
      if (best < 1) best = 1;
      for (let b = 0; b < 4; b++) {
        if (b === trump || b === a || (hand[leader * 4 + b]) !== 0) continue;
        let byLeader = min<i32>(leaderTrumps, popcount(hand[partner * 4 + b]));
        if (lhoTrumps) byLeader = min<i32>(byLeader, popcount(hand[lho * 4 + b]));
        if (rhoTrumps) byLeader = min<i32>(byLeader, popcount(hand[rho * 4 + b]));
        const tricks = byPartner > byLeader ? 2 * byLeader + 1 : 2 * byPartner;
        if (tricks > best) best = tricks;
      }
    }
    return best;
  }

  /** The cashing part of `quickTricks` (see there). */
  private cashThenPartner(leader: i32, enough: i32): i32 {
    const qtWr = state.qtWr;
    const own = this.cashTricks(leader, 0, qtWr, state.ownCounts);
    state.qtOwn = true;
    state.ownDrewTrumps = state.cashDrewTrumps;
    state.ownSideCap = state.cashSideCap;
    state.ownTrumpTricks = state.cashTrumpTricks;
    state.ownSideSum = state.cashSideSum;
    if (own >= enough) return own;
    if (own + 1 >= enough && state.trump !== NO_TRUMP && this.ruffAfterOwn(leader)) {
      state.qtOwn = false;
      return own + 1;
    }
    const best = this.ownThenPartner(leader, own);
    if (best >= enough) return best;
    const partner = leader ^ 2;
    const hand = state.hand;
    const trump = state.trump;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    let entrySuit = -1;
    let entryBonus = 0;
    for (let e = 0; e < 4; e++) {
      const hl = hand[leader * 4 + e];
      const hp = hand[partner * 4 + e];
      if (hl === 0 || hp === 0) continue;
      const opp = (hand[lho * 4 + e]) | (hand[rho * 4 + e]);
      const top = topBit(hp);
      if (topBit(opp) > top || (hl & ((1 << top) - 1)) === 0) continue;
      if (
        trump !== NO_TRUMP && e !== trump &&
        (((hand[lho * 4 + e]) === 0 && (hand[lho * 4 + trump]) !== 0) ||
          ((hand[rho * 4 + e]) === 0 && (hand[rho * 4 + trump]) !== 0))
      ) continue;
      // The entry trick is one of partner's counted tricks in that suit, unless none was counted there.
      const bonus = topBit(hl) > top ? 1 : 0;
      if (entrySuit < 0 || bonus > entryBonus) {
        entrySuit = e;
        entryBonus = bonus;
      }
    }
    const ruffs = trump !== NO_TRUMP && this.partnerRuffsAtOnce(leader);
    if (entrySuit < 0 && !ruffs) return best;
    const viaWr = state.qtWrPartner;
    const partnerTricks = this.cashTricks(partner, 1, viaWr, state.partnerCounts);
    // Partner ruffs with its lowest trump: its counted trumps stay if that one is not among them.
    if (ruffs && (state.partnerCounts[trump]) < popcount(hand[partner * 4 + trump]) && partnerTricks + 1 > best) {
      state.qtOwn = false;
      for (let s = 0; s < 4; s++) qtWr[s] = viaWr[s];
      return partnerTricks + 1;
    }
    if (entrySuit < 0) return best;
    const via = partnerTricks + entryBonus;
    if (via <= best) return best;
    state.qtOwn = false;
    for (let s = 0; s < 4; s++) qtWr[s] = viaWr[s];
    const top = 1 << topBit(hand[partner * 4 + entrySuit]);
    qtWr[entrySuit] = (qtWr[entrySuit]) | top;
    return via;
  }

  /**
   * Whether the leader can lead, at once, a side suit partner ruffs, neither opponent able to
   * overruff (each follows, or has no trumps): partner then leads. Lengths only.
   */
  private partnerRuffsAtOnce(leader: i32): bool {
    const hand = state.hand;
    const trump = state.trump;
    const partner = leader ^ 2;
    if ((hand[partner * 4 + trump]) === 0) return false;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const lhoTrumps = hand[lho * 4 + trump];
    const rhoTrumps = hand[rho * 4 + trump];
    for (let e = 0; e < 4; e++) {
      if (e === trump || (hand[partner * 4 + e]) !== 0 || (hand[leader * 4 + e]) === 0) continue;
      if (lhoTrumps !== 0 && (hand[lho * 4 + e]) === 0) continue;
      if (rhoTrumps !== 0 && (hand[rho * 4 + e]) === 0) continue;
      return true;
    }
    return false;
  }

  /**
   * Whether, after cashing its own winners (as `cashTricks` counted them), the leader can still
   * lead a side suit that partner ruffs: partner void in it with a trump left after following to
   * the trump tricks and a card outside trumps for every side-suit trick, and neither opponent
   * able to overruff (each still holds a card of the suit, or has no trumps then). Depends only
   * on lengths and the counted tricks, so the relevant ranks stay those of the own winners.
   */
  private ruffAfterOwn(leader: i32): bool {
    const hand = state.hand;
    const trump = state.trump;
    const counts = state.ownCounts;
    const partner = leader ^ 2;
    const partnerTrumps = popcount(hand[partner * 4 + trump]);
    const trumpTricks = state.ownTrumpTricks;
    if (partnerTrumps <= trumpTricks) return false;
    const sideTricks = min<i32>(state.ownSideSum, state.ownSideCap);
    let partnerSide = 0;
    for (let s = 0; s < 4; s++) if (s !== trump) partnerSide += popcount(hand[partner * 4 + s]);
    if (partnerSide < sideTricks) return false;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const cashed = trumpTricks + sideTricks;
    const lhoSafe = state.ownDrewTrumps || (hand[lho * 4 + trump]) === 0;
    const rhoSafe = state.ownDrewTrumps || (hand[rho * 4 + trump]) === 0;
    for (let e = 0; e < 4; e++) {
      if (e === trump || (hand[partner * 4 + e]) !== 0) continue;
      if (popcount(hand[leader * 4 + e]) <= (counts[e])) continue;
      if (!lhoSafe && popcount(hand[lho * 4 + e]) <= cashed) continue;
      if (!rhoSafe && popcount(hand[rho * 4 + e]) <= cashed) continue;
      return true;
    }
    return false;
  }

  /**
   * The leader's own winners outside one suit, then a low card of that suit to partner's winners
   * there, cashed last. Partner must be able to spare a card outside that suit (and outside
   * trumps) whenever out of the leader's suit; in a trump contract the leader too, while partner
   * runs the suit. Returns the best count if it beats `own`, leaving its relevant ranks in `qtWr`
   * (and `qtOwn` false); otherwise returns `own` and changes nothing.
   */
  private ownThenPartner(leader: i32, own: i32): i32 {
    const hand = state.hand;
    const remTS = state.remTS;
    const trump = state.trump;
    const counts = state.ownCounts;
    const partner = leader ^ 2;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const lhoTrumps = trump === NO_TRUMP ? 0 : (hand[lho * 4 + trump]);
    const rhoTrumps = trump === NO_TRUMP ? 0 : (hand[rho * 4 + trump]);
    let best = own;
    let bestSuit = -1;
    let bestRun = 0;
    for (let e = 0; e < 4; e++) {
      if (e === trump) continue;
      const hl = hand[leader * 4 + e];
      const hp = hand[partner * 4 + e];
      if (hl === 0 || hp === 0) continue;
      const others = (remTS[e]) & ~hp;
      const run = hp & ~((2 << topBit(others)) - 1);
      if (run === 0) continue;
      const lenL = popcount(hl);
      const lenLho = popcount(hand[lho * 4 + e]);
      const lenRho = popcount(hand[rho * 4 + e]);
      const r = popcount(run);
      let runs = r >= lenLho && r >= lenRho && r >= lenL ? popcount(hp) : r;
      if (!state.ownDrewTrumps) {
        if (lhoTrumps !== 0) runs = min<i32>(runs, lenLho);
        if (rhoTrumps !== 0) runs = min<i32>(runs, lenRho);
      }
      const side = state.ownSideSum - (counts[e]);
      const total = state.ownTrumpTricks + min<i32>(side, state.ownSideCap) + runs;
      if (runs === 0 || total <= best) continue;
      // Partner's discards while the leader cashes, from cards outside this suit and trumps.
      let discards = 0;
      let spare = 0;
      let leaderSpare = 0;
      for (let s = 0; s < 4; s++) {
        if (s === e) continue;
        const c = counts[s];
        const lp = popcount(hand[partner * 4 + s]);
        if (c > lp) discards += c - lp;
        else if (s !== trump) spare += lp - c;
        if (s !== trump) leaderSpare += popcount(hand[leader * 4 + s]) - c;
      }
      if (discards > spare) continue;
      // In a trump contract the leader, out of the suit, must not be forced to ruff partner's winner.
      if (trump !== NO_TRUMP && runs > lenL && popcount(hand[leader * 4 + trump]) > (counts[trump]) && runs - lenL > leaderSpare) {
        continue;
      }
      best = total;
      bestSuit = e;
      bestRun = run;
    }
    if (bestSuit < 0) return own;
    const qtWr = state.qtWr;
    qtWr[bestSuit] = bestRun & -bestRun;
    state.qtOwn = false;
    return best;
  }

  /**
   * Tricks `seat` can cash on lead: its winners from the top of each suit (all of a suit once the
   * others are out of it), safe from ruffs, trumps first. `lent` is how many of partner's cards
   * outside trumps are already spoken for. Relevant ranks go to `out`.
   */
  private cashTricks(seat: i32, lent: i32, out: StaticArray<i32>, counts: StaticArray<i32>): i32 {
    const hand = state.hand;
    const remTS = state.remTS;
    const trump = state.trump;
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = 0;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    counts[0] = 0;
    counts[1] = 0;
    counts[2] = 0;
    counts[3] = 0;
    let total = 0;
    let sideTricks = 0;
    // Whether the opponents' trumps can be drawn first, after which side suits run as in no trump.
    let trumpsDrawn = trump === NO_TRUMP;
    state.cashDrewTrumps = false;
    state.cashSideCap = 13;
    let lhoTrumps = 0;
    let rhoTrumps = 0;
    if (trump !== NO_TRUMP) {
      lhoTrumps = hand[lho * 4 + trump];
      rhoTrumps = hand[rho * 4 + trump];
      if ((lhoTrumps | rhoTrumps) === 0) trumpsDrawn = true;
    }
    for (let k = 0; k < 5; k++) {
      // The trump suit first, then the others.
      const s = k === 0 ? (trump === NO_TRUMP ? -1 : trump) : k - 1;
      if (s < 0 || (k > 0 && s === trump)) continue;
      const h = hand[seat * 4 + s];
      if (h === 0) continue;
      const others = (remTS[s]) & ~h;
      const length = popcount(h);
      let tricks: i32;
      let run = 0;
      if (others === 0) tricks = length;
      else {
        run = h & ~((2 << topBit(others)) - 1);
        const t = popcount(run);
        const oppLength = max<i32>(popcount(hand[lho * 4 + s]), popcount(hand[rho * 4 + s]));
        tricks = t >= oppLength && t >= popcount(hand[partner * 4 + s]) ? length : t;
      }
      if (tricks === 0) continue;
      if (!trumpsDrawn && s !== trump) {
        if (lhoTrumps !== 0) tricks = min<i32>(tricks, popcount(hand[lho * 4 + s]));
        if (rhoTrumps !== 0) tricks = min<i32>(tricks, popcount(hand[rho * 4 + s]));
        if (tricks === 0) continue;
      }
      if (s === trump) {
        if (!trumpsDrawn && tricks >= max<i32>(popcount(lhoTrumps), popcount(rhoTrumps))) {
          trumpsDrawn = true;
          state.cashDrewTrumps = true;
        }
        total += tricks;
      } else sideTricks += tricks;
      counts[s] = tricks;
      if (run !== 0) out[s] = (out[s]) | (run & -run);
    }
    if (trump !== NO_TRUMP && (hand[partner * 4 + trump]) !== 0) {
      // Partner must not be forced to ruff a winner and take the lead away: every side-suit round
      // costs partner a card outside trumps, and only the last trick may be ruffed.
      let supply = -lent;
      for (let s = 0; s < 4; s++) if (s !== trump) supply += popcount(hand[partner * 4 + s]);
      state.cashSideCap = max<i32>(0, supply + 1);
    }
    state.cashTrumpTricks = total;
    state.cashSideSum = sideTricks;
    return total + min<i32>(sideTricks, state.cashSideCap);
  }

  /**
   * After the leader's own winners decided a node: keeps in `qtWr` only the suits needed for
   * `required` tricks, those fixing the fewest cards first, so the result holds for more
   * positions. (Trumps stay when drawing them made the side suits safe.)
   */
  private trimQuickTricks(required: i32): void {
    const counts = state.ownCounts;
    const qtWr = state.qtWr;
    const trump = state.trump;
    let picked = 0;
    let trumpTricks = 0;
    let sideTricks = 0;
    if (trump !== NO_TRUMP && state.ownDrewTrumps) {
      picked |= 1 << trump;
      trumpTricks = counts[trump];
    }
    while (trumpTricks + min<i32>(sideTricks, state.ownSideCap) < required) {
      let best = -1;
      let bestScore = -2;
      for (let s = 0; s < 4; s++) {
        if ((picked & (1 << s)) !== 0 || (counts[s]) === 0) continue;
        const rel = qtWr[s];
        const score = rel === 0 ? 13 : topBit(rel & -rel);
        if (score > bestScore) {
          bestScore = score;
          best = s;
        }
      }
      if (best < 0) return; // cannot happen: all suits together reached `required`
      picked |= 1 << best;
      if (best === trump) trumpTricks += counts[best];
      else sideTricks += counts[best];
    }
    for (let s = 0; s < 4; s++) if ((picked & (1 << s)) === 0) qtWr[s] = 0;
  }

  /**
   * Whether the opponents of the seat on lead are sure of a trick: every suit the leader can lead
   * is topped by them (and partner cannot ruff it), or, in no trump, the suits the leader's side
   * tops are too short to supply all the tricks left. The relevant ranks go to `wr` at `w`.
   */
  private opponentsSureTrick(leader: i32, n: i32, w: i32): bool {
    const hand = state.hand;
    const remTS = state.remTS;
    const trump = state.trump;
    const partner = leader ^ 2;
    let topped = true;
    for (let s = 0; s < 4; s++) {
      const h = hand[leader * 4 + s];
      if (h === 0) continue;
      const hp = hand[partner * 4 + s];
      if (((h | hp) & (1 << topBit(remTS[s]))) !== 0) {
        topped = false;
        break;
      }
      if (trump !== NO_TRUMP && s !== trump && hp === 0 && (hand[partner * 4 + trump]) !== 0) {
        topped = false;
        break;
      }
    }
    if (topped) {
      for (let s = 0; s < 4; s++) this.setRel(w, s, (hand[leader * 4 + s]) === 0 ? 0 : 1 << topBit(remTS[s]));
      return true;
    }
    if (trump !== NO_TRUMP) return false;
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      const all = remTS[s];
      if (all === 0) continue;
      const h = hand[leader * 4 + s];
      const hp = hand[partner * 4 + s];
      if (((h | hp) & (1 << topBit(all))) !== 0) sum += max<i32>(popcount(h), popcount(hp));
    }
    if (sum >= n) return false;
    for (let s = 0; s < 4; s++) {
      const all = remTS[s];
      this.setRel(w, s, all === 0 ? 0 : 1 << topBit(all));
    }
    return true;
  }

  /**
   * Trumps above all the opponents' trumps each win a trick when their holder plays them, so a
   * side takes at least as many tricks as one of its hands has such trumps. Returns 1 or 0 when
   * that decides the node (`leader` on lead), −1 when not.
   */
  private topTrumpBound(need: i32, n: i32, ply: i32, leader: i32): i32 {
    const hand = state.hand;
    const t = state.trump;
    const ns0 = hand[t], ew0 = hand[4 + t], ns1 = hand[8 + t], ew1 = hand[12 + t];
    // No hand's bound exceeds its length in trumps: most nodes are left undecided by that alone.
    const nsLength = max<i32>(popcount(ns0), popcount(ns1));
    const ewLength = max<i32>(popcount(ew0), popcount(ew1));
    if (state.maxSide === 0 ? nsLength < need && ewLength <= n - need : ewLength < need && nsLength <= n - need) return -1;
    const ew = ew0 | ew1;
    const ns = ns0 | ns1;
    const nsAbove = ew === 0 ? -1 : ~((2 << topBit(ew)) - 1);
    const ewAbove = ns === 0 ? -1 : ~((2 << topBit(ns)) - 1);
    const a0 = ns0 & nsAbove, a2 = ns1 & nsAbove, a1 = ew0 & ewAbove, a3 = ew1 & ewAbove;
    const c0 = popcount(a0), c2 = popcount(a2), c1 = popcount(a1), c3 = popcount(a3);
    let nsBest = c0 >= c2 ? a0 : a2;
    let ewBest = c1 >= c3 ? a1 : a3;
    let nsCount = max<i32>(c0, c2);
    let ewCount = max<i32>(c1, c3);
    // Such trumps in both hands of a side: each wins the trick it falls on, and two fall on one
    // trick only when both hands play trumps to it, which happens at most min(la, lb) times for
    // hand lengths la and lb; the hands' other trumps go to such tricks first. So the side takes
    // at least min(above, la + lb − min(la, lb)) = min(above, max(la, lb)) tricks.
    const nsSplit = min<i32>(c0 + c2, max<i32>(popcount(ns0), popcount(ns1)));
    if (nsSplit > nsCount) {
      nsCount = nsSplit;
      nsBest = a0 | a2;
    }
    const ewSplit = min<i32>(c1 + c3, max<i32>(popcount(ew0), popcount(ew1)));
    if (ewSplit > ewCount) {
      ewCount = ewSplit;
      ewBest = a1 | a3;
    }
    // The second-best trump with another trump, sitting right after the best one, also takes a
    // trick: whoever holds the best trump plays before it in every trick the holder of the second
    // does not lead (and leading means that side has a trick already). Only the trick in progress
    // could be led by it, so then it needs a card outside trumps to lead.
    const all = ns | ew;
    if ((all & (all - 1)) !== 0) {
      const top = 1 << topBit(all);
      const second = 1 << topBit(all ^ top);
      let holder = 0;
      while (((hand[holder * 4 + t]) & top) === 0) holder++;
      const behind = (holder + 1) & 3;
      const trumps = hand[behind * 4 + t];
      if ((trumps & second) !== 0 && (trumps & (trumps - 1)) !== 0) {
        let canLeadElsewhere = behind !== leader;
        for (let s = 0; s < 4 && !canLeadElsewhere; s++) if (s !== t && (hand[behind * 4 + s]) !== 0) canLeadElsewhere = true;
        if (canLeadElsewhere) {
          if ((behind & 1) === 0 && nsCount === 0) {
            nsCount = 1;
            nsBest = second;
          } else if ((behind & 1) === 1 && ewCount === 0) {
            ewCount = 1;
            ewBest = second;
          }
        }
      }
    }
    const maxBest = state.maxSide === 0 ? nsBest : ewBest;
    const minBest = state.maxSide === 0 ? ewBest : nsBest;
    const maxCount = state.maxSide === 0 ? nsCount : ewCount;
    const minCount = state.maxSide === 0 ? ewCount : nsCount;
    const opponentsHaveTrumps = state.maxSide === 0 ? ew !== 0 : ns !== 0;
    if (maxCount >= need) {
      if (opponentsHaveTrumps) this.setRel(ply * 2, t, maxBest & -maxBest);
      return 1;
    }
    if (n - minCount < need) {
      if ((state.maxSide === 0 ? ns : ew) !== 0) this.setRel(ply * 2, t, minBest & -minBest);
      return 0;
    }
    return -1;
  }

  /**
   * The leads of the seat on lead, likeliest best first; returns how many. The weights favour
   * leads that win the trick, suits where the opponents have few cards to choose from, the best
   * two leads found before at this depth, the transposition table's and those that cut off lately
   * anywhere (`history`); the best card of each suit comes before the second cards of any suit.
   */
  private genLead(ply: i32, leader: i32, hint: i32): i32 {
    const hand = state.hand;
    const remTS = state.remTS;
    const trump = state.trump;
    const partner = leader ^ 2;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const base = ply * MOVES;
    const killer = state.killer[ply];
    const killer2 = state.killer2[ply];
    const history = state.history;
    const voidCount = state.tricksLeft * 4;
    const sr = state.suitRanks;
    const sw = state.suitWeights;
    let count = 0;
    for (let s = 0; s < 4; s++) {
      const h = hand[leader * 4 + s];
      if (h === 0) continue;
      const hp = hand[partner * 4 + s];
      const hl = hand[lho * 4 + s];
      const hr = hand[rho * 4 + s];
      const all = remTS[s];
      const top = 1 << topBit(all);
      const rest = all ^ top;
      const second = rest === 0 ? 0 : 1 << topBit(rest);
      let bonus = 0;
      let ruffable = false;
      if (trump !== NO_TRUMP && s !== trump) {
        ruffable = (hl === 0 && (hand[lho * 4 + trump]) !== 0) || (hr === 0 && (hand[rho * 4 + trump]) !== 0);
        if (ruffable) bonus -= LEAD_INTO_RUFF;
        if ((h & (h - 1)) === 0 && (hand[leader * 4 + trump]) !== 0 && (hp & top) !== 0 && (hp & (hp - 1)) !== 0) bonus += LEAD_SINGLETON_FOR_RUFF;
      }
      if ((hr & (top | second)) !== 0) bonus -= LEAD_RHO_HOLDS_TOP_OR_SECOND;
      const lenL = popcount(hl);
      const lenR = popcount(hr);
      const delta = bonus - ((((lenL === 0 ? voidCount : lenL * 4) + (lenR === 0 ? voidCount : lenR * 4)) * LEAD_OPP_LENGTH_MUL) / LEAD_OPP_LENGTH_DIV | 0);
      const oppTop = topBit(hl | hr);
      const partnerTop = topBit(hp);
      const oppSingletonTop = hl === top || hr === top;
      const leaderHasTop = (h & top) !== 0;
      const partnerHasTop = (hp & top) !== 0;
      const leaderHasSecond = (h & second) !== 0;
      const partnerHasSecond = (hp & second) !== 0;
      let secondEquivalent = false;
      if (leaderHasSecond) {
        const lower = all & (second - 1);
        secondEquivalent = lower !== 0 && (h & (1 << topBit(lower))) !== 0;
      }
      const others = all & ~h;
      let n = 0;
      // Each run of equal cards once, by its lowest card.
      let x = h;
      while (x !== 0) {
        const b = x & -x;
        const group = lowestRun(x, others);
        x ^= group;
        const r = topBit(b);
        const rank = r + 2;
        const card = s * 13 + r;
        let weight: i32;
        if (!ruffable && (r > oppTop || partnerTop > oppTop)) {
          if (leaderHasTop) weight = partnerHasSecond ? LEAD_WINS_TOP_TWO_SPLIT - rank : (group & top) !== 0 ? LEAD_WINS_CASH_TOP : LEAD_WINS_UNDER_OWN_TOP - rank;
          // The side wins only while it holds the suit's top card: if not the leader, partner.
          else weight = leaderHasSecond ? LEAD_WINS_TOP_TWO_SPLIT - rank : LEAD_WINS_TO_PARTNER_TOP - rank;
          if (card === killer) weight += LEAD_WINS_KILLER;
          else if (card === killer2) weight += LEAD_WINS_KILLER2;
          if (card === hint) weight += LEAD_WINS_HINT;
        } else {
          if (oppSingletonTop) weight = LEAD_MAY_LOSE_BARE_TOP - rank;
          else if (leaderHasTop) weight = partnerHasSecond ? LEAD_MAY_LOSE_TOP_TWO_SPLIT - rank : (group & top) !== 0 ? LEAD_MAY_LOSE_CASH_TOP : LEAD_MAY_LOSE_UNDER_OWN_TOP - rank;
          else if (partnerHasTop) weight = leaderHasSecond ? LEAD_MAY_LOSE_TOP_TWO_SPLIT - rank : LEAD_MAY_LOSE_TO_PARTNER_TOP - rank;
          else if (secondEquivalent) weight = LEAD_MAY_LOSE_SECOND_RUN;
          else weight = LEAD_MAY_LOSE_OTHER - rank;
          if (card === killer) weight += LEAD_MAY_LOSE_KILLER;
          else if (card === killer2) weight += LEAD_MAY_LOSE_KILLER2;
          if (card === hint) weight += LEAD_MAY_LOSE_HINT;
        }
        weight += delta + (history[leader * 52 + card]);
        sr[n] = r;
        sw[n++] = weight;
      }
      count = this.insertSuit(base, count, s, n);
    }
    return count;
  }

  /**
   * Inserts the `n` cards of one suit gathered in `suitRanks`/`suitWeights`, the first of the
   * highest weight lifted above every suit's second-best card; returns the new move count.
   */
  private insertSuit(base: i32, count: i32, suit: i32, n: i32): i32 {
    const sr = state.suitRanks;
    const sw = state.suitWeights;
    let best = 0;
    for (let i = 1; i < n; i++) if ((sw[i]) > (sw[best])) best = i;
    sw[best] = (sw[best]) + SUIT_BEST;
    let total = count;
    for (let i = 0; i < n; i++) total = this.insertMove(base, total, suit, sr[i], sw[i]);
    return total;
  }

  private insertMove(base: i32, count: i32, suit: i32, rank: i32, weight: i32): i32 {
    let i = base + count;
    const moves = state.moves;
    while (i > base && (moves[i - 1]) >> 6 < weight) {
      moves[i] = moves[i - 1];
      i--;
    }
    moves[i] = (weight << 6) | (suit << 4) | rank;
    return count + 1;
  }

  /**
   * The cards the seat to play can play to the trick in progress, likeliest best first; returns
   * how many. Cards that win the trick for the side come first, cheapest first.
   */
  private genFollow(ply: i32, seat: i32, pos: i32): i32 {
    const hand = state.hand;
    const remTS = state.remTS;
    const trump = state.trump;
    const base = ply * MOVES;
    const led = state.pSuit[ply - pos];
    const wp = state.pWin[ply - 1];
    const winSuit = state.pSuit[wp];
    const winRank = state.pRank[wp];
    const partner = seat ^ 2;
    const partnerWinning = (state.pSeat[wp]) === partner;
    const ruffed = winSuit !== led;
    let count = 0;
    const h = hand[seat * 4 + led];
    if (h !== 0 && (h & (h - 1)) === 0) {
      // A singleton in the suit led: the only card.
      state.moves[base] = (led << 4) | topBit(h);
      return 1;
    }
    if (pos === 3 && h !== 0) {
      // Last hand, following: the cheapest card that wins, then the lowest cards.
      const others = (remTS[led]) & ~h;
      const canWin = !partnerWinning && !ruffed;
      const moves = state.moves;
      for (let pass = canWin ? 0 : 1; pass < 2; pass++) {
        let x = h;
        while (x !== 0) {
          const b = x & -x;
          x ^= lowestRun(x, others);
          const r = topBit(b);
          if (canWin && (r > winRank) !== (pass === 0)) continue;
          moves[base + count] = (led << 4) | r;
          count++;
        }
      }
      return count;
    }
    const next = (seat + 1) & 3;
    const nextLed = hand[next * 4 + led];
    const partnerLed = hand[partner * 4 + led];
    const nextRuffs = trump !== NO_TRUMP && led !== trump && nextLed === 0 && (hand[next * 4 + trump]) !== 0;
    if (h !== 0) {
      const all = remTS[led];
      const others = all & ~h;
      const nextTop = topBit(nextLed);
      const partnerTop = topBit(partnerLed);
      const nextLow = nextLed & -nextLed;
      const partnerLow = partnerLed & -partnerLed;
      const partnerRuffs = trump !== NO_TRUMP && led !== trump && partnerLed === 0 && (hand[partner * 4 + trump]) !== 0;
      const leaderLed = hand[((seat + 4 - pos) & 3) * 4 + led];
      const leaderTop = topBit(leaderLed);
      const rest = all & ~(1 << topBit(all));
      const secondInSuit = rest === 0 ? -1 : topBit(rest);
      let x = h;
      while (x !== 0) {
        const b = x & -x;
        const group = lowestRun(x, others);
        x ^= group;
        const r = topBit(b);
        const rank = r + 2;
        const equivalent = group !== b;
        let weight: i32;
        if (pos === 2) {
          let winning = false;
          if (!ruffed && (partnerWinning || r > winRank)) winning = !nextRuffs && nextTop < (r > winRank ? r : winRank);
          if (winning) weight = THIRD_WINS - rank;
          else if (!ruffed && r > winRank) weight = r === secondInSuit ? THIRD_PLAYS_SECOND_BEST : equivalent ? THIRD_COVERS_FROM_RUN - rank : THIRD_COVERS - rank;
          else weight = THIRD_LOSES - rank;
        } else {
          // Second hand: the side wins if this card holds against third hand, or partner beats both.
          const mine = r > winRank;
          let winning: bool;
          if (nextRuffs) winning = false;
          else if (mine && r > nextTop) winning = true;
          else winning = partnerRuffs || partnerTop > (nextTop > winRank ? nextTop : mine ? r : winRank);
          if (winning) {
            if (nextLed !== 0 && nextLow > b) weight = SECOND_WINS_UNDER_THIRD - rank;
            else if ((partnerLed & ~((2 << winRank) - 1) & ((1 << leaderTop) - 1)) !== 0) weight = SECOND_WINS_PARTNER_BETWEEN - rank;
            else if (mine) {
              if (partnerLed !== 0 && b < partnerLow) weight = SECOND_WINS_UNDER_PARTNER - rank;
              else if (r > leaderTop) weight = SECOND_WINS_OVER_LEADER - rank;
              else weight = equivalent ? SECOND_WINS_FROM_RUN - rank : SECOND_WINS - rank;
            } else weight = partnerLed !== 0 && equivalent ? SECOND_WINS_DUCK_FROM_RUN - rank : SECOND_WINS - rank;
          } else if ((nextLed !== 0 && nextLow > b) || (partnerLed !== 0 && partnerLow > b)) weight = -rank;
          else if (mine) weight = equivalent ? SECOND_COVERS_FROM_RUN - rank : SECOND_COVERS - rank;
          else weight = -rank;
        }
        count = this.insertMove(base, count, led, r, weight);
      }
      return count;
    }
    // Void in the suit led: ruff or discard.
    const sr = state.suitRanks;
    const sw = state.suitWeights;
    const nextTrumpTop = trump === NO_TRUMP ? -1 : topBit(hand[next * 4 + trump]);
    const nextTopLed = topBit(nextLed);
    const partnerRuffs = trump !== NO_TRUMP && led !== trump && partnerLed === 0 && (hand[partner * 4 + trump]) !== 0;
    for (let s = 0; s < 4; s++) {
      const hs = hand[seat * 4 + s];
      if (hs === 0) continue;
      const all = remTS[s];
      const others = all & ~hs;
      const length = popcount(hs);
      let suitAdd = ((length * VOID_LENGTH_MUL) / VOID_LENGTH_DIV) | 0;
      if (length === 2) {
        const rest = all & ~(1 << topBit(all));
        if (rest !== 0 && (hs & (1 << topBit(rest))) !== 0) suitAdd -= VOID_GUARDED_SECOND;
      }
      const isTrump = s === trump;
      let n = 0;
      let x = hs;
      while (x !== 0) {
        const b = x & -x;
        x ^= lowestRun(x, others);
        const r = topBit(b);
        const rank = r + 2;
        const onTop = isTrump && (winSuit !== trump || r > winRank);
        let weight: i32;
        if (pos === 3) {
          if (partnerWinning) weight = isTrump ? VOID_FOURTH_RUFF_PARTNER - rank + suitAdd : VOID_FOURTH_DISCARD_PARTNER_WINS - rank + suitAdd;
          else if (onTop) weight = VOID_FOURTH_RUFF_WINS - rank + suitAdd;
          else if (isTrump) weight = -rank;
          else weight = VOID_FOURTH_DISCARD - rank + suitAdd;
        } else if (pos === 2) {
          let winning: bool;
          if (onTop) winning = !(nextLed === 0 && nextTrumpTop > r);
          else if (partnerWinning) winning = winSuit === led ? !nextRuffs && nextTopLed < winRank : !(nextLed === 0 && nextTrumpTop > winRank);
          else winning = false;
          // The side wins with a ruff on top, or with partner's card (the lead, which any trump beats).
          if (winning) weight = (onTop ? VOID_THIRD_RUFF_WINS : VOID_THIRD_DISCARD_PARTNER_WINS) - rank + suitAdd;
          else if (onTop) weight = VOID_THIRD_RUFF_OVERRUFFED - rank + suitAdd;
          else if (isTrump) weight = VOID_THIRD_UNDERRUFF - rank + suitAdd;
          else weight = -rank + suitAdd;
        } else {
          let winning: bool;
          if (onTop) winning = !(nextLed === 0 && nextTrumpTop > r);
          else winning = !nextRuffs && (partnerRuffs || topBit(partnerLed) > (nextTopLed > winRank ? nextTopLed : winRank));
          if (winning) weight = isTrump ? VOID_SECOND_RUFF_WINS - rank + suitAdd : VOID_SECOND_DISCARD_PARTNER_WINS - rank + suitAdd;
          else weight = isTrump ? VOID_SECOND_RUFF_OVERRUFFED - rank + suitAdd : -rank + suitAdd;
        }
        sr[n] = r;
        sw[n++] = weight;
      }
      count = this.insertSuit(base, count, s, n);
    }
    return count;
  }

  /** A node inside a trick. */
  private follow(target: i32, ply: i32): bool {
    const pos = state.pos;
    if (pos === 3) return this.fourthHand(target, ply);
    const seat = (state.leader + pos) & 3;
    const isMax = (seat & 1) === state.maxSide;
    const wr = state.wr;
    const w = ply * 2;
    wr[w] = 0;
    wr[w + 1] = 0;
    if (pos === 1) {
      // The tricks the second hand's side needs from here, this one included.
      const need = target - state.tricksMax;
      const needed = isMax ? need : state.tricksLeft - need + 1;
      if (needed <= 1 ? this.secondHandWins(ply, seat, w) : this.secondHandSureTricks(ply, seat, w) >= needed) return isMax;
      wr[w] = 0;
      wr[w + 1] = 0;
    }
    const count = this.genFollow(ply, seat, pos);
    const base = ply * MOVES;
    // Per suit, four bits: the seat's cards below this rank index need no search (see `skipBelow`).
    let skip = 0;
    for (let i = 0; i < count; i++) {
      const m = state.moves[base + i];
      const s = (m >> 4) & 3;
      const r = m & 15;
      if (r < ((skip >>> (s * 4)) & 15)) continue;
      this.playCard(ply, seat, s, r);
      const res = this.follow(target, ply + 1);
      this.unplayCard(seat, s, r);
      if (res === isMax) {
        this.keepCutRelevant(w);
        return res;
      }
      skip = this.mergeFailedRelevant(w, skip, s, r);
    }
    const led = state.pSuit[ply - pos];
    this.coverMergedCards(seat, w, (state.hand[seat * 4 + led]) !== 0 ? led : -1);
    return !isMax;
  }

  /**
   * The last card of a trick. Following suit, the cards are taken straight from the hand in the
   * order `genFollow` gives them (the cheapest card that wins, then the lowest), with no move list:
   * the first card settles the node nine times in ten.
   */
  private fourthHand(target: i32, ply: i32): bool {
    const seat = (state.leader + 3) & 3;
    const isMax = (seat & 1) === state.maxSide;
    const wr = state.wr;
    const w = ply * 2;
    wr[w] = 0;
    wr[w + 1] = 0;
    const led = state.pSuit[ply - 3];
    const h = state.hand[seat * 4 + led];
    if (h !== 0) {
      const wp = state.pWin[ply - 1];
      const canWin = (state.pSeat[wp]) !== (seat ^ 2) && (state.pSuit[wp]) === led;
      const winRank = state.pRank[wp];
      const others = (state.remTS[led]) & ~h;
      // Per suit, four bits: the seat's cards below this rank index need no search (see `skipBelow`).
      let skip = 0;
      for (let pass = canWin ? 0 : 1; pass < 2; pass++) {
        let x = h;
        while (x !== 0) {
          const b = x & -x;
          x ^= lowestRun(x, others);
          const r = topBit(b);
          if ((canWin && (r > winRank) !== (pass === 0)) || r < ((skip >>> (led * 4)) & 15)) continue;
          const res = this.lastCard(target, ply, seat, led, r);
          if (res === isMax) {
            this.keepCutRelevant(w);
            return res;
          }
          skip = this.mergeFailedRelevant(w, skip, led, r);
        }
      }
      this.coverMergedCards(seat, w, led);
      return !isMax;
    }
    const count = this.genFollow(ply, seat, 3);
    const base = ply * MOVES;
    let skip = 0;
    for (let i = 0; i < count; i++) {
      const m = state.moves[base + i];
      const s = (m >> 4) & 3;
      const r = m & 15;
      if (r < ((skip >>> (s * 4)) & 15)) continue;
      const res = this.lastCard(target, ply, seat, s, r);
      if (res === isMax) {
        this.keepCutRelevant(w);
        return res;
      }
      skip = this.mergeFailedRelevant(w, skip, s, r);
    }
    this.coverMergedCards(seat, w, -1);
    return !isMax;
  }

  /**
   * Plays the last card of a trick and searches on from the next trick: whether the counted side
   * reaches `target`. The relevant ranks go to `wr` at the next ply.
   */
  private lastCard(target: i32, ply: i32, seat: i32, s: i32, r: i32): bool {
    this.playCard(ply, seat, s, r);
    const wr = state.wr;
    const c = ply * 2 + 2;
    const pSuit = state.pSuit;
    const winPly = state.pWin[ply];
    const winSuit = pSuit[winPly];
    let res: bool;
    // When this trick settles the target either way, the next trick need not be set up.
    const need = target - state.tricksMax - (((state.pSeat[winPly]) & 1) === state.maxSide ? 1 : 0);
    if (need <= 0 || need > state.tricksLeft - 1) {
      res = need <= 0;
      wr[c] = 0;
      wr[c + 1] = 0;
    } else if (state.trump === NO_TRUMP || state.tricksLeft === 2) {
      this.endTrick(ply);
      res = this.lead(target, ply + 1, false);
      this.undoTrick(ply);
    } else {
      // The next node's trump bound before the trick is closed: when it decides (7 % of nodes),
      // the next trick need not be set up.
      if (++state.nodes >= state.checkAt) this.checkLimits();
      wr[c] = 0;
      wr[c + 1] = 0;
      const bound = this.topTrumpBound(need, state.tricksLeft - 1, ply + 1, state.pSeat[winPly]);
      if (bound >= 0) res = bound === 1;
      else {
        this.endTrick(ply);
        res = this.lead(target, ply + 1, true);
        this.undoTrick(ply);
      }
    }
    // The winning card's rank mattered when another card of its suit was in the trick.
    const sameSuit =
      ((pSuit[ply - 3]) === winSuit ? 1 : 0) + ((pSuit[ply - 2]) === winSuit ? 1 : 0) +
      ((pSuit[ply - 1]) === winSuit ? 1 : 0) + (s === winSuit ? 1 : 0);
    if (sameSuit > 1) {
      const k = c + (winSuit >> 1);
      wr[k] = (wr[k]) | (1 << ((state.pRank[winPly]) + ((winSuit & 1) << 4)));
    }
    this.unplayCard(seat, s, r);
    return res;
  }

  /**
   * Whether the side of the second hand surely wins the trick in progress: it holds the top card
   * of the suit led and third hand cannot ruff, or one of its hands ruffs above anything third
   * hand can. The relevant ranks go to `wr` at `w`.
   */
  private secondHandWins(ply: i32, seat: i32, w: i32): bool {
    const hand = state.hand;
    const trump = state.trump;
    const led = state.pSuit[ply - 1];
    const partner = seat ^ 2;
    const third = (seat + 1) & 3;
    const all = state.remTS[led];
    const top = 1 << topBit(all);
    const sideSuit = trump !== NO_TRUMP && led !== trump;
    const thirdTrumps = sideSuit && (hand[third * 4 + led]) === 0 ? (hand[third * 4 + trump]) : 0;
    if (thirdTrumps === 0 && (((hand[seat * 4 + led]) | (hand[partner * 4 + led])) & top) !== 0) {
      this.setRel(w, led, top);
      return true;
    }
    if (!sideSuit) return false;
    const thirdTop = topBit(thirdTrumps);
    for (let k = 0; k < 2; k++) {
      const h = k === 0 ? seat : partner;
      if ((hand[h * 4 + led]) !== 0) continue;
      const trumps = hand[h * 4 + trump];
      if (trumps === 0 || topBit(trumps) < thirdTop) continue;
      if (thirdTrumps !== 0) this.setRel(w, trump, 1 << topBit(trumps));
      return true;
    }
    return false;
  }

  /**
   * The tricks the side of the second hand surely takes from here when it holds the top card of
   * the side suit led and third hand cannot ruff: this trick, and one for each of its trumps above
   * all the opponents' in one hand (as in `topTrumpBound`; none of them need fall to this trick
   * unless their holder, void in the suit, holds nothing else). 0 when it does not hold the top
   * card. The relevant ranks go to `wr` at `w`.
   */
  private secondHandSureTricks(ply: i32, seat: i32, w: i32): i32 {
    const hand = state.hand;
    const trump = state.trump;
    const led = state.pSuit[ply - 1];
    if (trump === NO_TRUMP || led === trump) return 0;
    const partner = seat ^ 2;
    const third = (seat + 1) & 3;
    const thirdTrumps = hand[third * 4 + trump];
    if ((hand[third * 4 + led]) === 0 && thirdTrumps !== 0) return 0;
    const top = 1 << topBit(state.remTS[led]);
    const mine = hand[seat * 4 + led];
    const partners = hand[partner * 4 + led];
    if (((mine | partners) & top) === 0) return 0;
    // The hand that wins this trick with the top card plays no trump to it; the other one only
    // when void in the suit with nothing but trumps.
    const winner = (mine & top) !== 0 ? seat : partner;
    const opponents = thirdTrumps | (hand[((seat + 3) & 3) * 4 + trump]);
    const above = opponents === 0 ? -1 : ~((2 << topBit(opponents)) - 1);
    let best = 0;
    let bestCards = 0;
    for (let k = 0; k < 2; k++) {
      const h = k === 0 ? seat : partner;
      const trumps = hand[h * 4 + trump];
      const cards = trumps & above;
      let count = popcount(cards);
      if (count === 0) continue;
      if (h !== winner && (hand[h * 4 + led]) === 0 && popcount(trumps) === state.tricksLeft && (trumps & ~above) === 0) count--;
      if (count > best) {
        best = count;
        bestCards = cards;
      }
    }
    this.setRel(w, led, top);
    if (best > 0 && opponents !== 0) this.setRel(w, trump, bestCards & -bestCards);
    return 1 + best;
  }

  /** A move cut the node off: the relevant ranks at `w` are those of its search alone (at `w + 2`). */
  private keepCutRelevant(w: i32): void {
    const wr = state.wr;
    wr[w] = wr[w + 2];
    wr[w + 1] = wr[w + 3];
  }

  /**
   * A move failed: the ranks relevant to its search (at `w + 2`) join those at `w`. Returns `skip`
   * with the card's suit updated (see `skipBelow`).
   */
  private mergeFailedRelevant(w: i32, skip: i32, suit: i32, rank: i32): i32 {
    const wr = state.wr;
    wr[w] = (wr[w]) | (wr[w + 2]);
    wr[w + 1] = (wr[w + 1]) | (wr[w + 3]);
    return this.skipBelow(skip, w + 2, suit, rank);
  }

  /**
   * A card that failed below every rank that mattered in its search stands for all the seat's
   * lower cards of that suit too: they would fail the same way, so the search skips them.
   * Returns `skip` (four bits a suit: the rank index below which to skip) with that noted.
   */
  private skipBelow(skip: i32, c: i32, suit: i32, rank: i32): i32 {
    if (((skip >>> (suit * 4)) & 15) !== 0) return skip;
    const rel = relOf(state.wr[c + (suit >> 1)], suit);
    const lowest = rel === 0 ? 13 : topBit(rel & -rel);
    return rank < lowest ? skip | (lowest << (suit * 4)) : skip;
  }

  /** Sets a suit's relevant ranks in the packed words of `wr` at `w`. */
  private setRel(w: i32, suit: i32, rel: i32): void {
    const k = w + (suit >> 1);
    const shift = (suit & 1) << 4;
    state.wr[k] = ((state.wr[k]) & ~(0xffff << shift)) | (rel << shift);
  }

  /**
   * When every card of a seat was tried, equal cards were tried once, by their lowest. In another
   * position that matches the relevant ranks, the seat's cards among them must still be equal to
   * a card it holds below them, which the lowest card's search covers; so a run of equal cards
   * that reaches below the relevant ranks makes its next card down relevant. `onlySuit` is the
   * suit the seat had to follow, or −1.
   */
  private coverMergedCards(seat: i32, w: i32, onlySuit: i32): void {
    const wr = state.wr;
    for (let s = 0; s < 4; s++) {
      if (onlySuit >= 0 && s !== onlySuit) continue;
      const rel = relOf(wr[w + (s >> 1)], s);
      if (rel === 0) continue;
      const h = state.hand[seat * 4 + s];
      const lowest = rel & -rel;
      const above = h & ~(lowest - 1);
      if (above === 0) continue;
      // The lowest of the seat's cards that matter; if the card just below it is the seat's too,
      // the run reaches below the relevant ranks, and that card becomes relevant: then the run's
      // cards that matter stay equal to a card below them in any position that matches.
      const first = above & -above;
      const below = (state.remTS[s]) & (first - 1);
      if (below === 0) continue;
      const next = 1 << topBit(below);
      if ((h & next) !== 0) this.setRel(w, s, rel | next);
    }
  }
}

