import {
  type LanguageProgressFieldsFragment,
  type ProjectLanguageFieldsFragment,
  useAddLanguages,
  useRemoveLanguage,
  valuesInLanguage,
} from '@verba/api-client/graphql';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Form } from '../../components/form/form.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';
import { FormLanguagePicker } from '../projects-common/form-language-picker.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface ProjectLanguagesProps {
  project: {
    id: string;
    name: string;
    languages: readonly ProjectLanguageFieldsFragment[];
    progress: readonly LanguageProgressFieldsFragment[];
  };
}

// One tag from the picker; the server checks it is BCP 47.
const schema = z.object({ tag: z.string().check(z.minLength(1, 'targetLanguageRequired')) });

/** The project's languages: the base, the targets with Remove, and a picker to add one. */
export function ProjectLanguages({ project }: ProjectLanguagesProps) {
  const { t, i18n } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  const tags = useMemo(() => project.languages.map((language) => language.tag), [project.languages]);
  const targets = project.languages.filter((language) => !language.isBase);
  const nameOf = (tag: string) => languageName(tag, i18n.language);

  const form = useZodForm(schema, { tag: '' });
  const [addLanguages] = useAddLanguages();
  const add = useFormSubmit(form, async ({ tag }) => {
    const result = await addLanguages({ projectId: project.id, tags: [tag] });
    if (result.ok) {
      notify.success(t('projects.languages.added', { language: nameOf(tag) }));
      form.reset({ tag: '' });
      return result;
    }
    // The server names the list input; here it is the one picker.
    return result.field === 'tags' ? { ...result, field: 'tag' } : result;
  });

  const [removeLanguage] = useRemoveLanguage();
  const remove = useAction(async (tag: string) => {
    const result = await removeLanguage({ projectId: project.id, tag });
    if (result.ok) {
      notify.success(t('projects.languages.removed', { language: nameOf(tag) }));
      setRemoving(null);
    }
    return result;
  });
  const count = removing ? valuesInLanguage(project.progress, removing) : 0;
  const removingName = removing ? nameOf(removing) : '';

  return (
    <>
      <p className="text-base-content/80">{t('projects.languages.intro')}</p>
      <ul
        aria-label={t('projects.languages.listLabel', { project: project.name })}
        className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
      >
        {project.languages.map((language) => (
          <li key={language.tag} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span>
              {nameOf(language.tag)} <span className="text-base-content/70 text-sm">{language.tag}</span>
            </span>
            {language.isBase ? (
              <span className="badge badge-outline">{t('projects.languages.base')}</span>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('projects.languages.removeLabel', { language: nameOf(language.tag) })}
                onPress={() => setRemoving(language.tag)}
              >
                {t('projects.languages.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {targets.length === 0 && <p className="text-base-content/80">{t('projects.languages.noTargets')}</p>}
      <Form
        onSubmit={add.onSubmit}
        aria-label={t('projects.languages.addLabel')}
        className="flex-row flex-wrap items-start gap-2"
      >
        <div className="min-w-60 flex-1">
          <FormLanguagePicker
            control={form.control}
            name="tag"
            label={t('projects.languages.addLabel')}
            description={t('projects.languages.addDescription')}
            exclude={tags}
          />
        </div>
        <Button type="submit" className="mt-6" isPending={add.isPending}>
          {t('projects.languages.add')}
        </Button>
      </Form>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        variant="destructive"
        title={t('projects.languages.removeTitle', { language: removingName })}
        confirmLabel={
          count === 0
            ? t('projects.languages.removeConfirmNone')
            : t('projects.languages.removeConfirm', { count })
        }
        cancelLabel={t('common.cancel')}
        onConfirm={() => removing && void remove.run(removing)}
        isPending={remove.isPending}
      >
        {count === 0
          ? t('projects.languages.removeBodyNone', { language: removingName })
          : t('projects.languages.removeBody', { count, language: removingName })}
      </ConfirmDialog>
    </>
  );
}
