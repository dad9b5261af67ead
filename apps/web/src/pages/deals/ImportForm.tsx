import { useState, type ReactNode } from 'react';
import { readBookOptions } from '../../app/book-options.ts';
import { IMPORT_LIMIT_BYTES, deals } from '../../api/client.ts';
import type { DealImport } from '../../api/types.ts';
import { useRequest } from '../../api/use-request.ts';
import { useT } from '../../i18n/language.tsx';
import { RequestStatus } from '../../ui/Status.tsx';

const MEBIBYTE = 1024 * 1024;

/**
 * Paste a PBN or LIN text, or choose a file (read here, in the browser), then Import: the API reads
 * it (POST /deals/import) and `onImported` gets its answer with the file's name.
 */
export function ImportForm({ onImported }: { readonly onImported: (name: string, imported: DealImport) => void }): ReactNode {
  const t = useT();
  const [text, setText] = useState('');
  const [name, setName] = useState<string | undefined>(undefined);
  const [tooLarge, setTooLarge] = useState(false);
  const { state, run } = useRequest<DealImport>();

  const choose = async (file: File | undefined): Promise<void> => {
    if (file === undefined) return;
    // Refused here rather than sent: the API would answer 413 after the whole upload.
    setTooLarge(file.size > IMPORT_LIMIT_BYTES);
    if (file.size > IMPORT_LIMIT_BYTES) return;
    setText(await file.text());
    setName(file.name);
  };
  const submit = async (): Promise<void> => {
    const imported = await run(() => deals.import(text, undefined, readBookOptions()));
    if (imported !== undefined) onImported(name ?? t('deals.pasted'), imported);
  };

  return (
    <form
      className="tool-form import-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label>
        <span>{t('deals.file')}</span>
        <input type="file" accept=".pbn,.lin,.txt,text/plain" onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      {tooLarge ? (
        <p className="error" role="alert">
          {t('deals.tooLarge', { size: IMPORT_LIMIT_BYTES / MEBIBYTE })}
        </p>
      ) : null}
      <label>
        <span>{t('deals.text')}</span>
        <textarea
          rows={8}
          value={text}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setName(undefined);
          }}
        />
      </label>
      <p className="hint">{t('deals.limit', { size: IMPORT_LIMIT_BYTES / MEBIBYTE })}</p>
      <button type="submit" disabled={text.trim() === '' || state.status === 'loading'}>
        {t('deals.import')}
      </button>
      <RequestStatus state={state} loading={t('deals.importing')} />
    </form>
  );
}
