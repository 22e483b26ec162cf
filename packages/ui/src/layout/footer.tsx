import { useTranslation } from 'react-i18next';
import { Link } from '../components/link/link.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="flex flex-col items-center gap-4 border-t border-base-300 bg-base-200 p-6 text-base-content sm:flex-row sm:justify-between">
      <nav aria-label={t('footer.legalNav')} className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        <Link variant="inline" className="link-hover" href="/imprint">
          {t('footer.imprint')}
        </Link>
        <Link variant="inline" className="link-hover" href="/terms-of-service">
          {t('footer.terms')}
        </Link>
        <Link variant="inline" className="link-hover" href="/privacy-policy">
          {t('footer.privacy')}
        </Link>
      </nav>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
