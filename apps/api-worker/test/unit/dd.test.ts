import { parseContract, scoreContract } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { app, errorOf, postJson } from './request.ts';

// Two deals of the double-dummy reference data (packages/engine/data/dd), with the reference solver's tables.
const REFERENCE = [
  {
    deal: 'N:T6.JT64.943.J743 A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT62',
    tricks: {
      N: { NT: 4, S: 2, H: 6, D: 4, C: 5 },
      E: { NT: 9, S: 11, H: 7, D: 9, C: 8 },
      S: { NT: 4, S: 2, H: 6, D: 4, C: 5 },
      W: { NT: 8, S: 10, H: 6, D: 8, C: 8 },
    },
  },
  {
    deal: 'N:J7532.J8.A764.63 T8.Q973.QJ9.KT84 A964.T642.85.AQ9 KQ.AK5.KT32.J752',
    tricks: {
      N: { NT: 6, S: 9, H: 5, D: 5, C: 5 },
      E: { NT: 6, S: 4, H: 7, D: 7, C: 8 },
      S: { NT: 6, S: 9, H: 5, D: 5, C: 5 },
      W: { NT: 6, S: 4, H: 7, D: 7, C: 8 },
    },
  },
];

interface DdJson {
  tricks: Record<string, Record<string, number>>;
  par: { score: number; contracts: string[] };
}

describe('POST /api/v1/dd', () => {
  it.each(REFERENCE)('gives the reference table for $deal', async ({ deal, tricks }) => {
    const response = await postJson('/api/v1/dd', { deal });
    expect(response.status).toBe(200);
    const body = (await response.json()) as DdJson;
    expect(body.tricks).toEqual(tricks);
  });

  it('gives a par whose contracts score the par score', async () => {
    const [first] = REFERENCE;
    const response = await postJson('/api/v1/dd', { deal: first?.deal, vulnerability: 'EW' });
    const body = (await response.json()) as DdJson;
    expect(body.par.contracts.length).toBeGreaterThan(0);
    for (const text of body.par.contracts) {
      // "4SX-1 by N" or "4S+1 by E": contract, result, declarer.
      const m = /^(\d(?:NT|[SHDC])X{0,2})([=+-]\d*) by ([NESW])$/.exec(text);
      expect(m, text).not.toBeNull();
      const parsed = parseContract(m?.[1] ?? '');
      if (!parsed.ok || parsed.value === 'passed-out') throw new Error(`not a contract: ${text}`);
      const declarer = (m?.[3] ?? 'N') as 'N' | 'E' | 'S' | 'W';
      const taken = body.tricks[declarer]?.[parsed.value.strain] ?? -1;
      const scored = scoreContract({ ...parsed.value, declarer }, 'EW', taken);
      expect(scored.ok && scored.value.ns).toBe(body.par.score);
    }
  });

  it('reads a deal starting with another seat', async () => {
    const [first] = REFERENCE;
    // The same deal written from East.
    const response = await postJson('/api/v1/dd', { deal: 'E:A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT62 T6.JT64.943.J743' });
    const body = (await response.json()) as DdJson;
    expect(body.tricks).toEqual(first?.tricks);
  });

  it('answers 503 in plain words when a deal needs more search than the Worker allows', async () => {
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deal: REFERENCE[0]?.deal }) };
    // The limit is a Worker setting (wrangler.jsonc vars); a tiny one makes any deal too much.
    const tight = { DD_MAX_NODES: '1000' } as unknown as Env;
    const error = await errorOf(await app.request('/api/v1/dd', request, tight), 503);
    expect(error.code).toBe('out-of-budget');
    expect(error.message).toMatch(/1,000 positions/);
    // The same deal is answered within the configured limit.
    expect((await app.request('/api/v1/dd', request, { DD_MAX_NODES: '30000000' } as unknown as Env)).status).toBe(200);
  });

  it('says what is wrong with a bad deal', async () => {
    const response = await postJson('/api/v1/dd', { deal: 'N:T6.JT64.943.J743 A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT6T' });
    const error = await errorOf(response, 400);
    expect(error.path).toEqual(['deal']);
    expect(error.message).toMatch(/appears twice|13/);
  });

  it('asks for the deal when it is missing', async () => {
    const response = await postJson('/api/v1/dd', {});
    expect((await errorOf(response, 400)).path).toEqual(['deal']);
  });
});
