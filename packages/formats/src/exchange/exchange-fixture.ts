import type { ExchangeDocument } from './exchange-types.ts';

/** A German handout of the kinds of keys an exchange file carries, for the exchange tests. */
export const germanHandout: ExchangeDocument = {
  projectId: '0197a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  sourceLanguage: 'en',
  targetLanguage: 'de',
  keys: [
    {
      group: 'common',
      name: 'greeting',
      description: 'Shown on the dashboard <b>after</b> sign-in & more',
      state: 'EMPTY',
      plural: false,
      source: 'Hello, {{name}}! You have $t(common:inbox, {"count": 3}) & <more>.',
      target: null,
    },
    {
      group: 'common',
      name: 'files',
      description: null,
      state: 'TRANSLATED',
      plural: true,
      source: { one: '{{count}} file', other: '{{count}} files' },
      target: { one: '{{count}} Datei', other: '{{count}} Dateien' },
    },
    {
      group: 'settings/profile',
      name: 'save "now"',
      description: null,
      state: 'REVIEWED',
      plural: false,
      source: 'Save\tnow',
      target: 'Jetzt speichern',
    },
  ],
};
