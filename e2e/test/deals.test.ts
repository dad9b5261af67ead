// Your deals in a real browser against the Worker: a two-room PBN file imported (the closed-room
// games take the board's tags from the open room's), a board as a hand record with its double-dummy
// table and par, the replay with the costly cards marked, the session analysed with a progress bar,
// and an imported deal played from the first call.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerTo } from '../src/bridge.ts';
import { screenshot } from '../src/chromium.ts';
import { GAME_KEY, southCards } from '../src/game.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

/** Two boards, each an open-room game with every tag and a closed-room game with only the tags that changed. */
const TWO_ROOM = fileURLToPath(new URL('../fixtures/two-room.pbn', import.meta.url));

/** Where the page keeps the file (apps/web/src/app/stored-deals.ts). */
const DEALS_KEY = 'tenace.deals';

interface Board {
  readonly board: string | null;
  readonly contract: string | null;
  readonly hands: Readonly<Record<'N' | 'E' | 'S' | 'W', string>>;
}

interface Imported {
  readonly boards: readonly Board[];
  readonly failed: readonly unknown[];
}

interface CardCost {
  readonly trick: number;
  readonly seat: string;
  readonly card: string;
  readonly before: number;
  readonly after: number;
}

/** Opens Your deals with nothing kept, chooses the two-room file and imports it; the API's answer. */
async function importTwoRoom(page: Page): Promise<Imported> {
  await page.goto(`${baseUrl}/deals`);
  await page.evaluate((key) => window.localStorage.removeItem(key), DEALS_KEY);
  await page.reload();
  await page.getByLabel('Choose a PBN or LIN file').setInputFiles(TWO_ROOM);
  // The file is read in the browser first: the button names it once its text is read.
  const importButton = page.getByRole('button', { name: 'Import two-room.pbn', exact: true });
  await importButton.waitFor();
  const imported = await answerTo<Imported>(page, '/deals/import', () => importButton.click());
  await page.getByRole('table', { name: 'The boards of the file' }).waitFor();
  return imported;
}

/** A PBN hand's cards in the API's notation, spades first: `AK.Q..` → SA SK HQ. */
const cardsOf = (hand: string): string[] =>
  hand.split('.').flatMap((ranks, suit) => [...ranks].map((rank) => `${'SHDC'.charAt(suit)}${rank}`));

describe('Your deals', () => {
  it('imports a two-room PBN file: every game, the closed rooms with the open rooms’ board, kept across a reload', async () => {
    const { page } = browser();
    const imported = await importTwoRoom(page);
    expect(imported.failed).toEqual([]);
    expect(imported.boards.map((b) => b.board)).toEqual(['1', '1', '2', '2']);
    const list = page.getByRole('table', { name: 'The boards of the file' });
    expect(await list.locator('tbody tr').count()).toBe(4);
    expect(await list.locator('tbody th').allTextContents()).toEqual(['Board 1', 'Board 1', 'Board 2', 'Board 2']);
    expect(await page.getByRole('heading', { name: 'two-room.pbn: 4 boards' }).isVisible()).toBe(true);
    expect(await page.locator('.failed-boards').count()).toBe(0);
    await screenshot(page, 'deals-list');

    await page.reload();
    await list.waitFor();
    expect(await list.locator('tbody tr').count()).toBe(4);
    await page.getByRole('button', { name: 'Forget this file' }).click();
    await list.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DEALS_KEY)).toBeNull();
  });

  it('opens a board as a hand record: hands, auction, double dummy and par, the replay with the costly cards marked', async () => {
    const { page } = browser();
    await importTwoRoom(page);
    const analysis = await answerTo<{ cards: readonly CardCost[] }>(page, '/deals/analyse', () =>
      page.getByRole('link', { name: 'Board 1' }).first().click(),
    );
    await page.getByRole('heading', { level: 1, name: 'Board 1' }).waitFor();
    await page.getByRole('figure', { name: 'The four hands' }).waitFor();
    await page.getByRole('table', { name: 'The auction' }).waitFor();
    await page.getByRole('table', { name: 'Tricks each declarer takes with best play by all four hands' }).waitFor();
    await page.getByText(/^Par: /).waitFor();

    // The random play of the file gives tricks away: each costly card is listed, and marked in its trick.
    const costly = analysis.cards.filter((c) => c.after < c.before);
    expect(costly.length).toBeGreaterThan(0);
    const costs = page.locator('.trick-costs li');
    await expect.poll(() => costs.count()).toBe(costly.length);
    expect(await costs.first().textContent()).toMatch(/gave up (a trick|\d+ tricks)/);
    const first = costly[0];
    if (first === undefined) throw new Error('no costly card');
    const replay = page.locator('.play-replay');
    for (let trick = 1; trick < first.trick; trick++) await replay.getByRole('button', { name: 'Next trick' }).click();
    const shown = page.getByRole('figure', { name: `Trick ${first.trick}` });
    await shown.locator('.trick-costly').first().waitFor();
    expect(await shown.locator(`.trick-costly[data-seat="${first.seat}"] .trick-cost`).textContent()).toBe('gave up a trick');
    expect(await replay.locator('.replay-costs').textContent()).toContain('gave up');
    await screenshot(page, 'deals-hand-record');

    // The share link opens the same board with nothing kept in the browser.
    const link = await page.getByLabel('A link that opens this board').inputValue();
    await page.evaluate((key) => window.localStorage.removeItem(key), DEALS_KEY);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Board 1' }).waitFor();
    await page.getByText(/^Par: /).waitFor();
  });

  it('analyses the whole session board by board, with a progress bar, and lists the par', async () => {
    const { page } = browser();
    await importTwoRoom(page);
    await page.getByRole('button', { name: 'Analyse every board (double dummy and par)' }).click();
    await page.getByRole('progressbar', { name: 'Analysed 4 of 4 boards' }).waitFor();
    const pars = page.locator('.board-list tbody tr td.number:nth-of-type(4)');
    await expect.poll(async () => (await pars.allTextContents()).every((par) => /^(\+|−)?\d+$/.test(par))).toBe(true);
    expect(await pars.count()).toBe(4);
  });

  it('plays an imported deal as South: the game starts with that deal’s South hand', async () => {
    const { page } = browser();
    const imported = await importTwoRoom(page);
    await page.evaluate((key) => window.localStorage.removeItem(key), GAME_KEY);
    const board = imported.boards[2];
    if (board === undefined) throw new Error('the file has no third game');
    await page.getByRole('link', { name: 'Board 2' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Board 2' }).waitFor();
    await page.getByRole('button', { name: 'Play it yourself as South' }).click();
    await page.waitForURL(`${baseUrl}/play`);
    await page.getByRole('group', { name: 'Your hand (South)' }).waitFor();
    expect((await southCards(page)).sort()).toEqual(cardsOf(board.hands.S).sort());
    expect(await page.evaluate((key) => window.localStorage.getItem(key), GAME_KEY)).not.toBeNull();
  });
});
