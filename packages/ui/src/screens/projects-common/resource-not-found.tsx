import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';

export interface ResourceNotFoundProps {
  kind: 'project' | 'group';
}

/** A missing id and another account's id look the same here, as they do on the server. */
export function ResourceNotFound({ kind }: ResourceNotFoundProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-4 py-8" aria-labelledby="resource-not-found-title">
      <h1 id="resource-not-found-title" className="font-bold text-3xl">
        {t(`projects.notFound.${kind}`)}
      </h1>
      <p className="text-base-content/80">{t('projects.notFound.body')}</p>
      <Link variant="primary" href="/dashboard">
        {t('projects.common.backToDashboard')}
      </Link>
    </section>
  );
}
