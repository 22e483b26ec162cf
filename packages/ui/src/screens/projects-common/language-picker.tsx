import { useContext, useMemo } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Button as RacButton,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type LanguageOption, languageMatches, languageOptions } from './languages.ts';

export interface LanguagePickerProps {
  value: string | null;
  onChange: (tag: string | null) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Defaults to "Base language". */
  label?: string;
  /** Below the field while it is valid; defaults to the base language's hint. */
  description?: string;
  /** Shown while invalid; defaults to "Choose a language." */
  errorMessage?: string;
  /** Tags not offered, e.g. the languages a project has already. */
  exclude?: readonly string[];
}

/**
 * The picker's field. The list opens on focus; after a choice the field keeps its focus, so a
 * click on it opens the list again itself, with every language (as the ▾ button does): typing
 * then filters as before (issue 38).
 */
function PickerInput() {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className="input join-item w-full data-invalid:input-error"
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}

/**
 * A searchable list of every language Intl.DisplayNames names, in the UI's locale; the value is
 * a BCP 47 tag. The base language of a project and its target languages are picked with it.
 */
export function LanguagePicker({
  value,
  onChange,
  isInvalid,
  isDisabled,
  label,
  description,
  errorMessage,
  exclude,
}: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  // By content: a new array with the same tags must not rebuild the items (that clears the input).
  const excluded = exclude?.join(' ') ?? '';
  const options = useMemo(
    () => languageOptions(i18n.language, value ?? undefined, excluded ? excluded.split(' ') : []),
    [i18n.language, value, excluded],
  );
  const fieldLabel = label ?? t('projects.common.languageLabel');
  // The filter sees an item's text (its name); the tag behind it is looked up to match English names and codes.
  const tagByName = useMemo(() => new Map(options.map((option) => [option.name, option.id])), [options]);

  return (
    <ComboBox
      className="flex flex-col gap-1"
      // defaultItems, not items: with items the ComboBox leaves filtering to its owner.
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      defaultFilter={(name, search) => languageMatches(tagByName.get(name) ?? name, search, i18n.language)}
      menuTrigger="focus"
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    >
      <Label className="font-medium text-sm">{fieldLabel}</Label>
      <div className="join w-full">
        <PickerInput />
        <RacButton className="btn join-item" aria-label={fieldLabel}>
          <span aria-hidden="true">▾</span>
        </RacButton>
      </div>
      {!isInvalid && (
        <Text slot="description" className="text-base-content/70 text-sm">
          {description ?? t('projects.common.languageDescription')}
        </Text>
      )}
      <FieldError className="text-error text-sm">
        {errorMessage ?? t('validation.languageRequired')}
      </FieldError>
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
