import { useEffect } from 'react';
import { books } from '../../api/client.ts';
import type { Book } from '../../api/generated.ts';
import { useRequest, type RequestState } from '../../api/use-request.ts';

/** The book a link names (`/book?id=ID`, GET /books/{id}), put in the editor once it arrives. */
export function useLoadBook(id: string | undefined, onLoaded: (source: string) => void): RequestState<Book> {
  const { state, run } = useRequest<Book>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once a link, whatever onLoaded is.
  useEffect(() => {
    if (id === undefined) return;
    void run(() => books.read(id)).then((book) => {
      if (book !== undefined) onLoaded(book.source);
    });
  }, [id, run]);
  return state;
}
