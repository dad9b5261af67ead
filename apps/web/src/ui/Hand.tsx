import type { Suit } from '@tenace/engine/browser';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { SuitSymbol, strainKey } from './CallView.tsx';
import { HAND_SUITS, displayRank, handCards } from './format.ts';

/**
 * A hand's four rows, spades first, each card drawn by `card` (given the API's card, `SA`, its suit
 * and its rank as people read it), a dash for a void. Read aloud suit by suit ("spades: A K Q 2").
 */
export function SuitRows({
  hand,
  card,
}: {
  readonly hand: string;
  readonly card: (code: string, suit: Suit, rank: string) => ReactNode;
}): ReactNode {
  const t = useT();
  const suits = handCards(hand);
  return HAND_SUITS.map((suit) => (
    <div className="hand-suit" key={suit} data-suit={suit}>
      <span className="hand-suit-symbol">
        <SuitSymbol suit={suit} />
        <span className="visually-hidden">: </span>
      </span>
      {suits[suit].length === 0 ? (
        <span className="void">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('suit.void')}</span>
        </span>
      ) : (
        <span className="cards">
          {suits[suit].map((code, index) => (
            <Fragment key={code}>
              {index > 0 ? ' ' : null}
              {card(code, suit, displayRank(code.slice(1)))}
            </Fragment>
          ))}
        </span>
      )}
    </div>
  ));
}

/**
 * A hand as a player holds it: a row of cards for each suit, spades first, highest first, each suit
 * in its colour.
 */
export function Hand({ hand, label }: { readonly hand: string; readonly label: string }): ReactNode {
  const t = useT();
  return (
    <div className="hand" role="group" aria-label={label}>
      <SuitRows
        hand={hand}
        card={(_, suit, rank) => (
          <span className={`card suit-${suit}`} title={`${rank} ${t(strainKey(suit))}`}>
            {rank}
          </span>
        )}
      />
    </div>
  );
}
