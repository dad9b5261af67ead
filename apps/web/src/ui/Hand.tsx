import { Fragment, type ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { SuitSymbol, strainKey } from './CallView.tsx';
import { HAND_SUITS, handSuits } from './format.ts';

/**
 * A hand as a player holds it: a row of cards for each suit, spades first, highest first, each suit
 * in its colour. Read aloud suit by suit ("spades: A K Q 2").
 */
export function Hand({ hand, label }: { readonly hand: string; readonly label: string }): ReactNode {
  const t = useT();
  const suits = handSuits(hand);
  return (
    <div className="hand" role="group" aria-label={label}>
      {HAND_SUITS.map((suit) => (
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
              {suits[suit].map((rank, index) => (
                <Fragment key={rank}>
                  {index > 0 ? ' ' : null}
                  <span className={`card suit-${suit}`} title={`${rank} ${t(strainKey(suit))}`}>
                    {rank}
                  </span>
                </Fragment>
              ))}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
