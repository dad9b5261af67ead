export type { SearchLimits } from './search.ts';
export { solvePosition, solveCards, solveCardsAgainst, positionFromPlay, nodesSearched, type Position } from './solver.ts';
export { ddTable, type DdTable } from './table.ts';
export { par, formatParContract, type Par, type ParContract } from './par.ts';
