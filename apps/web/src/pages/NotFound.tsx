import type { ReactNode } from 'react';
import { Link } from '../app/router.tsx';
import { useT } from '../i18n/language.tsx';

export function NotFound(): ReactNode {
  const t = useT();
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
