import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { Page } from '../../layout/page.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.heading')}>
      <p aria-hidden="true" className="-order-1 font-black text-6xl">
        404
      </p>
      <p className="text-base-content/80">{t('notFound.body')}</p>
      <Link variant="primary" href="/" className="self-start">
        {t('notFound.home')}
      </Link>
    </Page>
  );
}
