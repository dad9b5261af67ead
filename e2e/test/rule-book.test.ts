// The rule book from GET /system: folded to its situations, searchable by call in any notation.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

describe('The rule book', () => {
  it('shows every situation of the book, opens one, and finds rules by call and by words', async () => {
    const { page } = browser();
    const system = (await (await fetch(`${baseUrl}/api/v1/system`)).json()) as {
      situations: { name: string; rules: unknown[] }[];
      ruleCount: number;
    };
    await page.goto(`${baseUrl}/rules`);
    await page.getByText(`${system.ruleCount} rules in ${system.situations.length} situations`, { exact: false }).waitFor();
    expect(await page.locator('details.situation').count()).toBe(system.situations.length);

    await page.getByText('Openings', { exact: true }).click();
    await page.getByText('15–17 points and a balanced hand (a five-card major too).').first().waitFor();

    // 1♥, 1h and 1H find the same rules.
    const search = page.getByLabel('Search the rules');
    const countFor = async (query: string): Promise<string> => {
      await search.fill(query);
      await expect.poll(() => page.locator('.search-count').textContent()).toMatch(/rules match\.$/);
      return (await page.locator('.search-count').textContent()) ?? '';
    };
    const withSymbol = await countFor('1♥');
    expect(await countFor('1h')).toBe(withSymbol);
    expect(await countFor('1H')).toBe(withSymbol);
    await countFor('Jacoby transfer');
    await page.getByText('A Jacoby transfer: 5+ hearts, any strength; opener bids 2♥.', { exact: false }).first().waitFor();
    await screenshot(page, 'rule-book-search');
    await search.fill('no such words anywhere');
    await page.getByText('No rule matches “no such words anywhere”.').waitFor();
  });
});
