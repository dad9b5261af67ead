import type { ReactNode } from 'react';
import type { Mark } from '../api/types.ts';
import { RichMessage, useT } from '../i18n/language.tsx';
import { CallView } from './CallView.tsx';

/** A call marked against the rules: right or not, what it means, and when wrong what the rules call and why. */
export function MarkFeedback({ mark }: { readonly mark: Mark }): ReactNode {
  const t = useT();
  const { correct, given, expected, why } = mark;
  return (
    <div className={`mark ${correct ? 'mark-right' : 'mark-wrong'}`}>
      <p className="mark-verdict">
        <span aria-hidden="true">{correct ? '✓ ' : '✗ '}</span>
        {t(correct ? 'mark.right' : 'mark.wrong')}
      </p>
      <p>
        {given.meaning === undefined ? (
          <RichMessage id="mark.noRule" values={{ call: <CallView call={given.call} /> }} />
        ) : (
          <>
            <RichMessage id="mark.yourCall" values={{ call: <CallView call={given.call} /> }} /> <q>{given.meaning}</q>
          </>
        )}
      </p>
      {correct ? null : (
        <p>
          <RichMessage id="mark.expected" values={{ call: <CallView call={expected.call} /> }} /> <q>{expected.meaning}</q>
        </p>
      )}
      {correct || why === undefined ? null : (
        <p>
          <strong>{t('mark.why')}</strong> {why}
        </p>
      )}
    </div>
  );
}
