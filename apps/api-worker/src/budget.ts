/** How the routes that run the double-dummy solver answer when a deal needs more search than one request may do. */
import type { Context } from 'hono';
import { ErrorResponse, errorResponse } from './errors.ts';
import { jsonResponse } from './openapi.ts';

/** The 503 a route that runs the solver documents. */
export const outOfBudgetResponse = {
  503: jsonResponse(
    ErrorResponse,
    'The deal needs more search than one request may take (code out-of-budget); rare, and the same every time for that deal.',
  ),
};

/** The 503 for a deal past `limit` positions: a limit in work, as a deployed Worker's clock stands still while it computes. */
export const outOfBudget = (c: Context, limit: number) =>
  errorResponse(c, 503, {
    code: 'out-of-budget',
    message: `this deal needs more analysis than one request may do (${limit.toLocaleString('en')} positions); it is not a problem with the deal`,
    path: [],
  });
