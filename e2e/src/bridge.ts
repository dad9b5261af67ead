/** What the browser tests need to talk about calls and to ask the API as a second opinion. */
import type { Page, Response } from 'playwright-core';

const STRAIN_WORDS: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'no trump' };

/** A call's accessible name in English, as the bidding box names its buttons: `1D` → "1 diamonds". */
export function callName(call: string): string {
  if (call === 'Pass') return 'Pass';
  if (call === 'X') return 'Double';
  if (call === 'XX') return 'Redouble';
  const match = /^([1-7])(NT|[CDHS])$/.exec(call);
  if (match === null) throw new Error(`not a call: ${call}`);
  return `${match[1] ?? ''} ${STRAIN_WORDS[match[2] ?? ''] ?? ''}`;
}

export async function apiPost<T>(baseUrl: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Does `action` and returns the JSON the page got from the API `route` meanwhile. */
export async function answerTo<T>(page: Page, route: string, action: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => new URL(r.url()).pathname === `/api/v1${route}` && r.request().method() === 'POST'),
    action(),
  ]);
  return (await response.json()) as T;
}

/** The calls in the page's auction grid, in order, in the API's notation. */
export const auctionOnPage = (page: Page): Promise<string[]> =>
  page
    .locator('.auction-call')
    .evaluateAll((buttons) => buttons.map((button) => (button instanceof HTMLElement ? (button.dataset['call'] ?? '') : '')));

export interface PracticeDeal {
  readonly dealer: string;
  readonly vulnerability: string;
  readonly hands: Readonly<Record<'N' | 'E' | 'S' | 'W', string>>;
}
