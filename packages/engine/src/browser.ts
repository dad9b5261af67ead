/**
 * The part of the engine a browser client may import: the notation of seats, suits and calls, and
 * the laws of the auction (which calls are legal, when it ends, the contract). Nothing here deals,
 * holds a deal or searches one, so a page built on it can only show what the API gives it.
 */
export * from './seat.ts';
export * from './card.ts';
export * from './call.ts';
export * from './auction.ts';
export type { Result, EngineError } from './result.ts';
// Types only: the score the API sends is the engine's, field for field.
export type { Score, ScoreItem, ScoreItemKind } from './score.ts';
