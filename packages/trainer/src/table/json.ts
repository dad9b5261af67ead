import {
  err,
  formatCall,
  formatCard,
  gameToRecord,
  ok,
  viewFor,
  viewToJson,
  type EngineError,
  type Game,
  type Result,
  type Seat,
  type SeatViewJson,
  type Vulnerability,
} from '@tenace/engine';
import type { SearchLimits } from '@tenace/engine/dd';
import { formatPbn, type DealRecord } from '@tenace/engine/formats';
import type { Language, RuleBook } from '@tenace/rules-dsl';
import { readTable } from '@tenace/robots';
import { analyseRecord, recordExports, type HandRecordExportsJson, type RecordAnalysisJson } from '../hand-record.ts';
import { USER_SEAT, canUndo, tableBook, tableBookName, tableVersion, type Table, type TableEntry, type TableSetup } from './table.ts';

/** A call in the API's notation, with who made it and what it means to anyone at the table. */
export interface TableCallJson {
  readonly seat: Seat;
  readonly call: string;
  /** The book's reading of the call from the auction alone (null when it reads nothing into it). */
  readonly meaning: string | null;
}

/** South's view of the game (api-v1.md, the `view` object), numbered by the game's version. */
export interface TableViewJson extends Omit<SeatViewJson, 'auction'> {
  readonly version: number;
  readonly auction: readonly TableCallJson[];
  /** South may take back their last call or card now. */
  readonly canUndo: boolean;
  /** South declares and may claim now. */
  readonly canClaim: boolean;
}

/**
 * What each call means, read from the auction as everyone at the table sees it: never from the
 * hand of the robot that made it, which South may not see.
 */
function auctionWithMeanings(game: Game, book: RuleBook, language: Language = 'en'): TableCallJson[] {
  const reading = readTable(book, { vulnerability: game.vulnerability, auction: game.auction });
  // The book's meanings, or the robots' own readings past the rules, in the language asked.
  return reading.calls.map((c) => ({ seat: c.seat, call: formatCall(c.call), meaning: c.meanings?.[language] ?? c.meaning ?? null }));
}

/** South's view, the book's meanings in `language`. */
export function tableView(table: Table, book: RuleBook = tableBook(table.setup), language: Language = 'en'): TableViewJson {
  const { game } = table;
  return {
    ...viewToJson(viewFor(game, USER_SEAT)),
    version: tableVersion(table),
    auction: auctionWithMeanings(game, book, language),
    canUndo: canUndo(table),
    canClaim: game.phase === 'play' && game.contract.declarer === USER_SEAT,
  };
}

/** A log entry in the API's notation: how a game's actions are stored and shown in its record. */
export type TableEntryJson =
  | { readonly seat: Seat; readonly kind: 'call'; readonly call: string }
  | { readonly seat: Seat; readonly kind: 'play'; readonly card: string }
  | { readonly seat: Seat; readonly kind: 'claim'; readonly tricks: number }
  | { readonly seat: Seat; readonly kind: 'undo' };

export function entryToJson(entry: TableEntry): TableEntryJson {
  const { seat, action } = entry;
  switch (action.kind) {
    case 'call':
      return { seat, kind: 'call', call: formatCall(action.call) };
    case 'play':
      return { seat, kind: 'play', card: formatCard(action.card) };
    case 'claim':
      return { seat, kind: 'claim', tricks: action.tricks };
    case 'undo':
      return { seat, kind: 'undo' };
  }
}

/** A log entry in the record: its version (the game's version once it was made) and whether an undo took it back. */
export type RecordEntryJson = TableEntryJson & { readonly version: number; readonly undone: boolean };

/**
 * The record of a game: the setup, every call with its meaning, every trick with its winner, the
 * result and the score breakdown, and the whole log, undos and what they took back included. The
 * seed and the deal, which show every hand, stay null until the deal is over.
 */
