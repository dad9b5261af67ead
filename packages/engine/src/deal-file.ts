/**
 * A file of deals whose format may not be said: PBN or BBO's LIN, told apart by how they start, and
 * read with their own reader.
 */
import type { FileImport, FileImportError } from './file-import.ts';
import { parseLin } from './lin.ts';
import { parsePbn } from './pbn.ts';
import type { Result } from './result.ts';

export const DEAL_FILE_FORMATS = ['pbn', 'lin'] as const;
export type DealFileFormat = (typeof DEAL_FILE_FORMATS)[number];

/**
 * The format a text is written in: LIN when it holds a LIN deal or player pair (`md|`, `pn|`,
 * `qx|`) before any PBN tag (`[Name "value"]`), PBN otherwise, as PBN is the standard's.
 */
export function detectFormat(text: string): DealFileFormat {
  const lin = /(^|\|)\s*(md|pn|qx|vg)\s*\|/im.exec(text);
  const pbn = /\[\s*[A-Za-z0-9_]+\s*"/.exec(text);
  if (lin === null) return 'pbn';
  return pbn === null || lin.index < pbn.index ? 'lin' : 'pbn';
}

/** Reads a file of deals in the format given, or the one detected: its boards, warnings and failures. */
export function parseDealFile(
  text: string,
  format: DealFileFormat = detectFormat(text),
): { readonly format: DealFileFormat; readonly read: Result<FileImport, FileImportError> } {
  return { format, read: format === 'lin' ? parseLin(text) : parsePbn(text) };
}
