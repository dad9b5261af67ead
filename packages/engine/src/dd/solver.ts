import { STRAINS, SUIT_NAME, SUIT_SINGULAR, displayCard, strainIndex, suitOf, type Card, type Strain } from '../card.ts';
import { popcount } from '../bits.ts';
import { CardSet } from '../cardset.ts';
import { checkDisjoint, holderOf, type Deal } from '../deal.ts';
import { currentTrick, type Play, type PlayedCard } from '../play.ts';
import { err, ok, type EngineError, type Result } from '../result.ts';
import { SEATS, SEAT_NAME, isSeat, rotate, type Seat } from '../seat.ts';
import { ROOT_PLY, SearchAborted, sharedSearch, type DdSearch, type SearchLimits } from './search.ts';

/**
 * A position for the double-dummy solver: what each seat still holds, the trump suit, whose turn
 * it is, and the cards already played to the trick in progress (none at the start of a trick).
 */
export interface Position {
  /** The cards each seat still holds; cards already played to the current trick are not in them. */
  readonly hands: Deal;
  readonly trump: Strain;
  /** The seat to play next. */
  readonly turn: Seat;
  /** The cards of the trick in progress, in the order played (at most three). */
  readonly trick?: readonly PlayedCard[];
}

/** A position checked and translated for the search. */
interface Prepared {
  readonly masks: Int32Array;
  readonly trump: number;
  readonly leader: number;
  readonly trick: readonly (readonly [number, number, number])[];
  readonly turn: number;
  /** Tricks still to be decided, the current one included. */
  readonly tricks: number;
}

const SEAT_NUMBER: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** The 16 rank masks of a deal: `[seat * 4 + suit]`, suits in the engine's order (clubs first). */
export function dealMasks(hands: Deal): Int32Array {
  const masks = new Int32Array(16);
  SEATS.forEach((seat, i) => {
    const set = hands[seat];
    // CardSet keeps clubs and diamonds in `lo`, hearts and spades in `hi`, 13 bits a suit.
    masks[i * 4] = set.lo & 0x1fff;
    masks[i * 4 + 1] = (set.lo >>> 13) & 0x1fff;
    masks[i * 4 + 2] = set.hi & 0x1fff;
    masks[i * 4 + 3] = (set.hi >>> 13) & 0x1fff;
  });
  return masks;
}

const isCard = (c: unknown): c is Card => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52;

/** Checks that a position can arise in play, and translates it for the search. */
function prepare(position: Position): Result<Prepared> {
  if (!isSeat(position.turn)) return err('turn', `the turn must be a seat, N, E, S or W; got '${String(position.turn)}'`);
  if (!STRAINS.includes(position.trump)) return err('strain', `the trump must be S, H, D, C or NT; got '${String(position.trump)}'`);
  const disjoint = checkDisjoint(position.hands);
  if (!disjoint.ok) return disjoint;
  const trick = position.trick ?? [];
  if (trick.length > 3) {
    return err('trick', `a trick in progress has at most three cards before the turn comes round; this one has ${trick.length}`);
  }
  const leader = trick[0]?.seat ?? position.turn;
  const seen: Card[] = [];
  for (let i = 0; i < trick.length; i++) {
    const played = trick[i] as PlayedCard;
    const expected = rotate(leader, i);
    if (played === undefined || !isSeat(played.seat)) return err('trick', `card ${i + 1} of the trick names no seat`);
    if (played.seat !== expected) {
      return err(
        'trick-order',
        `cards go round clockwise: after ${SEAT_NAME[rotate(leader, i - 1)]} it is ${SEAT_NAME[expected]}'s card, not ${SEAT_NAME[played.seat]}'s`,
      );
    }
    if (!isCard(played.card)) return err('unknown-card', `card ${i + 1} of the trick is not a card`);
    if (seen.includes(played.card)) return err('duplicate-card', `${displayCard(played.card)} appears twice in the trick`);
    const holder = holderOf(position.hands, played.card);
    if (holder !== undefined) {
      return err('duplicate-card', `${displayCard(played.card)} was played to the trick but is still in ${SEAT_NAME[holder]}'s hand`);
    }
    seen.push(played.card);
    const led = suitOf((trick[0] as PlayedCard).card);
    if (i > 0 && suitOf(played.card) !== led && position.hands[played.seat].count(led) > 0) {
      return err(
        'revoke',
        `${SEAT_NAME[played.seat]} played ${displayCard(played.card)} to a ${SUIT_SINGULAR[led]} lead while holding ${SUIT_NAME[led]}`,
      );
    }
  }
  const turnExpected = rotate(leader, trick.length);
  if (position.turn !== turnExpected) {
    return err(
      'turn',
      `after the ${trick.length} card${trick.length === 1 ? '' : 's'} of this trick it is ${SEAT_NAME[turnExpected]}'s turn, not ${SEAT_NAME[position.turn]}'s`,
    );
  }
  // Seats still to play to this trick hold one card more than those that have played.
  const size = position.hands[position.turn].size;
  if (size > 13) return err('hand-size', `${SEAT_NAME[position.turn]} holds ${size} cards; a hand has at most 13`);
  if (trick.length > 0 && size === 0) return err('hand-size', `${SEAT_NAME[position.turn]} has no card left to play to the trick`);
  for (let i = 0; i < 4; i++) {
    const seat = rotate(leader, i);
    const want = i < trick.length ? size - 1 : size;
    const has = position.hands[seat].size;
    if (has !== want) {
      return err(
        'hand-size',
        `the hands do not match: ${SEAT_NAME[position.turn]} holds ${size} card${size === 1 ? '' : 's'}, so ${SEAT_NAME[seat]} should hold ${want}, not ${has}`,
      );
    }
  }
  return ok({
    masks: dealMasks(position.hands),
    trump: strainIndex(position.trump),
    leader: SEAT_NUMBER[leader],
    trick: trick.map((p) => [SEAT_NUMBER[p.seat], Math.floor(p.card / 13), p.card % 13] as const),
    turn: SEAT_NUMBER[position.turn],
    // The seat on turn has not played to this trick yet: its cards are the tricks left.
    tricks: size,
  });
}

