import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDocumentTitle, type PageId } from './page-id.ts';

export interface DocumentTitleProps {
  page: PageId;
}

/** Sets document.title for the page in the current language; renders nothing. */
export function DocumentTitle({ page }: DocumentTitleProps) {
  const { t } = useTranslation();
  const title = formatDocumentTitle(t(`titles.${page}`));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
