/**
 * What reading a file of boards gives (PBN, LIN): the boards imported, a warning for each thing the
 * calls and cards override, and the boards that could not be read, each placed in the file.
 */
import type { DealRecord, BoardWarning, SettledRecord } from './record.ts';
import { ok, type EngineError, type Result } from './result.ts';

/** Why a board is not imported: the part of it that cannot be read. */
export const BOARD_ERROR_CODES = ['syntax', 'deal', 'dealer', 'vulnerability', 'auction'] as const;
export type BoardErrorCode = (typeof BOARD_ERROR_CODES)[number];

/** Why a whole file is refused: it holds no board, or none that can be read. */
export const FILE_ERROR_CODES = ['empty-file', 'no-readable-board'] as const;
export type FileErrorCode = (typeof FILE_ERROR_CODES)[number];

/** Where a board stands in a file. */
export interface BoardPlace {
  /** The board's number or name as the file gives it (PBN `Board`, LIN `ah`). */
  readonly board?: string;
  /** Its place among all the boards of the file, imported or not, counting from 0. */
  readonly index: number;
  /** The line of the fault, or else the line where the board starts. */
  readonly line?: number;
}

export interface ImportWarning extends BoardPlace, BoardWarning {}
export interface BoardError extends BoardPlace, EngineError<BoardErrorCode> {}

/** Every board a file holds: those imported, what was overridden in them, and those that could not be read. */
export interface FileImport {
  readonly boards: readonly DealRecord[];
  readonly warnings: readonly ImportWarning[];
  readonly failed: readonly BoardError[];
}

export interface FileImportError extends EngineError<FileErrorCode> {
  readonly failed: readonly BoardError[];
}

/** A board's fault as its reader reports it; the line, when known, is more precise than the board's start. */
export type BoardFault = EngineError<BoardErrorCode> & { readonly line?: number };

/** One board of a file as read, ready to be gathered by `gatherImport`. */
export interface BoardReading {
  readonly place: BoardPlace;
  readonly outcome: Result<SettledRecord, BoardFault>;
}

/** How many line breaks a text holds: what a reader adds to its line count once past the text. */
export const countLineBreaks = (text: string): number => text.split('\n').length - 1;

/** "board 7", or for a board with no number its place in the file: "deal 3 of the file". */
export const boardWords = (place: BoardPlace): string =>
  place.board !== undefined ? `board ${place.board}` : `deal ${place.index + 1} of the file`;

/**
 * Gathers the boards of a file, naming the board in every message. A file with no board read is an
 * error as a whole, carrying the failures that explain why.
 */
export function gatherImport(readings: readonly BoardReading[]): Result<FileImport, FileImportError> {
  const boards: DealRecord[] = [];
  const warnings: ImportWarning[] = [];
  const failed: BoardError[] = [];
  for (const { place, outcome } of readings) {
    const where = boardWords(place);
    if (outcome.ok) {
      boards.push(outcome.value.record);
      for (const w of outcome.value.warnings) warnings.push({ ...place, code: w.code, message: `${where}: ${w.message}` });
    } else {
      const { code, message, line } = outcome.error;
      failed.push({ ...place, ...(line !== undefined ? { line } : {}), code, message: `${where}: ${message}` });
    }
  }
  if (boards.length > 0) return ok({ boards, warnings, failed });
  const [first] = failed;
  if (first === undefined) return { ok: false, error: { code: 'empty-file', message: 'the file holds no board', failed } };
  const others = failed.length > 1 ? ` (and ${failed.length - 1} more ${failed.length === 2 ? 'board' : 'boards'} could not be read)` : '';
  return { ok: false, error: { code: 'no-readable-board', message: `no board could be read: ${first.message}${others}`, failed } };
}
