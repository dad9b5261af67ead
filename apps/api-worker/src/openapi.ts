/** Building blocks every route's OpenAPI description shares. */
import type { z } from '@hono/zod-openapi';
import { ErrorResponse } from './errors.ts';

/** A required JSON request body validated by `schema`. */
export const jsonRequest = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** A JSON response described by `schema`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The answers any endpoint that reads a JSON body may give to bad input. */
export const badInputResponses = {
  400: jsonResponse(ErrorResponse, 'The body is not JSON, or a field is missing or invalid; the message says which and why.'),
  413: jsonResponse(ErrorResponse, 'The body is larger than 64 KiB.'),
};
