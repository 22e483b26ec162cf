import type { AllTexts } from './texts.ts';

// Typed keys for ui's own t() calls. Nothing that index.ts reaches imports this file, so the
// published types never narrow the i18next keys of a product that installs @verba/ui.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: AllTexts };
  }
}
