import { useState } from 'react';
import { ApiProblem, books } from '../../api/client.ts';
import type { RulesCheck, StoredBook } from '../../api/generated.ts';
import { failureOf, type Failure } from '../../api/use-request.ts';
import { chooseBook } from '../../app/my-book.ts';

export type SaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'saved'; readonly book: StoredBook }
  | { readonly status: 'refused'; readonly check: RulesCheck }
  | { readonly status: 'failed'; readonly failure: Failure };

/** Saving the book (POST /books): once stored it is the book the pages bid by. */
export function useSaveBook(): { readonly state: SaveState; readonly save: (source: string) => void } {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = (source: string): void => {
    setState({ status: 'saving' });
    books.save(source).then(
      (book) => {
        chooseBook(book.summary.title === undefined ? { id: book.id } : { id: book.id, title: book.summary.title });
        setState({ status: 'saved', book });
      },
      async (error: unknown) => {
        // The refusal's diagnostics are /rules/check's on the same source: asked there, so the
        // client's one error shape stays as it is.
        if (error instanceof ApiProblem && error.problem.kind === 'refused' && error.problem.code === 'book-invalid') {
          const check = await books.check(source).catch(() => undefined);
          if (check !== undefined) return setState({ status: 'refused', check });
        }
        setState({ status: 'failed', failure: failureOf(error) });
      },
    );
  };
  return { state, save };
}
