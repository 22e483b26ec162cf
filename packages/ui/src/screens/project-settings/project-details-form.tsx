import { type ProjectFieldsFragment, useUpdateProject } from '@verba/api-client/graphql';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { LanguagePicker } from '../projects-common/language-picker.tsx';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';
import { nameErrorMessage } from '../projects-common/name-error.ts';
import { NAME_MAX_LENGTH, nameProblem } from '../projects-common/name-rules.ts';

export interface ProjectDetailsFormProps {
  project: Pick<ProjectFieldsFragment, 'id' | 'name' | 'baseLanguage'>;
}

/** Renames the project and changes its base language in one save. */
export function ProjectDetailsForm({ project }: ProjectDetailsFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(project.name);
  const [language, setLanguage] = useState<string | null>(project.baseLanguage);
  const [submitted, setSubmitted] = useState(false);
  const [updateProject, { loading }] = useUpdateProject();
  // The server checks uniqueness among the other projects; here only the length is known.
  const problem = nameProblem(name, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !language) return;
    try {
      await updateProject({
        variables: { id: project.id, input: { name: name.trim(), baseLanguage: language } },
      });
      notify.success(t('projects.common.saved'));
      setSubmitted(false);
    } catch (error) {
      notify.error(t(mutationErrorKey(error)));
    }
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-4">
      <TextField
        label={t('projects.common.nameLabel')}
        value={name}
        onChange={setName}
        maxLength={NAME_MAX_LENGTH + 20}
        isInvalid={submitted && problem !== null}
        errorMessage={nameErrorMessage(t, problem, 'project')}
      />
      <LanguagePicker value={language} onChange={setLanguage} isInvalid={submitted && !language} />
      <Button type="submit" className="self-start" isPending={loading}>
        {t('projects.common.save')}
      </Button>
    </Form>
  );
}
