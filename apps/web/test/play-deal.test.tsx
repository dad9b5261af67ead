import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_STORAGE_KEY } from '../src/api/current-game.ts';
import type { GameRecord, GameView } from '../src/api/types.ts';
import { PlayDeal } from '../src/pages/PlayDeal.tsx';
import { fakeApi, gameView, ok, playedTrick, refused, sentLanguages, type FakeAnswer } from './fake-api.ts';
import { renderIn } from './render.tsx';

const ID = 'q5Zb0vXH3lQ2mJd8sR1wYA';
const GAME = `/games/${ID}`;

const AUCTION: GameView['auction'] = [
  { seat: 'S', call: '1NT', meaning: '15–17 points, balanced.' },
  { seat: 'W', call: 'Pass', meaning: null },
  { seat: 'N', call: 'Pass', meaning: '0–7 points.' },
  { seat: 'E', call: 'Pass', meaning: null },
];

/** South declares 1NT; West has led, and it is dummy's turn: South plays from dummy. */
const DUMMY_TO_PLAY = gameView({
  version: 9,
  phase: 'play',
  turn: 'N',
  legal: ['H7', 'H3', 'H2'],
  dummy: { seat: 'N', hand: '9754.732.6432.97' },
  auction: AUCTION,
  contract: '1NT',
  declarer: 'S',
  tricks: [playedTrick('W', ['HJ'])],
  canUndo: true,
  canClaim: true,
});

/** Dummy and East have played; South to play from their own hand. */
const SOUTH_TO_PLAY = gameView({
  ...DUMMY_TO_PLAY,
  version: 11,
  turn: 'S',
  legal: ['H9', 'H8', 'H6'],
  dummy: { seat: 'N', hand: '9754.73.6432.97' },
  tricks: [playedTrick('W', ['HJ', 'H2', 'H5'])],
});

const DEAL = 'N:9754.732.6432.97 KQ8.AQ5.QJT8.A84 AJ3.986.AK75.JT2 T62.KJT4.9.KQ653';
const TRICKS: GameView['tricks'] = [playedTrick('W', ['HJ', 'H2', 'H5', 'H6'], 'W'), playedTrick('W', ['C3', 'C9', 'C4', 'CT'], 'S')];

/** The deal over: 1NT one down (claims and play cut short here: two tricks are enough to show). */
const DONE = gameView({
  ...DUMMY_TO_PLAY,
  version: 60,
  phase: 'done',
  turn: null,
  legal: [],
  hand: '...',
  tricks: TRICKS,
  tricksWon: { NS: 6, EW: 7 },
  result: 6,
  canUndo: false,
  canClaim: false,
  score: {
    ns: -50,
    ew: 50,
    breakdown: [
      { item: 'Undertricks (1 down, not vulnerable)', points: -50, kind: 'undertricks', count: 1, doubled: '', vulnerable: false },
    ],
  },
  deal: DEAL,
});

const RECORD: GameRecord = {
  version: 60,
  phase: 'done',
  dealer: 'S',
  vulnerability: 'None',
  seed: 'e2e-play-2',
  deal: DEAL,
  auction: AUCTION,
  contract: '1NT',
  declarer: 'S',
  tricks: TRICKS,
  claim: null,
  result: 6,
  score: DONE.score,
  log: [],
  options: [],
  book: 'SAYC',
  // The rare deal past the solver's budget: the end asks POST /dd for the table (the analysed end: deal-end.test.tsx).
  analysis: null,
  analysisError: 'past the budget',
  exports: null,
};

const DD = {
  tricks: {
    N: { C: 5, D: 6, H: 4, S: 5, NT: 6 },
    S: { C: 5, D: 6, H: 4, S: 5, NT: 6 },
    E: { C: 8, D: 7, H: 9, S: 8, NT: 7 },
    W: { C: 8, D: 7, H: 9, S: 8, NT: 7 },
  },
  par: { score: -110, contracts: ['2H by E', '2H by W'] },
};

