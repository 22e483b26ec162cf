import type { i18n as I18n } from 'i18next';
import type { accountsEnUS } from './locales/accounts-en-us.ts';
import type { aidsEnUS } from './locales/aids-en-us.ts';
import { enUS } from './locales/en-us.ts';
import type { legalEnUS } from './locales/legal-en-us.ts';
import type { projectsEnUS } from './locales/projects-en-us.ts';
import type { Locale } from './match-language.ts';

type Texts = Record<string, unknown>;
type LocaleLoaders = Record<Locale, () => Promise<Texts>>;

/** Every text key the screens may use: the shell's and those of each area. */
export type AllTexts = typeof enUS &
  typeof accountsEnUS &
  typeof projectsEnUS &
  typeof aidsEnUS &
  typeof legalEnUS;

// The shell's texts: en-US is bundled as the fallback; another language loads when it is chosen.
const shellTexts: LocaleLoaders = {
  'en-US': async () => enUS,
  'de-DE': () => import('./locales/de-de.ts').then((module) => module.deDE),
  'fr-FR': () => import('./locales/fr-fr.ts').then((module) => module.frFR),
  'it-IT': () => import('./locales/it-it.ts').then((module) => module.itIT),
};

const accountsEnglish = () => import('./locales/accounts-en-us.ts').then((module) => module.accountsEnUS);
const projectsEnglish = () => import('./locales/projects-en-us.ts').then((module) => module.projectsEnUS);
const aidsEnglish = () => import('./locales/aids-en-us.ts').then((module) => module.aidsEnUS);
const legalEnglish = () => import('./locales/legal-en-us.ts').then((module) => module.legalEnUS);

/**
 * Texts of whole areas load with their screens (the app's routes ask for them), so a first visit
 * to the landing page carries none of them. fr-FR and it-IT hold English for now (spec section 9).
 */
const areaTexts = {
  accounts: {
    'en-US': accountsEnglish,
    'de-DE': () => import('./locales/accounts-de-de.ts').then((module) => module.accountsDeDE),
    'fr-FR': accountsEnglish,
    'it-IT': accountsEnglish,
  },
  projects: {
    'en-US': projectsEnglish,
    'de-DE': () => import('./locales/projects-de-de.ts').then((module) => module.projectsDeDE),
    'fr-FR': projectsEnglish,
    'it-IT': projectsEnglish,
  },
  // Checks, glossary, pre-translation and memory import: the project's, editor's and their own
  // pages load them, the dashboard does not (its bytes before the first paint, issue 44).
  aids: {
    'en-US': aidsEnglish,
    'de-DE': () => import('./locales/aids-de-de.ts').then((module) => module.aidsDeDE),
    'fr-FR': aidsEnglish,
    'it-IT': aidsEnglish,
  },
  // The imprint, terms and privacy policy: long texts that no other page shows.
  legal: {
    'en-US': legalEnglish,
    'de-DE': () => import('./locales/legal-de-de.ts').then((module) => module.legalDeDE),
    'fr-FR': legalEnglish,
    'it-IT': legalEnglish,
  },
} satisfies Record<string, LocaleLoaders>;

export type TextArea = keyof typeof areaTexts;
export const TEXT_AREAS = Object.keys(areaTexts) as TextArea[];

const FALLBACK: Locale = 'en-US';
const added = new Set<string>();
const areasInUse = new Set<TextArea>();

async function addBundle(i18n: I18n, locale: Locale, part: string, load: () => Promise<Texts>) {
  const key = `${locale}:${part}`;
  if (added.has(key)) return;
  i18n.addResourceBundle(locale, 'translation', await load(), true, true);
  added.add(key);
}

function localesFor(i18n: I18n): Locale[] {
  const current = i18n.language as Locale;
  return current === FALLBACK ? [FALLBACK] : [FALLBACK, current];
}

/** Loads an area's texts in the current language and the fallback; resolves when `t` can use them. */
export async function loadTexts(i18n: I18n, area: TextArea): Promise<void> {
  areasInUse.add(area);
  await Promise.all(localesFor(i18n).map((locale) => addBundle(i18n, locale, area, areaTexts[area][locale])));
}

/** Loads the shell's texts and those of every area in use for `locale`, then switches to it. */
export async function switchLanguage(i18n: I18n, locale: Locale): Promise<void> {
  await Promise.all([
    addBundle(i18n, locale, 'shell', shellTexts[locale]),
    ...[...areasInUse].map((area) => addBundle(i18n, locale, area, areaTexts[area][locale])),
  ]);
  await i18n.changeLanguage(locale);
}
