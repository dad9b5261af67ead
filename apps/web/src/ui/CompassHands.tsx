import type { Seat } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { Hand } from './Hand.tsx';
import { seatKey } from './format.ts';

/** Compass order for the grid: North at the top, West and East either side, South at the bottom. */
const PLACES: readonly Seat[] = ['N', 'W', 'E', 'S'];

/** The four hands of a deal as hand records print them, each with its player's name when the file gives one. */
export function CompassHands({
  hands,
  players = {},
  dealer,
}: {
  readonly hands: Readonly<Record<Seat, string>>;
  readonly players?: Readonly<Partial<Record<Seat, string>>>;
  readonly dealer: Seat;
}): ReactNode {
  const t = useT();
  return (
    <figure className="compass" aria-label={t('record.hands')}>
      {PLACES.map((seat) => {
        const player = players[seat];
        return (
          <div key={seat} className={`compass-hand compass-${seat}`} data-seat={seat}>
            <span className="compass-seat">
              {t(seatKey(seat))}
              {player === undefined ? null : ` · ${player}`}
              {seat === dealer ? ` · ${t('record.dealerMark')}` : null}
            </span>
            <Hand hand={hands[seat]} label={t('hand.of', { seat: t(seatKey(seat)) })} />
          </div>
        );
      })}
    </figure>
  );
}
