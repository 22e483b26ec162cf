import { useTranslation } from 'react-i18next';
import type { PageId } from '../document-title/page-id.ts';

export interface PlaceholderScreenProps {
  page: PageId;
}

/** For pages whose feature lands in a later release: the title and an honest note, nothing fake. */
export function PlaceholderScreen({ page }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className="font-bold text-3xl">
        {t(`titles.${page}`)}
      </h1>
      <p className="mt-4 text-base-content/80">{t('placeholder.note')}</p>
    </section>
  );
}
