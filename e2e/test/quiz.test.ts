// A quiz round in a real browser: a topic chosen, a question answered as the rules do, the next
// answered otherwise and explained, and the running score kept.
import { describe, expect, it } from 'vitest';
import { answerTo, apiPost, callName } from '../src/bridge.ts';
import { screenshot } from '../src/chromium.ts';
import { browserSuite } from '../src/suite.ts';

const { baseUrl, browser } = browserSuite();

interface QuizItem {
  readonly topic: string;
  readonly hand: string;
  readonly dealer: string;
  readonly vulnerability: string;
  readonly auction: readonly string[];
}

describe('Bid it: quizzes', () => {
  it('asks by topic, marks each answer with the sheet’s words and keeps the score', async () => {
    const { page } = browser();
    await page.goto(`${baseUrl}/quiz`);
    const topic = page.getByLabel('Topic');
    // The topics come from the rule book (GET /system).
    await expect.poll(() => topic.locator('option').count()).toBeGreaterThan(5);
    await topic.selectOption('responses-1nt');
    await page.getByText('Partner opened 1NT and the next player passed.').waitFor();
    await page.getByText('Score: 0 right of 0').waitFor();

    const box = page.getByRole('group', { name: 'Bidding box' });
    const answer = async (item: QuizItem, asTheRules: boolean): Promise<boolean> => {
      const rules = await apiPost<{ call: string }>(baseUrl, '/bid', {
        hand: item.hand,
        dealer: item.dealer,
        vulnerability: item.vulnerability,
        auction: item.auction,
      });
      const chosen = asTheRules ? rules.call : rules.call === 'Pass' ? '7NT' : 'Pass';
      const mark = await answerTo<{ correct: boolean }>(page, '/mark', () =>
        box.getByRole('button', { name: callName(chosen), exact: true }).click(),
      );
      return mark.correct;
    };

    const first = await answerTo<QuizItem>(page, '/quiz', () => page.getByRole('button', { name: 'First question' }).click());
    expect(first.topic).toBe('responses-1nt');
    // Partner's 1NT is in the auction on the page.
    await expect.poll(() => page.locator('.auction-call[data-call="1NT"]').count()).toBe(1);
    expect(await answer(first, true)).toBe(true);
    await page.getByText('Right: the rules make this call.').waitFor();
    await page.getByText('Score: 1 right of 1').waitFor();
    // Answered: the box is closed until the next question.
    expect(await box.getByRole('button', { name: 'Pass', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'quiz-right');

    const second = await answerTo<QuizItem>(page, '/quiz', () => page.getByRole('button', { name: 'Next question' }).first().click());
    expect(await answer(second, false)).toBe(false);
    await page.getByText('Not what the rules call.').waitFor();
    await page.getByText(/^The rules call/).waitFor();
    await page.getByText('Why:').waitFor();
    await page.getByText('Score: 1 right of 2').waitFor();
    await screenshot(page, 'quiz-wrong');
  });
});