/**
 * A first guess of the tricks a side takes, to start the search near the answer (each trick it
 * is off costs a search). A linear fit on the reference deals' tables: high cards, and in a
 * trump contract the side's trumps, its top trumps and its short side suits where it has trumps;
 * in no trump its longest suit and aces. Scaled down for a deal in the middle of play.
 */
export function estimateTricks(masks: Int32Array, trump: number, side: number, tricks: number): number {
  let points = 0;
  let longest = 0;
  let aces = 0;
  let trumps = 0;
  let longestTrumps = 0;
  let topTrumps = 0;
  let shortness = 0;
  for (let seat = side; seat < 4; seat += 2) {
    const seatTrumps = trump < 4 ? popcount(masks[seat * 4 + trump] as number) : 0;
    trumps += seatTrumps;
    longestTrumps = Math.max(longestTrumps, seatTrumps);
    for (let s = 0; s < 4; s++) {
      const h = masks[seat * 4 + s] as number;
      // Jack 1, queen 2, king 3, ace 4: bits 9 to 12.
      points += ((h >> 9) & 1) + ((h >> 10) & 1) * 2 + ((h >> 11) & 1) * 3 + ((h >> 12) & 1) * 4;
      aces += (h >> 12) & 1;
      const length = popcount(h);
      longest = Math.max(longest, length);
      if (s === trump) topTrumps += ((h >> 10) & 1) + ((h >> 11) & 1) + ((h >> 12) & 1);
      else if (seatTrumps > 0 && length < 3) shortness += 3 - length;
    }
  }
  const full =
    trump < 4
      ? -7.88 + 0.369 * points + 0.775 * trumps + 0.211 * shortness + 0.214 * topTrumps + 0.323 * longestTrumps
      : -5.02 + 0.472 * points + 0.351 * longest + 0.335 * aces;
  return Math.max(0, Math.min(tricks, Math.round((full * tricks) / 13)));
}

/**
 * Positions at the start of a trick searched so far in this process (or isolate): a measure of
 * the solver's work that, unlike time, is the same on every machine.
 */
export const nodesSearched = (): number => sharedSearch().nodes;

/**
 * Runs a search under `limits`: its value, or an 'out-of-budget' error when the limits stopped it.
 * The limits are lifted afterwards, so they never carry over to the next caller.
 */
export function withinLimits<T>(search: DdSearch, limits: SearchLimits, run: () => T): Result<T, EngineError<'out-of-budget'>> {
  search.setLimits(limits);
  try {
    return ok(run());
  } catch (e) {
    if (e instanceof SearchAborted) return err('out-of-budget', `the double-dummy search stopped before the answer: ${e.message}`);
    throw e;
  } finally {
    search.setLimits({});
  }
}

