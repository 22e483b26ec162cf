export {
  type FileEntry,
  FileFormatError,
  type FileStructure,
  joinPlurals,
  readI18nextPairs,
  writeI18nextFile,
} from './i18next-json.ts';
export {
  type IssueCode,
  type TranslationIssue,
  type TranslationValue,
  translationIssues,
} from './issues.ts';
export { placeholdersOf, syntaxErrorOf } from './placeholders.ts';
export { PLURAL_CATEGORIES, type PluralCategory, pluralCategoriesOf } from './plural-categories.ts';
