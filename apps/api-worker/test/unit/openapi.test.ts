import { describe, expect, it } from 'vitest';
import { LIMITED_ROUTES } from './limited-routes.ts';
import { loadDocument, operations, type OpenApiDocument } from './openapi-contract.ts';

describe('GET /api/v1/openapi.json', () => {
  const load = (): Promise<OpenApiDocument> => loadDocument();

  it('describes every endpoint with its method', async () => {
    const doc = await load();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths).sort()).toEqual(expect.arrayContaining(['/api/v1/evaluate', '/api/v1/health', '/api/v1/score']));
    expect(Object.keys(doc.paths['/api/v1/health'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/v1/evaluate'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/v1/score'] ?? {})).toEqual(['post']);
  });

  it("gives the request and answer schemas with the contract's fields", async () => {
    const { paths, components } = await load();
    expect(paths['/api/v1/evaluate']?.post?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/EvaluateRequest',
    );
    expect(paths['/api/v1/score']?.post?.requestBody?.content['application/json']?.schema.$ref).toBe('#/components/schemas/ScoreRequest');
    expect(components.schemas.EvaluateRequest?.required).toEqual(['hand']);
    expect(Object.keys(components.schemas.ScoreRequest?.properties ?? {})).toEqual(['contract', 'declarer', 'vulnerability', 'tricks']);
    expect(components.schemas.Evaluation?.required).toEqual(
      expect.arrayContaining(['hcp', 'distributionPoints', 'total', 'lengths', 'strength', 'balanced']),
    );
    expect(components.schemas.Score?.required).toEqual(['ns', 'ew', 'breakdown']);
    expect(components.schemas.Error).toBeDefined();
  });

  it('describes the game routes, their answers and their error codes', async () => {
    const { paths, components } = await load();
    const game = '/api/v1/games/{id}';
    expect(
      Object.keys(paths)
        .filter((p) => p.startsWith('/api/v1/games'))
        .sort(),
    ).toEqual([
      '/api/v1/games',
      game,
      `${game}/calls`,
      `${game}/claim`,
      `${game}/hint`,
      `${game}/pbn`,
      `${game}/plays`,
      `${game}/record`,
      `${game}/undo`,
    ]);
    expect(Object.keys(paths['/api/v1/games']?.post?.responses ?? {}).sort()).toEqual(['201', '400', '409', '413', '429']);
    expect(Object.keys(paths[game]?.get?.responses ?? {}).sort()).toEqual(['200', '304', '400', '404']);
    for (const action of ['calls', 'plays', 'claim', 'undo']) {
      expect(Object.keys(paths[`${game}/${action}`]?.post?.responses ?? {}).sort()).toEqual([
        '200',
        '400',
        '404',
        '409',
        '413',
        '422',
        '429',
        '503',
      ]);
    }
    expect(components.schemas.GameView?.required).toEqual(
      expect.arrayContaining([
        'phase',
        'turn',
        'legal',
        'hand',
        'dummy',
        'auction',
        'contract',
        'declarer',
        'tricks',
        'score',
        'deal',
        'version',
      ]),
    );
    const conflicts = JSON.stringify(paths[`${game}/calls`]?.post?.responses['409']);
    expect(conflicts).toContain('not-your-turn');
    expect(conflicts).toContain('stale-version');
  });

  it('documents the error answers of endpoints that read a body', async () => {
    const { paths } = await load();
    for (const path of ['/api/v1/evaluate', '/api/v1/score']) {
      expect(Object.keys(paths[path]?.post?.responses ?? {}).sort()).toEqual(['200', '400', '413']);
    }
  });

  it('documents the 429 of every rate-limited route, and of no other', async () => {
    const limited = new Set(LIMITED_ROUTES.map((route) => `POST ${route.path}`));
    const documenting = operations(await load())
      .filter((op) => op.responses['429'] !== undefined)
      .map((op) => `${op.method} ${op.path}`);
    expect(documenting.sort()).toEqual([...limited].sort());
  });
});
