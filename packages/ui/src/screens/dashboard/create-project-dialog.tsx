import { useCreateProject } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { FormDialog } from '../projects-common/form-dialog.tsx';
import { LanguagePicker } from '../projects-common/language-picker.tsx';
import { LANGUAGE_TAGS } from '../projects-common/languages.ts';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';
import { nameErrorMessage } from '../projects-common/name-error.ts';
import { NAME_MAX_LENGTH, nameProblem } from '../projects-common/name-rules.ts';

export interface CreateProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The projects already owned, so a taken name is caught before sending. */
  siblings: readonly { id: string; name: string }[];
}

const offered: readonly string[] = LANGUAGE_TAGS;

export function CreateProjectDialog({ isOpen, onOpenChange, siblings }: CreateProjectDialogProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<string | null>(
    offered.includes(i18n.language) ? i18n.language : null,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [createProject, { loading }] = useCreateProject();

  const problem = nameProblem(name, siblings);
  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) {
      setName('');
      setSubmitted(false);
      setServerError(null);
    }
  };
  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    if (problem || !language) return;
    try {
      const { data } = await createProject({
        variables: { input: { name: name.trim(), baseLanguage: language } },
      });
      if (data) notify.success(t('projects.dashboard.created', { name: data.createProject.name }));
      close(false);
    } catch (error) {
      setServerError(t(mutationErrorKey(error)));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('projects.dashboard.createTitle')}
      submitLabel={t('projects.dashboard.create')}
      onSubmit={submit}
      isPending={loading}
      error={serverError}
    >
      <TextField
        label={t('projects.common.nameLabel')}
        value={name}
        onChange={setName}
        autoFocus
        maxLength={NAME_MAX_LENGTH + 20}
        isInvalid={submitted && problem !== null}
        errorMessage={nameErrorMessage(t, problem, 'project')}
      />
      <LanguagePicker value={language} onChange={setLanguage} isInvalid={submitted && !language} />
    </FormDialog>
  );
}