const viewAnswer = (view: GameView): FakeAnswer => ok({ view });
const button = (name: string): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name });
const group = (name: string): HTMLElement => screen.getByRole('group', { name });
const enabledCards = (name: string): string[] =>
  within(group(name))
    .queryAllByRole<HTMLButtonElement>('button')
    .filter((b) => !b.disabled)
    .map((b) => b.dataset['card'] ?? '');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Play a deal', () => {
  it('deals with the chosen vulnerability, keeps the game id, and bids with only legal calls', async () => {
    const sent = fakeApi({
      'POST /games': () => ok({ id: ID, view: gameView({ vulnerability: 'NS' }) }, 201),
      [`POST ${GAME}/calls`]: () => viewAnswer(DUMMY_TO_PLAY),
    });
    renderIn(<PlayDeal />);
    await screen.findByRole('button', { name: 'Deal' });
    fireEvent.change(screen.getByLabelText('Vulnerability'), { target: { value: 'NS' } });
    fireEvent.click(button('Deal'));
    await screen.findByRole('group', { name: 'Bidding box' });
    expect(sent.find((r) => r.path === '/games')).toEqual({ method: 'POST', path: '/games', body: { vulnerability: 'NS' } });
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBe(ID);
    expect(screen.getByText('North–South vulnerable', { exact: false })).toBeTruthy();
    expect(within(group('Your hand (South)')).getByTitle('J spades')).toBeTruthy();
    const box = group('Bidding box');
    expect(within(box).getByRole<HTMLButtonElement>('button', { name: '1 no trump' }).disabled).toBe(false);
    expect(within(box).getByRole<HTMLButtonElement>('button', { name: '3 clubs' }).disabled).toBe(true);
    expect(within(box).getByRole<HTMLButtonElement>('button', { name: 'Double' }).disabled).toBe(true);

    fireEvent.click(within(box).getByRole('button', { name: '1 no trump' }));
    await screen.findByText('Your turn to play from dummy.');
    expect(sent.find((r) => r.path === `${GAME}/calls`)).toEqual({
      method: 'POST',
      path: `${GAME}/calls`,
      body: { call: '1NT', version: 0 },
    });
    // The auction with each call's meaning on hover; the contract; dummy shown after the lead.
    expect(document.querySelector('.auction-call[data-call="1NT"]')?.getAttribute('title')).toBe('15–17 points, balanced.');
    expect(screen.getByText('Contract:', { exact: false }).textContent).toContain('South');
    expect(screen.getByText('West led.')).toBeTruthy();
  });

  it("asks for the game in the page's language: Indonesian meanings in the auction", async () => {
    const indonesian = gameView({
      version: 2,
      auction: [{ seat: 'S', call: '1NT', meaning: '15–17 poin dan tangan seimbang.' }, ...AUCTION.slice(1, 3)],
      turn: 'E',
      legal: [],
    });
    fakeApi({ 'POST /games': () => ok({ id: ID, view: indonesian }, 201) });
    renderIn(<PlayDeal />, 'id');
    fireEvent.click(await screen.findByRole('button', { name: 'Bagikan kartu' }));
    expect(await screen.findByTitle('15–17 poin dan tangan seimbang.')).toBeTruthy();
    expect(sentLanguages.every((language) => language === 'id')).toBe(true);
  });

  it('plays from dummy when South declares, then from South’s hand, each card chosen and confirmed', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const sent = fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(DUMMY_TO_PLAY),
      [`POST ${GAME}/plays`]: () => viewAnswer(SOUTH_TO_PLAY),
    });
    renderIn(<PlayDeal />);
    await screen.findByText('Your turn to play from dummy.');
    expect(enabledCards('Dummy (North)')).toEqual(['H7', 'H3', 'H2']);
    // South's own hand is not played from now: its cards are not buttons.
    expect(within(group('Your hand (South)')).queryAllByRole('button')).toHaveLength(0);
    fireEvent.click(within(group('Dummy (North)')).getByRole('button', { name: '2 hearts' }));
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(button('Play 2 hearts'));
    await screen.findByText('Your turn to play.');
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `${GAME}/plays`, body: { card: 'H2', version: 9 } });
    expect(enabledCards('Your hand (South)')).toEqual(['H9', 'H8', 'H6']);
    expect(within(group('Dummy (North)')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Tricks won: North–South 0, East–West 0')).toBeTruthy();
    expect(document.querySelector('.last-trick')).toBeNull();
  });

  it('shows the trick just won beside the one under way', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const view = gameView({
      ...SOUTH_TO_PLAY,
      tricks: [TRICKS[0] ?? playedTrick('W', []), playedTrick('W', ['C3'])],
      tricksWon: { NS: 0, EW: 1 },
    });
    fakeApi({ [`GET ${GAME}`]: () => viewAnswer(view) });
    renderIn(<PlayDeal />);
    const last = await screen.findByText('Last trick, won by West:', { exact: false });
    expect(last.querySelectorAll('.card-face')).toHaveLength(4);
    expect(screen.getByText('West led.')).toBeTruthy();
  });

  it('says the robots are thinking while a request is in flight, and locks the controls', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi({
      'POST /games': () => ok({ id: ID, view: gameView() }, 201),
      [`POST ${GAME}/calls`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderIn(<PlayDeal />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deal' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Bidding box' })).getByRole('button', { name: '1 no trump' }));
    await screen.findByText('The robots are thinking…');
    expect(within(group('Bidding box')).getByRole<HTMLButtonElement>('button', { name: 'Pass' }).disabled).toBe(true);
    expect(button('Hint').disabled).toBe(true);
    answer(viewAnswer(DUMMY_TO_PLAY));
    await screen.findByText('Your turn to play from dummy.');
    expect(screen.queryByText('The robots are thinking…')).toBeNull();
  });

  it('shows the end: contract, result, score, every call and trick, double dummy and par, PBN link', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const sent = fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(DONE),
      [`GET ${GAME}/record`]: () => ok(RECORD),
      'POST /dd': () => ok(DD),
    });
    renderIn(<PlayDeal />);
    await screen.findByRole('heading', { name: 'The deal is over' });
    expect(document.querySelectorAll('.contract-line')).toHaveLength(1);
    expect(document.querySelector('.contract-line')?.textContent).toBe('Contract: 1NT1 no trump by South');
    expect(screen.getByText('South took 6 tricks: 1 down.')).toBeTruthy();
    const score = screen.getByRole('table', { name: 'The score' });
    expect(within(score).getByText('Undertricks (1 down, not vulnerable)')).toBeTruthy();
    expect(within(score).getAllByText('−50')).toHaveLength(2);
    const tricks = await screen.findByRole('table', { name: 'Every trick' });
    const rows = within(tricks).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('.trick-winner-cell')?.textContent)).toEqual(['West', 'South']);
    expect(screen.getAllByRole('table', { name: 'The auction' }).length).toBeGreaterThan(0);
    await screen.findByText('Par: −110 for North–South');
    expect(sent.find((r) => r.path === '/dd')?.body).toEqual({ deal: DEAL, vulnerability: 'None', dealer: 'S' });
    // South declared: the play is a button away, and opening it puts the focus on Next trick.
    expect(screen.queryByRole('heading', { name: 'Watch the play' })).toBeNull();
    fireEvent.click(button('Watch the play'));
    await screen.findByRole('heading', { name: 'Watch the play' });
    expect(document.activeElement).toBe(button('Next trick'));
    expect(screen.queryByText('North declared', { exact: false })).toBeNull();
    const pbn = screen.getByRole('link', { name: 'Download the record (PBN)' });
    expect(pbn.getAttribute('href')).toBe(`/api/v1${GAME}/pbn`);
    expect(pbn.getAttribute('download')).toBe(`tenace-${ID}.pbn`);

    fireEvent.click(button('New deal'));
    await screen.findByRole('button', { name: 'Deal' });
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBeNull();
  });

  it('starts the play to watch at trick 1 when North declared and South was dummy', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    // 3♥ by North (seed e2e-north-1): the robots played every card in the answer to South's last call.
    const deal = 'N:J74.KQT92.Q2.KT3 86.4.KT964.98742 AT52.J653.75.QJ5 KQ93.A87.AJ83.A6';
    const calls = [
      ['S', 'Pass'],
      ['W', '1D'],
      ['N', '1H'],
      ['E', 'Pass'],
      ['S', '3H'],
      ['W', 'Pass'],
      ['N', 'Pass'],
      ['E', 'Pass'],
    ] as const;
    const auction: GameView['auction'] = calls.map(([seat, call]) => ({ seat, call, meaning: null }));
    const tricks = [
      playedTrick('E', ['DT', 'D5', 'DA', 'D2'], 'W'),
      playedTrick('W', ['CA', 'C3', 'C2', 'C5'], 'W'),
      playedTrick('W', ['C6', 'CT', 'C4', 'CJ'], 'S'),
    ];
    const score = {
      ns: -100,
      ew: 100,
      breakdown: [
        { item: 'Undertricks (2 down, not vulnerable)', points: -100, kind: 'undertricks', count: 2, doubled: '', vulnerable: false },
      ],
    } as const;
    const over = gameView({
      ...DONE,
      auction,
      contract: '3H',
      declarer: 'N',
      dummy: { seat: 'S', hand: '...' },
      tricks,
      result: 7,
      score,
      deal,
    });
    fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(over),
      [`GET ${GAME}/record`]: () => ok({ ...RECORD, auction, contract: '3H', declarer: 'N', tricks, result: 7, score, deal }),
      'POST /dd': () => ok(DD),
    });
    renderIn(<PlayDeal />);
    await screen.findByRole('heading', { name: 'Watch the play' });
    expect(screen.getByText('North declared, so the robots played your cards too. Here is the play, trick by trick.')).toBeTruthy();
    expect(document.querySelector('.replay-position')?.textContent).toBe('Trick 1 of 3 · Tricks won: North–South 0, East–West 1');
    expect(within(screen.getByRole('figure', { name: 'Trick 1' })).getByText('West wins the trick.')).toBeTruthy();
    // South's own cards, as the robots played them: the ♦5 is gone after trick 1.
    expect(within(group("South's hand")).queryByTitle('5 diamonds')).toBeNull();
    expect(within(group("South's hand")).getByTitle('7 diamonds')).toBeTruthy();
    fireEvent.click(button('Next trick'));
    expect(within(screen.getByRole('figure', { name: 'Trick 2' })).getByText('West wins the trick.')).toBeTruthy();
    expect(within(group("South's hand")).queryByTitle('5 clubs')).toBeNull();
    // The replay does not take the focus when it opens by itself.
    expect(document.activeElement).toBe(document.body);
    await screen.findByText('Par: −110 for North–South');
  });

  it('ends a passed-out deal with a score of nothing and the deal analysed', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const passes = (['S', 'W', 'N', 'E'] as const).map((seat) => ({ seat, call: 'Pass', meaning: null }));
    const over = gameView({
      version: 4,
      phase: 'done',
      turn: null,
      legal: [],
      auction: passes,
      contract: 'Pass',
      score: { ns: 0, ew: 0, breakdown: [] },
      deal: DEAL,
    });
    fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(over),
      [`GET ${GAME}/record`]: () =>
        ok({ ...RECORD, auction: passes, contract: 'Pass', declarer: null, tricks: [], result: null, score: over.score }),
      'POST /dd': () => ok(DD),
    });
    renderIn(<PlayDeal />);
    await screen.findByText('Passed out: nobody bid, and the deal scores 0 for both sides.');
    expect(within(screen.getByRole('table', { name: 'The score' })).getByText('Nothing scores.')).toBeTruthy();
    expect(document.querySelector('.contract-line')).toBeNull();
    await screen.findByText('Par: −110 for North–South');
    expect(screen.queryByRole('table', { name: 'Every trick' })).toBeNull();
  });

  it('reloads the view when the game has moved on (409 stale-version)', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    let reads = 0;
    const sent = fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(reads++ === 0 ? DUMMY_TO_PLAY : SOUTH_TO_PLAY),
      [`POST ${GAME}/plays`]: () => refused(409, 'stale-version', 'the game has moved on since version 9'),
    });
    renderIn(<PlayDeal />);
    fireEvent.click(await screen.findByRole('button', { name: '3 hearts' }));
    fireEvent.click(button('Play 3 hearts'));
    await screen.findByText('The game had moved on (another tab, or a click sent twice); here it is as it stands now.');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${GAME}`, `POST ${GAME}/plays`, `GET ${GAME}`]);
    expect(enabledCards('Your hand (South)')).toEqual(['H9', 'H8', 'H6']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets a game the server no longer knows (404) and offers a new deal', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    fakeApi({ [`GET ${GAME}`]: () => refused(404, 'unknown-game', 'there is no game with this id') });
    renderIn(<PlayDeal />);
    await screen.findByText('That game is no longer on the server. Deal a new one.');
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBeNull();
    expect(button('Deal').disabled).toBe(false);
  });

  it('forgets the game when an action finds it gone', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(SOUTH_TO_PLAY),
      [`POST ${GAME}/undo`]: () => refused(404, 'unknown-game', 'there is no game with this id'),
    });
    renderIn(<PlayDeal />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByRole('button', { name: 'Deal' });
    expect(screen.getByText('That game is no longer on the server. Deal a new one.')).toBeTruthy();
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBeNull();
  });

  it('claims the tricks chosen (all that are left unless changed) and says in words why a claim is refused', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const sent = fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(SOUTH_TO_PLAY),
      [`POST ${GAME}/claim`]: () => refused(422, 'claim-refused', 'East–West can beat that claim'),
    });
    renderIn(<PlayDeal />);
    const tricks = await screen.findByLabelText<HTMLSelectElement>('Tricks to claim');
    expect(tricks.value).toBe('13');
    expect([...tricks.options].map((o) => o.value)).toHaveLength(14);
    fireEvent.change(tricks, { target: { value: '10' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Tricks to claim').value).toBe('10');
    fireEvent.click(button('Claim'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not do that: East–West can beat that claim');
    // A refusal is not worth the same request again.
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `${GAME}/claim`, body: { tricks: 10, version: 11 } });
  });

  it('gives a hint with its reason, and undoes the last card', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    const sent = fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(SOUTH_TO_PLAY),
      [`POST ${GAME}/hint`]: () => ok({ action: 'H9', reason: '9♥ takes 6.0 tricks from here on.' }),
      [`POST ${GAME}/undo`]: () => viewAnswer(DUMMY_TO_PLAY),
    });
    renderIn(<PlayDeal />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hint' }));
    const said = await screen.findByText('9♥ takes 6.0 tricks from here on.', { exact: false });
    expect(said.textContent).toContain('The robot would play');
    expect(said.querySelector('.card-face.suit-H')?.textContent).toContain('9');
    fireEvent.click(button('Undo'));
    await screen.findByText('Your turn to play from dummy.');
    expect(sent.at(-1)).toEqual({ method: 'POST', path: `${GAME}/undo`, body: { version: 11 } });
  });

  it('speaks Indonesian when the page does', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    fakeApi({ [`GET ${GAME}`]: () => viewAnswer(DUMMY_TO_PLAY) });
    renderIn(<PlayDeal />, 'id');
    await screen.findByText('Giliran Anda memainkan kartu dummy.');
    fireEvent.click(within(group('Dummy (Utara)')).getByRole('button', { name: '2 hati' }));
    expect(button('Mainkan 2 hati')).toBeTruthy();
    expect(button('Petunjuk')).toBeTruthy();
    expect(screen.getByLabelText('Trik yang diklaim')).toBeTruthy();
  });

  it('says in words when the server cannot be reached, and tries again', async () => {
    window.localStorage.setItem(GAME_STORAGE_KEY, ID);
    let calls = 0;
    fakeApi({
      [`GET ${GAME}`]: () => viewAnswer(SOUTH_TO_PLAY),
      [`POST ${GAME}/plays`]: () => (calls++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : viewAnswer(DUMMY_TO_PLAY)),
    });
    renderIn(<PlayDeal />);
    fireEvent.click(await screen.findByRole('button', { name: '9 hearts' }));
    fireEvent.click(button('Play 9 hearts'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not be reached.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await screen.findByText('Your turn to play from dummy.');
  });
});
