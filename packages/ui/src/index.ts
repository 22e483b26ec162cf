export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button/button.tsx';
export { Drawer, type DrawerProps } from './components/drawer/drawer.tsx';
export { Link, type LinkProps, type LinkVariant } from './components/link/link.tsx';
export { Logo, type LogoProps } from './components/logo/logo.tsx';
export { Spinner, type SpinnerProps } from './components/spinner/spinner.tsx';
export { NOTIFY_AUTO_CLOSE, notify } from './components/toaster/notify.ts';
export { DEFAULT_AUTO_CLOSE, Toaster } from './components/toaster/toaster.tsx';
export { i18n, i18nReady, loadAreaTexts, setLanguage } from './i18n/i18n.ts';
export { TEXT_AREAS, type TextArea } from './i18n/texts.ts';
export { FALLBACK_LOCALE, LOCALES, type Locale, matchLanguage } from './i18n/match-language.ts';
export { AppLayout, type AppLayoutProps } from './layout/app-layout.tsx';
export { VerbaUiProvider, type VerbaUiProviderProps } from './provider/verba-ui-provider.tsx';
export { DocumentTitle, type DocumentTitleProps } from './screens/document-title/document-title.tsx';
export { formatDocumentTitle, PAGE_IDS, type PageId } from './screens/document-title/page-id.ts';
export { LandingScreen } from './screens/landing/landing-screen.tsx';
export {
  type LegalDocument,
  LegalScreen,
  type LegalScreenProps,
  type OperatorDetails,
} from './screens/legal/legal-screen.tsx';
export { NotFoundScreen } from './screens/not-found/not-found-screen.tsx';
export { PendingScreen } from './screens/pending/pending-screen.tsx';
export { PlaceholderScreen, type PlaceholderScreenProps } from './screens/placeholder/placeholder-screen.tsx';
export {
  applyTheme,
  DAISY_THEMES,
  isTheme,
  nextTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  THEMES,
  type Theme,
  writeStoredTheme,
} from './theme/theme.ts';
export { ThemeButton } from './theme/theme-button.tsx';
export { type ThemeContextValue, useTheme } from './theme/theme-provider.tsx';
