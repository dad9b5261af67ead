import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '../src/api/client.ts';
import { GAME_STORAGE_KEY, resumeGame, saveGameId, savedGameId } from '../src/api/current-game.ts';
import { fakeApi, gameView, ok, refused } from './fake-api.ts';

const ID = 'q5Zb0vXH3lQ2mJd8sR1wYA';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the current game', () => {
  it('has none until a game id is saved', async () => {
    const sent = fakeApi({});
    expect(savedGameId()).toBeUndefined();
    expect(await resumeGame()).toEqual({ kind: 'none' });
    expect(sent).toEqual([]);
  });

  it('ignores what is stored under its key when it is not a game id', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, '../../admin');
    const sent = fakeApi({});
    expect(await resumeGame()).toEqual({ kind: 'none' });
    expect(sent).toEqual([]);
  });

  it('resumes the saved game with its view as the API has it now', async () => {
    saveGameId(ID);
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBe(ID);
    const view = gameView({ version: 7 });
    const sent = fakeApi({ [`GET /games/${ID}`]: () => ok({ view }) });
    expect(await resumeGame()).toEqual({ kind: 'game', id: ID, view });
    expect(sent).toEqual([{ method: 'GET', path: `/games/${ID}`, body: undefined }]);
  });

  it('forgets a game the API does not know', async () => {
    saveGameId(ID);
    fakeApi({ [`GET /games/${ID}`]: () => refused(404, 'unknown-game', 'there is no game with this id') });
    expect(await resumeGame()).toEqual({ kind: 'gone' });
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBeNull();
  });

  it('keeps the id when the server cannot be reached, to try again', async () => {
    saveGameId(ID);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(resumeGame()).rejects.toBeInstanceOf(ApiProblem);
    expect(savedGameId()).toBe(ID);
  });
});
