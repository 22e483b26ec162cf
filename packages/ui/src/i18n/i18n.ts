import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-us.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale, matchLanguage, TEXT_LANGUAGE } from './match-language.ts';
import { loadTexts, switchLanguage, type TextArea } from './texts.ts';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Verba's one i18next instance. It starts in English; `i18nReady` switches to the browser's language. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [FALLBACK_LOCALE]: { translation: enUS } },
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: LOCALES,
  partialBundledLanguages: true,
  initAsync: false,
  // React escapes everything it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = TEXT_LANGUAGE[language as Locale] ?? language;
  }
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Resolves once the browser's language is loaded: render after it, and no English flashes first. */
export const i18nReady: Promise<void> = switchLanguage(i18n, matchLanguage(browserLanguages()));

/** Loads an area's texts (see texts.ts); the app's routes call it before their screens render. */
export const loadAreaTexts = (area: TextArea): Promise<void> => loadTexts(i18n, area);

/** Switches the language once its texts, and those of every loaded area, are in. */
export const setLanguage = (locale: Locale): Promise<void> => switchLanguage(i18n, locale);
