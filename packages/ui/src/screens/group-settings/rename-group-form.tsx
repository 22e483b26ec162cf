import { rules } from '@verba/api-client';
import { useUpdateGroup } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';

export interface RenameGroupFormProps {
  projectId: string;
  group: { id: string; name: string };
}

// The server checks uniqueness among the project's other groups.
const schema = z.object({ name: rules.siblingNameRule('groupNameTaken') });

export function RenameGroupForm({ projectId, group }: RenameGroupFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(schema, { name: group.name });
  const [updateGroup] = useUpdateGroup();
  const save = useFormSubmit(form, async (input) => {
    const result = await updateGroup({ projectId, id: group.id, input });
    if (result.ok) notify.success(t('projects.common.saved'));
    return result;
  });

  return (
    <Form onSubmit={save.onSubmit} aria-label={t('projects.groupSettings.renameHeading')}>
      <FormTextField control={form.control} name="name" label={t('projects.common.nameLabel')} />
      <Button type="submit" className="self-start" isPending={save.isPending}>
        {t('projects.common.save')}
      </Button>
    </Form>
  );
}
