import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { languageMatches, languageName } from '../projects-common/languages.ts';
import { VIRTUAL_COLUMNS_FROM } from './grid-columns.ts';

export interface ColumnPickerProps {
  base: string;
  targets: string[];
  chosen: string[];
  onChoose: (tags: string[]) => void;
  pinBase: boolean;
  onPinBase: (pinned: boolean) => void;
}

/**
 * Which target languages the grid shows. A few are checkboxes in a line; many get a filter by
 * name, all/none, and the choice to keep the base language beside the keys while scrolling.
 */
export function ColumnPicker({ base, targets, chosen, onChoose, pinBase, onPinBase }: ColumnPickerProps) {
  const { t, i18n } = useTranslation();
  const [find, setFind] = useState('');
  const many = targets.length + 1 >= VIRTUAL_COLUMNS_FROM;
  const listed = targets.filter((tag) => languageMatches(tag, find, i18n.language));
  const choose = (tag: string, selected: boolean) =>
    onChoose(selected ? [...chosen, tag] : chosen.filter((other) => other !== tag));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">
        {t('projects.editor.columnsLegend')}
        {many && (
          <span className="ms-2 font-normal text-base-content/80">
            {t('projects.editor.columnsCount', { shown: chosen.length, total: targets.length })}
          </span>
        )}
      </legend>
      {many && (
        <div className="flex flex-wrap items-end gap-2">
          <TextField label={t('projects.editor.columnsFind')} value={find} onChange={setFind} />
          <Button variant="ghost" size="sm" onPress={() => onChoose(targets)}>
            {t('projects.editor.columnsAll')}
          </Button>
          <Button variant="ghost" size="sm" onPress={() => onChoose([])}>
            {t('projects.editor.columnsNone')}
          </Button>
          <Checkbox isSelected={pinBase} onChange={onPinBase}>
            {t('projects.editor.pinBase', { language: languageName(base, i18n.language) })}
          </Checkbox>
        </div>
      )}
      <div
        className={
          many
            ? 'grid max-h-40 grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-4 gap-y-1 overflow-y-auto'
            : 'flex flex-wrap items-center gap-x-4 gap-y-2'
        }
      >
        {listed.map((tag) => (
          <Checkbox
            key={tag}
            isSelected={chosen.includes(tag)}
            onChange={(selected) => choose(tag, selected)}
          >
            {languageName(tag, i18n.language)}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
