import { useKeyTerms } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';

export interface GlossaryTermsProps {
  projectId: string;
  groupId: string;
  keyId: string;
  /** The cell's target language, whose translation each term shows; null on the key's cell and the base. */
  language: string | null;
}

/**
 * The side panel's Glossary tab: the glossary's terms found in the focused key's base text, each with
 * its translation for the cell's language and its note; a "do not translate" term says so.
 */
export function GlossaryTerms({ projectId, groupId, keyId, language }: GlossaryTermsProps) {
  const { t } = useTranslation();
  const { query, terms } = useKeyTerms({ projectId, groupId, keyId });
  if (terms === null) {
    if (query.error)
      return (
        <p className="text-sm" role="alert">
          {t('projects.editor.glossary.unavailable')}
        </p>
      );
    return (
      <p className="text-sm" aria-busy="true">
        {t('projects.editor.glossary.loading')}
      </p>
    );
  }
  if (terms.length === 0) return <p className="text-sm">{t('projects.editor.glossary.empty')}</p>;
  return (
    <div className="flex flex-col gap-2">
      {language === null && (
        <p className="text-base-content/80 text-sm">{t('projects.editor.glossary.baseHint')}</p>
      )}
      <ul className="flex flex-col gap-2" aria-label={t('projects.editor.glossary.label')}>
        {terms.map((term) => {
          const translation = language
            ? term.translations.find((one) => one.language === language)
            : undefined;
          return (
            <li key={term.id} className="rounded-box border border-base-300 px-2 py-1 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">{term.term}</span>
                {language !== null &&
                  !term.doNotTranslate &&
                  (translation?.text ? (
                    <span>→ {translation.text}</span>
                  ) : (
                    <span className="text-base-content/70">
                      {t('projects.editor.glossary.noTranslation')}
                    </span>
                  ))}
                {term.doNotTranslate && (
                  <span className="badge badge-sm badge-warning">
                    {t('projects.editor.glossary.doNotTranslate')}
                  </span>
                )}
                {term.caseSensitive && (
                  <span className="badge badge-sm badge-outline">
                    {t('projects.editor.glossary.caseSensitive')}
                  </span>
                )}
              </p>
              {translation && translation.forbidden.length > 0 && (
                <p className="text-error text-xs">
                  {t('projects.editor.glossary.forbidden', { variants: translation.forbidden.join(', ') })}
                </p>
              )}
              {term.description && <p className="text-base-content/80 text-xs">{term.description}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
