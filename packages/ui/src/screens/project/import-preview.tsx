import type { Import, ImportFileShape, LanguageAction, LanguageDecision } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { languageName } from '../projects-common/languages.ts';
import { ImportIssueGroups } from './import-issue-groups.tsx';
import { ImportKeyLimit, passesKeyLimit } from './import-key-limit.tsx';
import { ImportLanguageMatches } from './import-language-matches.tsx';
import { importOutcome } from './import-outcome.ts';

export interface ApplyChoices {
  overwrite: boolean;
  adoptShape: boolean;
  /** The codes whose action differs from the preview's. */
  languages?: Record<string, LanguageDecision>;
}

export interface ImportPreviewProps {
  current: Import;
  onApply(options: ApplyChoices): Promise<unknown>;
  onDiscard(): Promise<unknown>;
  /** What "overwrite" means here; the glossary's import replaces terms, not translations. */
  overwriteLabel?: string;
}

/** One row per file: what the import adds, changes and leaves, and its issues; then Apply or Discard. */
export function ImportPreview({ current, onApply, onDiscard, overwriteLabel }: ImportPreviewProps) {
  const { t, i18n } = useTranslation();
  const [overwrite, setOverwrite] = useState(false);
  const [adoptShape, setAdoptShape] = useState(false);
  const [chosen, setChosen] = useState<Record<string, LanguageAction>>({});
  const [pending, setPending] = useState<'apply' | 'discard' | null>(null);
  // Older previews (stored before codes were matched) have no languageMatches.
  const matches = current.languageMatches ?? [];
  const decided = matches.filter((match) => chosen[match.code] && chosen[match.code] !== match.action);
  const choices = (): ApplyChoices =>
    decided.length === 0
      ? { overwrite, adoptShape }
      : {
          overwrite,
          adoptShape,
          languages: Object.fromEntries(
            decided.map((match) => [match.code, { action: chosen[match.code] as LanguageAction }]),
          ),
        };
  // The alerts and the key line follow the chosen actions, not only the preview's own.
  const outcome = importOutcome(current, chosen);
  const overLimit = !outcome.skipsFiles && passesKeyLimit(current.keyLimit);
  const run = async (which: 'apply' | 'discard') => {
    setPending(which);
    try {
      await (which === 'apply' ? onApply(choices()) : onDiscard());
    } finally {
      setPending(null);
    }
  };
  // Older previews (stored before file shapes) have no shapeDiffers.
  const reshaped = current.files.filter((file) => (file.shapeDiffers ?? []).length > 0);
  const settingLabel: Record<keyof ImportFileShape, string> = {
    structure: t('projects.fileShape.structure'),
    keySeparator: t('projects.fileShape.keySeparator'),
    pluralStyle: t('projects.fileShape.pluralStyle'),
    indent: t('projects.fileShape.indent'),
    sortKeys: t('projects.fileShape.sortKeys'),
    emptyValues: t('projects.fileShape.emptyValues'),
    escapeNonAscii: t('projects.fileShape.escapeNonAscii'),
    finalNewline: t('projects.fileShape.finalNewline'),
  };
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h3 className="font-bold text-xl">{t('projects.transfer.previewHeading')}</h3>
      {current.newGroups.length > 0 && (
        <Alert>{t('projects.transfer.newGroups', { names: current.newGroups.join(', ') })}</Alert>
      )}
      {outcome.newLanguages.length > 0 && (
        <Alert>
          {t('projects.transfer.newLanguages', {
            names: outcome.newLanguages.map((tag) => languageName(tag, i18n.language)).join(', '),
          })}
        </Alert>
      )}
      <ImportLanguageMatches
        matches={matches}
        chosen={chosen}
        onChoose={(code, action) => setChosen((before) => ({ ...before, [code]: action }))}
      />
      <ImportKeyLimit keyLimit={current.keyLimit} upToCount={outcome.skipsFiles} />
      {/* Fits its column: cells wrap, and what still does not fit scrolls inside the frame. */}
      <section
        aria-label={t('projects.transfer.previewCaption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach a scrolling region to scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-box border border-base-300 focus-visible:outline-2"
      >
        <table className="table table-sm [&_th]:whitespace-normal">
          <caption className="sr-only">{t('projects.transfer.previewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('projects.transfer.columnFile')}</th>
              <th scope="col">{t('projects.transfer.columnLanguage')}</th>
              <th scope="col">{t('projects.transfer.columnGroup')}</th>
              <th scope="col">{t('projects.transfer.columnAdded')}</th>
              <th scope="col">{t('projects.transfer.columnChanged')}</th>
              <th scope="col">{t('projects.transfer.columnUnchanged')}</th>
              <th scope="col">{t('projects.transfer.columnIssues')}</th>
            </tr>
          </thead>
          <tbody>
            {current.files.map((file) => (
              <tr key={file.path}>
                <th scope="row" className="break-all font-mono font-normal">
                  {file.path}
                </th>
                <td>
                  {languageName(file.language, i18n.language)}
                  {/* A path that spells the language its own way (de_DE) keeps that spelling in exports. */}
                  {file.spelling && file.spelling !== file.language && (
                    <span className="block text-base-content/70 text-xs">
                      {t('projects.transfer.spelledAs', { spelling: file.spelling })}
                    </span>
                  )}
                </td>
                <td>{file.group}</td>
                <td>{file.added}</td>
                <td>{file.changed}</td>
                <td>{file.unchanged}</td>
                <td>{file.issueCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ImportIssueGroups files={current.files} />
      {reshaped.length > 0 && (
        <section aria-labelledby="import-shapes" className="flex flex-col gap-2">
          <h4 id="import-shapes" className="font-bold">
            {t('projects.transfer.shapeHeading')}
          </h4>
          <p className="text-sm">{t('projects.transfer.shapeBody')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {reshaped.map((file) => (
              <li key={file.path}>
                <span className="font-mono">{file.path}</span>:{' '}
                {file.shapeDiffers.map((field) => settingLabel[field]).join(', ')}
              </li>
            ))}
          </ul>
          <Checkbox isSelected={adoptShape} onChange={setAdoptShape}>
            {t('projects.transfer.adoptShape')}
          </Checkbox>
        </section>
      )}
      <Checkbox isSelected={overwrite} onChange={setOverwrite}>
        {overwriteLabel ?? t('projects.transfer.overwrite')}
      </Checkbox>
      <div className="flex gap-2">
        <Button
          onPress={() => run('apply')}
          isPending={pending === 'apply'}
          isDisabled={pending !== null || overLimit}
          aria-describedby={overLimit ? 'import-key-limit' : undefined}
        >
          {t('projects.transfer.apply')}
        </Button>
        <Button
          variant="ghost"
          onPress={() => run('discard')}
          isPending={pending === 'discard'}
          isDisabled={pending !== null}
        >
          {t('projects.transfer.discard')}
        </Button>
      </div>
    </div>
  );
}
