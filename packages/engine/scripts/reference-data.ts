/**
 * The double-dummy reference data (packages/engine/data/dd/, formats in its README), read one way
 * for the tests, the benchmarks and the scripts.
 */
import { readFileSync } from 'node:fs';
import {
  parseCard,
  parsePbnDeal,
  playCard,
  rightOf,
  startPlay,
  unwrap,
  type Deal,
  type Play,
  type Seat,
  type Strain,
} from '../src/index.ts';

const DATA = new URL('../data/dd/', import.meta.url);

/** A deal and the tricks each declarer takes in each strain. */
export interface TableRecord {
  readonly pbn: string;
  readonly dd: Record<Seat, Record<Strain, number>>;
}

/** A deal part played, and the tricks the side to play takes with each of its legal cards. */
export interface PositionRecord {
  readonly pbn: string;
  readonly trump: Strain;
  readonly leader: Seat;
  readonly played: readonly string[];
  readonly next: Seat;
  readonly remaining: number;
  readonly cards: Record<string, number>;
}

const readJsonLines = <T>(name: string): T[] =>
  readFileSync(new URL(name, DATA), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as T);

/** The 500 deals with their full tables. */
export const readTableRecords = (): TableRecord[] => readJsonLines<TableRecord>('dd_tables_500.jsonl');

/** The 150 mid-play positions with every card's result. */
export const readPositionRecords = (): PositionRecord[] => readJsonLines<PositionRecord>('dd_positions_150.jsonl');

/** The play of a deal with `leader` on lead in `trump`, after the cards given (`SA`, `H7`…). */
export function playFrom(deal: Deal, trump: Strain, leader: Seat, cards: readonly string[]): Play {
  let play = startPlay(deal, { level: 1, strain: trump, doubled: '', declarer: rightOf(leader) });
  for (const text of cards) play = unwrap(playCard(play, unwrap(parseCard(text))));
  return play;
}

/** The play of a position record: its deal, after the cards played. */
export const playOfRecord = (record: PositionRecord): Play =>
  playFrom(unwrap(parsePbnDeal(record.pbn)), record.trump, record.leader, record.played);

/** The value below which a share `p` of `values` falls (p = 0.5 the median, 1 the largest). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}
