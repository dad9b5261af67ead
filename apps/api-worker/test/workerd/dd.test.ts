import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordTestFile } from './isolate.ts';

recordTestFile('dd.test.ts');

const postJson = (path: string, body: unknown): Promise<Response> =>
  exports.default.fetch(
    new Request(`http://tenace.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('the double-dummy solver inside workerd', () => {
  // The search is WebAssembly, which the Workers runtime takes only as a module the bundle
  // imports (it compiles none at run time): this is the path the deployed Worker runs.
  it('gives the reference table of a deal', async () => {
    const response = await postJson('/api/v1/dd', { deal: 'N:J7532.J8.A764.63 T8.Q973.QJ9.KT84 A964.T642.85.AQ9 KQ.AK5.KT32.J752' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { tricks: unknown }).tricks).toEqual({
      N: { NT: 6, S: 9, H: 5, D: 5, C: 5 },
      E: { NT: 6, S: 4, H: 7, D: 7, C: 8 },
      S: { NT: 6, S: 9, H: 5, D: 5, C: 5 },
      W: { NT: 6, S: 4, H: 7, D: 7, C: 8 },
    });
  });
});
