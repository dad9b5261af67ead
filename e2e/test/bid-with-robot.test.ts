// Bid with a robot in a real browser: South's calls made by clicking the bidding box, robot North
// answering through the API, each call marked, until the auction ends.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';
import { answerTo, apiPost, auctionOnPage, callName, type PracticeDeal } from '../src/bridge.ts';

const { baseUrl, browser } = browserSuite();

describe('Bid with a robot', () => {
  it('bids a practice deal to the end: a right call, a wrong call explained, the contract and the summary', async () => {
    const { page } = browser();
    const deal = await answerTo<PracticeDeal>(page, '/practice-deal', () => page.goto(`${baseUrl}/bid?seed=e2e-auction-3`));
    const hand = page.getByRole('group', { name: 'Your hand (South)' });
    await hand.waitFor();
    // The hand on the page is the API's South hand, suit by suit (ten written 10).
    const shownSpades = (await hand.locator('[data-suit="S"] .card').allTextContents()).join('').replace(/10/g, 'T');
    expect(shownSpades).toBe(deal.hands.S.split('.')[0]);
    expect(page.url()).toContain('seed=e2e-auction-3');

    const box = page.getByRole('group', { name: 'Bidding box' });
    const verdicts: string[] = [];
    for (let turn = 0; turn < 12; turn++) {
      await Promise.race([box.waitFor(), page.getByRole('heading', { name: 'The auction is over.' }).waitFor()]);
      if (await page.getByRole('heading', { name: 'The auction is over.' }).isVisible()) break;
      const auction = await auctionOnPage(page);
      const rules = await apiPost<{ call: string }>(baseUrl, '/bid', {
        hand: deal.hands.S,
        dealer: deal.dealer,
        vulnerability: deal.vulnerability,
        auction,
      });
      // The first call as the rules make it; the second on purpose not; then pass to the end.
      const chosen = turn === 0 ? rules.call : turn === 1 ? (rules.call === 'Pass' ? '7NT' : 'Pass') : 'Pass';
      await expect.poll(() => box.getByRole('button', { name: callName(chosen), exact: true }).isEnabled()).toBe(true);
      const mark = await answerTo<{ correct: boolean }>(page, '/mark', () =>
        box.getByRole('button', { name: callName(chosen), exact: true }).click(),
      );
      verdicts.push(mark.correct ? 'right' : 'wrong');
      if (turn === 0) {
        await page.getByText('Right: the rules make this call.').first().waitFor();
        await screenshot(page, 'bid-with-robot-first-call');
      }
      if (turn === 1) {
        expect(mark.correct).toBe(false);
        await page.getByText('Not what the rules call.').first().waitFor();
        await page.getByText('Why:').first().waitFor();
        await page
          .getByText(/The rules call/)
          .first()
          .waitFor();
      }
    }
    expect(verdicts[0]).toBe('right');
    await page.getByRole('heading', { name: 'The auction is over.' }).waitFor();
    await page.getByText(`You made ${verdicts.filter((v) => v === 'right').length} of ${verdicts.length} calls as the rules do.`).waitFor();
    // North's hand is shown once the auction is over.
    await page.getByRole('group', { name: "North's hand" }).waitFor();

    // The robot's latest call stands explained under the grid; every call has its meaning as a
    // tooltip, and choosing one of South's calls explains that one instead.
    const auction = await auctionOnPage(page);
    const seatOf = (index: number): string => 'NESW'.charAt(('NESW'.indexOf(deal.dealer) + index) % 4);
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by North:');
    const northIndex = auction.findIndex((_, index) => seatOf(index) === 'N');
    expect(await page.locator('.auction-call').nth(northIndex).getAttribute('title')).toBeTruthy();
    await page
      .locator('.auction-call')
      .nth(auction.findIndex((_, index) => seatOf(index) === 'S'))
      .click();
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by South:');
    await screenshot(page, 'bid-with-robot-end');
  });

  it('says in words when the server cannot be reached, and goes on after Try again', async () => {
    const { page } = browser();
    // The first robot call is cut off on the way, as a dropped connection would.
    let cut = 0;
    await page.route('**/api/v1/bid', async (route) => {
      if (cut++ === 0) await route.abort('connectionreset');
      else await route.continue();
    });
    try {
      await page.goto(`${baseUrl}/bid?seed=e2e-auction-3`);
      const box = page.getByRole('group', { name: 'Bidding box' });
      await box.waitFor();
      await answerTo(page, '/mark', () => box.getByRole('button', { name: '1 no trump', exact: true }).click());
      const alert = page.getByRole('alert');
      await alert.getByText('The server could not be reached. Check the connection and try again.').waitFor();
      await screenshot(page, 'bid-with-robot-network-error');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('.auction-call').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await page.unroute('**/api/v1/bid');
    }
  });
});
