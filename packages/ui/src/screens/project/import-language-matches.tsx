import type { LanguageAction, LanguageMatch } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { languageName } from '../projects-common/languages.ts';

export interface ImportLanguageMatchesProps {
  matches: readonly LanguageMatch[];
  /** The action chosen per code; a code left out keeps the preview's. */
  chosen: Readonly<Record<string, LanguageAction>>;
  onChoose(code: string, action: LanguageAction): void;
}

/**
 * Each file code that is not a project language, with what Apply does with its files: a code that
 * matches a project language (`en_US` for `en`) goes there unless added or skipped; any other code
 * is added as a new language or skipped.
 */
export function ImportLanguageMatches({ matches, chosen, onChoose }: ImportLanguageMatchesProps) {
  const { t, i18n } = useTranslation();
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="import-language-matches" className="flex flex-col gap-2">
      <h4 id="import-language-matches" className="font-bold">
        {t('projects.transfer.matchesHeading')}
      </h4>
      <ul className="flex flex-col gap-2 text-sm">
        {matches.map((match) => {
          const id = `import-language-${match.code}`;
          return (
            <li key={match.code} className="flex flex-wrap items-center gap-2">
              <label htmlFor={id} className="font-mono">
                {match.code}
              </label>
              <select
                id={id}
                className="select select-sm w-auto max-w-full"
                value={chosen[match.code] ?? match.action}
                onChange={(event) => onChoose(match.code, event.target.value as LanguageAction)}
              >
                {match.action === 'MAP' && (
                  <option value="MAP">
                    {t('projects.transfer.matchMap', {
                      language: languageName(match.language, i18n.language),
                    })}
                  </option>
                )}
                <option value="ADD">{t('projects.transfer.matchAdd')}</option>
                <option value="SKIP">{t('projects.transfer.matchSkip')}</option>
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
