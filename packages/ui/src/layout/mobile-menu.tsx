import { useAuth } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button.tsx';
import { Drawer } from '../components/drawer/drawer.tsx';
import { Link } from '../components/link/link.tsx';
import { Logo } from '../components/logo/logo.tsx';
import type { NavItem } from './nav-items.ts';

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  items: readonly NavItem[];
}

/** The small-screen side drawer: the header's links and, when signed in, the user's name and sessions. */
export function MobileMenu({ isOpen, onOpenChange, items }: MobileMenuProps) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const closeMenu = () => onOpenChange(false);

  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} aria-label={t('header.menu')}>
      <div className="flex items-center justify-between">
        <Logo />
        <Button variant="ghost" shape="square" size="sm" slot="close" aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </Button>
      </div>
      {state.status === 'signedIn' && (
        <Link
          variant="plain"
          href="/settings/profile"
          onPress={closeMenu}
          className="rounded-box bg-base-100 px-4 py-3 font-semibold hover:bg-base-300"
        >
          <span className="sr-only">{t('header.profile')}: </span>
          {state.user.firstName} {state.user.lastName}
        </Link>
      )}
      <nav aria-label={t('header.mainNav')}>
        <ul className="menu w-full gap-1 p-0 text-base">
          {items.map((item) => (
            <li key={item.href}>
              <Link variant="plain" href={item.href} onPress={closeMenu}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
          {state.status === 'signedIn' && (
            <li>
              <Link variant="plain" href="/settings/sessions" onPress={closeMenu}>
                {t('header.sessions')}
              </Link>
            </li>
          )}
          {state.status === 'signedIn' && (
            <li>
              <Link variant="plain" href="/settings/security-log" onPress={closeMenu}>
                {t('header.securityLog')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
