import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { Page } from '../../layout/page.tsx';

const items = [
  { key: 'profile', href: '/settings/profile' },
  { key: 'email', href: '/settings/email' },
  { key: 'password', href: '/settings/password' },
  { key: 'twoFactor', href: '/settings/2fa' },
  { key: 'passkeys', href: '/settings/passkeys' },
  { key: 'sessions', href: '/settings/sessions' },
  { key: 'securityLog', href: '/settings/security-log' },
  { key: 'subscription', href: '/settings/subscription' },
  { key: 'memory', href: '/settings/memory' },
  { key: 'delete', href: '/settings/delete' },
] as const;

/** The settings home: one link per settings page, each with what it is for. */
export function SettingsHomeScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('settingsHome.heading')}>
      <p className="text-base-content/80">{t('settingsHome.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map(({ key, href }) => (
          <li key={key}>
            <Link
              variant="plain"
              href={href}
              aria-describedby={`settings-${key}-body`}
              className={`card h-full border bg-base-100 p-4 hover:bg-base-200 ${key === 'delete' ? 'border-error/50' : 'border-base-300'}`}
            >
              <span className="font-semibold">{t(`settingsHome.items.${key}.title`)}</span>
              <span id={`settings-${key}-body`} className="text-base-content/80 text-sm">
                {t(`settingsHome.items.${key}.body`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
