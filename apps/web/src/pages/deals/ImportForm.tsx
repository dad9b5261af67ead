import { useRef, useState, type ReactNode } from 'react';
import { readBookOptions } from '../../app/book-options.ts';
import { IMPORT_LIMIT_BYTES, deals } from '../../api/client.ts';
import type { DealImport } from '../../api/types.ts';
import { useRequest } from '../../api/use-request.ts';
import { useT } from '../../i18n/language.tsx';
import { RequestStatus } from '../../ui/Status.tsx';

const MEBIBYTE = 1024 * 1024;

/** A file chosen, read in the browser: held apart from the text box, which a championship's megabytes would make slow. */
interface ChosenFile {
  readonly name: string;
  readonly text: string;
}

/**
 * Paste a PBN or LIN text, or choose a file, then Import: the API reads it (POST /deals/import) and
 * `onImported` gets its answer with the file's name. A file chosen is what is sent until the text
 * box is typed in.
 */
export function ImportForm({ onImported }: { readonly onImported: (name: string, imported: DealImport) => void }): ReactNode {
  const t = useT();
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<ChosenFile | undefined>(undefined);
  const [tooLarge, setTooLarge] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { state, run } = useRequest<DealImport>();

  const choose = async (chosen: File | undefined): Promise<void> => {
    setFile(undefined);
    // Refused here rather than sent: the API would answer 413 after the whole upload.
    setTooLarge(chosen !== undefined && chosen.size > IMPORT_LIMIT_BYTES);
    if (chosen === undefined || chosen.size > IMPORT_LIMIT_BYTES) return;
    setFile({ name: chosen.name, text: await chosen.text() });
  };
  const paste = (text: string): void => {
    setPasted(text);
    setFile(undefined);
    if (input.current !== null) input.current.value = '';
  };
  const text = file?.text ?? pasted;
  const submit = async (): Promise<void> => {
    const imported = await run(() => deals.import(text, undefined, readBookOptions()));
    if (imported !== undefined) onImported(file?.name ?? t('deals.pasted'), imported);
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
        <input ref={input} type="file" accept=".pbn,.lin,.txt,text/plain" onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      {tooLarge ? (
        <p className="error" role="alert">
          {t('deals.tooLarge', { size: IMPORT_LIMIT_BYTES / MEBIBYTE })}
        </p>
      ) : null}
      <label>
        <span>{t('deals.text')}</span>
        <textarea rows={8} value={pasted} spellCheck={false} onChange={(event) => paste(event.target.value)} />
      </label>
      <p className="hint">{t('deals.limit', { size: IMPORT_LIMIT_BYTES / MEBIBYTE })}</p>
      <button type="submit" disabled={text.trim() === '' || state.status === 'loading'}>
        {file === undefined ? t('deals.import') : t('deals.importFile', { name: file.name })}
      </button>
      <RequestStatus state={state} loading={t('deals.importing')} />
    </form>
  );
}
