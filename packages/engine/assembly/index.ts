/**
 * The double-dummy search compiled to WebAssembly (`pnpm build:wasm` writes src/dd/dd.wasm):
 * the exports src/dd/search.ts wraps. One search object lives in the module, shared by every
 * caller; positions come in through small static arrays filled by setters.
 */
import { DdSearch, state } from './search';

const search = new DdSearch();
const masks = new StaticArray<i32>(16);
/** The cards of the trick in progress: [seat, suit, rank index] per card, at most three. */
const trick = new StaticArray<i32>(9);

export function setMask(i: i32, holding: i32): void {
  masks[i] = holding;
}

export function setTrickCard(i: i32, seat: i32, suit: i32, rank: i32): void {
  trick[i * 3] = seat;
  trick[i * 3 + 1] = suit;
  trick[i * 3 + 2] = rank;
}

/** Sets up the position in the masks and the first `trickLength` trick cards set before. */
export function setPosition(trump: i32, leader: i32, trickLength: i32, maxSide: i32): void {
  search.setPosition(masks, trump, leader, trick, trickLength, maxSide);
}

export function startAfresh(): void {
  search.startAfresh();
}

/** At most `maxNodes` more nodes (negative: no limit) and the clock's reading `deadline`. */
export function setLimits(maxNodes: f64, deadline: f64): void {
  search.setLimits(maxNodes, deadline);
}

/** Why the last search trapped: 1 its node limit, 2 its deadline, 0 it did not. */
export function aborted(): i32 {
  return state.aborted;
}

export function nodes(): f64 {
  return <f64>state.nodes;
}

export function trump(): i32 {
  return state.trump;
}

export function bestSoFar(): i32 {
  return state.bestSoFar;
}

export function setBestSoFar(value: i32): void {
  state.bestSoFar = value;
}

export function legalHolding(suit: i32): i32 {
  return search.legalHolding(suit);
}

export function equivalentLow(suit: i32, rank: i32): i32 {
  return search.equivalentLow(suit, rank);
}

export function playAtRoot(suit: i32, rank: i32): i32 {
  return search.playAtRoot(suit, rank);
}

export function undoAtRoot(suit: i32, rank: i32): void {
  search.undoAtRoot(suit, rank);
}

export function value(ply: i32, guess: i32): i32 {
  return search.value(ply, guess);
}

export function reaches(target: i32, ply: i32): bool {
  return search.search(target, ply);
}

/** The module's memory in bytes: the table grows with the work and keeps its size. */
export function memoryBytes(): f64 {
  return <f64>memory.size() * 65536;
}
