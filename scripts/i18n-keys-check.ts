// The unused-key half of the i18n lint: every key in the en-US resources must be used by ui or
// app. `i18next-cli extract` (run before this) writes the keys the code uses to its cache; keys
// built at run time from data are listed below by prefix, so new ones need no change here.
import { readFileSync } from 'node:fs';
import { accountsEnUS } from '../packages/ui/src/i18n/locales/accounts-en-us.ts';
import { aidsEnUS } from '../packages/ui/src/i18n/locales/aids-en-us.ts';
import { enUS } from '../packages/ui/src/i18n/locales/en-us.ts';
import { legalEnUS } from '../packages/ui/src/i18n/locales/legal-en-us.ts';
import { projectsEnUS } from '../packages/ui/src/i18n/locales/projects-en-us.ts';

const DYNAMIC_PREFIXES = [
  'projects.editor.category.', // by a language's plural categories (group-editor/editor-cell.tsx)
  'projects.editor.state.', // by a translation's state
  'projects.editor.shortcuts.keys.', // the shortcut sheet's rows
  'projects.editor.shortcuts.actions.',
  'projects.editor.showOptions.', // the Show filter's options
  'projects.checks.codes.', // by an issue's code (group-editor/issue-labels.ts)
  'projects.checks.severity.', // by an issue's severity
  'errors.codes.', // by the server's `code` (useErrorMessage)
  'validation.', // by the zod rules' message keys (useValidationMessage)
  'legal.', // by document and section id (LegalScreen)
  'header.', // by the nav items' labelKey (nav-items.ts)
  'securityLog.kinds.', // by a security event's kind
  'securityLog.methods.', // by a sign-in's method
  'projects.transfer.failure.', // by a failed import's kind (import-section.tsx)
];

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
// i18next adds the plural suffix itself: `usage` in code reads `usage_one` and `usage_other`.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const extracted = JSON.parse(readFileSync('node_modules/.cache/i18next/en-US.json', 'utf8')) as {
  translation: Tree;
};
const used = new Set(flatten(extracted.translation).map(base));
const defined = new Set(
  [enUS, accountsEnUS, projectsEnUS, aidsEnUS, legalEnUS].flatMap((texts) => flatten(texts)).map(base),
);

const unused = [...defined].filter(
  (key) => !used.has(key) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix)),
);
const missing = [...used].filter((key) => !defined.has(key));
for (const key of unused) console.error(`unused i18n key: ${key}`);
for (const key of missing) console.error(`i18n key used but not in en-US: ${key}`);
if (unused.length || missing.length) process.exit(1);
console.log(`i18n keys: ${defined.size} defined, all used.`);
