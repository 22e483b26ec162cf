import { useAuth } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button.tsx';
import { Drawer } from '../components/drawer/drawer.tsx';
import { Link } from '../components/link/link.tsx';
import { Logo } from '../components/logo/logo.tsx';
import { ThemeButton } from '../theme/theme-button.tsx';
import { navItemsFor } from './nav-items.ts';

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

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

export function Header() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const items = navItemsFor(state.status);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="navbar gap-2 border-b border-base-300 bg-base-100 px-4" data-auth={state.status}>
      <Button
        variant="ghost"
        shape="square"
        className="lg:hidden"
        aria-label={t('header.openMenu')}
        aria-expanded={isMenuOpen}
        onPress={() => setMenuOpen(true)}
      >
        <MenuIcon />
      </Button>
      <Link
        variant="plain"
        href={state.status === 'signedIn' ? '/dashboard' : '/'}
        aria-label={t('header.home')}
        className="rounded-box px-1"
      >
        <Logo />
      </Link>
      <div className="flex-1" />
      <nav aria-label={t('header.mainNav')} className="hidden lg:block">
        <ul className="flex items-center gap-2">
          {items.map((item) => (
            <li key={item.href}>
              <Link variant={item.isPrimary ? 'primary' : 'ghost'} size="sm" href={item.href}>
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeButton />

      <Drawer isOpen={isMenuOpen} onOpenChange={setMenuOpen} aria-label={t('header.menu')}>
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
          </ul>
        </nav>
      </Drawer>
    </header>
  );
}
