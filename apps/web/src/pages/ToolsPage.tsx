import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';
import { TOOLS, toolById, type Tool } from '../tools/tools.ts';
import { Loading } from '../ui/Status.tsx';

/** The tools, one at a time, each with the snippet that embeds it in another site. */
export function ToolsPage({ toolId }: { readonly toolId: string }): ReactNode {
  const t = useT();
  const tool = toolById(toolId) ?? TOOLS[0];
  if (tool === undefined) return null;
  const { Component } = tool;
  return (
    <>
      <h1>{t('tools.title')}</h1>
      <nav className="tabs" aria-label={t('tools.pick')}>
        <ul>
          {TOOLS.map((candidate) => (
            <li key={candidate.id}>
              <Link to={`/tools/${candidate.id}`} {...(candidate.id === tool.id ? { 'aria-current': 'page' as const } : {})}>
                {t(candidate.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t(tool.title)}</h2>
      <Suspense fallback={<Loading text={t('state.loading')} />}>
        <Component key={tool.id} />
      </Suspense>
      <EmbedSnippet tool={tool} />
    </>
  );
}

/** The iframe that shows `tool` on another site, ready to copy. */
export function embedSnippet(tool: Tool, origin: string, title: string): string {
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}/embed/${tool.id}" title="${escapedTitle}" width="100%" height="${tool.embedHeight}" style="border:0;max-width:480px" loading="lazy"></iframe>`;
}

function EmbedSnippet({ tool }: { readonly tool: Tool }): ReactNode {
  const t = useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined);
  const snippet = embedSnippet(tool, window.location.origin, t(tool.title));
  const copy = (): void => {
    // The clipboard needs a secure context and permission; where it is refused, say how to copy by hand.
    const clipboard = window.navigator.clipboard as Clipboard | undefined;
    if (clipboard === undefined) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(snippet).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <section className="embed-snippet" aria-labelledby={`embed-${tool.id}`}>
      <h2 id={`embed-${tool.id}`}>{t('embed.title')}</h2>
      <p>{t('embed.text', { tool: t(tool.title) })}</p>
      <pre>
        <code>{snippet}</code>
      </pre>
      <p className="snippet-actions">
        <button type="button" onClick={copy} onBlur={() => setCopied(undefined)}>
          {t('embed.copy')}
        </button>{' '}
        <span role="status">{copied === 'yes' ? t('embed.copied') : copied === 'failed' ? t('embed.copyFailed') : ''}</span>{' '}
        <a href={`/embed/${tool.id}`} target="_blank" rel="noopener">
          {t('embed.open')}
        </a>
      </p>
    </section>
  );
}
