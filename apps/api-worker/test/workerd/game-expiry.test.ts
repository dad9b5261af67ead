// A game is deleted a set time (GAME_EXPIRY_DAYS, 1 in these tests) after its last action, by its
// Durable Object's alarm; its id then says so. The alarms are run at once, not waited for.
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { EXPIRED_NOTICE_DAYS, type GameSession } from '../../src/games/session.ts';
import { GameClient, api, post, refused } from './game-client.ts';
import { recordTestFile } from './isolate.ts';

recordTestFile('game-expiry.test.ts');

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFENDING = 'table-0';

const alarmOf = (id: string): Promise<number | null> =>
  runInDurableObject(env.GAMES.getByName(id), (_instance, state) => state.storage.getAlarm());

/** The tables the game's storage holds. */
const tablesOf = (id: string): Promise<string[]> =>
  runInDurableObject(env.GAMES.getByName(id), (_instance, state) =>
    state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
      )
      .toArray()
      .map((row) => row.name),
  );

/**
 * Runs `request` and gives the alarm it set, with the bounds it must lie within: a day after the
 * clock's reading before and after the request (read, never waited on).
 */
async function alarmAfter(id: () => string, request: () => Promise<unknown>) {
  const before = Date.now();
  await request();
  const after = Date.now();
  const alarm = await alarmOf(id());
  return { alarm, earliest: before + DAY_MS, latest: after + DAY_MS };
}

describe('games expire', () => {
  it('a day after the last action the alarm deletes the game; its id then answers 404 game-expired', async () => {
    let game: GameClient | undefined;
    const id = (): string => game?.id ?? '';
    const created = await alarmAfter(id, async () => (game = await GameClient.start('None', DEFENDING)));
    expect(created.alarm).toBeGreaterThanOrEqual(created.earliest);
    expect(created.alarm).toBeLessThanOrEqual(created.latest);
    // Every action sets it again, a day from then: brought an hour near first, it moves back.
    await runInDurableObject(env.GAMES.getByName(id()), (_instance, state) => state.storage.setAlarm(Date.now() + DAY_MS / 24));
    const called = await alarmAfter(id, () => game?.call('Pass') ?? Promise.reject(new Error('no game')));
    expect(called.alarm).toBeGreaterThanOrEqual(called.earliest);
    expect(called.alarm).toBeLessThanOrEqual(called.latest);

    expect(await runDurableObjectAlarm(env.GAMES.getByName(id()))).toBe(true);
    const gone = { code: 'game-expired', message: 'this game expired after 1 day without play; start a new one', path: [] };
    expect(await refused(await api(`/games/${id()}`), 404)).toEqual(gone);
    expect(await refused(await post(`/games/${id()}/calls`, { call: 'Pass' }), 404)).toEqual(gone);
    expect(await refused(await post(`/games/${id()}/hint`), 404)).toEqual(gone);
    expect(await refused(await api(`/games/${id()}/record`), 404)).toEqual(gone);
    expect(await refused(await api(`/games/${id()}/pbn`), 404)).toEqual(gone);
    // Nothing of the game is kept but that, for a year; a restart changes nothing.
    expect(await tablesOf(id())).toEqual(['expired']);
    const notice = await alarmOf(id());
    expect(notice).toBeGreaterThanOrEqual(Date.now() + (EXPIRED_NOTICE_DAYS - 1) * DAY_MS);
    expect(notice).toBeLessThanOrEqual(Date.now() + EXPIRED_NOTICE_DAYS * DAY_MS);
    await abortAllDurableObjects();
    expect(await refused(await api(`/games/${id()}`), 404)).toEqual(gone);
    // Then the notice goes too: the storage is empty and the id unknown, as if it never was.
    expect(await runDurableObjectAlarm(env.GAMES.getByName(id()))).toBe(true);
    expect(await tablesOf(id())).toEqual([]);
    expect(await alarmOf(id())).toBeNull();
    expect((await refused(await api(`/games/${id()}`), 404)).code).toBe('unknown-game');
  });

  it('an alarm that finds a newer one set (an action served while it waited its turn) deletes nothing', async () => {
    const game = await GameClient.start('None', DEFENDING);
    const later = Date.now() + DAY_MS;
    await runInDurableObject(env.GAMES.getByName(game.id), async (instance: GameSession, state) => {
      await state.storage.setAlarm(later);
      await instance.alarm();
    });
    expect(await game.read()).toEqual(game.view);
    expect(await alarmOf(game.id)).toBe(later);
  });

  it('a game stored with no alarm (before games expired) gets one when it is next loaded', async () => {
    const game = await GameClient.start('None', DEFENDING);
    await runInDurableObject(env.GAMES.getByName(game.id), (_instance, state) => state.storage.deleteAlarm());
    await abortAllDurableObjects();
    const loaded = await alarmAfter(
      () => game.id,
      () => game.read(),
    );
    expect(loaded.alarm).toBeGreaterThanOrEqual(loaded.earliest);
    expect(loaded.alarm).toBeLessThanOrEqual(loaded.latest);
  });

  it('an id no game ever had is still unknown-game, and has no alarm to run', async () => {
    const id = 'BBBBBBBBBBBBBBBBBBBBBB';
    expect(await runDurableObjectAlarm(env.GAMES.getByName(id))).toBe(false);
    expect(await refused(await api(`/games/${id}`), 404)).toMatchObject({ code: 'unknown-game' });
  });
});
