import type { ReactNode } from 'react';
import type { Score } from '../api/types.ts';
import { useT } from '../i18n/language.tsx';
import { signed } from './format.ts';

/** A score's breakdown, item by item, and what each side scores. */
export function ScoreTable({ score, caption }: { readonly score: Score; readonly caption: ReactNode }): ReactNode {
  const t = useT();
  return (
    <table className="score-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('score.item')}</th>
          <th scope="col" className="number">
            {t('score.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {score.breakdown.length === 0 ? (
          <tr>
            <td colSpan={2}>{t('score.noItems')}</td>
          </tr>
        ) : (
          score.breakdown.map((line, index) => (
            <tr key={index}>
              <td>{line.item}</td>
              <td className="number">{signed(line.points)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('score.ns')}</th>
          <td className="number total">{signed(score.ns)}</td>
        </tr>
        <tr>
          <th scope="row">{t('score.ew')}</th>
          <td className="number total">{signed(score.ew)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
