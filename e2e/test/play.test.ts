// Play a deal in a real browser against the Worker: a whole deal by clicking (bidding box, cards
// chosen and confirmed, dummy's cards when South declares), the end and its PBN download, a reload
// in the middle of the deal, a run by keyboard alone, and the play to watch when North declares.
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { timedGet, timePageRequests, waitedOnOthers, type TimedRequest } from '../src/beside.ts';
import { answerTo, apiPost, auctionOnPage, callName } from '../src/bridge.ts';
import { screenshot } from '../src/chromium.ts';
import {
  GAME_KEY,
  callAsHinted,
  freshTable,
  gameId,
  nextStep,
  northDeclaresSeed,
  playFirstCard,
  southCards,
  southDeclaresSeed,
  tricksWon,
} from '../src/game.ts';
import { focused, tabTo } from '../src/keyboard.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

/** A whole deal is 26 of South's cards, each followed by the robots' on a busy machine. */
const WHOLE_DEAL_MS = 360_000;

const isCard = (group: string): boolean => group === 'Your hand (South)' || group.startsWith('Dummy (');

/**
 * Once the page asks for the finished game's record (the end screen), a second client reads the
 * game, its record and the health route over and over until the page's record (which carries the
 * double-dummy table and the costs of every card and call) has its answer;
 * resolves with every API request of either that ended after the end screen began, timed.
 */
function secondClientAtTheEnd(page: Page, baseUrl: string, id: string): Promise<TimedRequest[]> {
  const pageRequests = timePageRequests(page);
  return new Promise((resolve, reject) => {
    const onRequest = (request: Request): void => {
      if (new URL(request.url()).pathname !== `/api/v1/games/${id}/record`) return;
      page.off('request', onRequest);
      const began = Date.now();
      const ddDone = (): boolean => pageRequests.finished.some((r) => r.what === `GET /api/v1/games/${id}/record` && r.start >= began);
      void (async () => {
        const mine: TimedRequest[] = [];
        for (let round = 0; round < 50 && (round === 0 || !ddDone()); round++) {
          mine.push(
            ...(await Promise.all([
              timedGet(baseUrl, `/games/${id}/record`),
              timedGet(baseUrl, `/games/${id}`),
              timedGet(baseUrl, '/health'),
            ])),
          );
        }
        pageRequests.stop();
        return [...pageRequests.finished.filter((r) => r.end >= began), ...mine];
      })().then(resolve, reject);
    };
    page.on('request', onRequest);
  });
}

