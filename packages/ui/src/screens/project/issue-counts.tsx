import { useProjectIssueCounts } from '@verba/api-client/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { languageName } from '../projects-common/languages.ts';

export interface IssueCountsProps {
  project: { id: string; name: string; languages: readonly { tag: string }[] };
}

/**
 * The project page's count of open issues per language (aids contract, "Checks"): errors and
 * warnings, with the way to Project → Checks, where each count opens the filtered editor.
 */
export function IssueCounts({ project }: IssueCountsProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useProjectIssueCounts(project.id);
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-bold text-2xl">
        {t('projects.checks.projectHeading')}
      </h2>
      <QueryView query={query}>
        {(data) => {
          const counts = data.project?.issueSummary ?? [];
          const sum = (language: string, severity: 'ERROR' | 'WARNING') =>
            counts
              .filter((count) => count.language === language && count.severity === severity)
              .reduce((total, count) => total + count.count, 0);
          const languages = project.languages
            .map((language) => language.tag)
            .filter((tag) => counts.some((count) => count.language === tag));
          return (
            <div className="flex flex-col items-start gap-2">
              {languages.length === 0 ? (
                <p className="text-base-content/80">{t('projects.checks.noIssues')}</p>
              ) : (
                <ul
                  aria-label={t('projects.checks.countsLabel', { project: project.name })}
                  className="flex flex-col gap-1"
                >
                  {languages.map((language) => (
                    <li key={language}>
                      {t('projects.checks.languageCounts', {
                        language: languageName(language, i18n.language),
                        errors: t('projects.checks.errors', { count: sum(language, 'ERROR') }),
                        warnings: t('projects.checks.warnings', { count: sum(language, 'WARNING') }),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              <Link href={`/project/${project.id}/checks`}>{t('projects.checks.openChecks')}</Link>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
