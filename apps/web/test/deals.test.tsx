import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_STORAGE_KEY } from '../src/api/current-game.ts';
import type { HandRecord } from '../src/api/types.ts';
import { DEALS_STORAGE_KEY, forgetDeals, storeDeals } from '../src/app/stored-deals.ts';
import { DealBoard } from '../src/pages/DealBoard.tsx';
import { Deals } from '../src/pages/Deals.tsx';
import { ANALYSIS, BOARD, IMPORTED, LIN } from './deals-fixtures.ts';
import { fakeApi, gameView, ok } from './fake-api.ts';
import { renderIn } from './render.tsx';

const ID = 'q5Zb0vXH3lQ2mJd8sR1wYA';

beforeEach(() => {
  forgetDeals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/deals');
});
afterEach(cleanup);

const rowsOf = (table: HTMLElement): HTMLElement[] => within(table).getAllByRole('row').slice(1);
const text = (element: Element | null | undefined): string => element?.textContent ?? '';

describe('Your deals: the import', () => {
  it('imports the pasted text and lists its boards, their warnings and the games that could not be read', async () => {
    const sent = fakeApi({ 'POST /deals/import': () => ok(IMPORTED) });
    renderIn(<Deals />);
    fireEvent.change(screen.getByLabelText('Or paste the PBN or LIN text'), { target: { value: '[Board "1"]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const list = await screen.findByRole('table', { name: 'The boards of the file' });
    expect(sent[0]?.body).toEqual({ text: '[Board "1"]' });
    expect(screen.getByRole('heading', { name: 'Pasted text: 2 boards' })).toBeTruthy();
    const [first, second] = rowsOf(list);
    expect(
      within(first ?? list)
        .getByRole('link', { name: 'Board 1' })
        .getAttribute('href'),
    ).toBe('/deals/board?n=0');
    expect(text(first)).toContain('3♥3 hearts by North');
    expect([...(first?.querySelectorAll('.number') ?? [])].map(text)).toEqual(['9', '+140', '']);
    expect(text(second)).toContain('Passed out');
    expect(within(second ?? list).getByRole('list', { name: 'Warnings' }).textContent).toBe(
      'Line 40: the Vulnerable tag is taken from the game before',
    );
    const failed = screen.getByRole('heading', { name: 'Games that could not be read: 1' }).closest('section');
    expect(text(failed)).toContain('Game 2 (board 6) at line 31: the deal has 51 cards');
  });

  it('keeps the file in the browser across a reload, and forgets it when asked', async () => {
    fakeApi({ 'POST /deals/import': () => ok(IMPORTED) });
    const first = renderIn(<Deals />);
    fireEvent.change(screen.getByLabelText('Or paste the PBN or LIN text'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByRole('table', { name: 'The boards of the file' });
    first.unmount();
    renderIn(<Deals />);
    expect(screen.getByRole('table', { name: 'The boards of the file' })).toBeTruthy();
    expect(screen.getByText('Kept in this browser until you forget it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Forget this file' }));
    expect(screen.queryByRole('table', { name: 'The boards of the file' })).toBeNull();
    expect(window.localStorage.getItem(DEALS_STORAGE_KEY)).toBeNull();
  });

  it('analyses every board, one request a board and two at a time, with a progress bar, and lists the par', async () => {
    storeDeals({ name: 'club.pbn', imported: IMPORTED, analyses: {} });
    const boards: unknown[] = [];
    let answer: () => void = () => undefined;
    const bothSent = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({
      'POST /deals/analyse': async ({ body }) => {
        boards.push(body);
        // No board is answered before both are asked for: the two are in flight together.
        if (boards.length === 2) answer();
        await bothSent;
        return ok(ANALYSIS);
      },
    });
    renderIn(<Deals />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse every board (double dummy and par)' }));
    const bar = await screen.findByRole('progressbar', { name: 'Analysed 2 of 2 boards' });
    expect(bar.getAttribute('value')).toBe('2');
    expect(boards).toHaveLength(2);
    expect(boards[0]).toMatchObject({
      deal: BOARD.deal,
      dealer: 'N',
      vulnerability: 'None',
      play: BOARD.play,
      event: 'Club night',
      site: 'Club',
      date: '2026.12.01',
      scoring: 'MP',
    });
    const list = screen.getByRole('table', { name: 'The boards of the file' });
    await waitFor(() => expect(rowsOf(list).map((row) => text(row.querySelectorAll('.number')[2]))).toEqual(['+140', '+140']));
    // Every board analysed: the button has nothing left to do.
    expect(screen.queryByRole('button', { name: 'Analyse every board (double dummy and par)' })).toBeNull();
  });

  it('imports a file chosen, read in the browser, under its name; typing in the box goes back to the pasted text', async () => {
    const sent = fakeApi({ 'POST /deals/import': () => ok(IMPORTED) });
    renderIn(<Deals />);
    const file = new File(['[Board "1"]\n[Deal "N:…"]'], 'club.pbn');
    fireEvent.change(screen.getByLabelText('Choose a PBN or LIN file'), { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Import club.pbn' }));
    await screen.findByRole('heading', { name: 'club.pbn: 2 boards' });
    expect(sent[0]?.body).toEqual({ text: '[Board "1"]\n[Deal "N:…"]' });
    fireEvent.change(screen.getByLabelText('Or paste the PBN or LIN text'), { target: { value: 'pasted' } });
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it('says so when a file is larger than the API reads', async () => {
    fakeApi({});
    renderIn(<Deals />);
    const big = new File(['x'], 'huge.pbn');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText('Choose a PBN or LIN file'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('That file is over 4 MB, more than the server reads at once.');
  });
});

/** Opens the board page at `address`, the session of IMPORTED kept. */
function openBoard(address: string): void {
  storeDeals({ name: 'club.pbn', imported: IMPORTED, analyses: {} });
  window.history.replaceState(null, '', address);
  renderIn(<DealBoard />);
}

describe('A board as a hand record', () => {
  it('shows the four hands, the auction with meanings, the double-dummy table and par, and keeps the analysis', async () => {
    const sent = fakeApi({ 'POST /deals/analyse': () => ok(ANALYSIS) });
    openBoard('/deals/board?n=0');
    expect(screen.getByRole('heading', { level: 1, name: 'Board 1' })).toBeTruthy();
    expect(text(document.querySelector('.board-facts'))).toContain('3♥3 hearts by North · 9 tricks · North–South +140');
    const compass = screen.getByRole('figure', { name: 'The four hands' });
    expect(
      within(compass)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(["North's hand", "West's hand", "East's hand", "South's hand"]);
    expect(text(compass.querySelector('.compass-N .compass-seat'))).toBe('North · Mulder · dealer');
    const auction = screen.getByRole('table', { name: 'The auction' });
    expect(auction.querySelector('[data-call="3H"]')?.getAttribute('title')).toBe('10–12 points, four or more hearts.');
    await screen.findByRole('table', { name: 'Tricks each declarer takes with best play by all four hands' });
    expect(screen.getByText('Par: +140 for North–South')).toBeTruthy();
    expect(sent).toHaveLength(1);
    // Kept with the session: the board opens again with no request.
    cleanup();
    const again = fakeApi({});
    window.history.replaceState(null, '', '/deals/board?n=0');
    renderIn(<DealBoard />);
    expect(screen.getByText('Par: +140 for North–South')).toBeTruthy();
    expect(again).toHaveLength(0);
  });

  it('says where the tricks went and which calls the book would have made, for every seat, and marks the costly card in the replay', async () => {
    fakeApi({ 'POST /deals/analyse': () => ok(ANALYSIS) });
    openBoard('/deals/board?n=0');
    const costs = (await screen.findByRole('heading', { name: 'Where the tricks went' })).closest('section');
    const items = within(costs ?? document.body).getAllByRole('listitem');
    expect(items.map(text)).toEqual(['Trick 2, West: A♣clubs gave up a trick; K♦diamonds or J♦diamonds kept it.']);
    const calls = screen.getByRole('table', { name: 'Calls the book would have made otherwise' });
    expect(screen.getByRole('heading', { name: 'The calls and the book’s' })).toBeTruthy();
    expect(text(rowsOf(calls)[0])).toBe(
      'South3♥3 hearts 10–12 points, four or more hearts.2♥2 hearts 6–10 points, three or more hearts.South has 7 points, not 10–12.',
    );
    // The replay: trick 1 cost nothing; trick 2's ace of clubs is marked, in words too.
    expect(document.querySelector('.trick-costly')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next trick' }));
    const trick = screen.getByRole('figure', { name: 'Trick 2' });
    expect(trick.querySelector('.trick-costly')?.getAttribute('data-seat')).toBe('W');
    expect(text(trick.querySelector('.trick-costly .trick-cost'))).toBe('gave up a trick');
    expect(text(document.querySelector('.replay-costs'))).toBe('West: A♣clubs gave up a trick; K♦diamonds or J♦diamonds kept it.');
  });

  it('offers the PBN with the double-dummy tags, the LIN and the hand viewer', async () => {
    fakeApi({ 'POST /deals/analyse': () => ok(ANALYSIS) });
    openBoard('/deals/board?n=0');
    const pbn = await screen.findByRole('link', { name: 'Download PBN (with double dummy and par)' });
    expect(pbn.getAttribute('download')).toBe('board-1.pbn');
    expect(decodeURIComponent(pbn.getAttribute('href') ?? '')).toContain('[ParContract "NS 3H"]');
    const lin = screen.getByRole('link', { name: 'Download LIN' });
    expect(decodeURIComponent(lin.getAttribute('href') ?? '')).toContain(LIN);
    expect(screen.getByRole('link', { name: 'Open in BBO’s hand viewer' }).getAttribute('href')).toBe(ANALYSIS.handviewer);
  });

  it('shares a board as a link that opens it: the LIN in the address, read back by the import', async () => {
    fakeApi({ 'POST /deals/analyse': () => ok(ANALYSIS) });
    openBoard('/deals/board?n=0');
    const link = await screen.findByLabelText<HTMLInputElement>('A link that opens this board');
    const shared = new URL(link.value);
    expect(shared.pathname).toBe('/deals/board');
    expect(shared.searchParams.get('lin')).toBe(LIN);

    // Somewhere else, nothing kept: the link alone opens the board.
    cleanup();
    window.localStorage.clear();
    const imported: HandRecord = { ...BOARD, auction: BOARD.auction.map((c) => ({ ...c, note: null })) };
    const sent = fakeApi({
      'POST /deals/import': () => ok({ format: 'lin', boards: [imported], failed: [] }),
      'POST /deals/analyse': () => ok(ANALYSIS),
    });
    window.history.replaceState(null, '', shared.pathname + shared.search);
    renderIn(<DealBoard />);
    await screen.findByRole('heading', { level: 1, name: 'Board 1' });
    expect(sent[0]).toMatchObject({ path: '/deals/import', body: { text: LIN, format: 'lin' } });
    await screen.findByText('Par: +140 for North–South');
    expect(screen.getByRole('figure', { name: 'The four hands' })).toBeTruthy();
  });

  it('plays the board as South against the robots: a game on its deal, dealer and vulnerability', async () => {
    const sent = fakeApi({
      'POST /deals/analyse': () => ok(ANALYSIS),
      'POST /games': () => ok({ id: ID, view: gameView({ dealer: 'N' }) }, 201),
    });
    openBoard('/deals/board?n=0');
    fireEvent.click(screen.getByRole('button', { name: 'Play it yourself as South' }));
    await waitFor(() => expect(window.location.pathname).toBe('/play'));
    expect(sent.find((r) => r.path === '/games')?.body).toEqual({ deal: BOARD.deal, dealer: 'N', vulnerability: 'None' });
    expect(window.localStorage.getItem(GAME_STORAGE_KEY)).toBe(ID);
  });

  it('opens a board of a file too large for the browser to keep, for this visit, in place of the file kept before', async () => {
    storeDeals({ name: 'old.pbn', imported: { ...IMPORTED, boards: [] }, analyses: {} });
    const setItem = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('the quota is exceeded', 'QuotaExceededError');
    });
    try {
      expect(storeDeals({ name: 'championship.pbn', imported: IMPORTED, analyses: {} })).toBe(false);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem(DEALS_STORAGE_KEY)).toBeNull();
    fakeApi({ 'POST /deals/analyse': () => ok(ANALYSIS) });
    window.history.replaceState(null, '', '/deals/board?n=1');
    renderIn(<DealBoard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Board 2' })).toBeTruthy();
  });

  it('says so when the board is not kept in this browser', () => {
    fakeApi({});
    window.history.replaceState(null, '', '/deals/board?n=7');
    renderIn(<DealBoard />);
    expect(screen.getByText('This board is not among the deals kept in this browser. Import its file again.')).toBeTruthy();
  });
});
