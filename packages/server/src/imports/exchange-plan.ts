import type { ApplyOptions, ImportFilePreview } from '@verba/contract';
import { PLURAL_CATEGORIES } from '@verba/formats';
import { type ExchangeEntry, type PluralForms, sourceOfForm } from '@verba/formats/exchange';
import { limits } from '../workspace/workspace-rules.ts';
import type { ExchangeImportFile } from './exchange-files.ts';
import type { FileIssues } from './import-issues.ts';
import { invalidFile } from './import-limits.ts';
import type { ImportPlan } from './import-plan.ts';
import type { ProjectState, StoredGroup, StoredKey, StoredValue, Value } from './project-state.ts';

/** The project's key an entry's `group/key` names: the group whose name ends at one of its `/`s. */
function keyOf(state: ProjectState, name: string): { group: StoredGroup; key: StoredKey } | null {
  for (let slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1)) {
    const group = state.groups.get(name.slice(0, slash).toLowerCase());
    const key = group?.keys.get(name.slice(slash + 1));
    if (group && key) return { group, key };
  }
  return null;
}

/** Whether the file's source is still the key's base text (per form the file repeats). */
function sourceMatches(entry: ExchangeEntry, base: StoredValue | undefined): boolean {
  if (!entry.plural) return entry.source === (base?.text ?? '');
  const forms: PluralForms = base?.forms ?? {};
  return Object.entries(entry.source).every(
    ([category, text]) => text === sourceOfForm(forms, category as keyof PluralForms),
  );
}

/** The value the file brings: a plural key's forms left empty keep what the project has. */
function broughtValue(entry: ExchangeEntry, before: StoredValue | null): Value {
  if (!entry.plural) return { text: entry.target, forms: null };
  const filled = Object.entries(entry.target).filter(([, text]) => text !== '');
  if (filled.length === 0) return { text: null, forms: {} };
  return { text: null, forms: { ...(before?.forms ?? {}), ...Object.fromEntries(filled) } };
}

const isEmpty = (value: Value) => !value.text && Object.keys(value.forms ?? {}).length === 0;
const same = (a: Value, b: Value) =>
  (a.text ?? '') === (b.text ?? '') &&
  PLURAL_CATEGORIES.every((category) => (a.forms?.[category] ?? '') === (b.forms?.[category] ?? ''));
const storedEmpty = (value: StoredValue | null) => !value || value.state === 'EMPTY' || isEmpty(value);

/**
 * Plans an exchange file (aids contract): per group it touches, the keys added, changed and
 * unchanged; a key the project lacks is an issue `UNKNOWN_KEY` and never created; a unit whose
 * source no longer matches the base is `SOURCE_CHANGED` and skipped unless the upload forced it.
 */
export function planExchange(
  state: ProjectState,
  file: ExchangeImportFile,
  options: ApplyOptions,
  plan: ImportPlan,
  issuesOfFile: () => FileIssues,
): void {
  if (!state.languages.has(file.language)) {
    throw invalidFile(file.path, `${file.language} is not a language of this project; add it first.`);
  }
  if (file.language === state.baseLanguage) {
    throw invalidFile(
      file.path,
      `${file.language} is the base language; an exchange file fills a target language.`,
    );
  }
  const previews = new Map<string, { preview: ImportFilePreview; issues: FileIssues }>();
  const previewOf = (groupName: string, stored: StoredGroup | undefined) => {
    const id = groupName.toLowerCase();
    let found = previews.get(id);
    if (!found) {
      found = {
        issues: issuesOfFile(),
        preview: {
          path: file.path,
          language: file.language,
          group: groupName,
          keys: 0,
          added: 0,
          changed: 0,
          unchanged: 0,
          issues: [],
          issueCount: 0,
          shape: stored?.fileShape ?? file.shape,
          shapeDiffers: [],
          spelling: state.spellings.get(file.language) ?? file.language,
        },
      };
      previews.set(id, found);
    }
    found.preview.keys += 1;
    return found;
  };
  for (const entry of file.exchange.entries) {
    const found = keyOf(state, entry.name);
    if (!found) {
      const { issues } = previewOf(entry.name.split('/')[0] as string, undefined);
      issues.add({
        key: entry.name,
        code: 'UNKNOWN_KEY',
        message: 'The project has no such key; it is not created.',
      });
      plan.skipped += 1;
      continue;
    }
    const { group, key } = found;
    const { preview, issues } = previewOf(group.name, group);
    const skip = (code: string, message: string) => {
      issues.add({ key: key.name, code, message });
      plan.skipped += 1;
    };
    if (key.plural !== entry.plural) {
      skip(
        'KEY_CONFLICT',
        `“${key.name}” is ${key.plural ? 'plural' : 'singular'} in the project and not in the file.`,
      );
      continue;
    }
    const base = key.values.get(state.baseLanguage);
    if (!file.exchange.force && !sourceMatches(entry, base)) {
      skip('SOURCE_CHANGED', 'The base text changed since the export; the translation is skipped.');
      continue;
    }
    const before = key.values.get(file.language) ?? null;
    const value = broughtValue(entry, before);
    if (
      (value.text ?? '').length > limits.text ||
      Object.values(value.forms ?? {}).some((text) => text.length > limits.text)
    ) {
      skip('TEXT_TOO_LONG', `A text has at most ${limits.text.toLocaleString('en-US')} characters.`);
      continue;
    }
    issues.checkValue(key.name, value, {
      language: file.language,
      plural: key.plural,
      base: base ?? { text: null, forms: null },
      maxLength: key.maxLength,
    });
    let write = true;
    if (isEmpty(value) || (!storedEmpty(before) && same(value, before as StoredValue))) {
      // An untranslated unit never empties a stored translation.
      preview.unchanged += 1;
      write = false;
    } else if (storedEmpty(before)) preview.added += 1;
    else {
      preview.changed += 1;
      write = options.overwrite;
    }
    if (!write) {
      plan.skipped += 1;
      continue;
    }
    plan.values.push({
      group: group.name.toLowerCase(),
      name: key.name,
      keyId: key.id,
      plural: key.plural,
      maxLength: key.maxLength,
      language: file.language,
      value,
      before,
      storedBase: base ?? null,
    });
  }
  for (const { preview, issues } of previews.values()) {
    preview.issueCount = issues.count();
    preview.issues = issues.listed;
    plan.files.push(preview);
  }
}
