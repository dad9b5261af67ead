// The first /bid of a fresh isolate: the Worker prepares the SAYC book (from its packed form) and the
// request schemas when it starts (src/startup.ts), which workerd must accept in the global scope, and
// the first request must then answer by the book. This file has one test, and no other test file has
// run in its isolate.
import { exports } from 'cloudflare:workers';
import { SAYC_SOURCE } from '@tenace/rules-dsl';
import { expect, it } from 'vitest';
import { recordTestFile } from './isolate.ts';

const earlierFiles = recordTestFile('first-bid.test.ts');

const meaning = 'A Jacoby transfer: 5+ hearts, any strength; opener bids 2♥.';
// The rule's line is its first test, two lines above its meaning; read from the book so that
// lines added above it do not break this test.
const ruleLine = SAYC_SOURCE.split('\n').indexOf(`  Means "${meaning}"`) - 1;

it("answers the first /bid of a fresh isolate by the book: a transfer over partner's 1NT", async () => {
  expect(earlierFiles).toEqual([]);
  const response = await exports.default.fetch(
    new Request('http://tenace.test/api/v1/bid', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hand: 'K2.QJ973.842.J65', dealer: 'N', vulnerability: 'None', auction: ['1NT', 'Pass'] }),
    }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    call: '2D',
    meaning,
    does: ['force', 'transfer'],
    source: 'rules',
    explanation: `The rules ("Responses after 1NT", sayc.rules line ${ruleLine}): ${meaning}`,
    rule: { file: 'sayc.rules', line: ruleLine, situation: 'Responses after 1NT' },
    book: 'SAYC',
  });
});
