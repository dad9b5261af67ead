import { useRef, useState, type ReactNode } from 'react';
import type { RuleDiagnostic } from '../api/generated.ts';
import { useLocation } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';
import { MyBookNotice } from '../ui/MyBookNotice.tsx';
import { ErrorNotice, Loading } from '../ui/Status.tsx';
import { BookEditor, offsetOf } from './my-book/BookEditor.tsx';
import { CheckSummary } from './my-book/CheckSummary.tsx';
import { EXAMPLE_BOOK } from './my-book/example.ts';
import { SaveResult } from './my-book/SaveResult.tsx';
import { useBookCheck } from './my-book/use-book-check.ts';
import { useLoadBook } from './my-book/use-load-book.ts';
import { useSaveBook } from './my-book/use-save-book.ts';

/**
 * My book: write a book of one's own in the rule language, checked as it is typed (POST
 * /rules/check), saved (POST /books) to bid by, and opened again by its link (`/book?id=ID`).
 */
export function MyBook(): ReactNode {
  const t = useT();
  const id = new URLSearchParams(useLocation().split('?')[1] ?? '').get('id') ?? undefined;
  const [source, setSource] = useState(id === undefined ? EXAMPLE_BOOK : '');
  const loading = useLoadBook(id, setSource);
  const check = useBookCheck(source);
  const saving = useSaveBook();
  const editor = useRef<HTMLTextAreaElement>(null);
  const goTo = (d: RuleDiagnostic): void => {
    const area = editor.current;
    if (area === null) return;
    area.focus();
    area.setSelectionRange(offsetOf(source, d.line, d.column), offsetOf(source, d.endLine, d.endColumn));
  };
  const diagnostics = check.status === 'done' ? check.check.diagnostics : [];
  return (
    <>
      <h1>{t('myBook.title')}</h1>
      <p className="lead">{t('myBook.intro')}</p>
      <MyBookNotice />
      {loading.status === 'loading' ? <Loading text={t('myBook.loading')} /> : null}
      {loading.status === 'failed' ? <ErrorNotice failure={loading.failure} /> : null}
      <BookEditor source={source} onChange={setSource} diagnostics={diagnostics} editor={editor} />
      <CheckSummary state={check} onGo={goTo} />
      <p>
        <button type="button" onClick={() => saving.save(source)} disabled={saving.state.status === 'saving'}>
          {t('myBook.save')}
        </button>
      </p>
      <SaveResult state={saving.state} onGo={goTo} />
    </>
  );
}
