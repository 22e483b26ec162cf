import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
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

/** Everything ui needs around it: texts, client routing for links, the theme and the toasts. */
export function VerbaUiProvider({ children, navigate, useHref }: VerbaUiProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <ThemeProvider>
          {children}
          <Toaster />
        </ThemeProvider>
      </RouterProvider>
    </I18nextProvider>
  );
}
