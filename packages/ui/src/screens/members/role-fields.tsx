import { assignableRoles, holdsLanguages } from '@verba/api-client';
import type { ProjectRole } from '@verba/api-client/graphql';
import { CheckboxGroup, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { languageName } from '../projects-common/languages.ts';
import { useRoleLabel } from './role-label.ts';

export interface RoleFieldsValues extends FieldValues {
  role: ProjectRole;
  languages: string[];
}

export interface RoleFieldsProps<T extends RoleFieldsValues> {
  control: Control<T, unknown, FieldValues>;
  /** The project's languages, offered to translators and reviewers. */
  languages: readonly { tag: string; isBase: boolean }[];
}

const legend = 'font-semibold text-sm';

/** A role, and for TRANSLATOR and REVIEWER the languages they work in: the invite and change dialogs share it. */
export function RoleFields<T extends RoleFieldsValues>({ control, languages }: RoleFieldsProps<T>) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const role = useController({ control, name: 'role' as Path<T> });
  const chosen = useController({ control, name: 'languages' as Path<T> });
  return (
    <>
      <RadioGroup value={role.field.value} onChange={role.field.onChange} className="flex flex-col gap-2">
        <Label className={legend}>{t('projects.members.roleLabel')}</Label>
        {assignableRoles.map((value) => (
          <Radio key={value} value={value} className="flex cursor-pointer items-center gap-3">
            {({ isSelected }) => (
              <>
                <span aria-hidden="true" className={`radio ${isSelected ? 'radio-primary' : ''}`} />
                {roleLabel(value)}
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      {holdsLanguages(role.field.value) && (
        <CheckboxGroup
          value={chosen.field.value}
          onChange={chosen.field.onChange}
          className="flex flex-col gap-2"
        >
          <Label className={legend}>{t('projects.members.languagesLabel')}</Label>
          <Text slot="description" className="text-base-content/70 text-sm">
            {t('projects.members.languagesDescription')}
          </Text>
          {languages.map(({ tag }) => (
            <Checkbox key={tag} value={tag}>
              {languageName(tag, i18n.language)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </>
  );
}