export interface TableRecordJson {
  readonly version: number;
  readonly phase: SeatViewJson['phase'];
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly seed: string | null;
  readonly deal: string | null;
  readonly auction: readonly TableCallJson[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: SeatViewJson['tricks'];
  readonly claim: SeatViewJson['claim'];
  readonly result: number | null;
  readonly score: SeatViewJson['score'];
  readonly log: readonly RecordEntryJson[];
  /** The options of the book the game is played with (every robot bids with them). */
  readonly options: readonly string[];
  /** The book the game is played by: the id of a book of one's own, or SAYC. */
  readonly book: string;
  /**
   * Once the deal is over: its double-dummy table and par, what each card cost, and South's calls
   * the book would have made otherwise. Null before, or when the solver's budget ran out
   * (`analysisError` says so).
   */
  readonly analysis: RecordAnalysisJson | null;
  readonly analysisError: string | null;
  /** Once the deal is over: the game as PBN (with the double-dummy tags), LIN and a hand-viewer link. */
  readonly exports: HandRecordExportsJson | null;
}

/** A finished game's analysis, worked out once for each table (a game over never changes). */
const analyses = new WeakMap<Table, Result<RecordAnalysisJson, EngineError<'out-of-budget'>>>();

/** The analysis of a finished game, South's calls marked; undefined while the deal is in progress. */
export function tableAnalysis(
  table: Table,
  book: RuleBook = tableBook(table.setup),
  limits: SearchLimits = {},
): Result<RecordAnalysisJson, EngineError<'out-of-budget'>> | undefined {
  if (table.game.phase !== 'done') return undefined;
  let analysis = analyses.get(table);
  if (analysis === undefined) {
    analysis = analyseRecord(tableDealRecord(table, book), { book, seats: [USER_SEAT], limits });
    analyses.set(table, analysis);
  }
  return analysis;
}

export function tableRecord(table: Table, book: RuleBook = tableBook(table.setup), limits: SearchLimits = {}): TableRecordJson {
  const view = tableView(table, book);
  const over = table.game.phase === 'done';
  const kept = new Set(table.kept.map((k) => k.index));
  const analysis = tableAnalysis(table, book, limits);
  const optimum = analysis?.ok === true ? analysis.value.pbn : undefined;
  const exports = over ? recordExports(tableDealRecord(table, book)) : null;
  return {
    version: view.version,
    phase: view.phase,
    dealer: view.dealer,
    vulnerability: view.vulnerability,
    seed: over ? table.setup.seed : null,
    deal: view.deal,
    auction: view.auction,
    contract: view.contract,
    declarer: view.declarer,
    tricks: view.tricks,
    claim: view.claim,
    result: view.result,
    score: view.score,
    log: table.log.map((entry, i) => ({ ...entryToJson(entry), version: i + 1, undone: entry.action.kind !== 'undo' && !kept.has(i) })),
    options: [...(table.setup.options ?? [])],
    book: tableBookName(table.setup),
    analysis: analysis?.ok === true ? analysis.value : null,
    analysisError: analysis?.ok === false ? analysis.error.message : null,
    exports: exports === null ? null : { ...exports, pbn: optimum ?? exports.pbn },
  };
}

/**
 * The book and its options in the PBN's Event tag, where a reader of the file looks for how it was
 * played: nothing for SAYC as it stands, else the book (SAYC or a book's id) and its options.
 */
function playedWith(setup: TableSetup): string {
  const options = setup.options ?? [];
  if (setup.book === undefined && options.length === 0) return '';
  const book = setup.book === undefined ? 'SAYC' : `the book ${setup.book.id}`;
  return options.length === 0 ? `, ${book}` : `, ${book} with ${options.join(' and ')}`;
}

/** Why there is no PBN file yet: the deal is not over. */
export const TABLE_PBN_CODES = ['game-in-progress'] as const;
export type TablePbnCode = (typeof TABLE_PBN_CODES)[number];

/** The game as a deal record, as its PBN and LIN give it: the book in the event, each call's meaning as a note. */
function tableDealRecord(table: Table, book: RuleBook): DealRecord {
  const record = gameToRecord(table.game);
  const meanings = auctionWithMeanings(table.game, book);
  return {
    ...record,
    event: `Tenace: a single deal with a robot partner${playedWith(table.setup)}`,
    players: { N: 'Robot', E: 'Robot', S: 'Player', W: 'Robot' },
    auction: record.auction.map((c, i) => {
      const meaning = meanings[i]?.meaning;
      return meaning === null || meaning === undefined ? c : { ...c, note: meaning };
    }),
  };
}

/**
 * The game as a PBN file, each call's meaning as a note, with the double-dummy tags when its
 * analysis is done; only once the deal is over, as the file shows every hand.
 */
export function tablePbn(
  table: Table,
  book: RuleBook = tableBook(table.setup),
  limits: SearchLimits = {},
): Result<string, EngineError<TablePbnCode>> {
  const analysis = tableAnalysis(table, book, limits);
  if (analysis === undefined)
    return err('game-in-progress', 'the deal is not over yet: its PBN record shows every hand, so it is written once the deal ends');
  return ok(analysis.ok ? analysis.value.pbn : formatPbn(tableDealRecord(table, book)));
}
