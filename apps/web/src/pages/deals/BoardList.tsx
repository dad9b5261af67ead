import type { ReactNode } from 'react';
import type { DealAnalyseAnswer, FailedBoard, HandRecord } from '../../api/types.ts';
import { Link } from '../../app/router.tsx';
import { useT } from '../../i18n/language.tsx';
import { signed } from '../../ui/format.ts';
import { BoardWarnings, ContractBy } from './BoardFacts.tsx';
import { boardName } from './HandRecordView.tsx';
import { storedBoardPath } from './links.ts';

/**
 * The session's boards, one row each: the board (a link to its hand record), the contract by its
 * declarer, the declarer's tricks, North–South's score, the par once analysed, and what the import
 * overrode.
 */
export function BoardList({
  boards,
  analyses,
}: {
  readonly boards: readonly HandRecord[];
  readonly analyses: Readonly<Record<number, DealAnalyseAnswer>>;
}): ReactNode {
  const t = useT();
  return (
    <table className="board-list">
      <caption>{t('deals.listCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('deals.board')}</th>
          <th scope="col">{t('deals.contract')}</th>
          <th scope="col" className="number">
            {t('deals.result')}
          </th>
          <th scope="col" className="number">
            {t('deals.score')}
          </th>
          <th scope="col" className="number">
            {t('deals.par')}
          </th>
          <th scope="col">{t('deals.warnings')}</th>
        </tr>
      </thead>
      <tbody>
        {boards.map((board, position) => {
          const par = analyses[position]?.par.score;
          return (
            <tr key={position} data-board={board.board ?? ''}>
              <th scope="row">
                <Link to={storedBoardPath(position)}>{t('deals.boardLink', { board: boardName(board) })}</Link>
              </th>
              <td>
                <ContractBy board={board} />
              </td>
              <td className="number">{board.result ?? ''}</td>
              <td className="number">{board.score === null ? '' : signed(board.score.ns)}</td>
              <td className="number">{par === undefined ? '' : signed(par)}</td>
              <td>
                <BoardWarnings warnings={board.warnings} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The games of the file that could not be read, and why; the others were imported all the same. */
export function FailedBoards({ failed }: { readonly failed: readonly FailedBoard[] }): ReactNode {
  const t = useT();
  if (failed.length === 0) return null;
  return (
    <section className="failed-boards" aria-labelledby="failed-boards-title">
      <h2 id="failed-boards-title">{t('deals.failedTitle', { count: failed.length })}</h2>
      <ul>
        {failed.map((game) => (
          <li key={game.index}>
            <strong>
              {t('deals.failedGame', { game: game.index + 1, board: game.board ?? '?' })}
              {game.line === null ? '' : ` ${t('deals.line', { line: game.line })}`}
            </strong>{' '}
            {game.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
