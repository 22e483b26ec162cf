import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page.tsx';

/**
 * Focuses an element once it has mounted: a success heading, so screen readers announce the new
 * state. In an effect, not a ref callback: a focus event in the middle of React's commit re-enters it.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

/**
 * Call before a form is replaced by its success state: Chromium fires blur on a focused element
 * that is removed, in the middle of React's commit, which React's act() (stories, tests) rejects.
 * The success heading takes focus right after.
 */
export function releaseFocus(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

export interface AuthPageProps {
  children: ReactNode;
}

/** The narrow column of the signed-out forms (sign-up, sign-in, reset, confirmation); they bring a PageHeading. */
export function AuthPage({ children }: AuthPageProps) {
  return <Page size="narrow">{children}</Page>;
}

export interface PageHeadingProps {
  children: ReactNode;
  /** Take focus on mount: for a heading that replaces a form after it succeeded. */
  autoFocus?: boolean;
}

/** The page's h1; focusable by script only, so moving focus to it reads the new state. */
export function PageHeading({ children, autoFocus = false }: PageHeadingProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(autoFocus);
  return (
    <h1 ref={ref} tabIndex={-1} className="font-bold text-3xl outline-none">
      {children}
    </h1>
  );
}

export interface SettingsPageProps {
  title: string;
  children: ReactNode;
}

/** A settings sub-page: a way back to the settings home, the title, and its content. */
export function SettingsPage({ title, children }: SettingsPageProps) {
  const { t } = useTranslation();
  return (
    <Page size="form" title={title} back={{ href: '/settings', label: t('common.allSettings') }}>
      {children}
    </Page>
  );
}
