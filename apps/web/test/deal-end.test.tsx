import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/api/types.ts';
import { DealEnd } from '../src/pages/DealEnd.tsx';
import { ANALYSIS, BOARD } from './deals-fixtures.ts';
import { fakeApi, gameView, ok } from './fake-api.ts';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const ID = 'q5Zb0vXH3lQ2mJd8sR1wYA';

/** The end of a game of BOARD's deal, North declaring (the play opens by itself), analysed by the record. */
const VIEW = gameView({
  phase: 'done',
  dealer: 'N',
  turn: null,
  legal: [],
  auction: BOARD.auction.map(({ seat, call, meaning }) => ({ seat, call, meaning })),
  contract: '3H',
  declarer: 'N',
  tricks: BOARD.tricks,
  result: 9,
  score: BOARD.score,
  deal: BOARD.deal,
});

const RECORD: GameRecord = {
  ...VIEW,
  seed: 'e2e-north-1',
  log: [],
  options: [],
  book: 'SAYC',
  analysis: { tricks: ANALYSIS.tricks, par: ANALYSIS.par, cards: ANALYSIS.cards, calls: ANALYSIS.calls, pbn: ANALYSIS.pbn },
  analysisError: null,
  exports: { pbn: ANALYSIS.pbn, lin: ANALYSIS.lin, handviewer: ANALYSIS.handviewer },
};

describe('The end of a played game', () => {
  it('shows where the tricks went and your calls against the book’s, from the record, the costly card marked in the replay', async () => {
    const sent = fakeApi({ [`GET /games/${ID}/record`]: () => ok(RECORD) });
    renderIn(<DealEnd id={ID} view={VIEW} onNewDeal={() => undefined} />);
    const costs = (await screen.findByRole('heading', { name: 'Where the tricks went' })).closest('section');
    expect(within(costs ?? document.body).getByRole('listitem').textContent).toBe(
      'Trick 2, West: A♣clubs gave up a trick; K♦diamonds or J♦diamonds kept it.',
    );
    expect(screen.getByRole('heading', { name: 'Your calls and the book’s' })).toBeTruthy();
    const calls = screen.getByRole('table', { name: 'Calls the book would have made otherwise' });
    expect(within(calls).getByText('South has 7 points, not 10–12.')).toBeTruthy();
    // The table and par come with the record: no POST /dd.
    expect(screen.getByText('Par: +140 for North–South')).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual([`/games/${ID}/record`]);
    // North declared: the replay is open; trick 2 marks West's ace of clubs.
    fireEvent.click(screen.getByRole('button', { name: 'Next trick' }));
    expect(screen.getByRole('figure', { name: 'Trick 2' }).querySelector('.trick-costly')?.getAttribute('data-seat')).toBe('W');
    expect(screen.getByRole('link', { name: 'Open in BBO’s hand viewer' }).getAttribute('href')).toBe(ANALYSIS.handviewer);
    expect(screen.getByRole('link', { name: 'Download LIN' }).getAttribute('download')).toBe(`tenace-${ID}.lin`);
  });

  it('says so when every call was the book’s and no card gave up a trick', async () => {
    const clean = {
      ...RECORD,
      analysis: RECORD.analysis === null ? null : { ...RECORD.analysis, cards: ANALYSIS.cards.slice(0, 2), calls: [] },
    };
    fakeApi({ [`GET /games/${ID}/record`]: () => ok(clean) });
    renderIn(<DealEnd id={ID} view={VIEW} onNewDeal={() => undefined} />, 'id');
    await screen.findByText('Tidak ada kartu yang melepaskan trik.');
    expect(screen.getByText('Setiap tawaran sesuai dengan buku.')).toBeTruthy();
  });
});
