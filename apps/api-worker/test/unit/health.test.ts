import { describe, expect, it } from 'vitest';
import { app } from './request.ts';

describe('GET /api/v1/health', () => {
  it('says the API is up', async () => {
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });
});
