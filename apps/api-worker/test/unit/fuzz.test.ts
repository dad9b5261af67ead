// Hostile and random input against every route of the OpenAPI document: whatever is sent, the
// answer has a status the document lists for that operation and the shape it documents for that
// status. FUZZ_RUNS=10000 runs a long fuzz locally; the suite runs a short one.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKED_KEYWORDS,
  DESCRIPTIVE_KEYWORDS,
  keywordsUsed,
  loadDocument,
  mismatch,
  operations,
  type OpenApiDocument,
  type Schema,
} from './openapi-contract.ts';
import { ERROR_CODES_BY_STATUS } from '../../src/errors.ts';
import { app } from './request.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
// Generous: a slow shared machine must not fail the fuzz for time (speed is the benchmarks' job).
const TIMEOUT_MS = 30_000 + RUNS * 300;

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = await loadDocument();
});

const ERROR_SCHEMA: Schema = { $ref: '#/components/schemas/Error' };

/** Whether a request's path is one the document's path template names (`{id}` stands for any one segment). */
const pathMatches = (template: string, path: string): boolean =>
  new RegExp(
    `^${template
      .split(/\{[^}/]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  ).test(path);

/** Checks one answer against the document: documented status, JSON, documented shape. */
async function expectDocumented(method: string, path: string, response: Response, sent: string): Promise<void> {
  const operation = operations(doc).find((op) => op.method === method && pathMatches(op.path, path));
  const status = String(response.status);
  const text = await response.text();
  const context = `${method} ${path} with ${sent.slice(0, 300)} → ${status} ${text.slice(0, 300)}`;
  if (operation === undefined) {
    expect(['404', '405'], context).toContain(status);
  } else {
    expect(Object.keys(operation.responses), context).toContain(status);
  }
  expect(response.headers.get('content-type') ?? '', context).toMatch(/^application\/json/);
  let body: unknown;
  expect(() => (body = JSON.parse(text)), context).not.toThrow();
  const schema = operation?.responses[status]?.content?.['application/json']?.schema ?? ERROR_SCHEMA;
  expect(mismatch(doc, schema, body), context).toBeUndefined();
  // An error's code must be one listed under its status, not merely one listed somewhere.
  if (response.status >= 400) {
    const listed: readonly string[] = Object.entries(ERROR_CODES_BY_STATUS).find(([s]) => s === status)?.[1] ?? [];
    expect(listed, context).toContain((body as { error: { code: string } }).error.code);
  }
}

// ---- What a client might send ----

const HANDS = [
  'AKQ2.K93.T8.QJ43',
  'KQ.8742.QT75.KQ6',
  'AKQJT98765432...',
  '.AKQJ.T98.765432',
  'AKQ2.K93.T8.QJ4',
  'AKQ2.K93.T8.QJ432',
  '♠AKQ2 ♥K93 ♦T8 ♣QJ43',
];
const DEALS = [
  'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
  'W:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
  'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98',
  'N:AKQJ.T98.765.432 AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765',
];
const SEATS = ['N', 'E', 'S', 'W', 'north', 'x', 'NS'];
const VULNERABILITIES = ['None', 'NS', 'EW', 'Both', 'all', '-', 'some'];
const CALLS = ['Pass', 'P', 'X', 'XX', '1C', '1H', '1NT', '2C', '2NT', '3NT', '4S', '7NT', '8C', '0H', '1Z'];
const CONTRACTS = ['Pass', '4S', '3NT', '4SX', '7CXX', '1N', '8S', 'XX'];
const SOURCES = [
  'Bid Pass',
  'If points >= 12\nBid 1 of my longest suit',
  'Means "',
  '{}'.repeat(200),
  "If support for my partner's first bid suit >= good\nBid Pass",
  '# only a comment',
];
// Words that name members of every JavaScript object: a lookup that trusts them breaks.
const PROTOTYPE_WORDS = ['__proto__', '__Proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...PROTOTYPE_WORDS, '', ' ', '\u0000', '💥', 'x'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 13, 14, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
);

/** Values that look like what the field takes, so requests get past the first check. */
const PLAUSIBLE: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  hand: fc.oneof(fc.constantFrom(...HANDS), fc.array(fc.constantFrom('SA', 's10', 'HK', 'D2', 'C9', 'ZZ'), { maxLength: 14 })),
  deal: fc.constantFrom(...DEALS),
  dealer: fc.constantFrom(...SEATS),
  declarer: fc.constantFrom(...SEATS),
  vulnerability: fc.constantFrom(...VULNERABILITIES),
  auction: fc.array(fc.constantFrom(...CALLS), { maxLength: 8 }),
  call: fc.constantFrom(...CALLS),
  contract: fc.constantFrom(...CONTRACTS),
  tricks: fc.integer({ min: -2, max: 15 }),
  topic: fc.constantFrom('openings', 'responses-1nt', 'strong-2c', 'blackwood', 'squeezes', ...PROTOTYPE_WORDS),
  seed: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
  source: fc.oneof(fc.constantFrom(...SOURCES), fc.string({ maxLength: 400 })),
};

/** A body for an operation: its own fields (some missing, some hostile) and perhaps strangers. */
function bodyFor(request: Schema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(request?.properties ?? {});
  const values = Object.fromEntries(
    fields.map((name) => [name, fc.oneof({ weight: 3, arbitrary: PLAUSIBLE[name] ?? hostile }, { weight: 1, arbitrary: hostile })]),
  );
  return fc
    .tuple(
      fc.record(values, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_WORDS)), hostile, { maxKeys: 2 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

// Creating a game needs its Durable Object, which only workerd has (test/workerd/games.test.ts);
// in-process every other game route stops at the id, which no game here has.
const NEEDS_WORKERD = new Set(['POST /api/v1/games']);

const postOperations = (): { path: string; request?: Schema }[] =>
  operations(doc).filter((op) => op.method === 'POST' && !NEEDS_WORKERD.has(`${op.method} ${op.path}`));

const send = (method: string, path: string, body: BodyInit | undefined, contentType?: string): Promise<Response> =>
  Promise.resolve(
    app.request(path, {
      method,
      ...(body === undefined ? {} : { body }),
      headers: contentType === undefined ? {} : { 'content-type': contentType },
    }),
  );

describe('fuzz: every route answers as documented', { timeout: TIMEOUT_MS }, () => {
  it('the contract checker understands every keyword the document uses', () => {
    const unknown = [...keywordsUsed(doc)].filter((k) => !CHECKED_KEYWORDS.includes(k) && !DESCRIPTIVE_KEYWORDS.includes(k));
    expect(unknown).toEqual([]);
  });

  it('objects with the fields of each route, plausible and hostile', async () => {
    for (const { path, request } of postOperations()) {
      await fc.assert(
        fc.asyncProperty(bodyFor(request), async (body) => {
          const sent = JSON.stringify(body);
          await expectDocumented('POST', path, await send('POST', path, sent, 'application/json'), sent);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('any JSON value as the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postOperations().map((op) => op.path)), fc.jsonValue(), async (path, value) => {
        const sent = JSON.stringify(value) ?? 'null';
        await expectDocumented('POST', path, await send('POST', path, sent, 'application/json'), sent);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('random bytes under any content type', async () => {
    const contentTypes = fc.constantFrom(
      undefined,
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
      ';;',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postOperations().map((op) => op.path)),
        fc.uint8Array({ maxLength: 600 }),
        contentTypes,
        async (path, bytes, contentType) => {
          await expectDocumented(
            'POST',
            path,
            await send('POST', path, bytes, contentType),
            `${bytes.length} random bytes as ${contentType ?? 'no type'}`,
          );
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('any method on any path under the API', async () => {
    const documented = operations(doc)
      .map((op) => op.path)
      .filter((path) => path !== '/api/v1/games');
    const paths = fc.oneof(
      fc.constantFrom(...documented),
      fc.constantFrom(...documented).chain((p) => fc.webSegment().map((segment) => `${p}/${segment}`)),
      fc.webPath().map((p) => `/api/v1${p.startsWith('/') ? p : `/${p}`}`),
      fc.constantFrom(...PROTOTYPE_WORDS).map((word) => `/api/v1/${word}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        paths,
        fc.option(fc.jsonValue(), { nil: undefined }),
        async (method, path, value) => {
          const sent = method === 'GET' || value === undefined ? undefined : (JSON.stringify(value) ?? 'null');
          const response = await send(method, path, sent, sent === undefined ? undefined : 'application/json');
          await expectDocumented(method, new URL(path, 'http://x').pathname, response, sent ?? 'no body');
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
