import { useCreateGroup } from '@verba/api-client/graphql';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';
import { nameErrorMessage } from '../projects-common/name-error.ts';
import { NAME_MAX_LENGTH, nameProblem } from '../projects-common/name-rules.ts';

export interface CreateGroupFormProps {
  projectId: string;
  groups: readonly { id: string; name: string }[];
}

/** One field and a button: adding a group is the project page's main action. */
export function CreateGroupForm({ projectId, groups }: CreateGroupFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [createGroup, { loading }] = useCreateGroup();
  const problem = nameProblem(name, groups);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    try {
      const { data } = await createGroup({ variables: { projectId, input: { name: name.trim() } } });
      if (data) notify.success(t('projects.project.groupCreated', { name: data.createGroup.name }));
      setName('');
      setSubmitted(false);
    } catch (error) {
      notify.error(t(mutationErrorKey(error)));
    }
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-wrap items-start gap-2">
      <TextField
        className="min-w-60 flex-1"
        label={t('projects.project.newGroupLabel')}
        value={name}
        onChange={setName}
        maxLength={NAME_MAX_LENGTH + 20}
        isInvalid={submitted && problem !== null}
        errorMessage={nameErrorMessage(t, problem, 'group')}
      />
      <Button type="submit" className="mt-6" isPending={loading}>
        {t('projects.project.addGroup')}
      </Button>
    </Form>
  );
}
