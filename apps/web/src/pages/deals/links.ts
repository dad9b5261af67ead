/**
 * Where a board opens: a board of the session kept in this browser by its place, or a shared board
 * carried whole in the address as LIN (the API's own export, read back by POST /deals/import), so a
 * shared link needs nothing stored on the server.
 */
export const DEALS_PATH = '/deals';
export const BOARD_PATH = '/deals/board';

export const storedBoardPath = (position: number): string => `${BOARD_PATH}?n=${position}`;
export const sharedBoardPath = (lin: string): string => `${BOARD_PATH}?lin=${encodeURIComponent(lin)}`;

/** What the board page's address asks for. */
export type BoardAddress =
  | { readonly kind: 'stored'; readonly position: number }
  | { readonly kind: 'shared'; readonly lin: string }
  | { readonly kind: 'none' };

export function boardAddress(search: string): BoardAddress {
  const query = new URLSearchParams(search);
  const lin = query.get('lin');
  if (lin !== null && lin.trim() !== '') return { kind: 'shared', lin };
  const n = query.get('n');
  if (n !== null && /^\d{1,6}$/.test(n)) return { kind: 'stored', position: Number(n) };
  return { kind: 'none' };
}
