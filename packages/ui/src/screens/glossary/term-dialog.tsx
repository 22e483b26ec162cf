import { rules } from '@verba/api-client';
import { type GlossaryTerm, useCreateGlossaryTerm, useUpdateGlossaryTerm } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { languageName } from '../projects-common/languages.ts';

export interface TermDialogProps {
  projectId: string;
  /** The project's target languages: one translation and its forbidden variants each. */
  languages: readonly string[];
  /** The term to edit; none for a new one. */
  term: GlossaryTerm | null;
  onClose: () => void;
}

type TermForm = {
  term: string;
  description: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: { language: string; text: string; forbidden: string }[];
};

/** A term as the form holds it: every target language once, the term's other languages after them. */
function formOf(term: GlossaryTerm | null, languages: readonly string[]): TermForm {
  const stored = term?.translations ?? [];
  const all = [...languages, ...stored.map((one) => one.language).filter((tag) => !languages.includes(tag))];
  return {
    term: term?.term ?? '',
    description: term?.description ?? '',
    caseSensitive: term?.caseSensitive ?? false,
    doNotTranslate: term?.doNotTranslate ?? false,
    translations: all.map((language) => {
      const one = stored.find((candidate) => candidate.language === language);
      return { language, text: one?.text ?? '', forbidden: (one?.forbidden ?? []).join(' | ') };
    }),
  };
}

/**
 * Adds or edits a glossary term. An edit saves against the version it was opened with; when someone
 * saved the term meanwhile (VERSION_CONFLICT) the entries stay, theirs is shown beside them, and the
 * person either saves again over it or takes theirs.
 */
export function TermDialog({ projectId, languages, term, onClose }: TermDialogProps) {
  const { t, i18n } = useTranslation();
  const [createTerm] = useCreateGlossaryTerm();
  const [updateTerm] = useUpdateGlossaryTerm();
  const [version, setVersion] = useState(term?.version ?? 0);
  const [theirs, setTheirs] = useState<GlossaryTerm | null>(null);
  const form = useZodForm(rules.glossaryTermRules, formOf(term, languages));
  const fields = form.getValues('translations');
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const input = {
        term: values.term,
        description: values.description.trim() || null,
        caseSensitive: values.caseSensitive,
        doNotTranslate: values.doNotTranslate,
        translations: values.translations.map((one) => ({
          language: one.language,
          text: one.text.trim() || null,
          forbidden: rules.forbiddenVariants(one.forbidden),
        })),
      };
      const result = term
        ? await updateTerm({ id: term.id, input, expectedVersion: version })
        : await createTerm({ projectId, input });
      if (result.ok) {
        notify.success(
          t(term ? 'projects.glossary.saved' : 'projects.glossary.added', { term: values.term }),
        );
        onClose();
        return result;
      }
      const current = result.details?.current as GlossaryTerm | undefined;
      if (result.code === 'VERSION_CONFLICT' && current) {
        setTheirs(current);
        setVersion(current.version);
        return undefined;
      }
      return result;
    },
    { fallback: t('projects.glossary.saveFailed') },
  );

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={term ? t('projects.glossary.editTitle', { term: term.term }) : t('projects.glossary.addTitle')}
      submitLabel={term ? t('projects.glossary.save') : t('projects.glossary.add')}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      {theirs && (
        <Alert variant="warning" role="alert" title={t('projects.glossary.conflictTitle')}>
          <p>{t('projects.glossary.conflictBody')}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-semibold">{t('projects.glossary.columnTerm')}</dt>
            <dd>{theirs.term}</dd>
            {theirs.translations.map((one) => (
              <div key={one.language} className="contents">
                <dt className="font-semibold">{languageName(one.language, i18n.language)}</dt>
                <dd>{one.text ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onPress={() => {
              form.reset(formOf(theirs, languages));
              setTheirs(null);
            }}
          >
            {t('projects.glossary.takeTheirs')}
          </Button>
        </Alert>
      )}
      <FormTextField control={form.control} name="term" label={t('projects.glossary.term')} autoFocus />
      <FormTextField control={form.control} name="description" label={t('projects.glossary.description')} />
      <FormCheckbox control={form.control} name="caseSensitive">
        {t('projects.glossary.caseSensitive')}
      </FormCheckbox>
      <FormCheckbox control={form.control} name="doNotTranslate">
        {t('projects.glossary.doNotTranslate')}
      </FormCheckbox>
      {fields.map((one, index) => {
        const name = languageName(one.language, i18n.language);
        return (
          <fieldset key={one.language} className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
            <legend className="px-1 font-semibold">{name}</legend>
            <FormTextField
              control={form.control}
              name={`translations.${index}.text`}
              label={t('projects.glossary.translationIn', { language: name })}
            />
            <FormTextField
              control={form.control}
              name={`translations.${index}.forbidden`}
              label={t('projects.glossary.forbiddenIn', { language: name })}
              description={t('projects.glossary.forbiddenHint')}
            />
          </fieldset>
        );
      })}
    </FormDialog>
  );
}
