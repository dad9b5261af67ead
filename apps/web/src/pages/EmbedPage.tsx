import { Suspense, type ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';
import type { Tool } from '../tools/tools.ts';
import { Loading } from '../ui/Status.tsx';

/** A tool alone, for an iframe on another site: no menu, a link back to Tenace in a new tab. */
export function EmbedPage({ tool }: { readonly tool: Tool }): ReactNode {
  const t = useT();
  const { Component } = tool;
  return (
    <main className="embed" id="content">
      <h1 className="embed-title">{t(tool.title)}</h1>
      <Suspense fallback={<Loading text={t('state.loading')} />}>
        <Component />
      </Suspense>
      <p className="embed-credit">
        <a href="/" target="_blank" rel="noopener">
          {t('embed.from')}
        </a>
      </p>
    </main>
  );
}
