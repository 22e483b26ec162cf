import type { GlossaryTerm } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface GlossaryTableProps {
  terms: readonly GlossaryTerm[];
  /** The project's target languages, in its order: one column each. */
  languages: readonly string[];
  canWrite: boolean;
  onEdit: (term: GlossaryTerm) => void;
  onDelete: (term: GlossaryTerm) => void;
}

/** The terms: the term with its flags and description, then each language's translation and forbidden variants. */
export function GlossaryTable({ terms, languages, canWrite, onEdit, onDelete }: GlossaryTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-label={t('projects.glossary.tableLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must reach a scrolling region to scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-box border border-base-300 focus-visible:outline-2"
    >
      <table className="table table-sm [&_th]:whitespace-normal">
        <caption className="sr-only">{t('projects.glossary.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('projects.glossary.columnTerm')}</th>
            {languages.map((tag) => (
              <th key={tag} scope="col">
                {languageName(tag, i18n.language)}
              </th>
            ))}
            {canWrite && (
              <th scope="col">
                <span className="sr-only">{t('projects.glossary.columnActions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id}>
              <th scope="row" className="align-top font-normal">
                <span className="font-semibold">{term.term}</span>
                <span className="mt-1 flex flex-wrap gap-1">
                  {term.caseSensitive && (
                    <span className="badge badge-sm badge-outline">
                      {t('projects.glossary.caseSensitive')}
                    </span>
                  )}
                  {term.doNotTranslate && (
                    <span className="badge badge-sm badge-warning">
                      {t('projects.glossary.doNotTranslate')}
                    </span>
                  )}
                </span>
                {term.description && (
                  <span className="mt-1 block text-base-content/80 text-xs">{term.description}</span>
                )}
              </th>
              {languages.map((tag) => {
                const translation = term.translations.find((one) => one.language === tag);
                return (
                  <td key={tag} className="align-top">
                    {translation?.text ?? <span className="text-base-content/60">—</span>}
                    {translation && translation.forbidden.length > 0 && (
                      <span className="mt-1 block text-error text-xs">
                        {t('projects.glossary.forbiddenList', { variants: translation.forbidden.join(', ') })}
                      </span>
                    )}
                  </td>
                );
              })}
              {canWrite && (
                <td className="align-top">
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('projects.glossary.editTerm', { term: term.term })}
                      onPress={() => onEdit(term)}
                    >
                      {t('projects.glossary.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('projects.glossary.deleteTerm', { term: term.term })}
                      onPress={() => onDelete(term)}
                    >
                      {t('projects.glossary.delete')}
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