describe('Play a deal', () => {
  it(
    'plays a whole deal to the end by clicking, with hints, dummy, tricks, the record, double dummy and the PBN file',
    async () => {
      const { page } = browser();
      await (await freshTable(page, baseUrl, await southDeclaresSeed(baseUrl))).click();
      const id = await gameId(page);
      await page.getByRole('group', { name: 'Bidding box' }).waitFor();
      await screenshot(page, 'play-auction');
      const beside = secondClientAtTheEnd(page, baseUrl, id);

      let calls = 0;
      let cards = 0;
      let fromDummy = 0;
      let winnerSeen = false;
      for (let step = 0; step < 80; step++) {
        const next = await nextStep(page);
        if (next === 'over') break;
        if (next === 'call') {
          // The Hint button gives the robot's call and its reason; South follows it.
          const hint = await answerTo<{ action: string; reason: string }>(page, `/games/${id}/hint`, () =>
            page.getByRole('button', { name: 'Hint' }).click(),
          );
          await expect.poll(() => page.locator('.hint-answer').textContent()).toContain(hint.reason);
          const box = page.getByRole('group', { name: 'Bidding box' });
          await answerTo(page, `/games/${id}/calls`, () => box.getByRole('button', { name: callName(hint.action), exact: true }).click());
          calls++;
          continue;
        }
        // Dummy is on the table from the opening lead; South plays its cards on its turn.
        await page.getByRole('group', { name: 'Dummy (North)' }).waitFor();
        if (await page.getByText('Your turn to play from dummy.').isVisible()) {
          fromDummy++;
          if (fromDummy === 1) await screenshot(page, 'play-from-dummy');
        }
        await playFirstCard(page, id);
        cards++;
        if (!winnerSeen && (await page.locator('.trick .trick-winner').count()) === 1) {
          winnerSeen = true;
          expect(await page.locator('.trick figcaption').textContent()).toMatch(/wins the trick\.$/);
          await screenshot(page, 'play-trick-won');
        }
      }
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(fromDummy).toBeGreaterThanOrEqual(1);
      expect(cards).toBeGreaterThan(fromDummy);
      expect(winnerSeen).toBe(true);

      // The end: contract and result, the score, every call and every trick's winner, double dummy.
      const end = page.locator('.deal-end');
      await end.getByRole('heading', { name: 'The deal is over' }).waitFor();
      expect(await page.locator('.game-facts .contract-line').textContent()).toContain('by South');
      expect(await end.locator('.result-line').textContent()).toMatch(/^South took \d+ tricks: /);
      await end.getByRole('table', { name: 'The score' }).waitFor();
      const record = end.getByRole('table', { name: 'Every trick' });
      await record.waitFor();
      const winners = await record.locator('.trick-winner-cell').allTextContents();
      expect(winners.length).toBeGreaterThan(0);
      for (const winner of winners) expect(['North', 'East', 'South', 'West']).toContain(winner);
      expect(await end.getByRole('table', { name: 'The auction' }).locator('.auction-call').count()).toBeGreaterThanOrEqual(4);
      await end.getByText(/^Par: /).waitFor({ timeout: 90_000 });
      await end.getByRole('table', { name: 'Tricks each declarer takes with best play by all four hands' }).waitFor();
      await screenshot(page, 'play-end');

      // A second client's requests while the end screen asked for the record and its analysis (the
      // double-dummy table, every card's cost): none waited on the page's (issue 47: a GET of the
      // record once hung 60 s here).
      const timed = await beside;
      expect(timed.filter((r) => r.who === 'second client').length).toBeGreaterThanOrEqual(3);
      expect(timed.some((r) => r.who === 'page' && r.what === `GET /api/v1/games/${id}/record`)).toBe(true);
      await end.getByRole('heading', { name: 'Where the tricks went' }).waitFor();
      await end.getByRole('heading', { name: 'Your calls and the book’s' }).waitFor();
      expect(waitedOnOthers(timed, 1000)).toEqual([]);

      // The PBN link downloads the record as a PBN text.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        end.getByRole('link', { name: 'Download the record (PBN)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`tenace-${id}.pbn`);
      const pbn = readFileSync(await download.path(), 'utf8');
      expect(pbn).toMatch(/^% PBN/);
      expect(pbn).toContain('[Deal "');
      const played = (await (await fetch(`${baseUrl}/api/v1/games/${id}/record`)).json()) as { contract: string };
      expect(pbn).toContain(`[Contract "${played.contract}"]`);
      expect(pbn).toContain('[Declarer "S"]');

      // A new deal forgets the finished game.
      await end.getByRole('button', { name: 'New deal' }).click();
      await page.getByRole('button', { name: 'Deal', exact: true }).waitFor();
      expect(await page.evaluate((key) => window.localStorage.getItem(key), GAME_KEY)).toBeNull();
    },
    WHOLE_DEAL_MS,
  );

  it('returns to the same game after a reload in the middle of the deal', async () => {
    const { page } = browser();
    await (await freshTable(page, baseUrl, await southDeclaresSeed(baseUrl))).click();
    const id = await gameId(page);
    let played = 0;
    while (played < 3) {
      const next = await nextStep(page);
      expect(next).not.toBe('over');
      if (next === 'call') await callAsHinted(page, baseUrl, id);
      else {
        await playFirstCard(page, id);
        played++;
      }
    }
    expect(await nextStep(page)).toBe('card');
    const before = {
      hand: await southCards(page),
      auction: await auctionOnPage(page),
      trick: await page.locator('.trick').textContent(),
      won: await tricksWon(page),
    };

    await page.reload();
    expect(await nextStep(page)).toBe('card');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), GAME_KEY)).toBe(id);
    expect(await southCards(page)).toEqual(before.hand);
    expect(await auctionOnPage(page)).toEqual(before.auction);
    expect(await page.locator('.trick').textContent()).toBe(before.trick);
    expect(await tricksWon(page)).toEqual(before.won);
    await screenshot(page, 'play-after-reload');

    // And the game goes on from there.
    await playFirstCard(page, id);
    expect(await nextStep(page)).not.toBe('over');
  });

  it('deals, bids and plays two tricks by keyboard alone', async () => {
    const { page } = browser();
    await freshTable(page, baseUrl, await southDeclaresSeed(baseUrl));
    await tabTo(page, (f) => f.tag === 'select' && f.name === 'Vulnerability');
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Deal');
    await page.keyboard.press('Enter');
    const id = await gameId(page);

    let played = 0;
    while (played < 4) {
      const next = await nextStep(page);
      expect(next).not.toBe('over');
      if (next === 'call') {
        const name = callName((await apiPost<{ action: string }>(baseUrl, `/games/${id}/hint`, {})).action);
        await tabTo(page, (f) => f.group === 'Bidding box' && f.name === name);
        await answerTo(page, `/games/${id}/calls`, () => page.keyboard.press('Enter'));
        continue;
      }
      // The hand to play from takes the focus when it comes to play; Tab finds it otherwise.
      let now = await focused(page);
      if (!(now.tag === 'button' && isCard(now.group))) now = await tabTo(page, (f) => f.tag === 'button' && isCard(f.group));
      const legal = await page.locator('.playable-hand button[data-card]:not([disabled])').count();
      if (legal > 1) {
        // The arrow keys move between the cards that may be played, and back.
        await page.keyboard.press('ArrowRight');
        expect((await focused(page)).name).not.toBe(now.name);
        await page.keyboard.press('ArrowLeft');
        expect((await focused(page)).name).toBe(now.name);
      }
      await page.keyboard.press('Enter');
      expect((await focused(page)).name).toBe(`Play ${now.name}`);
      await answerTo(page, `/games/${id}/plays`, () => page.keyboard.press('Enter'));
      played++;
    }
    await nextStep(page);
    const won = await tricksWon(page);
    expect(won.ns + won.ew).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'play-keyboard');
  });

  it('shows the robots’ play trick by trick when North declares and South is dummy', async () => {
    const { page } = browser();
    await (await freshTable(page, baseUrl, await northDeclaresSeed(baseUrl))).click();
    const id = await gameId(page);
    let calls = 0;
    while ((await nextStep(page)) === 'call') {
      await callAsHinted(page, baseUrl, id);
      calls++;
    }
    // South's last call ended the auction and the robots played every card: the end, and the play from trick 1.
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.game-facts .contract-line').textContent()).toContain('by North');
    const replay = page.getByRole('region', { name: 'Watch the play' });
    await replay.waitFor();
    const record = (await (await fetch(`${baseUrl}/api/v1/games/${id}/record`)).json()) as { tricks: { winner: string | null }[] };
    const seatName: Readonly<Record<string, string>> = { N: 'North', E: 'East', S: 'South', W: 'West' };
    const position = replay.locator('.replay-position');
    const southCardsLeft = (): Promise<number> => replay.getByRole('group', { name: "South's hand" }).locator('.card').count();
    const shows = async (trick: number): Promise<void> => {
      await expect.poll(() => position.textContent()).toContain(`Trick ${trick} of ${record.tricks.length}`);
      const winner = seatName[record.tricks[trick - 1]?.winner ?? ''] ?? '';
      expect(
        await replay
          .getByRole('figure', { name: `Trick ${trick}` })
          .locator('figcaption')
          .textContent(),
      ).toBe(`${winner} wins the trick.`);
      expect(await southCardsLeft()).toBe(13 - trick);
    };
    await shows(1);
    await screenshot(page, 'play-watch-trick-1');

    const controls = replay.getByRole('group', { name: 'Step through the play' });
    await controls.getByRole('button', { name: 'Next trick' }).click();
    await shows(2);
    // The arrow keys step too, from the focused controls.
    await page.keyboard.press('ArrowRight');
    await shows(3);
    await screenshot(page, 'play-watch-trick-3');
    await page.keyboard.press('ArrowLeft');
    await shows(2);
    await controls.getByRole('button', { name: 'Previous trick' }).click();
    await controls.getByRole('button', { name: 'Previous trick' }).click();
    await expect.poll(() => position.textContent()).toContain('before the opening lead');
    expect(await southCardsLeft()).toBe(13);

    await controls.getByRole('button', { name: 'Show all' }).click();
    await shows(record.tricks.length);
    const won = record.tricks.filter((trick) => trick.winner === 'N' || trick.winner === 'S').length;
    expect(await position.textContent()).toContain(`North–South ${won}, East–West ${record.tricks.length - won}`);
    await screenshot(page, 'play-watch-all');
  });
});
