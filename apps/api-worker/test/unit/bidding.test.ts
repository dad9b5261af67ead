import { describe, expect, it, vi } from 'vitest';
import { app, errorOf, postJson } from './request.ts';

const ok = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const r = await response;
  if (r.status !== 200) throw new Error(`status ${r.status}: ${await r.text()}`);
  return (await r.json()) as T;
};

interface BidJson {
  call: string;
  meaning: string;
  does: string[];
  source: 'rules' | 'placement';
  explanation: string;
  rule?: { file: string; line: number; situation: string };
}

describe('POST /api/v1/bid', () => {
  it("gives the rule book's call with its meaning word for word", async () => {
    const answer = await ok<BidJson>(
      postJson('/api/v1/bid', { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] }),
    );
    expect(answer.call).toBe('1D');
    expect(answer.meaning).toBe(
      '12–21 points; diamonds are the longest suit, or the longer minor with no five-card major (4-4 in the minors: 1♦; 3-3: 1♣). 3+ diamonds.',
    );
    expect(answer.source).toBe('rules');
    expect(answer.rule).toMatchObject({ file: 'sayc.rules', situation: 'Openings' });
  });

  it('answers a single raise after 1♥ – Pass, reading forgiving notation', async () => {
    const answer = await ok<BidJson>(
      postJson('/api/v1/bid', { hand: 'sk s8 s3 hk hj h4 d9 d8 d7 d2 c9 c5 c4', dealer: 'n', vulnerability: 'both', auction: ['1♥', 'p'] }),
    );
    expect(answer.call).toBe('2H');
    expect(answer.meaning).toBe('A single raise: 6–10 points and 3+ hearts.');
    expect(answer.does).toEqual([]);
  });

  it('says what the call does, as data: a transfer over 1NT forces', async () => {
    const answer = await ok<BidJson>(
      postJson('/api/v1/bid', { hand: 'KQ932.32.J32.Q32', dealer: 'N', vulnerability: 'None', auction: ['1NT', 'Pass'] }),
    );
    expect(answer).toMatchObject({ call: '2H', does: ['force', 'transfer'] });
  });

  it('places the contract where the rules stop, and says why', async () => {
    // North opened 1♥, East overcalled 2♦ and South doubled (negative): the book has no rule for
    // North's 16 balanced points with a diamond stopper, so the contract is placed.
    const answer = await ok<BidJson>(
      postJson('/api/v1/bid', { hand: 'AK2.KQJ43.K32.43', dealer: 'N', vulnerability: 'None', auction: ['1H', '2D', 'X', 'Pass'] }),
    );
    expect(answer).toMatchObject({ call: '3NT', source: 'placement' });
    expect(answer.explanation).toMatch(/^We have 24–\d+ points and no eight-card fit: game, 3NT/);
    expect(answer.rule).toBeUndefined();
  });

  it('plays the options given: Roman Keycard Blackwood answers keycards, plain Blackwood without it', async () => {
    const asked = { hand: 'K32.A32.QJ32.J32', dealer: 'N', vulnerability: 'None', auction: ['1S', 'Pass', '3S', 'Pass', '4NT', 'Pass'] };
    const keycards = await ok<BidJson>(postJson('/api/v1/bid', { ...asked, options: ['Roman Keycard Blackwood'] }));
    expect(keycards).toMatchObject({ call: '5H', meaning: 'Roman Keycard Blackwood: two keycards, without the trump queen.' });
    const plain = await ok<BidJson>(postJson('/api/v1/bid', asked));
    expect(plain).toMatchObject({ call: '5D', meaning: 'Blackwood: one ace.' });
  });

  describe('bad input', () => {
    const valid = { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] };

    it.each([
      ['/api/v1/bid', valid],
      ['/api/v1/mark', { ...valid, call: '1D' }],
      ['/api/v1/quiz', { topic: 'slams', seed: 1 }],
      ['/api/v1/games', { vulnerability: 'None' }],
    ])('%s refuses an option the book does not have, listing its options (one schema for every route)', async (path, body) => {
      const error = await errorOf(await postJson(path, { ...body, options: ['Exclusion Blackwood'] }), 400);
      expect(error).toEqual({
        code: 'invalid-value',
        message: 'the book has no option "Exclusion Blackwood": its options are "Roman Keycard Blackwood"',
        path: ['options', 0],
      });
      expect((await errorOf(await postJson(path, { ...body, options: 'Roman Keycard Blackwood' }), 400)).path).toEqual(['options']);
    });

    it('refuses an illegal auction, naming the call', async () => {
      const error = await errorOf(await postJson('/api/v1/bid', { ...valid, auction: ['Pass', '1H', '1C'] }), 400);
      expect(error).toEqual({ code: 'illegal-call', message: 'call 3 (South, 1C): 1C does not outrank 1H', path: ['auction', 2] });
    });

    it('refuses an auction that is over', async () => {
      const error = await errorOf(await postJson('/api/v1/bid', { ...valid, auction: ['1H', 'Pass', 'Pass', 'Pass'] }), 400);
      expect(error).toEqual({ code: 'auction-over', message: 'the auction is over: no one has a call to make', path: ['auction'] });
    });

    it.each([
      [{ ...valid, hand: 'KQ.8742.QT75.KQ63' }, 'hand-size', ['hand']],
      [{ ...valid, dealer: 'Q' }, 'unknown-seat', ['dealer']],
      [{ ...valid, vulnerability: 'Some' }, 'unknown-vulnerability', ['vulnerability']],
      [{ ...valid, auction: ['1Z'] }, 'unknown-call', ['auction', 0]],
      [{ ...valid, auction: '1H' }, 'wrong-type', ['auction']],
      [{ hand: valid.hand, dealer: 'N', vulnerability: 'None' }, 'missing-field', ['auction']],
    ])('%j is refused (%s at %j)', async (body, code, path) => {
      const error = await errorOf(await postJson('/api/v1/bid', body), 400);
      expect(error.path).toEqual(path);
      if (code !== 'unknown-call') expect(error.code).toBe(code);
    });

    it('answers a body that is not JSON with a 400 and CORS headers', async () => {
      const response = await app.request('/api/v1/bid', { method: 'POST', body: '{', headers: { origin: 'https://club.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect((await errorOf(response, 400)).code).toBe('malformed-json');
    });
  });
});

interface MarkJson {
  correct: boolean;
  expected: { call: string; meaning: string; source: string; part?: string };
  given: { call: string; meaning?: string };
  why?: string;
}

describe('POST /api/v1/mark', () => {
  const situation = { hand: 'KQ.8742.QT75.KQ6', dealer: 'N', vulnerability: 'None', auction: ['Pass', 'Pass'] };

  it("marks the rules' call correct", async () => {
    const mark = await ok<MarkJson>(postJson('/api/v1/mark', { ...situation, call: '1d' }));
    expect(mark).toMatchObject({ correct: true, expected: { call: '1D' }, given: { call: '1D' } });
    expect(mark.why).toBeUndefined();
  });

  it('marks another call wrong, with its meaning and why it lost', async () => {
    const mark = await ok<MarkJson>(postJson('/api/v1/mark', { ...situation, call: 'P' }));
    expect(mark.correct).toBe(false);
    expect(mark.expected.call).toBe('1D');
    expect(mark.given).toEqual({ call: 'Pass', meaning: 'Fewer than 12 points, and no weak two or preempt.' });
    expect(mark.why).toMatch(/points < 12 is false: points: 12/);
  });

  it('says when the rule of the expected call is in part two: fourth suit forcing', async () => {
    const fourthSuit = {
      hand: 'K32.AKJ54.32.KQ2',
      dealer: 'N',
      vulnerability: 'None',
      auction: ['1C', 'Pass', '1H', 'Pass', '1S', 'Pass'],
    };
    const mark = await ok<MarkJson>(postJson('/api/v1/mark', { ...fourthSuit, call: '3NT' }));
    expect(mark).toMatchObject({
      correct: false,
      expected: {
        call: '2D',
        source: 'rules',
        part: 'two',
        rule: { situation: 'Responder after opener shows a new suit at the one level' },
      },
    });
    expect(mark.expected.meaning).toMatch(/^Fourth suit forcing/);
    expect(mark.why).toMatch(/part two of the book/);
    // A rule of the sheet says part one.
    expect((await ok<MarkJson>(postJson('/api/v1/mark', { ...situation, call: '1D' }))).expected.part).toBe('one');
  });

  it('marks by the options given, as /bid plays them: keycards with Roman Keycard Blackwood', async () => {
    const asked = {
      hand: 'K32.A32.QJ32.J32',
      dealer: 'N',
      vulnerability: 'None',
      auction: ['1S', 'Pass', '3S', 'Pass', '4NT', 'Pass'],
      call: '5D',
    };
    expect(await ok<MarkJson>(postJson('/api/v1/mark', asked))).toMatchObject({
      correct: true,
      expected: { meaning: 'Blackwood: one ace.' },
    });
    const keycards = await ok<MarkJson>(postJson('/api/v1/mark', { ...asked, options: ['Roman Keycard Blackwood'] }));
    expect(keycards).toMatchObject({ correct: false, expected: { call: '5H', part: 'two' } });
  });

  it('refuses an illegal call to mark and a bad auction', async () => {
    expect((await errorOf(await postJson('/api/v1/mark', { ...situation, call: '9H' }), 400)).path).toEqual(['call']);
    expect((await errorOf(await postJson('/api/v1/mark', { ...situation, auction: ['1H', '1C'], call: 'Pass' }), 400)).message).toBe(
      'call 2 (East, 1C): 1C does not outrank 1H',
    );
    expect((await errorOf(await postJson('/api/v1/mark', situation), 400)).code).toBe('missing-field');
  });

  it.each([
    [['1H'], '1C', '1C does not outrank 1H'],
    [['1H', 'Pass'], 'X', "you cannot double your partner's bid"],
    [['1H'], 'XX', 'you can redouble only a bid that the opponents have doubled'],
    [['Pass'], 'X', 'there is no bid to double'],
    [['1H', 'Pass', 'Pass', 'Pass'], 'Pass', 'the auction is over'],
  ])('answers 422 for a call the laws do not allow after %j: %s', async (auction, call, why) => {
    const response = await postJson('/api/v1/mark', { ...situation, auction, call });
    expect(await errorOf(response, 422)).toEqual({ code: 'illegal-call', message: why, path: ['call'] });
  });
});

interface PracticeJson {
  deal: string;
  dealer: string;
  vulnerability: string;
  seed: string;
  hands: Record<string, string>;
}

describe('POST /api/v1/practice-deal', () => {
  it('gives the same deal for the same seed, dealt by North or South', async () => {
    const a = await ok<PracticeJson>(postJson('/api/v1/practice-deal', { seed: 'club-night' }));
    const b = await ok<PracticeJson>(postJson('/api/v1/practice-deal', { seed: 'club-night' }));
    expect(a).toEqual(b);
    expect(a.seed).toBe('club-night');
    expect(['N', 'S']).toContain(a.dealer);
    expect(a.deal).toMatch(/^N:\S+ \S+ \S+ \S+$/);
    expect(a.deal).toBe(`N:${a.hands.N} ${a.hands.E} ${a.hands.S} ${a.hands.W}`);
    const numeric = await ok<PracticeJson>(postJson('/api/v1/practice-deal', { seed: 42 }));
    expect(numeric.seed).toBe('42');
  });

  it('makes up a seed when none is given', async () => {
    // The seed is made from the clock and Math.random: both fixed, so every run tests the same deal.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const a = await ok<PracticeJson>(postJson('/api/v1/practice-deal', {}));
      const again = await ok<PracticeJson>(postJson('/api/v1/practice-deal', { seed: a.seed }));
      expect(again.deal).toBe(a.deal);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('refuses a seed that is not text or a number', async () => {
    const error = await errorOf(await postJson('/api/v1/practice-deal', { seed: [1] }), 400);
    expect(error.path).toEqual(['seed']);
  });
});

interface QuizJson {
  topic: string;
  seed: string;
  hand: string;
  seat: string;
  dealer: string;
  vulnerability: string;
  auction: string[];
  options: string[];
}

describe('POST /api/v1/quiz', () => {
  it('gives a question on the topic, the same for the same seed, answerable with /mark', async () => {
    const q = await ok<QuizJson>(postJson('/api/v1/quiz', { topic: 'responses-1nt', seed: 3 }));
    expect(await ok<QuizJson>(postJson('/api/v1/quiz', { topic: 'Responses-1NT', seed: '3' }))).toEqual(q);
    expect(q.topic).toBe('responses-1nt');
    expect(q.auction.slice(-2)).toEqual(['1NT', 'Pass']);
    expect(q.seat).toBe('S');
    const mark = await ok<MarkJson>(
      postJson('/api/v1/mark', { hand: q.hand, dealer: q.dealer, vulnerability: q.vulnerability, auction: q.auction, call: 'Pass' }),
    );
    expect(typeof mark.correct).toBe('boolean');
  });

  it('bids the question with the options given and hands them back for /mark', async () => {
    const plain = await ok<QuizJson>(postJson('/api/v1/quiz', { topic: 'slams', seed: 5 }));
    expect(plain.options).toEqual([]);
    const q = await ok<QuizJson>(postJson('/api/v1/quiz', { topic: 'slams', seed: 5, options: ['Roman Keycard Blackwood'] }));
    expect(q.options).toEqual(['Roman Keycard Blackwood']);
    const bid = await ok<BidJson>(
      postJson('/api/v1/bid', { hand: q.hand, dealer: q.dealer, vulnerability: q.vulnerability, auction: q.auction, options: q.options }),
    );
    const mark = await ok<MarkJson>(
      postJson('/api/v1/mark', {
        hand: q.hand,
        dealer: q.dealer,
        vulnerability: q.vulnerability,
        auction: q.auction,
        call: bid.call,
        options: q.options,
      }),
    );
    expect(mark.correct).toBe(true);
  });

  it.each(['fourth-suit', 'reverses'])('asks the part-two topic %s', async (topic) => {
    const q = await ok<QuizJson>(postJson('/api/v1/quiz', { topic, seed: 2 }));
    expect(q.topic).toBe(topic);
    expect(q.auction.filter((c) => c !== 'Pass').length).toBeGreaterThanOrEqual(3);
  });

  it('chooses a topic when none is given', async () => {
    const q = await ok<QuizJson>(postJson('/api/v1/quiz', { seed: 'x' }));
    expect(q.topic).not.toBe('');
  });

  it.each(['__proto__', '__Proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuses the topic %j like any unknown word',
    async (topic) => {
      const error = await errorOf(await postJson('/api/v1/quiz', { topic }), 400);
      expect(error.code).toBe('unknown-topic');
      expect(error.path).toEqual(['topic']);
    },
  );

  it('refuses an unknown topic, listing the topics', async () => {
    const error = await errorOf(await postJson('/api/v1/quiz', { topic: 'squeezes' }), 400);
    expect(error.code).toBe('unknown-topic');
    expect(error.path).toEqual(['topic']);
    expect(error.message).toMatch(/^unknown quiz topic 'squeezes': the topics are openings, responses-minor, .*blackwood/);
  });
});

interface SystemJson {
  name: string;
  parts: { part: string; title: string }[];
  conventions: { name: string; description: string; options: { name: string; default: string }[] }[];
  situations: {
    name: string;
    part?: string;
    before?: string;
    when: string[];
    rules: { line: number; call?: string; meaning?: string; tests: string[]; does: string[] }[];
  }[];
  values: { name: string; min: number; max: number; line: number }[];
  quizTopics: { id: string }[];
}

describe('GET /api/v1/system', () => {
  it('gives the rule book as data: situations, When lines, rules with call, meaning, tests and line', async () => {
    const response = await app.request('/api/v1/system');
    const system = await ok<SystemJson>(response);
    expect(system.parts.map((p) => p.part)).toEqual(['one', 'two']);
    const openings = system.situations[0];
    expect(openings).toMatchObject({ name: 'Openings', part: 'one', when: ['no one has bid'] });
    expect(openings?.rules[0]).toMatchObject({ call: '2 Clubs', tests: ['points >= 22'] });
    expect(system.situations.some((s) => s.part === 'two')).toBe(true);
    expect(system.quizTopics.map((t) => t.id)).toContain('blackwood');
  });

  it('lists the conventions the book plays, with their options (off unless switched on)', async () => {
    const system = await ok<SystemJson>(app.request('/api/v1/system'));
    const names = system.conventions.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Stayman', 'Blackwood', 'Gerber', 'Fourth suit forcing', 'Michaels cue bids']));
    const blackwood = system.conventions.find((c) => c.name === 'Blackwood');
    expect(blackwood?.options).toEqual([expect.objectContaining({ name: 'Roman Keycard Blackwood', default: 'off' })]);
    expect(system.conventions.filter((c) => c.name !== 'Blackwood').every((c) => c.options.length === 0)).toBe(true);
    // A situation of part two tried ahead of part one's says so.
    expect(system.situations.find((s) => s.name === 'Positive responses to 2♣')).toMatchObject({ part: 'two', before: 'Answering 2♣' });
  });

  it('says what each call does (its Does lines) and lists the numbers the book declares', async () => {
    const system = await ok<SystemJson>(app.request('/api/v1/system'));
    const openings = system.situations[0];
    expect(openings?.rules[0]).toMatchObject({ call: '2 Clubs', does: ['force'] });
    expect(openings?.rules[1]).toMatchObject({ call: '2 NoTrump', does: [] });
    expect(system.values).toContainEqual(expect.objectContaining({ name: 'points for game', min: 25, max: 25 }));
    expect(system.values).toContainEqual(expect.objectContaining({ name: 'points for 1NT over an opening', min: 15, max: 18 }));
  });

  it('answers only GET', async () => {
    expect((await errorOf(await postJson('/api/v1/system', {}), 405)).code).toBe('method-not-allowed');
  });
});

interface CheckJson {
  ok: boolean;
  diagnostics: { line: number; column: number; endLine: number; endColumn: number; message: string; severity: string }[];
  more: number;
}

describe('POST /api/v1/rules/check', () => {
  it('accepts one rule on its own', async () => {
    const result = await ok<CheckJson>(
      postJson('/api/v1/rules/check', {
        source: "If length of my partner's first bid suit >= 3\nIf points 6 to 10\nBid 2 of my partner's first bid suit",
      }),
    );
    expect(result).toEqual({ ok: true, diagnostics: [], more: 0 });
  });

  it("checks the rule-language document's examples clean alone, next to a Bid line", async () => {
    const clean = await ok<CheckJson>(
      postJson('/api/v1/rules/check', { source: "If suit of my partner's first bid is any suit\nBid Pass" }),
    );
    expect(clean).toEqual({ ok: true, diagnostics: [], more: 0 });
    // Support no rule of the source sets is only a warning: the book may set it elsewhere.
    const support = await ok<CheckJson>(
      postJson('/api/v1/rules/check', { source: "If support for my partner's first bid suit >= good\nBid Pass" }),
    );
    expect(support.ok).toBe(true);
    expect(support.diagnostics).toEqual([
      {
        line: 1,
        column: 4,
        endLine: 1,
        endColumn: 43,
        severity: 'warning',
        message:
          "support for my partner's first bid suit is tested here, but no rule of this source sets it, so it reads as no support unless the book sets it elsewhere (Set support for my partner's first bid suit to good)",
      },
    ]);
  });

  it('answers a 64 KB source of thousands of problems with the first 100 and how many more', async () => {
    // The fuzz finding of issue 9: this took 12 s and answered 6.2 MB.
    const source = `Bid Pass\nMeans "${'{}'.repeat(32_000)}`;
    const response = await postJson('/api/v1/rules/check', { source });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text.length).toBeLessThan(50 * 1024);
    const result = JSON.parse(text) as CheckJson;
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(100);
    expect(result.more).toBe(32_001 - 100); // each placeholder, and the missing closing quote
    expect(result.diagnostics[0]).toMatchObject({
      line: 2,
      column: 7,
      severity: 'error',
      message: 'this text has no closing quote: end it with " on the same line',
    });
    expect(result.diagnostics[1]).toMatchObject({ line: 2, column: 8, severity: 'error' });
  });

  it('reports each error with its line and column from 1', async () => {
    const result = await ok<CheckJson>(
      postJson('/api/v1/rules/check', { source: 'Situation "x"\n  If lenght of Hearts >= 5\n  Bid 8 Hearts' }),
    );
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ line: 2, column: 6, severity: 'error' });
    expect(result.diagnostics[0]?.message).toMatch(/found 'lenght'; did you mean 'length'\?/);
    expect(result.diagnostics.some((d) => d.line === 3 && /expected a level from 1 to 7, found '8'/.test(d.message))).toBe(true);
  });

  it('accepts an empty source', async () => {
    const result = await ok<CheckJson>(postJson('/api/v1/rules/check', { source: '' }));
    expect(result.ok).toBe(true);
  });

  it('refuses a source that is not text, and a body over 64 KiB with 413', async () => {
    expect((await errorOf(await postJson('/api/v1/rules/check', { source: 12 }), 400)).message).toBe(
      'source should be text, not the number 12',
    );
    const big = `# ${'x'.repeat(70 * 1024)}`;
    expect((await errorOf(await postJson('/api/v1/rules/check', { source: big }), 413)).code).toBe('body-too-large');
  });
});

describe('the OpenAPI document', () => {
  it('describes the bidding and rules endpoints with their methods and contract fields', async () => {
    const doc = (await (await app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    for (const path of ['/api/v1/bid', '/api/v1/mark', '/api/v1/practice-deal', '/api/v1/quiz', '/api/v1/rules/check']) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(['post']);
    }
    expect(Object.keys(doc.paths['/api/v1/system'] ?? {})).toEqual(['get']);
    const { schemas } = doc.components;
    expect(schemas.BidRequest?.required).toEqual(['hand', 'dealer', 'vulnerability', 'auction']);
    expect(schemas.RobotCall?.required).toEqual(expect.arrayContaining(['call', 'meaning']));
    expect(schemas.MarkRequest?.required).toEqual(['hand', 'dealer', 'vulnerability', 'auction', 'call']);
    expect(schemas.Mark?.required).toEqual(expect.arrayContaining(['correct', 'expected']));
    expect(schemas.PracticeDeal?.required).toEqual(expect.arrayContaining(['deal', 'dealer', 'vulnerability']));
    expect(schemas.RulesCheck?.required).toEqual(['ok', 'diagnostics', 'more']);
  });
});
