// What a game refuses, and what it keeps: illegal and out-of-turn actions, requests at the same
// time, undo, hints, claims, the storage behind each answer, a restart, and the rate limits.
import { abortAllDurableObjects, createExecutionContext, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CardSet, formatCard, parsePbnHand, unwrap } from '@tenace/engine';
import { declarerMaxTricks } from '@tenace/robots';
import { replayTable } from '@tenace/trainer';
import { createApp } from '../../src/app.ts';
import { StoredEntry, StoredSetup } from '../../src/games/stored.ts';
import { LIMITERS, type LimiterName } from '../../src/rate-limit.ts';
import { CountingRateLimit } from '../counting-rate-limit.ts';
import { GameClient, api, post, refused, type View } from './game-client.ts';
import { recordTestFile } from './isolate.ts';

recordTestFile('game-rules.test.ts');

const SOUTH_DECLARES = 'table-9';
const DEFENDING = 'table-0';
const PARTNER_OPENS = 'table-6'; // South passes, West passes, North opens 1C, East passes.

/** The game as stored in its Durable Object: the rows of its log, and the game they rebuild. */
async function stored(id: string) {
  return runInDurableObject(env.GAMES.getByName(id), (_instance, state) => {
    const sql = state.storage.sql;
    const [row] = sql.exec<{ setup: string }>('SELECT setup FROM setup').toArray();
    const log = sql.exec<{ version: number; entry: string }>('SELECT version, entry FROM log ORDER BY version').toArray();
    // These games are played by SAYC: a setup naming a book of one's own needs the book looked up.
    const { book, ...setup } = StoredSetup.parse(JSON.parse(row?.setup ?? 'null'));
    expect(book).toBeUndefined();
    const table = unwrap(
      replayTable(
        setup,
        log.map((r) => StoredEntry.parse(JSON.parse(r.entry))),
      ),
    );
    return { versions: log.map((r) => r.version), table };
  });
}

const southHand = (view: View): CardSet => unwrap(parsePbnHand(view.hand, undefined));

/** Sends a request that must be refused, and checks that the game did not change. */
async function refusedUnchanged(game: GameClient, request: Promise<Response>, status: number) {
  const before = await game.read();
  const error = await refused(await request, status);
  expect(await game.read()).toEqual(before);
  return error;
}

describe('refusals change nothing', () => {
  it('in the auction: an insufficient bid, a double of partner, a card, a call that cannot be read', async () => {
    const game = await GameClient.start('None', PARTNER_OPENS);
    await game.call('Pass');
    expect(game.view.auction.map((c) => c.call)).toEqual(['Pass', 'Pass', '1C', 'Pass']);
    const id = game.id;
    expect(await refusedUnchanged(game, post(`/games/${id}/calls`, { call: 'X' }), 422)).toEqual({
      code: 'illegal-call',
      message: "you cannot double your partner's bid",
      path: ['call'],
    });
    expect(await refusedUnchanged(game, post(`/games/${id}/calls`, { call: '1c' }), 422)).toMatchObject({
      code: 'illegal-call',
      message: '1C does not outrank 1C',
    });
    expect(await refusedUnchanged(game, post(`/games/${id}/plays`, { card: 'SA' }), 409)).toMatchObject({ code: 'wrong-phase', path: [] });
    expect(await refusedUnchanged(game, post(`/games/${id}/calls`, { call: '8NT' }), 400)).toMatchObject({ path: ['call'] });
    expect(await refusedUnchanged(game, post(`/games/${id}/claim`, { tricks: 3 }), 409)).toMatchObject({ code: 'wrong-phase' });
  });

  it('in the play: a card not held, a revoke, a stale version, a claim by a defender; after the end, anything', async () => {
    const game = await GameClient.start('None', DEFENDING);
    await game.bid('passes');
    const id = game.id;
    const notHeld = formatCard(CardSet.full.diff(southHand(game.view)).toArray()[0] ?? 0);
    expect(await refusedUnchanged(game, post(`/games/${id}/plays`, { card: notHeld }), 422)).toMatchObject({
      code: 'illegal-card',
      path: ['card'],
    });
    expect(
      await refusedUnchanged(game, post(`/games/${id}/plays`, { card: game.view.legal[0], version: game.view.version - 1 }), 409),
    ).toMatchObject({
      code: 'stale-version',
    });
    expect(await refusedUnchanged(game, post(`/games/${id}/claim`, { tricks: 1 }), 409)).toMatchObject({ code: 'not-declarer' });
    // Play on until South must follow suit holding another suit, and try the other suit.
    let revoked = false;
    while (game.view.phase === 'play' && !revoked) {
      const view: View = game.view;
      const revoke = southHand(view)
        .toArray()
        .map(formatCard)
        .find((card) => !view.legal.includes(card));
      if (revoke !== undefined) {
        expect(await refusedUnchanged(game, post(`/games/${id}/plays`, { card: revoke }), 422)).toMatchObject({
          code: 'illegal-card',
          message: expect.stringMatching(/^you must follow/),
        });
        revoked = true;
      } else {
        await game.play(view.legal[0] ?? '');
      }
    }
    expect(revoked).toBe(true);
    await game.playOut();
    expect(await refusedUnchanged(game, post(`/games/${id}/plays`, { card: 'SA' }), 409)).toMatchObject({ code: 'game-over' });
    expect(await refusedUnchanged(game, post(`/games/${id}/calls`, { call: 'Pass' }), 409)).toMatchObject({ code: 'game-over' });
    expect(await refusedUnchanged(game, post(`/games/${id}/undo`), 409)).toMatchObject({ code: 'game-over' });
    expect(await refusedUnchanged(game, post(`/games/${id}/hint`), 409)).toMatchObject({ code: 'game-over' });
  });

  it('an unknown game, or an id of the wrong shape, is a 404', async () => {
    expect(await refused(await api('/games/AAAAAAAAAAAAAAAAAAAAAA'), 404)).toEqual({
      code: 'unknown-game',
      message: 'there is no game with this id',
      path: [],
    });
    expect(await refused(await post('/games/AAAAAAAAAAAAAAAAAAAAAA/calls', { call: 'Pass' }), 404)).toMatchObject({ code: 'unknown-game' });
    expect(await refused(await api('/games/not-a-game'), 404)).toMatchObject({ code: 'unknown-game', path: ['id'] });
    expect(await refused(await post('/games', { vulnerability: 'Sometimes' }), 400)).toMatchObject({
      code: 'unknown-vulnerability',
      path: ['vulnerability'],
    });
  });
});

