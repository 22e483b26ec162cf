import { useAuth } from '@verba/api-client';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button.tsx';
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

const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void import('./mobile-menu.tsx');

export function Header() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const items = navItemsFor(state.status);

  return (
    <header className="navbar gap-2 border-b border-base-300 bg-base-100 px-4" data-auth={state.status}>
      <Button
        variant="ghost"
        shape="square"
        className="lg:hidden"
        aria-label={t('header.openMenu')}
        aria-expanded={isMenuOpen}
        onHoverStart={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onPress={() => {
          setHasOpenedMenu(true);
          setMenuOpen(true);
        }}
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

      {/* Loaded on first use: most visits never open the menu, so it stays off the first page load. */}
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileMenu isOpen={isMenuOpen} onOpenChange={setMenuOpen} items={items} />
        </Suspense>
      )}
    </header>
  );
}
