import { useState } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
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
 * Which target languages the grid shows, in a compact menu of the toolbar: a filter by name
 * (in the UI's language, in English, or by code), all or none, and with many languages the
 * choice to keep the base language beside the keys while scrolling.
 */
export function ColumnPicker({ base, targets, chosen, onChoose, pinBase, onPinBase }: ColumnPickerProps) {
  const { t, i18n } = useTranslation();
  const [find, setFind] = useState('');
  const many = targets.length + 1 >= VIRTUAL_COLUMNS_FROM;
  const listed = targets.filter((tag) => languageMatches(tag, find, i18n.language));
  const choose = (tag: string, selected: boolean) =>
    onChoose(selected ? [...chosen, tag] : chosen.filter((other) => other !== tag));

  return (
    <DialogTrigger onOpenChange={(open) => !open && setFind('')}>
      <Button variant="outline" size="sm" className="h-10 min-h-10">
        {t('projects.editor.columnsButton')}
        <span className="badge badge-sm badge-ghost">
          {t('projects.editor.columnsCount', { shown: chosen.length, total: targets.length })}
        </span>
      </Button>
      <Popover
        placement="bottom end"
        className="w-80 max-w-[calc(100vw-2rem)] rounded-box border border-base-300 bg-base-100 shadow-lg outline-none"
      >
        <Dialog
          aria-label={t('projects.editor.columnsLegend')}
          className="flex flex-col gap-2 p-3 outline-none"
        >
          <TextField label={t('projects.editor.columnsFind')} value={find} onChange={setFind} autoFocus />
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onPress={() => onChoose(targets)}>
              {t('projects.editor.columnsAll')}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => onChoose([])}>
              {t('projects.editor.columnsNone')}
            </Button>
          </div>
          {many && (
            <Checkbox isSelected={pinBase} onChange={onPinBase}>
              {t('projects.editor.pinBase', { language: languageName(base, i18n.language) })}
            </Checkbox>
          )}
          <div className="flex max-h-64 flex-col gap-1 overflow-y-auto border-base-300 border-t pt-2">
            {listed.map((tag) => (
              <Checkbox
                key={tag}
                isSelected={chosen.includes(tag)}
                onChange={(selected) => choose(tag, selected)}
              >
                {languageName(tag, i18n.language)}
              </Checkbox>
            ))}
            {listed.length === 0 && <p className="text-sm">{t('projects.common.languageNoMatch')}</p>}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
