import { assignableRoles, holdsLanguages, rules } from '@verba/api-client';
import { useInviteMembers } from '@verba/api-client/graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { RoleFields } from './role-fields.tsx';

export interface InviteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  project: { id: string; languages: readonly { tag: string; isBase: boolean }[] };
}

const { INVITE_MAX } = rules;

/** Addresses separated by commas, semicolons, spaces or lines. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

// Messages are validation keys (useValidationMessage), except the limit, which says its number.
const schemaFor = (tooMany: string) =>
  z.object({
    emails: z.string().check(
      z.refine((text) => splitAddresses(text).length > 0, 'required'),
      z.refine((text) => splitAddresses(text).length <= INVITE_MAX, tooMany),
      z.refine(
        (text) => splitAddresses(text).every((email) => rules.emailRule.safeParse(email).success),
        'email',
      ),
    ),
    role: z.enum(assignableRoles),
    languages: z.array(z.string()),
  });

const empty = { emails: '', role: 'TRANSLATOR' as const, languages: [] as string[] };

/** Invites one or several addresses with one role (and languages), all or none. */
export function InviteDialog({ isOpen, onOpenChange, project }: InviteDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => schemaFor(t('projects.members.tooManyAddresses', { max: INVITE_MAX })), [t]);
  const form = useZodForm(schema, empty);
  const [inviteMembers] = useInviteMembers();
  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) form.reset(empty);
  };
  const invite = useFormSubmit(form, async ({ emails, role, languages }) => {
    const addresses = splitAddresses(emails);
    const input = addresses.map((email) => ({
      email,
      role,
      languages: holdsLanguages(role) ? languages : [],
    }));
    const result = await inviteMembers({ projectId: project.id, input });
    if (result.ok) {
      notify.success(t('projects.members.invited', { count: addresses.length }));
      close(false);
      return result;
    }
    // The server names the address; here every address is in the one field.
    return result.field === 'email' ? { ...result, field: 'emails' } : result;
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('projects.members.inviteTitle')}
      submitLabel={t('projects.members.inviteSubmit')}
      onSubmit={invite.onSubmit}
      isPending={invite.isPending}
    >
      <FormTextField
        control={form.control}
        name="emails"
        label={t('projects.members.emailsLabel')}
        description={t('projects.members.emailsDescription', { max: INVITE_MAX })}
        autoFocus
        autoComplete="off"
      />
      <RoleFields control={form.control} languages={project.languages} />
    </FormDialog>
  );
}
