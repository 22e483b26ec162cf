import type { FileShapeFieldsFragment } from '@verba/api-client/graphql';
import { useUpdateFileShape } from '@verba/api-client/graphql';
import { useState } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../components/action/error-message.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { Form } from '../../components/form/form.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';

type Shape = Omit<FileShapeFieldsFragment, '__typename'>;

export interface FileShapeFormProps {
  group: { id: string; fileShape: Shape };
  /** Developers and up may change it (the permission to edit keys); others see it only. */
  canEdit: boolean;
}

const legend = 'font-semibold text-sm';
const help = 'text-base-content/70 text-sm';

interface ChoiceProps<V extends string> {
  label: string;
  /** What the setting does to the file, in one plain sentence. */
  description: string;
  value: V;
  options: readonly (readonly [V, string])[];
  isDisabled: boolean;
  onChange: (value: V) => void;
}

function Choice<V extends string>({
  label,
  description,
  value,
  options,
  isDisabled,
  onChange,
}: ChoiceProps<V>) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as V)}
      isDisabled={isDisabled}
      className="flex flex-col gap-2"
    >
      <Label className={legend}>{label}</Label>
      <Text slot="description" className={help}>
        {description}
      </Text>
      {options.map(([option, text]) => (
        <Radio
          key={option}
          value={option}
          className="flex cursor-pointer items-center gap-3 data-disabled:cursor-default"
        >
          {({ isSelected }) => (
            <>
              <span aria-hidden="true" className={`radio ${isSelected ? 'radio-primary' : ''}`} />
              {text}
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * How the group's i18next files are written: taken from its first import, so an export gives the
 * team's own bytes back. Each setting says in a sentence what it does to the file.
 */
export function FileShapeForm({ group, canEdit }: FileShapeFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [shape, setShape] = useState<Shape>(() => ({ ...group.fileShape }));
  const [conflict, setConflict] = useState<string | null>(null);
  const [updateFileShape, state] = useUpdateFileShape();
  const set =
    <K extends keyof Shape>(field: K) =>
    (value: Shape[K]) =>
      setShape({ ...shape, [field]: value });
  const flat = shape.structure === 'FLAT';
  const disabled = !canEdit;

  const save = async () => {
    setConflict(null);
    const { __typename: _, ...input } = shape as Shape & { __typename?: string };
    const result = await updateFileShape({ groupId: group.id, input });
    if (result.ok) notify.success(t('projects.common.saved'));
    else if (result.code === 'KEY_CONFLICT') setConflict(result.error);
    else notify.error(errorMessage(result));
  };

  return (
    <Form
      aria-label={t('projects.fileShape.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={help}>{t('projects.fileShape.intro')}</p>
      {!canEdit && <Alert>{t('projects.fileShape.readOnly')}</Alert>}
      <Choice
        label={t('projects.fileShape.structure')}
        description={t('projects.fileShape.structureHelp')}
        value={shape.structure}
        options={[
          ['NESTED', t('projects.fileShape.nested')],
          ['FLAT', t('projects.fileShape.flat')],
        ]}
        isDisabled={disabled}
        onChange={(structure) =>
          setShape({
            ...shape,
            structure,
            keySeparator: structure === 'FLAT' ? '' : shape.keySeparator || '.',
          })
        }
      />
      {!flat && (
        <TextField
          label={t('projects.fileShape.keySeparator')}
          description={t('projects.fileShape.keySeparatorHelp')}
          value={shape.keySeparator}
          onChange={set('keySeparator')}
          isDisabled={disabled}
          maxLength={8}
          className="max-w-xs"
        />
      )}
      <Choice
        label={t('projects.fileShape.pluralStyle')}
        description={t('projects.fileShape.pluralStyleHelp')}
        value={shape.pluralStyle}
        options={[
          ['V4', t('projects.fileShape.v4')],
          ['V3', t('projects.fileShape.v3')],
        ]}
        isDisabled={disabled}
        onChange={set('pluralStyle')}
      />
      <Choice
        label={t('projects.fileShape.indent')}
        description={t('projects.fileShape.indentHelp')}
        value={shape.indent}
        options={[
          ['  ', t('projects.fileShape.twoSpaces')],
          ['    ', t('projects.fileShape.fourSpaces')],
          ['\t', t('projects.fileShape.tab')],
        ]}
        isDisabled={disabled}
        onChange={set('indent')}
      />
      <Choice
        label={t('projects.fileShape.emptyValues')}
        description={t('projects.fileShape.emptyValuesHelp')}
        value={shape.emptyValues}
        options={[
          ['OMIT', t('projects.fileShape.omit')],
          ['EMPTY_STRING', t('projects.fileShape.emptyString')],
        ]}
        isDisabled={disabled}
        onChange={set('emptyValues')}
      />
      {(
        [
          ['sortKeys', t('projects.fileShape.sortKeys'), t('projects.fileShape.sortKeysHelp')],
          [
            'escapeNonAscii',
            t('projects.fileShape.escapeNonAscii'),
            t('projects.fileShape.escapeNonAsciiHelp'),
          ],
          ['finalNewline', t('projects.fileShape.finalNewline'), t('projects.fileShape.finalNewlineHelp')],
        ] as const
      ).map(([field, label, description]) => (
        <div key={field} className="flex flex-col gap-1">
          <Checkbox
            isSelected={shape[field]}
            onChange={set(field)}
            isDisabled={disabled}
            aria-describedby={`file-shape-${field}`}
          >
            {label}
          </Checkbox>
          <p id={`file-shape-${field}`} className={`${help} ps-9`}>
            {description}
          </p>
        </div>
      ))}
      {conflict !== null && (
        <Alert variant="error" role="alert" title={t('projects.fileShape.conflictTitle')}>
          {conflict}
        </Alert>
      )}
      {canEdit && (
        <Button type="submit" className="self-start" isPending={state.loading}>
          {t('projects.common.save')}
        </Button>
      )}
    </Form>
  );
}
