export { characterCount } from './checks/length.ts';
export { numbersOf } from './checks/numbers.ts';
export {
  CHECK_CODES,
  CHECK_SEVERITIES,
  type IssueCode,
  type IssueSeverity,
  isIssueCode,
} from './checks/severity.ts';
export { tagsOf } from './checks/tags.ts';
export {
  type FindableTerm,
  findTerms,
  foldCase,
  indexTerms,
  type TermIndex,
  type TermMatch,
} from './checks/term-finder.ts';
export {
  compileGlossary,
  emptyGlossary,
  type Glossary,
  type GlossaryEntry,
  type GlossaryTranslation,
  termForbidden,
  termMissing,
  termNotKept,
  termsIn,
} from './checks/terms.ts';
export { formatKeyPath, type KeyPath, TranslationFileError } from './file-error.ts';
export { type FileLayout, type FileString, layoutFits, nameOfPath } from './file-layout.ts';
export {
  DEFAULT_FILE_SHAPE,
  type EmptyValues,
  FILE_SHAPE_FIELDS,
  type FileShape,
  INDENTS,
  type Indent,
  type KeyStructure,
  type PluralStyle,
  shapeDiffers,
} from './file-shape.ts';
export { type I18nextFile, type ReadOptions, readI18next } from './i18next-reader.ts';
export { type WriteOptions, writeI18next } from './i18next-writer.ts';
export {
  type IssueOptions,
  type TranslationIssue,
  type TranslationValue,
  translationIssues,
} from './issues.ts';
export { MAX_DEPTH } from './json-leaves.ts';
export { keyCollision, nameCollision } from './key-collisions.ts';
export { languageSubtagOf, sameLanguage, spellingOf, tagOfSpelling } from './language-spelling.ts';
export { adaptPlaceholders } from './placeholder-adaptation.ts';
export {
  type MarkedText,
  type MarkerStyle,
  mark,
  type ProtectionIssue,
  type ProtectionIssueCode,
  type UnmarkedText,
  unmark,
  verify,
} from './placeholder-protection.ts';
export { placeholdersOf, syntaxErrorOf } from './placeholders.ts';
export { PLURAL_CATEGORIES, type PluralCategory, pluralCategoriesOf } from './plural-categories.ts';
export {
  type GroupKey,
  type JoinOptions,
  joinPluralKeys,
  type KeyValue,
  type PluralFile,
  pluralBaseOf,
  pluralSuffixes,
  splitPluralKey,
} from './plural-keys.ts';
