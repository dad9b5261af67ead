import type { ReactNode } from 'react';
import type { Failure, RequestState } from '../api/use-request.ts';
import { useT, type Translate } from '../i18n/language.tsx';

/** A piece of work under way, announced politely to screen readers. */
export function Loading({ text }: { readonly text: string }): ReactNode {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

export function describeFailure(failure: Failure, t: Translate): string {
  switch (failure.kind) {
    case 'refused':
      return t('error.api', { message: failure.message });
    case 'server':
      return t('error.server', { status: failure.status });
    case 'network':
      return t('error.network');
    case 'unexpected':
      return t('error.unexpected', { message: failure.message });
  }
}

/** What went wrong, in words, with a way to try again when there is one. */
export function ErrorNotice({ failure, onRetry }: { readonly failure: Failure; readonly onRetry?: () => void }): ReactNode {
  const t = useT();
  return (
    <div className="error" role="alert">
      <p>{describeFailure(failure, t)}</p>
      {onRetry === undefined ? null : (
        <button type="button" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}

/** The loading line or the error of a request, whichever applies; nothing once it is done. */
export function RequestStatus({
  state,
  loading,
  onRetry,
}: {
  readonly state: RequestState<unknown>;
  readonly loading: string;
  readonly onRetry?: () => void;
}): ReactNode {
  if (state.status === 'loading') return <Loading text={loading} />;
  if (state.status === 'failed') return <ErrorNotice failure={state.failure} {...(onRetry === undefined ? {} : { onRetry })} />;
  return null;
}
