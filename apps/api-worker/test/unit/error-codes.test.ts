// The closed list of error codes (src/errors.ts): every code is documented where users read, can
// be answered (or says why not), and nothing the routes answer falls outside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ERROR_CODES_BY_STATUS, ERROR_STATUSES, type ApiErrorCode, type ErrorStatus } from '../../src/errors.ts';
import { app, errorOf, postText } from './request.ts';

const API_DOC = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md'), 'utf8');

/**
 * The codes by status in docs/api.md: in the Errors bullet of the API section, each sub-bullet that
 * starts with a status in backticks, and every further status named in it, owns the backticked
 * codes that follow it up to the next status.
 */
function readmeCodesByStatus(): Map<number, Set<string>> {
  const start = API_DOC.indexOf('- **Errors**');
  const end = API_DOC.indexOf('\n- **', start + 1);
  const bullet = API_DOC.slice(start, end < 0 ? undefined : end);
  const byStatus = new Map<number, Set<string>>();
  const subBullets = bullet
    .split(/\n {2}- /)
    .slice(1)
    .filter((text) => /^`\d{3}`/.test(text));
  for (const text of subBullets) {
    let status: number | undefined;
    for (const [, token = ''] of text.matchAll(/`([^`]+)`/g)) {
      if (/^\d{3}$/.test(token)) status = Number(token);
      else if (status !== undefined && /^[a-z]+(-[a-z]+)*$/.test(token))
        byStatus.set(status, (byStatus.get(status) ?? new Set()).add(token));
    }
  }
  return byStatus;
}

describe('the list of error codes', () => {
  it('is what docs/api.md documents, status by status', () => {
    const documented = readmeCodesByStatus();
    for (const status of ERROR_STATUSES)
      expect([...(documented.get(status) ?? [])].sort(), `docs/api.md, status ${status}`).toEqual(
        [...ERROR_CODES_BY_STATUS[status]].sort(),
      );
    expect([...documented.keys()].sort()).toEqual([...ERROR_STATUSES].sort());
  });

  it('is what the OpenAPI document gives for the code of an error', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as {
      components: { schemas: { Error: { properties: { error: { properties: { code: { enum: string[]; description: string } } } } } } };
    };
    const code = doc.components.schemas.Error.properties.error.properties.code;
    expect(code.enum).toEqual([...API_ERROR_CODES]);
    for (const status of ERROR_STATUSES) expect(code.description).toContain(`${status}: ${ERROR_CODES_BY_STATUS[status].join(', ')}`);
  });
});

const HAND = 'AKQ2.K93.T8.QJ43';
const SCORE = { contract: '4S', declarer: 'S', vulnerability: 'None', tricks: 10 };
const BID = { hand: HAND, dealer: 'N', vulnerability: 'None', auction: ['Pass'] };

type Example =
  | { readonly path: string; readonly body: unknown; readonly env?: Record<string, string> }
  | { readonly get: string }
  | { readonly text: string; readonly path: string };

/**
 * A request that answers each code; a code no request can reach says why instead. Typed over every
 * code, so a code added to the list needs one or the other here.
 */
const EXAMPLES: Record<ApiErrorCode, Example | string> = {
  'malformed-json': { text: '{"hand": ', path: '/api/v1/evaluate' },
  'missing-field': { path: '/api/v1/evaluate', body: {} },
  'wrong-type': { path: '/api/v1/score', body: { ...SCORE, tricks: 'ten' } },
  'invalid-value': { path: '/api/v1/score', body: { ...SCORE, tricks: 14 } },
  'unknown-seat': { path: '/api/v1/score', body: { ...SCORE, declarer: 'Q' } },
  'unknown-vulnerability': { path: '/api/v1/score', body: { ...SCORE, vulnerability: 'Some' } },
  'unknown-card': { path: '/api/v1/evaluate', body: { hand: 'AKQ2.K93.T8.QJ4Z' } },
  'hand-format': { path: '/api/v1/evaluate', body: { hand: 'AKQ2.K93.T8' } },
  'hand-size': { path: '/api/v1/evaluate', body: { hand: `${HAND}2` } },
  'duplicate-card': { path: '/api/v1/evaluate', body: { hand: 'AAQ2.K93.T8.QJ43' } },
  'deal-format': { path: '/api/v1/dd', body: { deal: HAND } },
  'unknown-call': { path: '/api/v1/bid', body: { ...BID, auction: ['1Z'] } },
  'unknown-contract': { path: '/api/v1/score', body: { ...SCORE, contract: '8S' } },
  'illegal-call': { path: '/api/v1/bid', body: { ...BID, auction: ['1H', '1C'] } },
  'auction-over': { path: '/api/v1/bid', body: { ...BID, auction: ['Pass', 'Pass', 'Pass', 'Pass'] } },
  'unknown-topic': { path: '/api/v1/quiz', body: { topic: 'bidding-on-the-moon' } },
  'no-question': 'only when no deal of a seed gives the topic its question in QUIZ_ATTEMPTS tries',
  'no-deal': 'only when no deal of a seed qualifies in PRACTICE_ATTEMPTS tries',
  tricks: 'the schema checks tricks (0–13) before the score is counted',
  table: 'the par is taken from a table the solver has just made',
  'wrong-dealer': 'the auction given is built from the dealer given',
  'bad-request': 'jsonBody reads every body, so the framework refuses none',
  'not-found': { get: '/api/v1/nothing-here' },
  'method-not-allowed': { get: '/api/v1/evaluate' },
  'body-too-large': { text: 'x'.repeat(70_000), path: '/api/v1/evaluate' },
  'internal-error': 'a bug on our side: protocol.test.ts makes a route fail to see it',
  // The game routes need their Durable Objects, so workerd's tests answer these.
  'unknown-game': 'a game route with an id no game has: test/workerd/game-rules.test.ts',
  'game-expired': 'a game route after the game’s expiry alarm: test/workerd/game-expiry.test.ts',
  'not-your-turn': "a call or card while the robots are to act: the engine's game.test.ts; the routes let South act only on South's turn",
  'game-over': 'a card after the last trick: test/workerd/game-rules.test.ts',
  'wrong-phase': 'a card during the auction: test/workerd/game-rules.test.ts',
  'dummy-does-not-play': "the engine's refusal when dummy's seat acts; the routes act for South, never dummy's seat",
  'not-declarer': 'a claim by South when South does not declare: test/workerd/game-rules.test.ts',
  'nothing-to-undo': 'an undo before South has acted: test/workerd/game-rules.test.ts',
  'game-in-progress': 'the PBN of a deal not yet over: test/workerd/games.test.ts',
  'stale-version': 'two actions at the same version: test/workerd/game-rules.test.ts',
  'game-exists': 'only if a fresh random id of 128 bits names a stored game',
  'illegal-card': 'a revoke: test/workerd/game-rules.test.ts',
  'claim-tricks': 'a claim of more tricks than remain: the schema allows 0–13, the engine refuses more than remain',
  'claim-refused': 'a claim the defence beats double dummy: test/workerd/game-rules.test.ts',
  'unknown-book': { path: '/api/v1/bid', body: { ...BID, book: 'Yx3kV0dQm2bN8pL4tR6wZa' } },
  'empty-file': { path: '/api/v1/deals/import', body: { text: '% PBN 2.1\n; nothing here\n' } },
  'no-readable-board': { path: '/api/v1/deals/import', body: { text: '[Board "1"]\n[Dealer "N"]\n' } },
  'book-invalid': { path: '/api/v1/books', body: { source: 'If points >= 40\nBid Pass' } },
  // One situation of more rules than a situation may have.
  'book-too-large': { path: '/api/v1/books', body: { source: `Situation "All"\n${'If points >= 1\nBid Pass\n\n'.repeat(201)}` } },
  'rate-limited': 'past a route’s limit a minute, which needs the limiter bindings: test/unit/rate-limits.test.ts',
  'out-of-budget': {
    path: '/api/v1/dd',
    body: { deal: 'N:T6.JT64.943.J743 A873.K5.AJ652.Q5 J5.AQ73.QT87.A98 KQ942.982.K.KT62' },
    env: { DD_MAX_NODES: '1000' },
  },
};

const send = (example: Example): Promise<Response> => {
  if ('get' in example) return Promise.resolve(app.request(example.get));
  if ('text' in example) return postText(example.path, example.text);
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(example.body) };
  return Promise.resolve(app.request(example.path, init, example.env as unknown as Env | undefined));
};

const statusOf = (code: ApiErrorCode): ErrorStatus[] =>
  ERROR_STATUSES.filter((status) => (ERROR_CODES_BY_STATUS[status] as readonly string[]).includes(code));

describe('each code', () => {
  it.each(Object.entries(EXAMPLES).filter((entry): entry is [ApiErrorCode, Example] => typeof entry[1] !== 'string'))(
    '%s is answered',
    async (code, example) => {
      const response = await send(example);
      expect(statusOf(code)).toContain(response.status);
      expect((await errorOf(response, response.status)).code).toBe(code);
    },
  );
});

// That no route answers a code outside the list, or under another status, is fuzz.test.ts's to hold.
