import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayableHand } from '../src/ui/PlayableHand.tsx';
import { renderIn } from './render.tsx';

afterEach(cleanup);

const HAND = 'AJ3.986.AK75.JT2';

function hand(legal: readonly string[], disabled = false): { onPlay: ReturnType<typeof vi.fn>; cards: HTMLButtonElement[] } {
  const onPlay = vi.fn();
  renderIn(<PlayableHand hand={HAND} legal={legal} label="Your hand (South)" onPlay={onPlay} disabled={disabled} />);
  const cards = within(screen.getByRole('group', { name: 'Your hand (South)' })).getAllByRole<HTMLButtonElement>('button');
  return { onPlay, cards };
}

const card = (name: string): HTMLButtonElement => screen.getByRole<HTMLButtonElement>('button', { name });

describe('PlayableHand', () => {
  it('draws every card as a button named in words, suit by suit, in its colour', () => {
    const { cards } = hand(['SA', 'SJ', 'S3']);
    expect(cards).toHaveLength(13);
    expect(cards.map((c) => c.getAttribute('aria-label')).slice(0, 4)).toEqual(['A spades', 'J spades', '3 spades', '9 hearts']);
    expect(card('10 clubs').textContent).toBe('10');
    expect(card('10 clubs').classList.contains('suit-C')).toBe(true);
    expect(card('K diamonds').classList.contains('suit-D')).toBe(true);
  });

  it('enables only the legal cards', () => {
    const { cards } = hand(['H9', 'H8', 'H6']);
    expect(cards.filter((c) => !c.disabled).map((c) => c.dataset['card'])).toEqual(['H9', 'H8', 'H6']);
    expect(card('A spades').disabled).toBe(true);
    fireEvent.click(card('A spades'));
    expect(screen.queryByRole('button', { name: /^Play / })).toBeNull();
  });

  it('chooses a card, then plays it only when confirmed', () => {
    const { onPlay } = hand(['SA', 'SJ', 'S3']);
    expect(screen.getByText('Choose a card, then confirm it.')).toBeTruthy();
    fireEvent.click(card('J spades'));
    expect(card('J spades').getAttribute('aria-pressed')).toBe('true');
    expect(onPlay).not.toHaveBeenCalled();
    const confirm = card('Play J spades');
    // The confirmation shows the card in colour and takes the focus.
    expect(confirm.querySelector('.card-face.suit-S')?.textContent).toContain('J');
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledWith('SJ');
  });

  it('lets another card be chosen instead', async () => {
    const { onPlay } = hand(['SA', 'SJ', 'S3']);
    fireEvent.click(card('A spades'));
    fireEvent.click(card('Choose another card'));
    expect(screen.queryByRole('button', { name: 'Play A spades' })).toBeNull();
    expect(card('A spades').getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(card('A spades'));
    fireEvent.click(card('3 spades'));
    fireEvent.click(card('Play 3 spades'));
    expect(onPlay).toHaveBeenCalledWith('S3');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('moves between the legal cards with the arrow keys, skipping the others', () => {
    hand(['SA', 'S3', 'DA', 'C2']);
    card('A spades').focus();
    fireEvent.keyDown(card('A spades'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card('3 spades'));
    fireEvent.keyDown(card('3 spades'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card('A diamonds'));
    fireEvent.keyDown(card('A diamonds'), { key: 'End' });
    expect(document.activeElement).toBe(card('2 clubs'));
    fireEvent.keyDown(card('2 clubs'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card('A spades'));
    fireEvent.keyDown(card('A spades'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card('2 clubs'));
  });

  it('takes the focus when it comes to play with the focus nowhere', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    hand(['D7', 'D5']);
    expect(document.activeElement).toBe(card('7 diamonds'));
  });

  it('plays nothing while disabled (a request in flight)', () => {
    const { cards, onPlay } = hand(['SA'], true);
    expect(cards.every((c) => c.disabled)).toBe(true);
    fireEvent.click(card('A spades'));
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('speaks Indonesian when the page does', () => {
    renderIn(<PlayableHand hand={HAND} legal={['SA']} label="Tangan Anda (Selatan)" onPlay={() => undefined} />, 'id');
    fireEvent.click(screen.getByRole('button', { name: 'A sekop' }));
    expect(screen.getByRole('button', { name: 'Mainkan A sekop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pilih kartu lain' })).toBeTruthy();
  });
});
