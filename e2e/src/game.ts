/** What the browser tests of Play a deal share: a fresh game, whose turn it is, South's calls and cards. */
import type { Locator, Page } from 'playwright-core';
import { answerTo, apiPost, callName } from './bridge.ts';

/** Where the page keeps the id of the game in play (apps/web/src/api/current-game.ts). */
export const GAME_KEY = 'tenace.game';

/**
 * A seed on which South declares (1NT, nobody vulnerable) when South calls as the robot's hints
 * say, so the tests play dummy's cards as well as South's.
 */
export const SOUTH_DECLARES_SEED = 'e2e-play-2';

/**
 * A seed on which North declares (3♥, nobody vulnerable; South passes, then raises 1♥ to 3♥) when
 * South calls as the hints say: South is dummy, and the robots play the whole deal in the answer to
 * South's last call.
 */
export const NORTH_DECLARES_SEED = 'e2e-north-1';

/** Opens Play a deal with no game kept from an earlier test, ready to deal the seeded deal. */
export async function freshTable(page: Page, baseUrl: string, seed: string = SOUTH_DECLARES_SEED): Promise<Locator> {
  await page.goto(`${baseUrl}/play`);
  await page.evaluate((key) => window.localStorage.removeItem(key), GAME_KEY);
  await page.goto(`${baseUrl}/play?seed=${encodeURIComponent(seed)}`);
  const deal = page.getByRole('button', { name: 'Deal', exact: true });
  await deal.waitFor();
  return deal;
}

/** The id of the game the page keeps, once it has one. */
export async function gameId(page: Page): Promise<string> {
  const handle = await page.waitForFunction((key) => window.localStorage.getItem(key), GAME_KEY);
  const id = await handle.jsonValue();
  if (typeof id !== 'string') throw new Error('the page kept no game id');
  return id;
}

export type Step = 'call' | 'card' | 'over';

/** Waits until South has something to do (a call or a card) or the deal is over; fails on an error shown. */
export async function nextStep(page: Page): Promise<Step> {
  const handle = await page.waitForFunction(
    () => {
      const alert = document.querySelector('[role="alert"]');
      if (alert !== null) return `error: ${alert.textContent ?? ''}`;
      if (document.querySelector('.deal-end') !== null) return 'over';
      if (document.querySelector('.play-status .loading') !== null) return null;
      if (document.querySelector('.bidding-box button:not(:disabled)') !== null) return 'call';
      if (document.querySelector('.playable-hand button[data-card]:not(:disabled)') !== null) return 'card';
      return null;
    },
    undefined,
    { timeout: 90_000, polling: 100 },
  );
  const step = await handle.jsonValue();
  if (step === 'call' || step === 'card' || step === 'over') return step;
  throw new Error(`the page showed ${String(step)}`);
}

/** The call the robot would make for South now (POST /hint), as the bidding box names it. */
export async function hintedCall(baseUrl: string, id: string): Promise<string> {
  const hint = await apiPost<{ action: string }>(baseUrl, `/games/${id}/hint`, {});
  return callName(hint.action);
}

/** How a test touches the page: a click on a desktop, a tap on a phone. */
export type Press = (target: Locator) => Promise<void>;
export const click: Press = (target) => target.click();
export const tap: Press = (target) => target.tap();

/** Makes South's call as the robot's hint says, by the bidding box. */
export async function callAsHinted(page: Page, baseUrl: string, id: string, press: Press = click): Promise<void> {
  const name = await hintedCall(baseUrl, id);
  const button = page.getByRole('group', { name: 'Bidding box' }).getByRole('button', { name, exact: true });
  await answerTo(page, `/games/${id}/calls`, () => press(button));
}

/** Chooses the first card South may play (from dummy or South's hand), then confirms it; the card played. */
export async function playFirstCard(page: Page, id: string, press: Press = click): Promise<string> {
  const card = page.locator('.playable-hand button[data-card]:not([disabled])').first();
  const code = (await card.getAttribute('data-card')) ?? '';
  const name = (await card.getAttribute('aria-label')) ?? '';
  await press(card);
  const confirm = page.getByRole('button', { name: `Play ${name}`, exact: true });
  await answerTo(page, `/games/${id}/plays`, () => press(confirm));
  return code;
}

/** The cards of South's hand on the page, in the API's notation. */
export const southCards = (page: Page): Promise<string[]> =>
  page
    .getByRole('group', { name: 'Your hand (South)' })
    .locator('[data-suit]')
    .evaluateAll((rows) => rows.flatMap((row) => [...row.querySelectorAll('.card')].map((card) => `${row.getAttribute('data-suit') ?? ''}${(card.textContent ?? '').replace('10', 'T')}`)));

/** Tricks won by each side, as the page says them. */
export async function tricksWon(page: Page): Promise<{ ns: number; ew: number }> {
  const text = (await page.locator('.tricks-won').textContent()) ?? '';
  const match = /North–South (\d+), East–West (\d+)/.exec(text);
  if (match === null) throw new Error(`no tricks won in "${text}"`);
  return { ns: Number(match[1]), ew: Number(match[2]) };
}
