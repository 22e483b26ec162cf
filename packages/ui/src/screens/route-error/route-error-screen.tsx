import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page.tsx';

export interface RouteErrorScreenProps {
  /** The page to load again, usually the current address. */
  reloadHref: string;
}

/** A page failed to render or load: a short notice in the user's language, never the error itself. */
export function RouteErrorScreen({ reloadHref }: RouteErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Page title={t('routeError.heading')}>
        <p>{t('routeError.body')}</p>
        {/* A full load, not client routing: the failed chunk is fetched afresh. */}
        <a className="link self-start" href={reloadHref}>
          {t('routeError.reload')}
        </a>
      </Page>
    </div>
  );
}
