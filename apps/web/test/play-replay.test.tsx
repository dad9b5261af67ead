import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameTrick } from '../src/api/types.ts';
import { PlayReplay } from '../src/ui/PlayReplay.tsx';
import { playedTrick } from './fake-api.ts';
import { renderIn } from './render.tsx';

afterEach(cleanup);

/** 3♥ by North, South dummy (seed e2e-north-1): the first three tricks of the record. */
const DEAL = 'N:J74.KQT92.Q2.KT3 86.4.KT964.98742 AT52.J653.75.QJ5 KQ93.A87.AJ83.A6';
const TRICKS: readonly GameTrick[] = [
  playedTrick('E', ['DT', 'D5', 'DA', 'D2'], 'W'),
  playedTrick('W', ['CA', 'C3', 'C2', 'C5'], 'W'),
  playedTrick('W', ['C6', 'CT', 'C4', 'CJ'], 'S'),
];

const button = (name: string): HTMLButtonElement =>
  within(screen.getByRole('group', { name: 'Step through the play' })).getByRole<HTMLButtonElement>('button', { name });
const stuck = (name: string): boolean => button(name).getAttribute('aria-disabled') === 'true';
const position = (): string => document.querySelector('.replay-position')?.textContent ?? '';
/** The cards left in a seat's hand, in the API's notation. */
const cardsOf = (seat: string): string[] =>
  [...screen.getByRole('group', { name: `${seat}'s hand` }).querySelectorAll<HTMLElement>('.hand-suit')].flatMap((row) =>
    [...row.querySelectorAll('.card')].map((card) => `${row.dataset['suit'] ?? ''}${(card.textContent ?? '').replace('10', 'T')}`),
  );
const sizes = (): number[] => ['North', 'East', 'South', 'West'].map((seat) => cardsOf(seat).length);

describe('PlayReplay', () => {
  it('starts at trick 1: its cards by seat, its winner, the hands less its cards', () => {
    renderIn(<PlayReplay deal={DEAL} tricks={TRICKS} declarer="N" />);
    expect(screen.getByRole('heading', { name: 'Watch the play' })).toBeTruthy();
    expect(position()).toBe('Trick 1 of 3 · Tricks won: North–South 0, East–West 1');
    const trick = screen.getByRole('figure', { name: 'Trick 1' });
    expect(within(trick).getByText('West wins the trick.')).toBeTruthy();
    expect(trick.querySelector('.trick-winner')?.getAttribute('data-seat')).toBe('W');
    expect(sizes()).toEqual([12, 12, 12, 12]);
    expect(cardsOf('North')).toEqual(['SJ', 'S7', 'S4', 'HK', 'HQ', 'HT', 'H9', 'H2', 'DQ', 'CK', 'CT', 'C3']);
    expect(cardsOf('East')).not.toContain('DT');
    expect([...document.querySelectorAll('.replay-seat')].map((name) => name.textContent)).toEqual([
      'North, declarer',
      'West',
      'East',
      'South, dummy',
    ]);
  });

  it('steps forward and back: the hands shrink and grow, the running tricks follow', () => {
    renderIn(<PlayReplay deal={DEAL} tricks={TRICKS} declarer="N" />);
    fireEvent.click(button('Next trick'));
    expect(position()).toBe('Trick 2 of 3 · Tricks won: North–South 0, East–West 2');
    expect(sizes()).toEqual([11, 11, 11, 11]);
    expect(cardsOf('West')).not.toContain('CA');
    fireEvent.click(button('Next trick'));
    expect(position()).toBe('Trick 3 of 3 · Tricks won: North–South 1, East–West 2');
    expect(within(screen.getByRole('figure', { name: 'Trick 3' })).getByText('South wins the trick.')).toBeTruthy();
    expect(stuck('Next trick')).toBe(true);
    fireEvent.click(button('Next trick'));
    expect(position()).toContain('Trick 3 of 3');

    fireEvent.click(button('Previous trick'));
    fireEvent.click(button('Previous trick'));
    expect(position()).toContain('Trick 1 of 3');
    // Before trick 1: the deal as dealt, no trick on the table.
    fireEvent.click(button('Previous trick'));
    expect(position()).toBe('The deal as dealt, before the opening lead · Tricks won: North–South 0, East–West 0');
    expect(sizes()).toEqual([13, 13, 13, 13]);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(stuck('Previous trick')).toBe(true);
  });

  it('shows all: the last trick and what is left', () => {
    renderIn(<PlayReplay deal={DEAL} tricks={TRICKS} declarer="N" />);
    fireEvent.click(button('Show all'));
    expect(position()).toBe('Trick 3 of 3 · Tricks won: North–South 1, East–West 2');
    expect(sizes()).toEqual([10, 10, 10, 10]);
    expect(stuck('Show all')).toBe(true);
    expect(stuck('Next trick')).toBe(true);
    expect(stuck('Previous trick')).toBe(false);
  });

  it('steps by keyboard: buttons in the tab order, the arrow keys, Home and End', () => {
    renderIn(<PlayReplay deal={DEAL} tricks={TRICKS} declarer="N" takeFocus />);
    const next = button('Next trick');
    expect(document.activeElement).toBe(next);
    for (const name of ['Previous trick', 'Next trick', 'Show all']) expect(button(name).tabIndex).toBe(0);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(position()).toContain('Trick 2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(position()).toContain('before the opening lead');
    fireEvent.keyDown(next, { key: 'End' });
    expect(position()).toContain('Trick 3 of 3');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(position()).toContain('before the opening lead');
    // A button that cannot step further keeps the focus.
    fireEvent.click(button('Previous trick'));
    expect(button('Previous trick').disabled).toBe(false);
  });

  it('speaks Indonesian when the page does', () => {
    renderIn(<PlayReplay deal={DEAL} tricks={TRICKS} declarer="N" />, 'id');
    expect(screen.getByRole('heading', { name: 'Tonton jalannya permainan' })).toBeTruthy();
    const controls = screen.getByRole('group', { name: 'Telusuri permainan' });
    for (const name of ['Trik sebelumnya', 'Trik berikutnya', 'Tampilkan semua'])
      expect(within(controls).getByRole('button', { name })).toBeTruthy();
    expect(position()).toBe('Trik 1 dari 3 · Trik dimenangkan: Utara–Selatan 0, Timur–Barat 1');
    expect(screen.getByRole('group', { name: 'Tangan Utara' })).toBeTruthy();
  });

  it('shows nothing without the deal', () => {
    const { container } = renderIn(<PlayReplay deal="" tricks={TRICKS} declarer="N" />);
    expect(container.textContent).toBe('');
  });
});
