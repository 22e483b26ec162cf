import { useUpdateGroup } from '@verba/api-client/graphql';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';
import { nameErrorMessage } from '../projects-common/name-error.ts';
import { NAME_MAX_LENGTH, nameProblem } from '../projects-common/name-rules.ts';

export interface RenameGroupFormProps {
  projectId: string;
  group: { id: string; name: string };
}

export function RenameGroupForm({ projectId, group }: RenameGroupFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(group.name);
  const [submitted, setSubmitted] = useState(false);
  const [updateGroup, { loading }] = useUpdateGroup();
  // The server checks uniqueness among the project's other groups.
  const problem = nameProblem(name, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    try {
      await updateGroup({ variables: { projectId, id: group.id, input: { name: name.trim() } } });
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
        errorMessage={nameErrorMessage(t, problem, 'group')}
      />
      <Button type="submit" className="self-start" isPending={loading}>
        {t('projects.common.save')}
      </Button>
    </Form>
  );
}
