import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordTestFile } from './isolate.ts';

recordTestFile('bidding.test.ts');

const postJson = (path: string, body: unknown): Promise<Response> =>
  exports.default.fetch(
    new Request(`http://tenace.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('bidding and rules inside workerd', () => {
  it('bids by the embedded rule book (no file system in Workers)', async () => {
    const response = await postJson('/api/v1/bid', {
      hand: 'KQ.8742.QT75.KQ6',
      dealer: 'N',
      vulnerability: 'None',
      auction: ['Pass', 'Pass'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ call: '1D', source: 'rules', rule: { file: 'sayc.rules', situation: 'Openings' } });
  });

  it('refuses an illegal auction with the call named', async () => {
    const response = await postJson('/api/v1/bid', {
      hand: 'KQ.8742.QT75.KQ6',
      dealer: 'N',
      vulnerability: 'None',
      auction: ['Pass', '1H', '1C'],
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      error: { code: 'illegal-call', message: 'call 3 (South, 1C): 1C does not outrank 1H', path: ['auction', 2] },
    });
  });

  it('checks a rule file', async () => {
    const good = await postJson('/api/v1/rules/check', { source: 'If points >= 12\nBid 1 of best suit' });
    expect(await good.json()).toEqual({ ok: true, diagnostics: [], more: 0 });
    const bad = await postJson('/api/v1/rules/check', { source: 'If points >= 40\nBid Pass' });
    expect(await bad.json()).toMatchObject({
      ok: false,
      diagnostics: [{ line: 1, message: 'points run from 0 to 37, so 40 can never match' }],
    });
  });

  it('deals a practice deal', async () => {
    const response = await postJson('/api/v1/practice-deal', { seed: 'workerd' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ seed: 'workerd', dealer: expect.stringMatching(/^[NS]$/) });
  });
});
