/**
 * A scripted South playing through the API inside workerd, and the check that no view shows a card
 * South may not see. Every view the client receives is kept, to be checked against the deal once
 * the deal is over and its hands are known.
 */
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { type CardSet, parseCard, parsePbnDeal, parsePbnHand, partnerOf, unwrap, type Deal } from '@tenace/engine';
import type { TableViewJson } from '@tenace/trainer';

export type View = TableViewJson;

export const api = (path: string, init?: RequestInit): Promise<Response> =>
  exports.default.fetch(new Request(`http://tenace.test/api/v1${path}`, init));

export const post = (path: string, body?: unknown): Promise<Response> =>
  api(
    path,
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

export interface ErrorJson {
  readonly error: { readonly code: string; readonly message: string; readonly path: readonly (string | number)[] };
}

/** The error of a refused request, after checking its status and the one error shape. */
export async function refused(response: Response, status: number): Promise<ErrorJson['error']> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String), path: expect.any(Array) } });
  return (body as ErrorJson).error;
}

const VIEW_FIELDS = [
  'auction',
  'canClaim',
  'canUndo',
  'claim',
  'contract',
  'deal',
  'dealer',
  'declarer',
  'dummy',
  'hand',
  'legal',
  'phase',
  'result',
  'score',
  'seat',
  'tricks',
  'tricksWon',
  'turn',
  'version',
  'vulnerability',
];

/** A game as South plays it through the API: every view received is kept. */
export class GameClient {
  readonly views: View[] = [];

  private constructor(readonly id: string) {}

  static async start(vulnerability: string, seed?: string, options?: readonly string[]): Promise<GameClient> {
    const response = await post('/games', {
      vulnerability,
      ...(seed === undefined ? {} : { seed }),
      ...(options === undefined ? {} : { options }),
    });
    const body = (await response.json()) as { id: string; view: View };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const client = new GameClient(body.id);
    client.views.push(body.view);
    return client;
  }

  get view(): View {
    const last = this.views.at(-1);
    if (last === undefined) throw new Error('no view yet');
    return last;
  }

  /** Sends a request that must succeed with a view, and keeps the view. */
  async expectView(response: Promise<Response>): Promise<View> {
    const answer = await response;
    const body = (await answer.json()) as { view: View };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    this.views.push(body.view);
    return body.view;
  }

  read(query = ''): Promise<View> {
    return this.expectView(api(`/games/${this.id}${query}`));
  }

  call(call: string): Promise<View> {
    return this.expectView(post(`/games/${this.id}/calls`, { call, version: this.view.version }));
  }

  play(card: string): Promise<View> {
    return this.expectView(post(`/games/${this.id}/plays`, { card, version: this.view.version }));
  }

  async hint(): Promise<{ action: string; reason: string }> {
    const response = await post(`/games/${this.id}/hint`);
    const body = (await response.json()) as { action: string; reason: string };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body;
  }

  /** South bids as the robot would (asking for hints) or passes, until the auction ends. */
  async bid(south: 'robot' | 'passes'): Promise<View> {
    while (this.view.phase === 'auction') await this.call(south === 'passes' ? 'Pass' : (await this.hint()).action);
    return this.view;
  }

  /** South plays the first card offered (dummy's too when declaring) until the deal ends. */
  async playOut(): Promise<View> {
    while (this.view.phase === 'play') {
      const [card] = this.view.legal;
      if (card === undefined) throw new Error(`South has nothing to play, yet the play goes on (turn ${String(this.view.turn)})`);
      await this.play(card);
    }
    return this.view;
  }

  /** Checks every view received against the deal, which the last view shows once the deal is over. */
  checkViews(): void {
    const final = this.view;
    if (final.deal === null) throw new Error('the deal is not over: its hands are not known yet');
    checkHiddenCards(this.views, unwrap(parsePbnDeal(final.deal)));
  }
}

const hand = (pbn: string): CardSet => unwrap(parsePbnHand(pbn, undefined));
const within = (part: CardSet, whole: CardSet): boolean => part.diff(whole).size === 0;

/**
 * Each view shows South's cards, the dummy's only after the opening lead, cards played, and all
 * four hands only at the end; it has no field beyond the known ones (a new field must be checked
 * here before it can carry anything).
 */
export function checkHiddenCards(views: readonly View[], deal: Deal): void {
  for (const view of views) {
    expect(Object.keys(view).sort()).toEqual(VIEW_FIELDS);
    expect(within(hand(view.hand), deal.S)).toBe(true);
    if (view.phase === 'done') continue;
    expect(view.deal).toBeNull();
    expect(view.score).toBeNull();
    expect(view.result).toBeNull();
    if (view.tricks.length === 0) expect(view.dummy).toBeNull();
    const dummy = view.dummy;
    let visible = hand(view.hand);
    if (dummy !== null) {
      expect(dummy.seat).toBe(view.declarer === null ? null : partnerOf(view.declarer));
      expect(within(hand(dummy.hand), deal[dummy.seat])).toBe(true);
      visible = visible.union(hand(dummy.hand));
    }
    if (view.phase === 'play') for (const card of view.legal) expect(visible.has(unwrap(parseCard(card)))).toBe(true);
  }
}
