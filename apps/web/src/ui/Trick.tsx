import { SUITS, type Seat, type Suit } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { SuitSymbol, strainKey } from './CallView.tsx';
import { displayRank, seatKey } from './format.ts';

/** A trick as a game's view gives it: who led, the cards played in order, and the winner once complete. */
export interface TrickView {
  readonly leader: Seat;
  readonly cards: readonly { readonly seat: Seat; readonly card: string }[];
  readonly winner: Seat | null;
}

/** A card as the API writes it (`SA`, `HT`) as suit and rank for people (`♠`, `A`; `T` as 10). */
export function cardParts(card: string): { readonly suit: Suit; readonly rank: string } | undefined {
  const suit = SUITS.find((candidate) => candidate === card.charAt(0));
  const rank = card.slice(1);
  if (suit === undefined || rank === '') return undefined;
  return { suit, rank: displayRank(rank) };
}

/** One card face: the rank and the suit symbol in the suit's colour, read as "A spades". */
export function CardFace({ card }: { readonly card: string }): ReactNode {
  const t = useT();
  const parts = cardParts(card);
  if (parts === undefined) return <span className="card">{card}</span>;
  return (
    <span className={`card card-face suit-${parts.suit}`} title={`${parts.rank} ${t(strainKey(parts.suit))}`}>
      {parts.rank}
      <SuitSymbol suit={parts.suit} />
    </span>
  );
}

/** Compass places: North at the top, South (the user) at the bottom. */
const PLACES: readonly Seat[] = ['N', 'W', 'E', 'S'];

/**
 * The trick on the table: each seat's card at its side of the table, the winner marked; named `label`
 * ("The current trick" unless given). Cards in `costly` (those that gave up tricks, in a replay) are
 * marked too, in words as well as colour.
 */
export function Trick({
  trick,
  label,
  costly,
}: {
  readonly trick: TrickView;
  readonly label?: string;
  readonly costly?: ReadonlySet<string>;
}): ReactNode {
  const t = useT();
  const played = new Map(trick.cards.map((play) => [play.seat, play.card]));
  return (
    <figure className="trick" aria-label={label ?? t('trick.label')}>
      <ol className="trick-table">
        {PLACES.map((seat) => {
          const card = played.get(seat);
          const won = trick.winner === seat;
          const cost = card !== undefined && costly?.has(card) === true;
          return (
            <li
              key={seat}
              className={`trick-seat trick-${seat}${won ? ' trick-winner' : ''}${cost ? ' trick-costly' : ''}`}
              data-seat={seat}
            >
              <span className="trick-seat-name">{t(seatKey(seat))}</span>
              {card === undefined ? <span className="trick-empty">{t('trick.notYet')}</span> : <CardFace card={card} />}
              {cost ? <em className="trick-cost">{t('costs.marked')}</em> : null}
              {won ? <strong className="trick-wins">{t('trick.wins')}</strong> : null}
            </li>
          );
        })}
      </ol>
      <figcaption>
        {trick.winner === null ? t('trick.led', { seat: t(seatKey(trick.leader)) }) : t('trick.won', { seat: t(seatKey(trick.winner)) })}
      </figcaption>
    </figure>
  );
}
