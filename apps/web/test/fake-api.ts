// A fake of the API for page tests: fetch answered from a table of routes, each request kept.
import { vi } from 'vitest';
import type { BiddingSystem, GameView } from '../src/api/types.ts';

export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query, `?book=…`, when there is one. */
  readonly search?: string;
}

/** An answer: a status and a JSON body (an error body for refusals). */
export interface FakeAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type FakeRoute = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (body: unknown, status = 200): FakeAnswer => ({ status, body });
export const refused = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message, path: [] } },
});

/** The Accept-Language of each request since the last fakeApi, in order (apart from SentRequest, which tests compare whole). */
export const sentLanguages: string[] = [];

/**
 * Replaces fetch with one answering `routes`, keyed `METHOD /path` (the path after /api/v1, no
 * query). A route missing from the table fails the test through a 500 the page would show.
 */
export function fakeApi(routes: Record<string, FakeRoute>): SentRequest[] {
  const sent: SentRequest[] = [];
  sentLanguages.length = 0;
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    sentLanguages.push(new Headers(init?.headers).get('Accept-Language') ?? '');
    const url = new URL(String(input), 'http://tenace.test');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body, ...(url.search === '' ? {} : { search: url.search }) };
    sent.push(request);
    const route = routes[`${method} ${path}`];
    const answer = route === undefined ? refused(500, 'internal-error', `no fake for ${method} ${path}`) : await route(request);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  return sent;
}

/** South's view at the start of a game: South to call, every opening call legal. */
export function gameView(change: Partial<GameView> = {}): GameView {
  return {
    version: 0,
    phase: 'auction',
    seat: 'S',
    dealer: 'S',
    vulnerability: 'None',
    turn: 'S',
    legal: ['Pass', '1C', '1D', '1H', '1S', '1NT', '2C', '2NT', '7NT'],
    hand: 'AJ3.986.AK75.JT2',
    dummy: null,
    auction: [],
    contract: null,
    declarer: null,
    tricks: [],
    tricksWon: { NS: 0, EW: 0 },
    canUndo: false,
    canClaim: false,
    claim: null,
    result: null,
    score: null,
    deal: null,
    ...change,
  };
}

const CLOCKWISE = ['N', 'E', 'S', 'W'] as const;

/** A trick as a view gives it: `cards` played clockwise from `leader`. */
export function playedTrick(
  leader: (typeof CLOCKWISE)[number],
  cards: readonly string[],
  winner: (typeof CLOCKWISE)[number] | null = null,
): GameView['tricks'][number] {
  const start = CLOCKWISE.indexOf(leader);
  return { leader, cards: cards.map((card, i) => ({ seat: CLOCKWISE[(start + i) % 4] ?? leader, card })), winner };
}

/** GET /system's answer: a short book with one option (Roman Keycard Blackwood) and two quiz topics. */
export const SYSTEM: BiddingSystem = {
  book: 'SAYC',
  name: 'Standard American Yellow Card',
  file: 'sayc.rules',
  parts: [
    { part: 'one', title: 'The sheet', line: 3 },
    { part: 'two', title: 'More', line: 30 },
  ],
  ruleCount: 2,
  values: [
    { name: 'points for game', min: 25, max: 25, line: 10 },
    { name: 'points for 1NT over an opening', min: 15, max: 18, line: 11 },
  ],
  conventions: [
    { name: 'Stayman', description: '2♣ over 1NT asks for a four-card major.', line: 20, options: [] },
    {
      name: 'Blackwood',
      description: '4NT asks for aces once a suit has been bid.',
      line: 24,
      options: [{ name: 'Roman Keycard Blackwood', description: '4NT asks for five keycards.', line: 25, default: 'off' }],
    },
  ],
  situations: [
    {
      name: 'Openings',
      line: 39,
      part: 'one',
      when: ['no one has bid'],
      rules: [
        { line: 40, call: '2 Clubs', meaning: '22 or more points. Forcing.', tests: ['points >= 22'], sets: [], does: ['force'] },
        { line: 44, call: '1 NoTrump', meaning: '15–17 points, balanced.', tests: ['points 15 to 17'], sets: [], does: [] },
      ],
    },
  ],
  quizTopics: [
    { id: 'openings', title: 'Openings', description: 'Open the bidding, or pass.' },
    { id: 'fourth-suit', title: 'Fourth suit forcing', description: 'Three suits have been bid at the one level.' },
  ],
};
