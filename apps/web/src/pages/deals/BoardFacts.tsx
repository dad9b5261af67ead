import type { ReactNode } from 'react';
import type { BoardWarning, HandRecord } from '../../api/types.ts';
import { RichMessage, useT } from '../../i18n/language.tsx';
import { ContractView } from '../../ui/CallView.tsx';
import { seatKey, signed, vulnerabilityKey } from '../../ui/format.ts';

/** "4♠ by South", or the words for a deal passed out or a file that gives no contract. */
export function ContractBy({ board }: { readonly board: Pick<HandRecord, 'contract' | 'declarer'> }): ReactNode {
  const t = useT();
  if (board.contract === 'Pass') return <>{t('deals.passedOut')}</>;
  if (board.contract === null || board.declarer === null) return <>{t('deals.noContract')}</>;
  return (
    <RichMessage
      id="deals.contractBy"
      values={{ contract: <ContractView contract={board.contract} />, declarer: t(seatKey(board.declarer)) }}
    />
  );
}

/** The board's dealer and vulnerability, its contract, the declarer's tricks and the score. */
export function BoardFacts({ board }: { readonly board: HandRecord }): ReactNode {
  const t = useT();
  return (
    <div className="board-facts">
      <p>
        {t('bid.dealer', { seat: t(seatKey(board.dealer)) })} · {t(vulnerabilityKey(board.vulnerability))}
      </p>
      <p className="contract-line">
        <ContractBy board={board} />
        {board.result === null || board.contract === 'Pass' ? null : ` · ${t('deals.tricks', { tricks: board.result })}`}
        {board.score === null ? null : ` · ${t('deals.scoreNs', { score: signed(board.score.ns) })}`}
      </p>
    </div>
  );
}

/** What the import overrode in a board, each with its line of the file. */
export function BoardWarnings({ warnings }: { readonly warnings: readonly BoardWarning[] }): ReactNode {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <ul className="board-warnings" aria-label={t('deals.warnings')}>
      {warnings.map((warning, index) => (
        <li key={index} data-code={warning.code}>
          {warning.line === null ? warning.message : t('deals.atLine', { line: warning.line, message: warning.message })}
        </li>
      ))}
    </ul>
  );
}
