import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hand } from '../src/ui/Hand.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const rowsOf = (group: HTMLElement): HTMLElement[] => [...group.querySelectorAll<HTMLElement>('.hand-suit')];

describe('Hand', () => {
  it('shows the suits spades first with their symbols, each card in its suit colour, highest first', () => {
    renderIn(<Hand hand="AKQ2.K93.T8.QJ43" label="Your hand (South)" />);
    const hand = screen.getByRole('group', { name: 'Your hand (South)' });
    const rows = rowsOf(hand);
    expect(rows.map((row) => row.dataset['suit'])).toEqual(['S', 'H', 'D', 'C']);
    expect(rows.map((row) => row.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['♠', '♥', '♦', '♣']);
    const diamonds = rows[2];
    if (diamonds === undefined) throw new Error('no diamond row');
    const cards = [...diamonds.querySelectorAll('.card')];
    expect(cards.map((card) => card.textContent)).toEqual(['10', '8']);
    expect(cards.every((card) => card.classList.contains('suit-D'))).toBe(true);
  });

  it('reads aloud suit by suit in words', () => {
    renderIn(<Hand hand="AKQ2.K93.T8.QJ43" label="hand" />);
    const rows = rowsOf(screen.getByRole('group', { name: 'hand' }));
    // What a screen reader gets: hidden symbols left out, the suit's name in words.
    const spoken = rows.map((row) => {
      const copy = row.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.replace(/\s+/g, ' ').trim();
    });
    expect(spoken).toEqual(['spades: A K Q 2', 'hearts: K 9 3', 'diamonds: 10 8', 'clubs: Q J 4 3']);
  });

  it('shows a void as a dash, named as none', () => {
    renderIn(<Hand hand="AKQJT98765432..." label="hand" />);
    const rows = rowsOf(screen.getByRole('group', { name: 'hand' }));
    expect(rows[0]?.querySelectorAll('.card')).toHaveLength(13);
    for (const row of rows.slice(1)) {
      expect(row.querySelectorAll('.card')).toHaveLength(0);
      expect(within(row).getByText('none')).toBeTruthy();
    }
  });

  it('names the suits in Indonesian when the page is in Indonesian', () => {
    renderIn(<Hand hand="AKQ2.K93.T8.QJ43" label="Tangan" />, 'id');
    const hand = screen.getByRole('group', { name: 'Tangan' });
    expect(within(hand).getByText('sekop')).toBeTruthy();
    expect(within(hand).getByText('berlian')).toBeTruthy();
  });
});
