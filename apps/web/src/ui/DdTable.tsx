import type { Seat } from '@tenace/engine/browser';
import type { ReactNode } from 'react';
import type { DoubleDummy, StrainKey } from '../api/types.ts';
import { useT } from '../i18n/language.tsx';
import { SuitSymbol } from './CallView.tsx';
import { seatKey, signed } from './format.ts';

const DD_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const DD_STRAINS: readonly StrainKey[] = ['NT', 'S', 'H', 'D', 'C'];

/** The double-dummy table: tricks for each declarer in each strain, then the par. */
export function DdTable({ result }: { readonly result: DoubleDummy }): ReactNode {
  const t = useT();
  return (
    <div className="dd-result">
      <table className="dd-table">
        <caption>{t('dd.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dd.declarer')}</th>
            {DD_STRAINS.map((strain) => (
              <th scope="col" key={strain} className="number">
                <SuitSymbol suit={strain} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DD_SEATS.map((seat) => (
            <tr key={seat}>
              <th scope="row">{t(seatKey(seat))}</th>
              {DD_STRAINS.map((strain) => (
                <td key={strain} className="number">
                  {result.tricks[seat][strain]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="par">{t('dd.par', { score: signed(result.par.score) })}</p>
      {result.par.contracts.length === 0 ? null : (
        <p className="par">{t('dd.parContracts', { contracts: result.par.contracts.join(', ') })}</p>
      )}
    </div>
  );
}
