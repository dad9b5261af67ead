import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RichMessage, useT, type Translate } from '../i18n/language.tsx';
import { strainKey } from './CallView.tsx';
import { SuitRows } from './Hand.tsx';
import { CardFace, cardParts } from './Trick.tsx';

/** A card's name in words, as a screen reader says it: `SA` → "A spades". */
export function cardName(card: string, t: Translate): string {
  const parts = cardParts(card);
  return parts === undefined ? card : t('card.name', { rank: parts.rank, suit: t(strainKey(parts.suit)) });
}

/** Keys that move the focus among the cards that can be played, and where to. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The arrow keys (and Home, End) move the focus among the cards of `group` that can be played. */
function moveAmongCards(event: KeyboardEvent<HTMLDivElement>, group: HTMLDivElement | null): void {
  const move = MOVES[event.key];
  if (move === undefined || !(event.target instanceof HTMLButtonElement) || event.target.dataset['card'] === undefined) return;
  const buttons = [...(group?.querySelectorAll<HTMLButtonElement>('button[data-card]:not(:disabled)') ?? [])];
  if (buttons.length === 0) return;
  event.preventDefault();
  buttons[move(buttons.indexOf(event.target), buttons.length)]?.focus();
}

/**
 * A hand to play from, as the game card asks: choose a card, then confirm it ("Play ♠A") or choose
 * another. Each card is a button; only the `legal` ones are enabled (and so reachable by Tab), and
 * the arrow keys move between them. Choosing moves the focus to the confirmation, so Enter, Enter
 * plays a card from the keyboard.
 */
export function PlayableHand({
  hand,
  legal,
  label,
  onPlay,
  disabled = false,
}: {
  readonly hand: string;
  readonly legal: readonly string[];
  readonly label: string;
  readonly onPlay: (card: string) => void;
  readonly disabled?: boolean;
}): ReactNode {
  const t = useT();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const group = useRef<HTMLDivElement>(null);
  const allowed = new Set(legal);
  const choice = chosen !== undefined && allowed.has(chosen) ? chosen : undefined;

  // A hand that comes to play while the focus is nowhere (the confirmed card's button went with the
  // last view) takes it, so the keyboard carries on from the cards.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body)
      group.current?.querySelector<HTMLButtonElement>('button[data-card]:not(:disabled)')?.focus();
  }, []);

  const chooseAnother = (): void => {
    const previous = choice;
    setChosen(undefined);
    // Back to the card just chosen, to move on from it with the arrow keys.
    if (previous !== undefined)
      queueMicrotask(() => group.current?.querySelector<HTMLButtonElement>(`button[data-card="${previous}"]`)?.focus());
  };

  return (
    <div className="playable">
      <div
        className="hand playable-hand"
        role="group"
        aria-label={label}
        ref={group}
        onKeyDown={(event) => moveAmongCards(event, group.current)}
      >
        <SuitRows
          hand={hand}
          card={(card, suit, rank) => (
            <button
              type="button"
              className={`card card-button suit-${suit}`}
              data-card={card}
              aria-label={cardName(card, t)}
              aria-pressed={choice === card}
              disabled={disabled || !allowed.has(card)}
              onClick={() => setChosen(card)}
            >
              {rank}
            </button>
          )}
        />
      </div>
      <CardConfirm choice={choice} prompt={legal.length > 0} disabled={disabled} onPlay={onPlay} onAnother={chooseAnother} />
    </div>
  );
}

interface CardConfirmProps {
  /** The card chosen; undefined until one is. */
  readonly choice: string | undefined;
  /** Whether to ask for a card while none is chosen. */
  readonly prompt: boolean;
  readonly disabled: boolean;
  readonly onPlay: (card: string) => void;
  readonly onAnother: () => void;
}

/** Under the hand: "Choose a card", or the card chosen to play (which takes the focus) or to change. */
function CardConfirm({ choice, prompt, disabled, onPlay, onAnother }: CardConfirmProps): ReactNode {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (choice !== undefined) confirm.current?.focus();
  }, [choice]);

  return (
    <div className="card-confirm" aria-live="polite">
      {choice === undefined ? (
        <p className="card-prompt">{prompt ? t('playHand.choose') : null}</p>
      ) : (
        <>
          <button
            type="button"
            ref={confirm}
            className="play-card"
            aria-label={t('playHand.play', { card: cardName(choice, t) })}
            disabled={disabled}
            onClick={() => onPlay(choice)}
          >
            <RichMessage id="playHand.play" values={{ card: <CardFace card={choice} /> }} />
          </button>
          <button type="button" className="link-button" disabled={disabled} onClick={onAnother}>
            {t('playHand.another')}
          </button>
        </>
      )}
    </div>
  );
}
