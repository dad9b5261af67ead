/** What the browser tests of Play a deal share: a fresh game, whose turn it is, South's calls and cards. */
import type { Locator, Page } from 'playwright-core';
import { answerTo, apiPost, callName } from './bridge.ts';

/** Where the page keeps the id of the game in play (apps/web/src/api/current-game.ts). */
export const GAME_KEY = 'tenace.game';

interface GameAnswer {
  readonly view: { readonly phase: string };
}

interface NewGameAnswer extends GameAnswer {
  readonly id: string;
}

/** What a seed's game looks like once South has called as the hints say. */
export interface SeededGame {
  readonly declarer: string | null;
  readonly tricks: readonly unknown[];
}

const SEEDS_TRIED = 40;
const seedsFound = new Map<string, Promise<string>>();

/**
 * The first seed of `prefix-1`, `prefix-2`, … whose game, South calling as the robot's hints say,
 * is `wanted`. The tests find their deals through the API rather than naming fixed seeds, so a
 * change to the robots' book moves the seed instead of breaking the test.
 */
export function seedWhere(baseUrl: string, prefix: string, wanted: (game: SeededGame) => boolean): Promise<string> {
  const known = seedsFound.get(prefix);
  if (known !== undefined) return known;
  const found = (async () => {
    for (let n = 1; n <= SEEDS_TRIED; n++) {
      const seed = `${prefix}-${n}`;
      if (wanted(await seedGame(baseUrl, seed))) return seed;
    }
    throw new Error(`none of ${prefix}-1 … ${prefix}-${SEEDS_TRIED} gives the game the test needs`);
  })();
  // A failure is not kept: the next test that needs the seed asks again (and fails on its own).
  found.catch(() => seedsFound.delete(prefix));
  seedsFound.set(prefix, found);
  return found;
}

/** The game of `seed` after South calls as the robot's hints say. */
async function seedGame(baseUrl: string, seed: string): Promise<SeededGame> {
  const created = await apiPost<NewGameAnswer>(baseUrl, '/games', { vulnerability: 'None', seed });
  const id = created.id;
  let phase = created.view.phase;
  for (let calls = 0; phase === 'auction' && calls < 40; calls++) {
    const hint = await apiPost<{ action: string }>(baseUrl, `/games/${id}/hint`, {});
    phase = (await apiPost<GameAnswer>(baseUrl, `/games/${id}/calls`, { call: hint.action })).view.phase;
  }
  const response = await fetch(`${baseUrl}/api/v1/games/${id}/record`);
  if (!response.ok) throw new Error(`the record of ${seed} answered ${response.status}`);
  return (await response.json()) as SeededGame;
}

/** A seed on which South declares, so the tests play dummy's cards as well as South's. */
export const southDeclaresSeed = (baseUrl: string): Promise<string> => seedWhere(baseUrl, 'e2e-play', (game) => game.declarer === 'S');

/**
 * A seed on which North declares and plays tricks before any claim: South is dummy, and the robots
 * play the whole deal in the answer to South's last call.
 */
export const northDeclaresSeed = (baseUrl: string): Promise<string> =>
  seedWhere(baseUrl, 'e2e-north', (game) => game.declarer === 'N' && game.tricks.length >= 3);

/** Opens Play a deal with no game kept from an earlier test, ready to deal the seeded deal. */
export async function freshTable(page: Page, baseUrl: string, seed: string): Promise<Locator> {
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
    .evaluateAll((rows) =>
      rows.flatMap((row) =>
        [...row.querySelectorAll('.card')].map(
          (card) => `${row.getAttribute('data-suit') ?? ''}${(card.textContent ?? '').replace('10', 'T')}`,
        ),
      ),
    );

/** Tricks won by each side, as the page says them. */
export async function tricksWon(page: Page): Promise<{ ns: number; ew: number }> {
  const text = (await page.locator('.tricks-won').textContent()) ?? '';
  const match = /North–South (\d+), East–West (\d+)/.exec(text);
  if (match === null) throw new Error(`no tricks won in "${text}"`);
  return { ns: Number(match[1]), ew: Number(match[2]) };
}
