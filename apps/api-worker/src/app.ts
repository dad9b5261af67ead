import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ApiEnv } from './env.ts';
import { errorResponse, validationError } from './errors.ts';
import { MAX_BODY_BYTES } from './json-body.ts';
import { bidRoutes } from './routes/bid.ts';
import { gameActionRoutes } from './routes/game-actions.ts';
import { gameRecordRoutes } from './routes/game-records.ts';
import { gameRoutes } from './routes/games.ts';
import { ddRoutes } from './routes/dd.ts';
import { evaluateRoutes } from './routes/evaluate.ts';
import { healthRoutes } from './routes/health.ts';
import { markRoutes } from './routes/mark.ts';
import { practiceDealRoutes } from './routes/practice-deal.ts';
import { quizRoutes } from './routes/quiz.ts';
import { rulesCheckRoutes } from './routes/rules-check.ts';
import { scoreRoutes } from './routes/score.ts';
import { systemRoutes } from './routes/system.ts';

export const API_BASE = '/api/v1';

/** Every area of the API, one module each, all mounted under /api/v1. New areas are added here. */
const ROUTE_MODULES = [
  healthRoutes,
  evaluateRoutes,
  scoreRoutes,
  bidRoutes,
  markRoutes,
  practiceDealRoutes,
  quizRoutes,
  systemRoutes,
  rulesCheckRoutes,
  ddRoutes,
  gameRoutes,
  gameActionRoutes,
  gameRecordRoutes,
];

const HTTP_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'bad-request',
  413: 'body-too-large',
  415: 'unsupported-media-type',
};

/** Builds the API: middleware, route modules, the OpenAPI document and the error answers. */
export function createApp(): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // Every validation failure, in any route module, becomes the contract's 400 in plain words; a
    // path that names nothing (a game id of the wrong shape) is a 404, like an unknown one.
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      // zod-validator passes the input it checked as `data`, though its type does not say so.
      const error = validationError(result.error, 'data' in result ? result.data : undefined);
      return errorResponse(c, result.target === 'param' ? 404 : 400, error);
    },
  });

  // Sites embed the API, so any origin may call it.
  app.use('/api/*', cors({ origin: '*', maxAge: 86400 }));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(c, 413, { code: 'body-too-large', message: `the request body is larger than ${MAX_BODY_BYTES / 1024} KiB`, path: [] }),
    }),
  );

  for (const routes of ROUTE_MODULES) app.route(API_BASE, routes);

  app.doc31(`${API_BASE}/openapi.json`, {
    openapi: '3.1.0',
    info: {
      title: 'Tenace API',
      version: '1.0.0',
      description:
        'Contract bridge as a service: hand evaluation, scoring and more. Input is forgiving (lower case, suit ' +
        'symbols, 1N, S10); output is canonical. Errors share one shape: {"error": {"code", "message", "path"}}.',
    },
  });

  app.notFound((c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return errorResponse(c, 405, {
        code: 'method-not-allowed',
        message: `${c.req.path} answers ${allowed.join(' and ')}, not ${c.req.method}`,
        path: [],
      });
    }
    return errorResponse(c, 404, { code: 'not-found', message: `there is nothing at ${c.req.method} ${c.req.path}`, path: [] });
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, { code: HTTP_ERROR_CODES[error.status] ?? 'bad-request', message: error.message, path: [] });
    }
    // Bad input never gets here; this is a bug on our side. Log it for us, tell the client no details.
    console.error(error);
    return errorResponse(c, 500, { code: 'internal-error', message: 'something went wrong on our side; please try again later', path: [] });
  });

  return app;
}

/** The methods the documented routes answer at `path`, for a 405 instead of a 404. */
function allowedMethods(app: OpenAPIHono<ApiEnv>, path: string): string[] {
  const methods = new Set<string>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const pattern = new RegExp(`^${definition.route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    if (pattern.test(path)) methods.add(definition.route.method.toUpperCase());
  }
  if (path === `${API_BASE}/openapi.json`) methods.add('GET');
  return [...methods].sort();
}
