import type { Seat, Vulnerability } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import { Hand } from './Hand.tsx';
import { seatKey, vulnerabilityKey } from './format.ts';

/** The user's side of the table: who dealt, who is vulnerable, South's hand, and whatever follows it. */
export function SouthHand({
  dealer,
  vulnerability,
  hand,
  children,
}: {
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly hand: string;
  readonly children?: ReactNode;
}): ReactNode {
  const t = useT();
  return (
    <section className="table-hands" aria-label={t('hand.yours')}>
      <p className="deal-facts">
        {t('bid.dealer', { seat: t(seatKey(dealer)) })} · {t(vulnerabilityKey(vulnerability))}
      </p>
      <h2>{t('hand.yours')}</h2>
      <Hand hand={hand} label={t('hand.yours')} />
      {children}
    </section>
  );
}
