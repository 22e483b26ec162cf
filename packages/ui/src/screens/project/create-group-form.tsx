import { rules } from '@verba/api-client';
import { useCreateGroup } from '@verba/api-client/graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';

export interface CreateGroupFormProps {
  projectId: string;
  groups: readonly { id: string; name: string }[];
}

/** One field and a button: adding a group is the project page's main action. */
export function CreateGroupForm({ projectId, groups }: CreateGroupFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => z.object({ name: rules.siblingNameRule('groupNameTaken', groups) }), [groups]);
  const form = useZodForm(schema, { name: '' });
  const [createGroup] = useCreateGroup();
  const create = useFormSubmit(form, async (input) => {
    const result = await createGroup({ projectId, input });
    if (result.ok) {
      notify.success(t('projects.project.groupCreated', { name: result.data.createGroup.name }));
      form.reset({ name: '' });
    }
    return result;
  });

  return (
    <Form
      onSubmit={create.onSubmit}
      aria-label={t('projects.project.newGroupLabel')}
      className="flex-row flex-wrap items-start gap-2"
    >
      <FormTextField
        control={form.control}
        name="name"
        className="min-w-60 flex-1"
        label={t('projects.project.newGroupLabel')}
      />
      <Button type="submit" className="mt-6" isPending={create.isPending}>
        {t('projects.project.addGroup')}
      </Button>
    </Form>
  );
}
