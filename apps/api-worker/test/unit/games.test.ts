// The game routes' checks that come before any game is reached (the games themselves live in
// Durable Objects: see test/workerd).
import { describe, expect, it } from 'vitest';
import { app, errorOf, postJson } from './request.ts';

const ID = 'q5Zb0vXH3lQ2mJd8sR1wYA';

describe('the game routes before the game', () => {
  it('checks a new game’s vulnerability and seed', async () => {
    expect(await errorOf(await postJson('/api/v1/games', {}), 400)).toEqual({
      code: 'missing-field',
      message: 'vulnerability is missing',
      path: ['vulnerability'],
    });
    expect(await errorOf(await postJson('/api/v1/games', { vulnerability: 'NS', seed: [1] }), 400)).toMatchObject({ path: ['seed'] });
  });

  it('reads calls, cards and claims in the forgiving notation, and says what is wrong', async () => {
    expect(await errorOf(await postJson(`/api/v1/games/${ID}/calls`, { call: '1Z' }), 400)).toMatchObject({ path: ['call'] });
    expect(await errorOf(await postJson(`/api/v1/games/${ID}/plays`, { card: 'S1' }), 400)).toMatchObject({ path: ['card'] });
    expect(await errorOf(await postJson(`/api/v1/games/${ID}/claim`, { tricks: 14 }), 400)).toMatchObject({ path: ['tricks'] });
    expect(await errorOf(await postJson(`/api/v1/games/${ID}/calls`, { call: '1S', version: -1 }), 400)).toMatchObject({
      path: ['version'],
    });
    expect(await errorOf(await app.request(`/api/v1/games/${ID}?since=soon`), 400)).toMatchObject({ path: ['since'] });
  });

  it('answers a game id of the wrong shape with 404, like an unknown game', async () => {
    expect(await errorOf(await app.request('/api/v1/games/12345'), 404)).toEqual({
      code: 'unknown-game',
      message: 'there is no game with this id',
      path: ['id'],
    });
  });

  it('answers the wrong method with 405 and the methods allowed', async () => {
    const response = await app.request(`/api/v1/games/${ID}/calls`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await app.request('/api/v1/games')).headers.get('allow')).toBe('POST');
  });
});
