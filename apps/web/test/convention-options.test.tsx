import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mark, PracticeDeal, QuizItem } from '../src/api/types.ts';
import { BOOK_OPTIONS_STORAGE_KEY } from '../src/app/book-options.ts';
import { BidWithRobot } from '../src/pages/BidWithRobot.tsx';
import { PlayDeal } from '../src/pages/PlayDeal.tsx';
import { Quiz } from '../src/pages/Quiz.tsx';
import { ConventionOptions } from '../src/ui/ConventionOptions.tsx';
import { SYSTEM, fakeApi, gameView, ok } from './fake-api.ts';
import { renderIn } from './render.tsx';

const RKC = 'Roman Keycard Blackwood';
const system = { 'GET /system': () => ok(SYSTEM) };
const switchOn = (): void => window.localStorage.setItem(BOOK_OPTIONS_STORAGE_KEY, JSON.stringify([RKC]));
const setting = (): Promise<HTMLInputElement> => screen.findByRole<HTMLInputElement>('checkbox', { name: RKC });

const MARK: Mark = {
  correct: true,
  expected: { call: 'Pass', meaning: 'Too weak to bid.', source: 'rules' },
  given: { call: 'Pass', meaning: 'Too weak to bid.' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the conventions setting', () => {
  it('offers each option of the book with its line, switches it and remembers it', async () => {
    fakeApi(system);
    renderIn(<ConventionOptions />);
    const box = await setting();
    expect(screen.getByRole('group', { name: 'Conventions to play' })).toBeDefined();
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('4NT asks for five keycards.');

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(window.localStorage.getItem(BOOK_OPTIONS_STORAGE_KEY)).toBe(JSON.stringify([RKC]));

    // Another visit finds it on; switched off, it is forgotten.
    cleanup();
    renderIn(<ConventionOptions />);
    const again = await setting();
    expect(again.checked).toBe(true);
    fireEvent.click(again);
    expect(again.checked).toBe(false);
    expect(window.localStorage.getItem(BOOK_OPTIONS_STORAGE_KEY)).toBe('[]');
  });

  it('says it in Indonesian, and forgets an option the book no longer has', async () => {
    window.localStorage.setItem(BOOK_OPTIONS_STORAGE_KEY, JSON.stringify(['Gerber', RKC]));
    fakeApi(system);
    renderIn(<ConventionOptions />, 'id');
    expect((await setting()).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Konvensi yang dimainkan' })).toBeDefined();
    expect(window.localStorage.getItem(BOOK_OPTIONS_STORAGE_KEY)).toBe(JSON.stringify([RKC]));
  });
});

describe('the pages send the options switched on', () => {
  it('Bid with a robot: North’s /bid and South’s /mark', async () => {
    const deal: PracticeDeal = {
      deal: 'N:9754.732.6432.97 KQ8.AQ5.QJT8.A84 AJ3.986.AK75.JT2 T62.KJT4.9.KQ653',
      dealer: 'N',
      vulnerability: 'None',
      seed: 's1',
      hands: { N: '9754.732.6432.97', E: 'KQ8.AQ5.QJT8.A84', S: 'AJ3.986.AK75.JT2', W: 'T62.KJT4.9.KQ653' },
    };
    const sent = fakeApi({
      ...system,
      'POST /practice-deal': () => ok(deal),
      'POST /bid': () => ok({ call: 'Pass', meaning: '0–11 points.', explanation: '' }),
      'POST /mark': () => ok(MARK),
    });
    switchOn();
    renderIn(<BidWithRobot />);
    expect((await setting()).checked).toBe(true);
    const box = await screen.findByRole('group', { name: 'Bidding box' });
    fireEvent.click(within(box).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/mark')).toBe(true));
    expect(sent.find((r) => r.path === '/bid')?.body).toMatchObject({ hand: deal.hands.N, auction: [], options: [RKC] });
    expect(sent.find((r) => r.path === '/mark')?.body).toMatchObject({ hand: deal.hands.S, call: 'Pass', options: [RKC] });
  });

  it('the quiz: /quiz with the options, then /mark with the options the question was bid with', async () => {
    switchOn();
    const item: QuizItem = {
      topic: 'openings',
      seed: 'q1',
      hand: 'AJ3.986.AK75.JT2',
      seat: 'S',
      dealer: 'S',
      vulnerability: 'None',
      auction: [],
      options: [RKC],
      book: 'SAYC',
    };
    const sent = fakeApi({ ...system, 'POST /quiz': () => ok(item), 'POST /mark': () => ok(MARK) });
    renderIn(<Quiz />);
    expect((await setting()).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'First question' }));
    // Switched off after the question came: the question's own options are marked with.
    fireEvent.click(await setting());
    const box = await screen.findByRole('group', { name: 'Bidding box' });
    fireEvent.click(within(box).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/mark')).toBe(true));
    expect(sent.find((r) => r.path === '/quiz')?.body).toEqual({ options: [RKC] });
    expect(sent.find((r) => r.path === '/mark')?.body).toMatchObject({ call: 'Pass', options: [RKC] });
  });

  it('Play a deal: a new game is dealt with the options', async () => {
    switchOn();
    const sent = fakeApi({ ...system, 'POST /games': () => ok({ id: 'q5Zb0vXH3lQ2mJd8sR1wYA', view: gameView() }, 201) });
    renderIn(<PlayDeal />);
    expect((await setting()).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    await screen.findByRole('group', { name: 'Bidding box' });
    expect(sent.find((r) => r.path === '/games')?.body).toEqual({ vulnerability: 'None', options: [RKC] });
  });
});
