import type { ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';

/**
 * Where "Play a deal" will live. The game sessions it needs (`/api/v1/games`) are not in the API
 * yet, so the page says so rather than pretending.
 */
export function PlayComing(): ReactNode {
  const t = useT();
  return (
    <>
      <h1>{t('play.title')}</h1>
      <p className="notice">{t('play.coming')}</p>
      <p>{t('play.waiting')}</p>
      <p>{t('play.meanwhile')}</p>
      <ul>
        <li>
          <Link to="/bid">{t('nav.bid')}</Link>
        </li>
        <li>
          <Link to="/quiz">{t('nav.quiz')}</Link>
        </li>
      </ul>
    </>
  );
}
