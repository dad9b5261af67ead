import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ApiEnv } from './env.ts';
import { errorResponse, notFoundError, validationError } from './errors.ts';
import { bidRoutes } from './routes/bid.ts';
import { bookRoutes } from './routes/books.ts';
import { gameActionRoutes } from './routes/game-actions.ts';
import { gameRecordRoutes } from './routes/game-records.ts';
import { gameRoutes } from './routes/games.ts';
import { ddRoutes } from './routes/dd.ts';
import { dealRoutes } from './routes/deals.ts';
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
  bookRoutes,
  ddRoutes,
  dealRoutes,
  gameRoutes,
  gameActionRoutes,
  gameRecordRoutes,
];

/** Builds the API: middleware, route modules, the OpenAPI document and the error answers. */
export function createApp(): OpenAPIHono<ApiEnv> {
  const app = new OpenAPIHono<ApiEnv>({
    // Every validation failure, in any route module, becomes the contract's 400 in plain words; a
    // path that names nothing (a game id of the wrong shape) is a 404, like an unknown one.
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      // zod-validator passes the input it checked as `data`, though its type does not say so.
      if (result.target === 'param') return errorResponse(c, 404, notFoundError(result.error));
      return errorResponse(c, 400, validationError(result.error, 'data' in result ? result.data : undefined));
    },
  });

  // Sites embed the API, so any origin may call it.
  app.use('/api/*', cors({ origin: '*', maxAge: 86400 }));
  // A known route asked with another method gets 405 and Allow, whatever the method: QUERY and
  // PROPFIND reach the app. Method names are case-sensitive (RFC 9110), so a lower-case `patch`
  // also gets 405, whose Allow shows the spelling; fetch() upper-cases `post` and the other
  // standard names before sending, and the runtime refuses a lower-case method on the wire (501)
  // before the app sees it (docs/api.md, Errors).
  app.use(
    '/api/*',
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        c.header('Allow', methods.join(', '));
        return errorResponse(c, 405, {
          code: 'method-not-allowed',
          message: `${c.req.path} answers ${methods.join(' and ')}, not ${c.req.method}`,
          path: [],
        });
      },
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

  app.notFound((c) => errorResponse(c, 404, { code: 'not-found', message: `there is nothing at ${c.req.method} ${c.req.path}`, path: [] }));

  app.onError((error, c) => {
    // The routes read bodies through jsonBody, so the framework's own refusals (a body it cannot
    // parse, a Content-Type it does not take: 415) do not arise; should one, it is bad input.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, 400, { code: 'bad-request', message: error.message, path: [] });
    }
    // Bad input never gets here; this is a bug on our side. Log it for us, tell the client no details.
    console.error(error);
    return errorResponse(c, 500, { code: 'internal-error', message: 'something went wrong on our side; please try again later', path: [] });
  });

  return app;
}
