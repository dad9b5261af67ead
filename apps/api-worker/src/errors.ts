import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/** Where in the request the problem is: `["hand"]`, `["auction", 2]`; empty for the whole request. */
export type ErrorPath = readonly (string | number)[];

/**
 * Every error code the API answers with, under the HTTP status it comes with: the one list.
 * `ApiError` takes its codes from here, so a code the engine or the rule book starts returning
 * does not compile in a route until it is listed; the OpenAPI document lists these, and a test
 * holds docs/api.md's list to them.
 */
export const ERROR_CODES_BY_STATUS = {
  400: [
    // The body and its fields.
    'malformed-json',
    'missing-field',
    'wrong-type',
    'invalid-value',
    // The notation, read by the engine.
    'unknown-seat',
    'unknown-vulnerability',
    'unknown-card',
    'hand-format',
    'hand-size',
    'duplicate-card',
    'deal-format',
    'unknown-call',
    'unknown-contract',
    // Auctions, quizzes and practice deals.
    'illegal-call',
    'auction-over',
    'unknown-topic',
    'no-question',
    'no-deal',
    // Ruled out by the schemas before the engine sees the input; answered should a check slip.
    'tricks',
    'table',
    'wrong-dealer',
    // A request the framework refused as HTTP before any route read it.
    'bad-request',
  ],
  404: ['not-found', 'unknown-game', 'game-expired', 'unknown-book'],
  405: ['method-not-allowed'],
  413: ['body-too-large'],
  // A game action that does not fit the game as it stands now (another time it might).
  409: [
    'not-your-turn',
    'game-over',
    'wrong-phase',
    'dummy-does-not-play',
    'not-declarer',
    'nothing-to-undo',
    'game-in-progress',
    'stale-version',
    'game-exists',
  ],
  // A well-formed request for something the laws do not allow: marking a call that cannot be made,
  // a game's illegal call or card, a claim the defence beats; or a book the store refuses: one with
  // errors, or one larger than a book may be.
  422: [
    'illegal-call',
    'illegal-card',
    'claim-tricks',
    'claim-refused',
    'book-invalid',
    'book-too-large',
    // A file of deals with no board that can be read.
    'empty-file',
    'no-readable-board',
  ],
  429: ['rate-limited'],
  500: ['internal-error'],
  503: ['out-of-budget'],
} as const;

export type CodesByStatus = typeof ERROR_CODES_BY_STATUS;
export type ErrorStatus = keyof CodesByStatus;
export type ApiErrorCode = CodesByStatus[ErrorStatus][number];
/** The codes of bad input (400): every problem validation finds. */
export type BadInputCode = CodesByStatus[400][number];

export const ERROR_STATUSES = Object.keys(ERROR_CODES_BY_STATUS).map(Number) as ErrorStatus[];
export const API_ERROR_CODES: readonly ApiErrorCode[] = [...new Set(ERROR_STATUSES.flatMap((status) => ERROR_CODES_BY_STATUS[status]))];

const isBadInputCode = (code: unknown): code is BadInputCode => (ERROR_CODES_BY_STATUS[400] as readonly unknown[]).includes(code);

export interface ApiError<C extends ApiErrorCode = ApiErrorCode> {
  readonly code: C;
  readonly message: string;
  readonly path: ErrorPath;
}

/** A zod issue in plain words with a listed code: how the schemas and the engine's parsers say what is wrong. */
export function customIssue(
  ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void },
  code: BadInputCode,
  message: string,
  path?: readonly (string | number)[],
): void {
  ctx.addIssue({ code: 'custom', message, params: { code }, input: undefined, ...(path === undefined ? {} : { path: [...path] }) });
}

/** "400: malformed-json, missing-field, …; 404: not-found; …", for the OpenAPI document. */
const codesByStatusText = ERROR_STATUSES.map((status) => `${status}: ${ERROR_CODES_BY_STATUS[status].join(', ')}`).join('; ');

/** The one error shape every endpoint answers with, whatever went wrong. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES).openapi({
        description: `A stable identifier for programs, by HTTP status: ${codesByStatusText}.`,
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

/**
 * The error answer, with a code listed under its status: the compiler refuses any other pair, so
 * what the routes answer is what the list (and so docs/api.md) says. Typed like `c.json`, so a
 * route's handler can return it.
 */
export const errorResponse = <S extends ErrorStatus>(c: Context, status: S, error: ApiError<CodesByStatus[S][number]>) => {
  const body: z.infer<typeof ErrorResponse> = { error: { code: error.code, message: error.message, path: [...error.path] } };
  return c.json(body, status);
};

// ---- Turning zod's findings into plain words ----

type Issue = z.core.$ZodIssue;

const toPath = (path: readonly PropertyKey[]): (string | number)[] => path.map((key) => (typeof key === 'number' ? key : String(key)));

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

function issueToError(issue: Issue, data: unknown): ApiError<BadInputCode> {
  const path = toPath(issue.path);
  const name = describePath(issue.path);
  const value = valueAt(data, issue.path);
  if (issue.code === 'custom') {
    // From this app's schemas and the engine's parsers: already plain words, with the engine's code.
    // Every custom issue is raised with a listed code (see `customIssue`); zod types params loosely.
    const params: unknown = issue.params;
    const code =
      typeof params === 'object' && params !== null && 'code' in params && isBadInputCode(params.code) ? params.code : 'invalid-value';
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
/**
 * A path parameter that names nothing (a game id of the wrong shape): a 404 like an unknown one,
 * with the code its schema gave when that is a 404 code.
 */
export function notFoundError(error: z.ZodError): ApiError<CodesByStatus[404][number]> {
  const [first] = error.issues;
  const params: unknown = first?.code === 'custom' ? first.params : undefined;
  const given = typeof params === 'object' && params !== null && 'code' in params ? params.code : undefined;
  const code = ERROR_CODES_BY_STATUS[404].find((listed) => listed === given) ?? 'not-found';
  return { code, message: first?.message ?? 'there is nothing at this path', path: toPath(first?.path ?? []) };
}

export function validationError(error: z.ZodError, data: unknown): ApiError<BadInputCode> {
  const [first] = error.issues;
  if (first === undefined) return { code: 'invalid-value', message: 'the request is not valid', path: [] };
  return issueToError(first, data);
}
