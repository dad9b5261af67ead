import { SUIT_SYMBOL, parseCall, type Strain } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';

export const strainSymbol = (strain: Strain): string => (strain === 'NT' ? 'NT' : SUIT_SYMBOL[strain]);
export const strainKey = (strain: Strain): MessageKey => (strain === 'NT' ? 'strain.NT' : `suit.${strain}`);

/** A suit symbol in its colour, named in words for screen readers. */
export function SuitSymbol({ suit }: { readonly suit: Strain }): ReactNode {
  const t = useT();
  return (
    <span className={`suit suit-${suit}`} title={t(strainKey(suit))}>
      <span aria-hidden="true">{strainSymbol(suit)}</span>
      <span className="visually-hidden">{t(strainKey(suit))}</span>
    </span>
  );
}

/**
 * A call as people read it: `2♥` with the heart in colour (read aloud as "2 hearts"), Pass, Double.
 * `short` writes double and redouble as X and XX, as an auction grid does.
 */
export function CallView({ call, short = false }: { readonly call: string; readonly short?: boolean }): ReactNode {
  const t = useT();
  const parsed = parseCall(call);
  if (!parsed.ok) return <span className="call">{call}</span>;
  const value = parsed.value;
  switch (value.type) {
    case 'pass':
      return <span className="call call-pass">{t('call.pass')}</span>;
    case 'double':
    case 'redouble': {
      const word = t(value.type === 'double' ? 'call.double' : 'call.redouble');
      if (!short) return <span className="call call-double">{word}</span>;
      return (
        <span className="call call-double" title={word}>
          <span aria-hidden="true">{value.type === 'double' ? 'X' : 'XX'}</span>
          <span className="visually-hidden">{word}</span>
        </span>
      );
    }
    case 'bid':
      return (
        <span className="call" title={t('call.bid', { level: value.level, strain: t(strainKey(value.strain)) })}>
          <span aria-hidden="true">
            {value.level}
            <span className={`suit suit-${value.strain}`}>{strainSymbol(value.strain)}</span>
          </span>
          <span className="visually-hidden">{t('call.bid', { level: value.level, strain: t(strainKey(value.strain)) })}</span>
        </span>
      );
  }
}

/** A contract as the API writes it (`4SX`, `3NT`, `Pass`): the bid in colour, then X or XX. */
export function ContractView({ contract }: { readonly contract: string }): ReactNode {
  const match = /^([1-7](?:NT|[CDHS]))(X{0,2})$/.exec(contract);
  if (match === null) return <CallView call={contract} />;
  const [, bid = '', doubling = ''] = match;
  return (
    <span className="contract">
      <CallView call={bid} />
      {doubling === '' ? null : <CallView call={doubling} short />}
    </span>
  );
}
