// My book in a real browser: a book written, a typo flagged as it is typed, fixed, saved, and bid
// by on the Bid page, which names it and sends it with its requests.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../src/chromium.ts';
import { callName } from '../src/bridge.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

const BOOK = `# Browser test book

Situation "Openings"
  When no one has bid

  If points 12 to 14
  If hand is balanced
  Bid 1 NoTrump
  Means "12–14 points and a balanced hand: a weak notrump."

  If points >= 12
  If length of Hearts >= 5
  Bid 1 Hearts
  Means "12 or more points and 5+ hearts."

  Bid Pass
  Means "Nothing to open with."
`;

describe('My book', () => {
  it('writes a book, sees a typo flagged and fixed, saves it and bids by it', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/book`);
    const editor = page.getByRole('textbox', { name: 'Your book, in the rule language' });
    await page.getByText('No errors: the book can be saved.').waitFor();

    await editor.fill(BOOK.replace('length of Hearts', 'lenght of Hearts'));
    const typo = page.getByRole('button', { name: 'Error at line 12, column 6:' });
    await typo.waitFor();
    expect(await page.locator('.book-gutter [data-line="12"]').getAttribute('class')).toBe('gutter-error');
    await typo.click();
    expect(await editor.evaluate((area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd))).toBe('lenght');
    await screenshot(page, 'my-book-typo');

    await editor.fill(BOOK);
    await page.getByText('No errors: the book can be saved.').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    const link = page.getByRole('link', { name: /\/book\?id=/ });
    await link.waitFor();
    const id = new URL((await link.getAttribute('href')) ?? '', baseUrl).searchParams.get('id');
    expect(id).toMatch(/^[\w-]{22}$/);

    // The Bid page bids by the saved book: it says so, and its requests carry the book.
    const bid = page.waitForRequest((request) => request.url().endsWith('/api/v1/bid') || request.url().endsWith('/api/v1/mark'));
    await page.getByRole('link', { name: 'Bid with a robot by this book' }).click();
    await page.getByText('Bidding by your book “Browser test book”.').waitFor();
    const box = page.getByRole('group', { name: 'Bidding box' });
    await box.waitFor();
    const pass = box.getByRole('button', { name: callName('Pass'), exact: true });
    await expect.poll(() => pass.isEnabled()).toBe(true);
    await pass.click();
    expect((await bid).postDataJSON()).toMatchObject({ book: id });
    await screenshot(page, 'my-book-bid');
  });
});
