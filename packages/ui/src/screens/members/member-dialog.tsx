import { type AssignableRole, assignableRoles, holdsLanguages } from '@verba/api-client';
import { type MemberFieldsFragment, useUpdateMember } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { RoleFields } from './role-fields.tsx';

export interface MemberDialogProps {
  onClose: () => void;
  project: { id: string; languages: readonly { tag: string; isBase: boolean }[] };
  member: MemberFieldsFragment;
}

const schema = z.object({
  role: z.enum(assignableRoles),
  languages: z.array(z.string()),
});

/** Changes a member's role and languages; mounted per member, so it starts from their values. */
export function MemberDialog({ onClose, project, member }: MemberDialogProps) {
  const { t } = useTranslation();
  const name = `${member.firstName} ${member.lastName}`;
  const form = useZodForm(schema, {
    role: member.role as AssignableRole,
    languages: member.languages,
  });
  const [updateMember] = useUpdateMember();
  const save = useFormSubmit(form, async ({ role, languages }) => {
    const result = await updateMember({
      projectId: project.id,
      memberId: member.id,
      role,
      languages: holdsLanguages(role) ? languages : [],
    });
    if (result.ok) {
      notify.success(t('projects.members.updated', { name }));
      onClose();
    }
    return result;
  });
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('projects.members.changeTitle', { name })}
      submitLabel={t('projects.common.save')}
      onSubmit={save.onSubmit}
      isPending={save.isPending}
    >
      <RoleFields control={form.control} languages={project.languages} />
    </FormDialog>
  );
}
