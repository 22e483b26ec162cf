import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-16"
      aria-labelledby="not-found-title"
    >
      <p aria-hidden="true" className="font-black text-6xl">
        404
      </p>
      <h1 id="not-found-title" className="font-bold text-3xl">
        {t('notFound.heading')}
      </h1>
      <p className="text-base-content/80">{t('notFound.body')}</p>
      <Link variant="primary" href="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
