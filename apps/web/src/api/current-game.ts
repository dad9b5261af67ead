/**
 * The game this browser is playing: its id is kept in localStorage so that a reload (or coming back
 * later) returns to the same game. The id is the game's only key; the view comes from the API.
 */
import { forgetStored, readStored, writeStored } from '../app/storage.ts';
import { ApiProblem, games } from './client.ts';
import type { GameView } from './types.ts';

export const GAME_STORAGE_KEY = 'tenace.game';

/** Game ids are 22 characters of base64url; anything else stored under the key is not one. */
const GAME_ID = /^[A-Za-z0-9_-]{22}$/;

export function savedGameId(): string | undefined {
  const id = readStored(GAME_STORAGE_KEY);
  return id !== undefined && GAME_ID.test(id) ? id : undefined;
}

export const saveGameId = (id: string): void => writeStored(GAME_STORAGE_KEY, id);

export const forgetGame = (): void => forgetStored(GAME_STORAGE_KEY);

/** Whether the API said it has no such game (404 unknown-game). */
export const isUnknownGame = (error: unknown): boolean =>
  error instanceof ApiProblem && error.problem.kind === 'refused' && error.problem.status === 404;

export type Resumed =
  | { readonly kind: 'none' }
  /** The saved id named no game (expired, another server): it has been forgotten. */
  | { readonly kind: 'gone' }
  | { readonly kind: 'game'; readonly id: string; readonly view: GameView };

/**
 * The saved game as it stands now, if there is one. An id the API does not know is forgotten; other
 * failures (offline, a server error) are thrown and the id kept, to try again.
 */
export async function resumeGame(): Promise<Resumed> {
  const id = savedGameId();
  if (id === undefined) return { kind: 'none' };
  try {
    return { kind: 'game', id, view: await games.read(id) };
  } catch (error) {
    if (!isUnknownGame(error)) throw error;
    forgetGame();
    return { kind: 'gone' };
  }
}
