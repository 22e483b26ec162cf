import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ReauthProvider } from '../components/reauth/reauth-provider.tsx';
import { Toaster } from '../components/toaster/toaster.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ThemeProvider } from '../theme/theme-provider.tsx';

export interface VerbaUiProviderProps {
  children: ReactNode;
  /** Client-side navigation for every ui Link, e.g. react-router's navigate. */
  navigate: (href: string) => void;
  /** Turns a router href into a real one (e.g. with a base path); react-router's useHref fits. */
  useHref?: (href: string) => string;
}

/** React Aria's formatting and built-in strings follow the language i18next chose. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <I18nProvider locale={current.language}>{children}</I18nProvider>;
}

/**
 * Everything ui needs around it: texts, client routing for links, the theme, the toasts and the
 * re-auth prompt of sensitive changes. It sits inside api-client's AuthProvider.
 */
export function VerbaUiProvider({ children, navigate, useHref }: VerbaUiProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AriaLocale>
        <RouterProvider navigate={navigate} useHref={useHref}>
          <ThemeProvider>
            <ReauthProvider>{children}</ReauthProvider>
            <Toaster />
          </ThemeProvider>
        </RouterProvider>
      </AriaLocale>
    </I18nextProvider>
  );
}
