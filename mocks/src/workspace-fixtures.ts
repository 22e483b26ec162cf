import type { MockGlossaryTerm } from './handlers/glossary.ts';
import type { MockKey, MockValue, MockWorkspace } from './handlers/workspace-resolvers.ts';

// The Website project (fixtures.ts) translated into German and French; its Landing page group.
const PROJECT = 'project-website';
const GROUP = 'group-landing';

const value = (text: string, version = 1, extra: Partial<MockValue> = {}): MockValue => ({
  text,
  forms: null,
  state: 'TRANSLATED',
  outdated: false,
  version,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const key = (id: string, name: string, extra: Partial<MockKey> = {}): MockKey => ({
  id,
  groupId: GROUP,
  name,
  description: null,
  plural: false,
  version: 1,
  ...extra,
});

/** A few keys with every kind of cell: translated, reviewed, empty, outdated, with issues, plural. */
export function sampleWorkspace(): MockWorkspace {
  return {
    targets: { [PROJECT]: ['de-DE', 'fr-FR'] },
    keys: [
      key('key-cta', 'hero.cta', { description: 'The button under the headline' }),
      key('key-title', 'hero.title'),
      key('key-greeting', 'greeting'),
      key('key-items', 'cart.items', { plural: true, description: 'How many items the cart holds' }),
      key('key-footer', 'footer.copyright'),
    ],
    values: {
      'key-cta en-US': value('Start translating'),
      'key-cta de-DE': value('Übersetzen starten', 1, { state: 'REVIEWED' }),
      'key-title en-US': value('Translations without the chaos', 2),
      'key-title de-DE': value('Übersetzungen ohne Stress', 1, { outdated: true }),
      'key-title fr-FR': value('Des traductions sans chaos'),
      'key-greeting en-US': value('Hello, {{name}}!'),
      'key-greeting de-DE': value('Hallo, {{nme}}!'),
      'key-items en-US': {
        ...value(''),
        text: null,
        forms: { one: '{{count}} item', other: '{{count}} items' },
      },
      'key-items de-DE': { ...value(''), text: null, forms: { one: '{{count}} Artikel' } },
      'key-footer en-US': value('© {{year}} Verba'),
    },
    activities: [
      {
        id: 'activity-title-1',
        keyId: 'key-title',
        at: '2026-02-20T10:00:00.000Z',
        kind: 'value.set',
        language: 'en-US',
        before: null,
        after: JSON.stringify({ text: 'Translations, tamed', state: 'TRANSLATED' }),
        by: 'Ada Lovelace',
      },
      {
        id: 'activity-title-2',
        keyId: 'key-title',
        at: '2026-03-01T10:00:00.000Z',
        kind: 'value.set',
        language: 'en-US',
        before: JSON.stringify({ text: 'Translations, tamed', state: 'TRANSLATED' }),
        after: JSON.stringify({ text: 'Translations without the chaos', state: 'TRANSLATED' }),
        by: 'Ada Lovelace',
      },
    ],
  };
}

/** `count` generated keys (key.0000 …), each with a base value and every third with German. */
export function manyKeysWorkspace(count: number): MockWorkspace {
  const workspace: MockWorkspace = {
    targets: { [PROJECT]: ['de-DE', 'fr-FR', 'it-IT'] },
    keys: [],
    values: {},
    activities: [],
  };
  const width = String(count).length;
  for (let index = 0; index < count; index += 1) {
    const id = `key-${index}`;
    workspace.keys.push(key(id, `generated.key${String(index).padStart(width, '0')}`));
    workspace.values[`${id} en-US`] = value(`Text number ${index}`);
    if (index % 3 === 0) workspace.values[`${id} de-DE`] = value(`Text Nummer ${index}`);
  }
  return workspace;
}

/** The Landing page group with languages but no keys yet. */
export const emptyGroupWorkspace = (): MockWorkspace => ({
  targets: { [PROJECT]: ['de-DE', 'fr-FR'] },
  keys: [],
  values: {},
  activities: [],
});

/** The sample workspace plus natural-language keys (i18next's keys-as-default-text style). */
export function naturalLanguageWorkspace(): MockWorkspace {
  const workspace = sampleWorkspace();
  workspace.keys.push(
    key(
      'key-sure',
      'Are you sure you want to delete this project? This cannot be undone, and every translation in it is lost with it.',
    ),
    key('key-ns', 'settings:Two-factor sign-in. Keep your recovery codes somewhere safe.'),
  );
  workspace.values['key-sure de-DE'] = value(
    'Projekt wirklich löschen? Das lässt sich nicht rückgängig machen.',
  );
  return workspace;
}

/**
 * The sample workspace with values each check flags (aids contract, "Checks"): greeting's German
 * has two errors (a placeholder lost and an unknown one); these warnings are added:
 * `saved` (German lacks the full stop: END_PUNCTUATION; French is the English: SAME_AS_SOURCE)
 * and `inbox` (German lost the 3: NUMBER_MISMATCH).
 */
export function checksWorkspace(): MockWorkspace {
  const workspace = sampleWorkspace();
  workspace.keys.push(key('key-saved', 'saved'), key('key-inbox', 'inbox'));
  Object.assign(workspace.values, {
    'key-saved en-US': value('Saved.'),
    'key-saved de-DE': value('Gespeichert'),
    'key-saved fr-FR': value('Saved.'),
    'key-inbox en-US': value('You have 3 new messages.'),
    'key-inbox de-DE': value('Du hast neue Nachrichten.'),
  });
  return workspace;
}

/**
 * The Website project's glossary (aids contract): hero.title ("Translations without the chaos")
 * holds "Translations" and "chaos" (whole words: hero.cta's "translating" is no term); "Verba" is
 * the product's name, kept as it is.
 */
export function sampleGlossary(): MockGlossaryTerm[] {
  return [
    {
      id: 'term-chaos',
      term: 'chaos',
      description: 'Keep the tone light: a mess, not a disaster.',
      caseSensitive: false,
      doNotTranslate: false,
      translations: [
        { language: 'de-DE', text: 'Durcheinander', forbidden: ['Chaos', 'Stress'] },
        { language: 'fr-FR', text: 'désordre', forbidden: [] },
      ],
      version: 1,
    },
    {
      id: 'term-translations',
      term: 'Translations',
      description: null,
      caseSensitive: false,
      doNotTranslate: false,
      translations: [{ language: 'de-DE', text: 'Übersetzungen', forbidden: ['Übertragungen'] }],
      version: 3,
    },
    {
      id: 'term-verba',
      term: 'Verba',
      description: 'The product’s name.',
      caseSensitive: true,
      doNotTranslate: true,
      translations: [],
      version: 1,
    },
  ];
}

/** The sample workspace with the Website project's glossary. */
export function sampleWorkspaceWithGlossary(): MockWorkspace {
  return { ...sampleWorkspace(), glossary: { [PROJECT]: sampleGlossary() } };
}
