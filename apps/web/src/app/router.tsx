/**
 * A small router over the History API: the pages are few and fixed, so a table of paths does the
 * work of a routing library at none of its weight.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentLocation = (): string => window.location.pathname + window.location.search;

/** The page's path and query, e.g. `/bid?seed=abc`; changes on navigation and Back/Forward. */
export const useLocation = (): string => useSyncExternalStore(subscribe, currentLocation);

export function navigate(to: string, options: { readonly replace?: boolean } = {}): void {
  if (to === currentLocation()) return;
  if (options.replace === true) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

/** A link that changes page without reloading; modified clicks (new tab, new window) stay the browser's. */
export function Link({
  to,
  children,
  ...rest
}: { readonly to: string; readonly children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
