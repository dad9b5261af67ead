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
    expect(Object.keys(paths['/api/v1/games']?.post?.responses ?? {}).sort()).toEqual(['201', '400', '404', '409', '413', '429']);
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

  it("describes the books of one's own, and the 404 of every route that takes a book", async () => {
    const { paths, components } = await load();
    expect(Object.keys(paths['/api/v1/books']?.post?.responses ?? {}).sort()).toEqual(['200', '201', '400', '413', '422', '429']);
    expect(Object.keys(paths['/api/v1/books/{id}']?.get?.responses ?? {}).sort()).toEqual(['200', '404', '429']);
    expect(JSON.stringify(paths['/api/v1/books']?.post?.responses['422'])).toContain('BookRefusal');
    expect(Object.keys(components.schemas.BookRefusal?.properties?.error?.properties ?? {})).toEqual([
      'code',
      'message',
      'path',
      'diagnostics',
      'more',
    ]);
    for (const path of ['/api/v1/bid', '/api/v1/mark', '/api/v1/quiz', '/api/v1/games']) {
      expect(paths[path]?.post?.responses['404'], path).toBeDefined();
      expect(
        Object.keys(
          components.schemas[`${path === '/api/v1/games' ? 'NewGame' : path.slice(8, 9).toUpperCase() + path.slice(9)}Request`]
            ?.properties ?? {},
        ),
        path,
      ).toContain('book');
    }
    expect(paths['/api/v1/system']?.get?.responses['404']).toBeDefined();
    expect(components.schemas.RobotCall?.required).toContain('book');
    expect(components.schemas.GameRecord?.required).toContain('book');
  });

  it('documents the error answers of endpoints that read a body', async () => {
    const { paths } = await load();
    for (const path of ['/api/v1/evaluate', '/api/v1/score']) {
      expect(Object.keys(paths[path]?.post?.responses ?? {}).sort()).toEqual(['200', '400', '413']);
    }
  });

  it('documents the 429 of every rate-limited route, and of no other', async () => {
    const limited = new Set(LIMITED_ROUTES.map((route) => `${route.method} ${route.path}`));
    const documenting = operations(await load())
      .filter((op) => op.responses['429'] !== undefined)
      .map((op) => `${op.method} ${op.path}`);
    expect(documenting.sort()).toEqual([...limited].sort());
  });
});
