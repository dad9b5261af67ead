import type { ReactNode } from 'react';
import type { Score } from '../api/types.ts';
import { type Translate, useT } from '../i18n/language.tsx';
import { signed } from './format.ts';

type ScoreItem = Score['breakdown'][number];

/** An item in the page's language, from what the API gives as data (its English `item` is for other clients). */
function itemWords(line: ScoreItem, t: Translate): string {
  const doubled = line.doubled === 'X' ? t('scoreItem.doubled') : line.doubled === 'XX' ? t('scoreItem.redoubled') : '';
  const vulnerable = t(line.vulnerable === true ? 'scoreItem.vulnerable' : 'scoreItem.notVulnerable');
  return t(`scoreItem.${line.kind}`, { contract: line.contract ?? '', count: line.count ?? 0, each: line.each ?? 0, doubled, vulnerable });
}

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
              <td>{itemWords(line, t)}</td>
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
