import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/language.tsx';
import { sharedBoardPath } from './links.ts';

/** A link that opens the board anywhere: the board travels in the address, nothing is stored on the server. */
export function ShareLink({ lin }: { readonly lin: string }): ReactNode {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${sharedBoardPath(lin)}`;
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure page, a refusal): the link stays to copy by hand.
    }
  };
  return (
    <div className="share-link">
      <label>
        <span>{t('share.label')}</span>
        <input type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
      </label>
      <button type="button" onClick={() => void copy()}>
        {t('share.copy')}
      </button>
      <a href={url}>{t('share.open')}</a>
      <span role="status">{copied ? t('share.copied') : ''}</span>
    </div>
  );
}
