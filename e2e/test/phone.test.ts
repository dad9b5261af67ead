// A phone 375 px wide with touch: every page fits the width (no sideways scrolling) and the
// bidding box works by tapping.
import { describe, expect, it } from 'vitest';
import { answerTo } from '../src/bridge.ts';
import { screenshot } from '../src/chromium.ts';
import { callAsHinted, freshTable, gameId, nextStep, playFirstCard, southDeclaresSeed, tap, tricksWon } from '../src/game.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite({ viewport: { width: 375, height: 740 }, phone: true });

/** How far the page is wider than the screen, in CSS pixels (0: it fits). */
const overflow = (): Promise<number> => browser().page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('on a phone', () => {
  it('fits every page into 375 px', async () => {
    const { page } = browser();
    const pages: [string, string, string][] = [
      ['/', 'Learn, bid and score contract bridge', 'phone-home'],
      ['/play', 'Play a deal', 'phone-play'],
      ['/quiz', 'Bid it: quizzes', 'phone-quiz'],
      ['/rules', 'The rule book', 'phone-rules'],
      ['/tools/evaluate', 'Tools', 'phone-evaluate'],
      ['/tools/score', 'Tools', 'phone-score'],
      ['/tools/dd', 'Tools', 'phone-dd'],
      ['/embed/score', 'Score calculator', 'phone-embed-score'],
    ];
    for (const [path, heading, name] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
    await page.goto(`${baseUrl}/rules`);
    await page.getByLabel('Search the rules').fill('1♥');
    await page.getByText(/rules match\.$/).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('bids by tapping', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/bid?seed=e2e-auction-3`);
    const box = page.getByRole('group', { name: 'Bidding box' });
    await box.waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await answerTo(page, '/mark', () => box.getByRole('button', { name: '1 no trump', exact: true }).tap());
    await page.locator('.mark').first().waitFor();
    // North's answer comes explained; tapping South's call in the auction explains that instead.
    await page.locator('.auction-call').nth(2).waitFor();
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by North:');
    await page.locator('.auction-call').first().tap();
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by South:');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-bid');
  });

  it('plays a deal by tapping: calls, then cards chosen and confirmed, a whole trick, all within 375 px', async () => {
    const { page } = browser();
    await tap(await freshTable(page, baseUrl, await southDeclaresSeed(baseUrl)));
    const id = await gameId(page);
    let played = 0;
    while (played < 2) {
      const next = await nextStep(page);
      expect(next).not.toBe('over');
      expect(await overflow()).toBeLessThanOrEqual(0);
      if (next === 'call') await callAsHinted(page, baseUrl, id, tap);
      else {
        if (played === 0) await screenshot(page, 'phone-play-table');
        await playFirstCard(page, id, tap);
        played++;
      }
    }
    await nextStep(page);
    const won = await tricksWon(page);
    expect(won.ns + won.ew).toBeGreaterThanOrEqual(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-play-trick');
  });
});
