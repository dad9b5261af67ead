// Keyboard only: no mouse, no touch. Every step is Tab, Shift+Tab, Enter, Space or an arrow key.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';
import { focused, tabTo } from '../src/keyboard.ts';

const { baseUrl, browser } = browserSuite();

describe('by keyboard alone', () => {
  it('skips to the content, moves between pages, bids and reads a meaning', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Skip to the content');

    await tabTo(page, (f) => f.tag === 'a' && f.name === 'Bid with a robot');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bid/);
    await page.getByRole('group', { name: 'Bidding box' }).or(page.getByText('North is thinking…')).first().waitFor();
    // After a change of page the focus is on the new content: the next Tab stays inside the page.
    await page.goto(`${baseUrl}/bid?seed=e2e-auction-3`);
    const box = page.getByRole('group', { name: 'Bidding box' });
    await box.waitFor();

    // Only legal calls are in the Tab order: at the opening, Double is skipped.
    const reached: string[] = [];
    await tabTo(page, (f) => {
      if (f.group === 'Bidding box') reached.push(f.name);
      return f.group === 'Bidding box' && f.name === '1 no trump';
    });
    expect(reached[0]).toBe('Pass');
    expect(reached).not.toContain('Double');
    expect(reached).not.toContain('Redouble');
    await page.keyboard.press('Enter');
    await page.locator('.mark').first().waitFor();

    // North answers, explained under the grid; each call of the auction is a button: Space on
    // South's 1NT explains that one.
    await page.locator('.auction-call').nth(2).waitFor();
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by North:');
    await tabTo(page, (f) => f.tag === 'button' && f.group === '' && f.name === '1 no trump', { backwards: true });
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('.auction-meaning').textContent()).toContain('by South:');
    await screenshot(page, 'keyboard-bid');
  });

  it('fills the score calculator and switches the language', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/tools/score`);
    await page.getByRole('heading', { name: 'Score calculator' }).waitFor();
    await tabTo(page, (f) => f.tag === 'select' && f.name === 'Level');
    await page.keyboard.press('ArrowUp'); // 4 → 3
    await tabTo(page, (f) => f.tag === 'select' && f.name === 'Strain');
    await page.keyboard.press('ArrowDown'); // spades → no trump
    await tabTo(page, (f) => f.tag === 'select' && f.name === 'Tricks taken by declarer');
    await page.keyboard.press('ArrowDown'); // 10 → 11
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Score it');
    await page.keyboard.press('Enter');
    const table = page.getByRole('table');
    await table.waitFor();
    // 3NT by South, not vulnerable, eleven tricks: 100 + 300 + 60 for two overtricks.
    expect(await table.locator('tfoot td').allTextContents()).toEqual(['+460', '−460']);
    await screenshot(page, 'keyboard-score');

    await tabTo(page, (f) => f.tag === 'select' && f.name === 'Language', { backwards: true, most: 120 });
    await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { name: 'Kalkulator skor' }).waitFor();
  });
});