describe('one request after the other', () => {
  it('two cards at once on the same version: one is played, the other is refused as stale', async () => {
    const game = await GameClient.start('None', DEFENDING);
    await game.bid('passes');
    const { version, legal } = game.view;
    const body = { card: legal[0], version };
    const answers = await Promise.all([
      post(`/games/${game.id}/plays`, body),
      post(`/games/${game.id}/plays`, { ...body, card: legal.at(-1) }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409);
    expect(loser && (await refused(loser, 409)).code).toBe('stale-version');
    const { versions } = await stored(game.id);
    expect(versions.at(-1)).toBe((await game.read()).version);
  });

  it('the same card twice at once without a version: played once, the second refused', async () => {
    const game = await GameClient.start('None', DEFENDING);
    await game.bid('passes');
    const card = game.view.legal[0];
    const answers = await Promise.all([post(`/games/${game.id}/plays`, { card }), post(`/games/${game.id}/plays`, { card })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const view = await game.read();
    expect(view.tricks.flatMap((t) => t.cards).filter((c) => c.card === card)).toHaveLength(1);
  });

  it('a reader waiting with ?since gets the next version as soon as it is made; 304 when nothing comes', async () => {
    const game = await GameClient.start('None', DEFENDING);
    const { version } = game.view;
    expect((await api(`/games/${game.id}?since=${version}&wait=0`)).status).toBe(304);
    // Asked of the game's object with a wait longer than the test may run, so that only the new
    // version can end it (over HTTP, a call slower than the wait, on a busy machine, would get 304).
    const waiting = env.GAMES.getByName(game.id).read(version, 10 * 60_000);
    await game.call('Pass');
    expect(await waiting).toEqual({ ok: true, value: game.view });
    expect(((await (await api(`/games/${game.id}?since=${version}`)).json()) as { view: View }).view.version).toBeGreaterThan(version);
  });
});

describe('undo', () => {
  it('takes back South’s call and the robots’ after it, and the record says so', async () => {
    const game = await GameClient.start('None', SOUTH_DECLARES);
    const id = game.id;
    expect(await refusedUnchanged(game, post(`/games/${id}/undo`), 409)).toMatchObject({ code: 'nothing-to-undo' });
    const start = game.view;
    const opened = await game.call((await game.hint()).action);
    expect(opened.canUndo).toBe(true);
    const undone = await game.expectView(post(`/games/${id}/undo`));
    expect(undone).toEqual({ ...start, version: opened.version + 1 });
    expect(await refusedUnchanged(game, post(`/games/${id}/undo`, { version: 0 }), 409)).toMatchObject({ code: 'stale-version' });
    const record = (await (await api(`/games/${id}/record`)).json()) as { log: { kind: string; seat: string; undone: boolean }[] };
    expect(record.log.at(-1)).toMatchObject({ kind: 'undo', seat: 'S', undone: false });
    expect(record.log.slice(0, -1).every((e) => e.undone)).toBe(true);
  });

  it('takes back a card of dummy’s that South chose, with the version sent', async () => {
    const game = await GameClient.start('None', SOUTH_DECLARES);
    const before = await game.bid('robot');
    expect(before.turn).toBe('N');
    await game.play(before.legal[0] ?? '');
    const back = await game.expectView(post(`/games/${game.id}/undo`, { version: game.view.version }));
    expect({ ...back, version: 0 }).toEqual({ ...before, version: 0 });
  });
});

describe('hints and claims', () => {
  it('a hint names the robot’s call or card with its reason, and changes nothing', async () => {
    const game = await GameClient.start('None', DEFENDING);
    const call = await game.hint();
    expect(call).toEqual({ action: expect.stringMatching(/^(Pass|[1-7](C|D|H|S|NT))$/), reason: expect.any(String) });
    await game.bid('passes');
    const card = await game.hint();
    expect(game.view.legal).toContain(card.action);
    expect(card.reason).toMatch(/only card|on average over \d+ layouts|the contract on \d+ % of \d+ layouts|alike|usual/);
    expect((await game.read()).version).toBe(game.views.at(-2)?.version);
  });

  it('a claim the robots’ best defence cannot beat ends the deal; one more trick is refused', async () => {
    const game = await GameClient.start('None', SOUTH_DECLARES);
    await game.bid('robot');
    const { table } = await stored(game.id);
    if (table.game.phase !== 'play') throw new Error('no play');
    const best = unwrap(declarerMaxTricks(table.game.play));
    if (best < 13) {
      const error = await refusedUnchanged(game, post(`/games/${game.id}/claim`, { tricks: best + 1 }), 422);
      expect(error).toMatchObject({
        code: 'claim-refused',
        path: ['tricks'],
        message: expect.stringMatching(/^East–West can beat that claim/),
      });
    }
    const end = await game.expectView(post(`/games/${game.id}/claim`, { tricks: best }));
    expect(end).toMatchObject({ phase: 'done', result: best, claim: { seat: 'S', tricks: best }, score: { breakdown: expect.any(Array) } });
    game.checkViews();
  });
});

describe('what is stored, and a restart', () => {
  it('stores the setup and every action before answering, and rebuilds the game after the objects restart', async () => {
    const game = await GameClient.start('NS', SOUTH_DECLARES);
    expect((await stored(game.id)).versions).toEqual([]);
    const view = await game.call('Pass');
    const { versions, table } = await stored(game.id);
    expect(versions).toEqual(Array.from({ length: view.version }, (_, i) => i + 1));
    expect(table.setup.vulnerability).toBe('NS');
    await abortAllDurableObjects();
    expect(await game.read()).toEqual(view);
    const next = await game.bid('robot');
    expect(next.version).toBeGreaterThan(view.version);
  });
});

describe('rate limits', () => {
  // Each route's limit is rate-limits.test.ts's; here real games pass the limiter, with a counting
  // binding in place of Workers' (which counts per minute window, so a test filling it could see the
  // window turn and its last request let through).
  it('refuses a new game past the limit from one address with 429 and Retry-After; others still play', async () => {
    const app = createApp();
    const limited: Env = Object.create(env, { RATE_LIMITS: { value: 'on' }, GAME_CREATE_LIMITER: { value: new CountingRateLimit(2) } });
    const create = (address: string) =>
      app.fetch(
        new Request('http://tenace.test/api/v1/games', {
          method: 'POST',
          headers: { 'cf-connecting-ip': address },
          body: JSON.stringify({ vulnerability: 'None' }),
        }),
        limited,
        createExecutionContext(),
      );
    for (let i = 0; i < 2; i++) expect((await create('203.0.113.7')).status).toBe(201);
    const over = await create('203.0.113.7');
    expect(over.headers.get('retry-after')).toBe('60');
    expect(await refused(over, 429)).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/^too many new games from your address/),
    });
    expect((await create('198.51.100.1')).status).toBe(201);
  });

  it('has every limiter the Worker names bound by wrangler.jsonc', async () => {
    for (const name of Object.keys(LIMITERS) as LimiterName[]) {
      // A key of its own: its first request, under any limit.
      expect(await env[name].limit({ key: `binding-check-${crypto.randomUUID()}` }), name).toEqual({ success: true });
    }
  });
});
