import { rules } from '@verba/api-client';
import { type ProjectFieldsFragment, useUpdateProject } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';
import { FormLanguagePicker } from '../projects-common/form-language-picker.tsx';

export interface ProjectDetailsFormProps {
  project: Pick<ProjectFieldsFragment, 'id' | 'name' | 'baseLanguage'>;
}

// The server checks uniqueness among the other projects; here only the name's own rule is known.
const schema = z.object({
  name: rules.siblingNameRule('projectNameTaken'),
  baseLanguage: rules.languageRule,
});

/** Renames the project and changes its base language in one save. */
export function ProjectDetailsForm({ project }: ProjectDetailsFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { name: project.name, baseLanguage: project.baseLanguage });
  const [updateProject] = useUpdateProject();
  const save = useFormSubmit(form, async (input) => {
    const result = await updateProject({ id: project.id, input });
    if (result.ok) notify.success(t('projects.common.saved'));
    return result;
  });

  return (
    <Form onSubmit={save.onSubmit} aria-label={t('projects.projectSettings.detailsHeading')}>
      <FormTextField control={form.control} name="name" label={t('projects.common.nameLabel')} />
      <FormLanguagePicker control={form.control} name="baseLanguage" />
      <Button type="submit" className="self-start" isPending={save.isPending}>
        {t('projects.common.save')}
      </Button>
    </Form>
  );
}
