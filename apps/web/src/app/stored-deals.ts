/**
 * The file of deals brought in, kept in this browser only (localStorage): the import's answer, the
 * file's name, and each board's analysis once asked, so a reload shows the same session without
 * asking the server again. Nothing of it is stored on the server.
 */
import type { DealAnalyseAnswer, DealImport, HandRecord } from '../api/types.ts';
import { forgetStored, readStored } from './storage.ts';

export const DEALS_STORAGE_KEY = 'tenace.deals';

export interface StoredDeals {
  /** The file's name, or the words for pasted text. */
  readonly name: string;
  readonly imported: DealImport;
  /** Each board's analysis, by its place in `imported.boards`. */
  readonly analyses: Readonly<Record<number, DealAnalyseAnswer>>;
}

/** What is read back from storage is checked for its outline: another version of the page, or a hand edit, may have left anything. */
function isStoredDeals(value: unknown): value is StoredDeals {
  if (typeof value !== 'object' || value === null) return false;
  if (!('name' in value) || typeof value.name !== 'string') return false;
  if (!('analyses' in value) || typeof value.analyses !== 'object' || value.analyses === null) return false;
  if (!('imported' in value) || typeof value.imported !== 'object' || value.imported === null) return false;
  const imported = value.imported;
  return 'boards' in imported && Array.isArray(imported.boards) && 'failed' in imported && Array.isArray(imported.failed);
}

/**
 * The session of this visit, held in the page too: one the browser would not keep (a championship's
 * file past its quota) still opens board by board until the page is left.
 */
let thisVisit: StoredDeals | undefined;

export function readStoredDeals(): StoredDeals | undefined {
  const stored = readStored(DEALS_STORAGE_KEY);
  if (stored === undefined) return thisVisit;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isStoredDeals(parsed) ? parsed : thisVisit;
  } catch {
    return thisVisit;
  }
}

/**
 * Keeps `deals`; false when the browser would not (storage off, or a championship's file past its
 * quota). The analyses are dropped first when the whole does not fit: they can be asked again.
 */
export function storeDeals(deals: StoredDeals): boolean {
  thisVisit = deals;
  for (const kept of [deals, { ...deals, analyses: {} }]) {
    try {
      window.localStorage.setItem(DEALS_STORAGE_KEY, JSON.stringify(kept));
      return true;
    } catch {
      // Try with less, then give up: the page still shows the session for this visit.
    }
  }
  // An earlier file kept must not come back in this one's place.
  forgetStored(DEALS_STORAGE_KEY);
  return false;
}

export function forgetDeals(): void {
  thisVisit = undefined;
  forgetStored(DEALS_STORAGE_KEY);
}

/** The board at `position` of the stored session, with its analysis when kept. */
export function storedBoard(position: number): { readonly board: HandRecord; readonly analysis?: DealAnalyseAnswer } | undefined {
  const deals = readStoredDeals();
  const board = deals?.imported.boards[position];
  if (deals === undefined || board === undefined) return undefined;
  const analysis = deals.analyses[position];
  return analysis === undefined ? { board } : { board, analysis };
}
