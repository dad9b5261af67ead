import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { LanguageProvider, useLanguage, useT } from '../i18n/language.tsx';
import { LANGUAGES, isLanguage, type MessageKey } from '../i18n/messages.ts';
import { Home } from '../pages/Home.tsx';
import { toolById } from '../tools/tools.ts';
import { Loading } from '../ui/Status.tsx';
import { Link, useLocation } from './router.tsx';

const PlayDeal = lazy(() => import('../pages/PlayDeal.tsx').then((m) => ({ default: m.PlayDeal })));
const BidWithRobot = lazy(() => import('../pages/BidWithRobot.tsx').then((m) => ({ default: m.BidWithRobot })));
const Quiz = lazy(() => import('../pages/Quiz.tsx').then((m) => ({ default: m.Quiz })));
const RuleBook = lazy(() => import('../pages/RuleBook.tsx').then((m) => ({ default: m.RuleBook })));
const MyBook = lazy(() => import('../pages/MyBook.tsx').then((m) => ({ default: m.MyBook })));
const Deals = lazy(() => import('../pages/Deals.tsx').then((m) => ({ default: m.Deals })));
const DealBoard = lazy(() => import('../pages/DealBoard.tsx').then((m) => ({ default: m.DealBoard })));
const ToolsPage = lazy(() => import('../pages/ToolsPage.tsx').then((m) => ({ default: m.ToolsPage })));
const EmbedPage = lazy(() => import('../pages/EmbedPage.tsx').then((m) => ({ default: m.EmbedPage })));
const NotFound = lazy(() => import('../pages/NotFound.tsx').then((m) => ({ default: m.NotFound })));

/** The main menu, in order. */
export const NAV: readonly { readonly to: string; readonly label: MessageKey }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/play', label: 'nav.play' },
  { to: '/bid', label: 'nav.bid' },
  { to: '/quiz', label: 'nav.quiz' },
  { to: '/rules', label: 'nav.rules' },
  { to: '/book', label: 'nav.myBook' },
  { to: '/deals', label: 'nav.deals' },
  { to: '/tools', label: 'nav.tools' },
];

function pageFor(path: string): ReactNode {
  switch (path) {
    case '/':
      return <Home />;
    case '/play':
      return <PlayDeal />;
    case '/bid':
      return <BidWithRobot />;
    case '/quiz':
      return <Quiz />;
    case '/rules':
      return <RuleBook />;
    case '/book':
      return <MyBook />;
    case '/deals':
      return <Deals />;
    case '/deals/board':
      return <DealBoard />;
    case '/tools':
      return <ToolsPage toolId="evaluate" />;
  }
  const tool = /^\/tools\/([a-z]+)$/.exec(path)?.[1];
  if (tool !== undefined && toolById(tool) !== undefined) return <ToolsPage toolId={tool} />;
  return <NotFound />;
}

function LanguageSwitch(): ReactNode {
  const { language, setLanguage, t } = useLanguage();
  return (
    <label className="language-switch">
      <span>{t('language.label')}</span>
      <select value={language} onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Site({ path }: { readonly path: string }): ReactNode {
  const t = useT();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // After a change of page, start reading and tabbing at the new content, as a page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each change of page, which path is.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    main.current?.focus();
  }, [path]);
  const section = path === '/' ? '/' : `/${path.split('/')[1] ?? ''}`;
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skip.toContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ♠♥
          </span>
          <span>{t('app.name')}</span>
          <span className="brand-tagline">{t('app.tagline')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <nav className="site-nav" aria-label={t('nav.label')}>
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} {...(section === item.to ? { 'aria-current': 'page' as const } : {})}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" ref={main} tabIndex={-1}>
        <Suspense fallback={<Loading text={t('state.loading')} />}>{pageFor(path)}</Suspense>
      </main>
    </>
  );
}

function Routes(): ReactNode {
  const t = useT();
  const path = useLocation().split('?')[0] ?? '/';
  const embedded = /^\/embed\/([a-z]+)$/.exec(path)?.[1];
  const tool = embedded === undefined ? undefined : toolById(embedded);
  if (tool !== undefined) {
    return (
      <Suspense fallback={<Loading text={t('state.loading')} />}>
        <EmbedPage tool={tool} />
      </Suspense>
    );
  }
  return <Site path={path} />;
}

export function App(): ReactNode {
  return (
    <LanguageProvider>
      <Routes />
    </LanguageProvider>
  );
}
