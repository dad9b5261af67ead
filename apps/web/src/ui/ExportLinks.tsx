import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';

/** A text as a file to download, with no request: the page already holds it. */
const fileUrl = (text: string, type: string): string => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/**
 * A deal's exports: its PBN (with the double-dummy tags when analysed), its LIN, and a link that opens
 * it in BBO's hand viewer. `name` is the files' name without the extension.
 */
export function ExportLinks({
  name,
  pbn,
  lin,
  handviewer,
}: {
  readonly name: string;
  readonly pbn?: string | undefined;
  readonly lin: string;
  readonly handviewer: string;
}): ReactNode {
  const t = useT();
  return (
    <ul className="export-links" aria-label={t('exports.label')}>
      {pbn === undefined ? null : (
        <li>
          <a href={fileUrl(pbn, 'application/x-pbn')} download={`${name}.pbn`}>
            {t('exports.pbn')}
          </a>
        </li>
      )}
      <li>
        <a href={fileUrl(lin, 'text/plain')} download={`${name}.lin`}>
          {t('exports.lin')}
        </a>
      </li>
      <li>
        <a href={handviewer} target="_blank" rel="noopener noreferrer">
          {t('exports.handviewer')}
        </a>
      </li>
    </ul>
  );
}
