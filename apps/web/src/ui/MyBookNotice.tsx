import type { ReactNode } from 'react';
import { chooseBook, useMyBook } from '../app/my-book.ts';
import { Link } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';

/**
 * Names the book of one's own the page bids by (the player should never wonder why the robot bids
 * as it does), with the way back to SAYC. Nothing while the page bids by SAYC.
 */
export function MyBookNotice(): ReactNode {
  const t = useT();
  const book = useMyBook();
  if (book === undefined) return null;
  return (
    <p className="notice my-book-notice" role="status">
      {t('myBook.biddingBy', { name: book.title ?? book.id })}{' '}
      <Link to={`/book?id=${encodeURIComponent(book.id)}`}>{t('myBook.open')}</Link>{' '}
      <button type="button" onClick={() => chooseBook(undefined)}>
        {t('myBook.backToSayc')}
      </button>
    </p>
  );
}
