import { useCallback, useEffect, useRef } from 'react';
import { readBookOptions } from '../../app/book-options.ts';
import { deals } from '../../api/client.ts';
import type { DealAnalyseAnswer, HandRecord } from '../../api/types.ts';
import { useRequest, type RequestState } from '../../api/use-request.ts';

/**
 * A board's analysis (POST /deals/analyse): the one already known (kept with the session), or asked
 * once when the board opens; `onAnalysed` keeps a new one.
 */
export function useBoardAnalysis(
  board: HandRecord,
  known: DealAnalyseAnswer | undefined,
  onAnalysed?: (analysis: DealAnalyseAnswer) => void,
): { readonly state: RequestState<DealAnalyseAnswer>; readonly retry: () => void } {
  const { state, run } = useRequest<DealAnalyseAnswer>();
  // The latest keeper, without asking again when a parent's render makes a new one.
  const keep = useRef(onAnalysed);
  keep.current = onAnalysed;
  const ask = useCallback(() => {
    void run(() => deals.analyse(board, readBookOptions())).then((analysis) => {
      if (analysis !== undefined) keep.current?.(analysis);
    });
  }, [board, run]);
  useEffect(() => {
    if (known === undefined) ask();
  }, [known, ask]);
  return { state: known === undefined ? state : { status: 'done', value: known }, retry: ask };
}