/**
 * Readies the search for a position. It starts afresh unless `keepTable` and the trump is the
 * last search's: a stored bound holds for every position matching its pattern whatever the deal
 * (it names only who holds which of the cards left), so the bounds of the last searches stay
 * true and spare the new search work already done: on the same position cut short by its limits,
 * or on another layout of the unseen cards at the same point of the play.
 */
function setUp(search: DdSearch, p: Prepared, keepTable = false): void {
  if (!keepTable || search.trump !== p.trump) search.startAfresh();
  search.setPosition(p.masks, p.trump, p.leader, p.trick, p.turn & 1);
}

/**
 * The number of tricks the side to play takes from this position on, the trick in progress
 * included, with best play by all four hands.
 */
export function solvePosition(position: Position, limits: SearchLimits = {}): Result<number> {
  const prepared = prepare(position);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  if (p.tricks === 0) return ok(0);
  const search = sharedSearch();
  return withinLimits(search, limits, () => {
    setUp(search, p);
    return search.value(ROOT_PLY, estimateTricks(p.masks, p.trump, p.turn & 1, p.tricks));
  });
}

/**
 * For every card the seat to play may play, the tricks its side then takes from this position
 * on (the trick in progress included), all four hands playing their best afterwards. Cards are
 * listed spades first, high to low, as PBN writes them. Under `limits`, an 'out-of-budget' error
 * when they run out before every card is solved. With `only`, just those of the legal cards.
 * With `keepTable`, what the last calls proved is kept when the trump is the same (see `setUp`).
 */
export function solveCards(
  position: Position,
  limits: SearchLimits = {},
  only?: CardSet,
  keepTable = false,
): Result<ReadonlyMap<Card, number>> {
  const prepared = prepare(position);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  if (p.tricks === 0) return ok(new Map<Card, number>());
  const search = sharedSearch();
  return withinLimits(search, limits, () => cardValues(search, p, only, keepTable));
}

function cardValues(search: DdSearch, p: Prepared, only: CardSet | undefined, keepTable: boolean): ReadonlyMap<Card, number> {
  setUp(search, p, keepTable);
  // Each card starts from the best value so far: most cards take that or a trick less.
  let guess = search.bestSoFar >= 0 ? search.bestSoFar : estimateTricks(p.masks, p.trump, p.turn & 1, p.tricks);
  let best = -1;
  return byDistinctCard(
    search,
    (ply) => {
      const value = search.value(ply, guess);
      best = Math.max(best, value);
      guess = best;
      search.bestSoFar = best;
      return value;
    },
    only,
  );
}

/**
 * `valueAt` the position after each legal card of the seat to play (the ply the search goes on
 * from), once for each run of equal cards (no other seat's card between them): equal cards take
 * the same tricks. Only the cards in `only`, when given.
 */
function byDistinctCard<T>(search: DdSearch, valueAt: (ply: number) => T, only?: CardSet): ReadonlyMap<Card, T> {
  const result = new Map<Card, T>();
  const moves = CardSet.fromCards(search.legalMoves().map(([s, r]) => s * 13 + r));
  const legal = only === undefined ? moves : moves.intersect(only);
  const byRun = new Map<number, T>();
  for (const c of legal) {
    const suit = Math.floor(c / 13);
    const low = search.equivalentLow(suit, c % 13);
    const key = suit * 13 + low;
    let value = byRun.get(key);
    if (value === undefined) {
      const ply = search.playAtRoot(suit, low);
      value = valueAt(ply);
      search.undoAtRoot(suit, low);
      byRun.set(key, value);
    }
    result.set(c, value);
  }
  return result;
}

/**
 * For every card the seat to play may play (with `only`, those of them), whether its side can
 * then still take `target` tricks from this position on, the trick in progress included: one
 * zero-window search a card, where the exact count takes two or three. For a player who first
 * asks whether the contract makes. `keepTable` as for solveCards.
 */
export function solveCardsAgainst(
  position: Position,
  target: number,
  limits: SearchLimits = {},
  only?: CardSet,
  keepTable = false,
): Result<ReadonlyMap<Card, boolean>> {
  const prepared = prepare(position);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const search = sharedSearch();
  return withinLimits(search, limits, () => {
    setUp(search, p, keepTable);
    return byDistinctCard(search, (ply) => target <= 0 || (target <= p.tricks && search.search(target, ply)), only);
  });
}

/** The position of a deal in play, for the solver: the engine's `Play` as it stands. */
export function positionFromPlay(play: Play): Position {
  return { hands: play.hands, trump: play.contract.strain, turn: play.turn, trick: currentTrick(play)?.cards ?? [] };
}
