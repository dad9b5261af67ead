import type { ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';
import type { MessageKey } from '../i18n/messages.ts';

const FEATURES: readonly { readonly to: string; readonly title: MessageKey; readonly text: MessageKey; readonly symbol: string }[] = [
  { to: '/play', title: 'nav.play', text: 'home.play', symbol: '♠' },
  { to: '/bid', title: 'nav.bid', text: 'home.bid', symbol: '♥' },
  { to: '/quiz', title: 'nav.quiz', text: 'home.quiz', symbol: '♦' },
  { to: '/rules', title: 'nav.rules', text: 'home.rules', symbol: '♣' },
  { to: '/tools', title: 'nav.tools', text: 'home.tools', symbol: '♠' },
];

export function Home(): ReactNode {
  const t = useT();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <ul className="feature-list">
        {FEATURES.map((feature) => (
          <li key={feature.to}>
            <Link to={feature.to} className="feature">
              <span className="feature-symbol" aria-hidden="true">
                {feature.symbol}
              </span>
              <span className="feature-title">{t(feature.title)}</span>
              <span className="feature-text">{t(feature.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
