import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Where in the request the problem is: `["hand"]`, `["auction", 2]`; empty for the whole request. */
export type ErrorPath = readonly (string | number)[];

export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly path: ErrorPath;
}

/** The one error shape every endpoint answers with, whatever went wrong. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string().openapi({
        description:
          'A stable identifier for programs: malformed-json, missing-field, wrong-type, invalid-value, ' +
          'hand-size, unknown-card, duplicate-card, hand-format, unknown-contract, unknown-seat, ' +
          'unknown-vulnerability, tricks, body-too-large, not-found, method-not-allowed, out-of-budget, internal-error.',
        example: 'hand-size',
      }),
      message: z.string().openapi({
        description: 'What was wrong, in plain words for a player.',
        example: 'the hand has 14 cards; a hand has 13',
      }),
      path: z
        .array(z.union([z.string(), z.number()]))
        .openapi({ description: 'Where in the request body the problem is; empty for the whole request.', example: ['hand'] }),
    }),
  })
  .openapi('Error');

export const errorBody = (code: string, message: string, path: ErrorPath = []): z.infer<typeof ErrorResponse> => ({
  error: { code, message, path: [...path] },
});

export const errorResponse = (c: Context, status: ContentfulStatusCode, error: ApiError): Response =>
  c.json(errorBody(error.code, error.message, error.path), status);

// ---- Turning zod's findings into plain words ----

type Issue = z.core.$ZodIssue;

const toPath = (path: readonly PropertyKey[]): (string | number)[] =>
  path.map((key) => (typeof key === 'number' ? key : String(key)));

/** `hand`, `auction[2]`, `dummy.seat`; "the request body" for the body itself. */
export function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the request body';
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

/** The value the client sent at `path`, to say what was wrong with it. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    // Own properties only: a key the client sent, such as `__proto__`, must not reach the prototype.
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** How a JSON value looks to someone who sent it: `a string ("ten")`, `an array`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `a string (${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `${value}`;
    case 'object':
      return 'an object';
    default:
      return 'nothing';
  }
}

const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a JSON object',
  array: 'a list',
};

function issueToError(issue: Issue, data: unknown): ApiError {
  const path = toPath(issue.path);
  const name = describePath(issue.path);
  const value = valueAt(data, issue.path);
  if (issue.code === 'custom') {
    // From this app's schemas and the engine's parsers: already plain words, with the engine's code.
    const params: unknown = issue.params;
    const code = typeof params === 'object' && params !== null && 'code' in params && typeof params.code === 'string' ? params.code : 'invalid-value';
    return { code, message: issue.message, path };
  }
  if (value === undefined && issue.path.length > 0) return { code: 'missing-field', message: `${name} is missing`, path };
  if (issue.code === 'invalid_type') {
    const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
    return { code: 'wrong-type', message: `${name} should be ${expected}, not ${describeValue(value)}`, path };
  }
  // Every other issue comes from a check in this app's schemas, each of which words its own message.
  return { code: 'invalid-value', message: issue.message, path };
}

/** The first problem zod found, in plain words. `data` is what the client sent. */
export function validationError(error: z.ZodError, data: unknown): ApiError {
  const [first] = error.issues;
  if (first === undefined) return { code: 'invalid-value', message: 'the request is not valid', path: [] };
  return issueToError(first, data);
}
