import type { EditorTranslation, TranslationState } from '@verba/api-client/graphql';
import type { PluralCategory } from '@verba/formats';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CellIssues } from './cell-issues.tsx';
import { type Draft, formCategoriesOf, pluralExamples, splitPlaceholders } from './editor-model.ts';
import { GlossaryFocusHint, GlossaryMarked } from './glossary-marks.tsx';
import type { SaveStatus } from './use-cell-saves.ts';

/** A text with its placeholders drawn as chips; `marked`: the base text, its glossary terms underlined. */
export function TextWithChips({ text, marked = false }: { text: string; marked?: boolean }) {
  return (
    <>
      {splitPlaceholders(text).map((part, index) =>
        part.placeholder ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <span key={index} className="badge badge-sm badge-outline mx-0.5 px-1 font-mono">
            {part.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <span key={index}>{marked ? <GlossaryMarked text={part.text} /> : part.text}</span>
        ),
      )}
    </>
  );
}

const stateIcon: Record<TranslationState, string> = {
  EMPTY: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16',
  TRANSLATED: 'M5 12l5 5L20 7',
  REVIEWED: 'M2 12l5 5L17 7M9 15l2 2L22 7',
};
const stateColour: Record<TranslationState, string> = {
  EMPTY: 'text-base-content/60',
  TRANSLATED: 'text-info',
  REVIEWED: 'text-success',
};

/** The state as an icon, a colour and a word: never colour alone. */
export function StateBadge({ state }: { state: TranslationState }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`size-3.5 ${stateColour[state]}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <path d={stateIcon[state]} />
      </svg>
      {t(`projects.editor.state.${state}`)}
    </span>
  );
}

export interface CellViewProps {
  translation: EditorTranslation | undefined;
  plural: boolean;
  isBase: boolean;
  status?: SaveStatus;
  onRetry?: () => void;
  onResolve?: () => void;
  /** The key's name and the language's, for the issues' accessible names. */
  keyName?: string;
  languageLabel?: string;
  /** Dismisses one of the value's warnings; left out where the viewer may not. */
  onDismissIssue?: (code: string) => void;
}

/** A value as the grid shows it: text with chips (or one line per plural form), state, marks, save state and issues. */
export function CellView({
  translation,
  plural,
  isBase,
  status,
  onRetry,
  onResolve,
  keyName,
  languageLabel,
  onDismissIssue,
}: CellViewProps) {
  const { t } = useTranslation();
  const state = translation?.state ?? 'EMPTY';
  return (
    <div className="flex flex-col gap-1">
      {plural ? (
        <ul className="flex flex-col">
          {(translation?.forms ?? []).map((form) => (
            <li key={form.category}>
              <span className="text-base-content/70 text-xs">{form.category}: </span>
              <TextWithChips text={form.text} marked={isBase} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="whitespace-pre-wrap break-words">
          <TextWithChips text={translation?.text ?? ''} marked={isBase} />
        </p>
      )}
      {isBase && (
        <GlossaryFocusHint
          texts={plural ? (translation?.forms ?? []).map((form) => form.text) : [translation?.text ?? '']}
        />
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base-content/80 text-xs">
        {!isBase && <StateBadge state={state} />}
        {translation?.outdated && (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true">↻</span>
            {t('projects.editor.outdated')}
          </span>
        )}
        {status === 'saving' && <span>{t('projects.editor.saving')}</span>}
        {status === 'saved' && <span>{t('projects.editor.saved')}</span>}
        {status === 'suggested' && <span>{t('projects.editor.suggestions.sent')}</span>}
        {status === 'accepted' && <span>{t('projects.editor.suggestions.yoursAccepted')}</span>}
        {status === 'rejected' && <span>{t('projects.editor.suggestions.yoursRejected')}</span>}
        {status === 'failed' && (
          <span className="inline-flex items-center gap-2 font-medium">
            <span aria-hidden="true">✕</span>
            {t('projects.editor.failed')}
            <button type="button" tabIndex={-1} className="btn btn-xs btn-outline" onClick={onRetry}>
              {t('projects.editor.retry')}
            </button>
          </span>
        )}
        {status === 'conflict' && (
          <span className="inline-flex items-center gap-2 font-medium">
            <span aria-hidden="true">⇄</span>
            {t('projects.editor.conflict')}
            <button type="button" tabIndex={-1} className="btn btn-xs btn-outline" onClick={onResolve}>
              {t('projects.editor.resolve')}
            </button>
          </span>
        )}
      </p>
      <CellIssues
        issues={translation?.issues ?? []}
        keyName={keyName}
        languageLabel={languageLabel}
        onDismiss={onDismissIssue}
      />
    </div>
  );
}

/** The edit box keeps the cell's font size: the text does not shrink when editing starts. */
const EDIT_BOX_CLASS = 'textarea textarea-sm w-full text-[length:inherit]';

export interface CellInputsProps {
  /** The accessible name of the value: "hero.title in German". */
  label: string;
  language: string;
  draft: Draft;
  onChange: (draft: Draft) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  autoFocus?: boolean;
}

/** The inputs of one value: a text area, or one per plural category labelled with example numbers. */
export function CellInputs({ label, language, draft, onChange, onKeyDown, autoFocus }: CellInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  if ('text' in draft) {
    return (
      <textarea
        aria-label={label}
        className={EDIT_BOX_CLASS}
        rows={Math.min(6, Math.max(2, draft.text.split('\n').length))}
        value={draft.text}
        // biome-ignore lint/a11y/noAutofocus: editing a cell puts the caret in it, as a spreadsheet does.
        autoFocus={autoFocus}
        onFocus={(event) => {
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
        onKeyDown={onKeyDown}
      />
    );
  }
  const categories = formCategoriesOf(language, draft);
  return (
    <fieldset className="flex flex-col gap-1" aria-label={label}>
      {categories.map((category: PluralCategory, index) => (
        <div key={category} className="flex flex-col">
          <label htmlFor={`${id}-${category}`} className="text-base-content/80 text-xs">
            {t('projects.editor.pluralLabel', {
              category: t(`projects.editor.category.${category}`),
              examples: pluralExamples(language, category).join(', '),
            })}
          </label>
          <textarea
            id={`${id}-${category}`}
            className={EDIT_BOX_CLASS}
            rows={1}
            value={draft.forms[category] ?? ''}
            // biome-ignore lint/a11y/noAutofocus: editing a cell puts the caret in its first input.
            autoFocus={autoFocus && index === 0}
            data-last={index === categories.length - 1 || undefined}
            onChange={(event) =>
              onChange({ forms: { ...draft.forms, [category]: event.currentTarget.value } })
            }
            onKeyDown={onKeyDown}
          />
        </div>
      ))}
    </fieldset>
  );
}
