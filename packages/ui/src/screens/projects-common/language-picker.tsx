import { useMemo } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RacButton,
  Text,
  useFilter,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type LanguageOption, languageOptions } from './languages.ts';

export interface LanguagePickerProps {
  value: string | null;
  onChange: (tag: string | null) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** A searchable list of base languages, named in the UI's locale; the value is a BCP 47 tag. */
export function LanguagePicker({ value, onChange, isInvalid, isDisabled }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const options = useMemo(() => languageOptions(i18n.language, value ?? undefined), [i18n.language, value]);

  return (
    <ComboBox
      className="flex flex-col gap-1"
      items={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      defaultFilter={contains}
      menuTrigger="focus"
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    >
      <Label className="font-medium text-sm">{t('projects.common.languageLabel')}</Label>
      <div className="join w-full">
        <Input className="input join-item w-full data-invalid:input-error" />
        <RacButton className="btn join-item" aria-label={t('projects.common.languageLabel')}>
          <span aria-hidden="true">▾</span>
        </RacButton>
      </div>
      {!isInvalid && (
        <Text slot="description" className="text-base-content/70 text-sm">
          {t('projects.common.languageDescription')}
        </Text>
      )}
      <FieldError className="text-error text-sm">{t('projects.common.languageRequired')}</FieldError>
      <Popover className="w-(--trigger-width) overflow-auto rounded-box border border-base-300 bg-base-100 shadow-lg">
        <ListBox
          className="max-h-64 p-1 outline-none"
          renderEmptyState={() => <p className="p-2 text-sm">{t('projects.common.languageNoMatch')}</p>}
        >
          {(option: LanguageOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.name}
              className="flex cursor-default justify-between gap-4 rounded-field px-3 py-2 outline-none data-focused:bg-base-200 data-selected:font-semibold"
            >
              <span>{option.name}</span>
              <span className="text-base-content/70 text-sm">{option.id}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
