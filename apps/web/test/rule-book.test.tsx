import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BiddingSystem } from '../src/api/types.ts';
import { Quiz } from '../src/pages/Quiz.tsx';
import { RuleBook } from '../src/pages/RuleBook.tsx';
import { fakeApi, ok } from './fake-api.ts';
import { renderIn } from './render.tsx';

const SYSTEM: BiddingSystem = {
  name: 'Standard American Yellow Card',
  parts: [
    { part: 'one', title: 'The sheet' },
    { part: 'two', title: 'More' },
  ],
  ruleCount: 1,
  conventions: [
    { name: 'Stayman', description: '2♣ over 1NT asks for a four-card major.', line: 20, options: [] },
    {
      name: 'Blackwood',
      description: '4NT asks for aces once a suit has been bid.',
      line: 24,
      options: [{ name: 'Roman Keycard Blackwood', description: '4NT asks for five keycards.', line: 25, default: 'off' }],
    },
  ],
  situations: [{ name: 'Openings', line: 39, part: 'one', when: ['no one has bid'], rules: [{ line: 40, call: '1 NoTrump', meaning: '15–17 points, balanced.', tests: ['points 15 to 17'] }] }],
  quizTopics: [
    { id: 'openings', title: 'Openings', description: 'Open the bidding, or pass.' },
    { id: 'fourth-suit', title: 'Fourth suit forcing', description: 'Three suits have been bid at the one level.' },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rule book page', () => {
  it('lists the conventions the book plays, with their options, from GET /system', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />);
    const section = (await screen.findByRole('heading', { name: 'Conventions' })).closest('section');
    expect(section).not.toBeNull();
    const list = within(section as HTMLElement);
    expect(list.getByText('Stayman')).toBeDefined();
    expect(list.getByText('Roman Keycard Blackwood').closest('li')?.textContent).toBe('Option Roman Keycard Blackwood (off unless switched on): 4NT asks for five keycards.');
  });

  it('says it in Indonesian', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<RuleBook />, 'id');
    expect(await screen.findByRole('heading', { name: 'Konvensi' })).toBeDefined();
    expect(screen.getByText('Roman Keycard Blackwood').closest('li')?.textContent).toContain('Opsi Roman Keycard Blackwood (mati kecuali dinyalakan)');
  });

  it('the quiz page offers the topics the API lists, new ones included', async () => {
    fakeApi({ 'GET /system': () => ok(SYSTEM) });
    renderIn(<Quiz />);
    expect(await screen.findByRole('option', { name: 'Fourth suit forcing' })).toBeDefined();
  });
});
