import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useBoundField } from '../../components/form/form-fields.tsx';
import { LanguagePicker, type LanguagePickerProps } from './language-picker.tsx';

export type FormLanguagePickerProps<T extends FieldValues> = BoundProps<T> &
  Pick<LanguagePickerProps, 'label' | 'description' | 'exclude' | 'isDisabled'>;

/** The language picker bound to a react-hook-form field holding a BCP 47 tag ('' for none). */
export function FormLanguagePicker<T extends FieldValues>({
  control,
  name,
  ...props
}: FormLanguagePickerProps<T>) {
  const { field, isInvalid, errorMessage } = useBoundField({ control, name });
  return (
    <LanguagePicker
      {...props}
      value={field.value || null}
      onChange={(tag) => field.onChange(tag ?? '')}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}
