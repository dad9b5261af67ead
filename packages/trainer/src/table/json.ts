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
import { formatPbn } from '@tenace/engine/formats';
import type { Language, RuleBook } from '@tenace/rules-dsl';
import { readTable } from '@tenace/robots';
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
}

export function tableRecord(table: Table, book: RuleBook = tableBook(table.setup)): TableRecordJson {
  const view = tableView(table, book);
  const over = table.game.phase === 'done';
  const kept = new Set(table.kept.map((k) => k.index));
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

/** The game as a PBN file, each call's meaning as a note; only once the deal is over, as the file shows every hand. */
export function tablePbn(table: Table, book: RuleBook = tableBook(table.setup)): Result<string, EngineError<TablePbnCode>> {
  const { game } = table;
  if (game.phase !== 'done')
    return err('game-in-progress', 'the deal is not over yet: its PBN record shows every hand, so it is written once the deal ends');
  const record = gameToRecord(game);
  const meanings = auctionWithMeanings(game, book);
  return ok(
    formatPbn({
      ...record,
      event: `Tenace: a single deal with a robot partner${playedWith(table.setup)}`,
      players: { N: 'Robot', E: 'Robot', S: 'Player', W: 'Robot' },
      auction: record.auction.map((c, i) => {
        const meaning = meanings[i]?.meaning;
        return meaning === null || meaning === undefined ? c : { ...c, note: meaning };
      }),
    }),
  );
}
