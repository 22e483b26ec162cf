import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deDE } from './locales/de-de.ts';
import { enUS } from './locales/en-us.ts';
import { frFR } from './locales/fr-fr.ts';
import { itIT } from './locales/it-it.ts';
import { FALLBACK_LOCALE, LOCALES, matchLanguage } from './match-language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUS };
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Verba's one i18next instance; all texts are bundled, so it is ready synchronously. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { translation: enUS },
    'de-DE': { translation: deDE },
    'fr-FR': { translation: frFR },
    'it-IT': { translation: itIT },
  },
  lng: matchLanguage(browserLanguages()),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: LOCALES,
  initAsync: false,
  // React escapes everything it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
