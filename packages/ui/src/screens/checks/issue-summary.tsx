import { CHECK_CODES } from '@verba/formats';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { SeverityBadge, useIssueCodeLabel } from '../projects-common/issue-labels.tsx';
import { languageName } from '../projects-common/languages.ts';
import type { ChecksProject } from './checks-screen.tsx';

/** Where a count leads: the group's editor showing the keys with that check's issues in that language. */
export const editorHref = (projectId: string, groupId: string, language: string, code: string) =>
  `/group/${projectId}/${groupId}?${new URLSearchParams({ show: 'issues', lang: language, code })}`;

/**
 * The kept counts (Project.issueSummary): one row per language with issues, one column per check
 * with any. The editor is a group's, the counts the project's: with several groups, the viewer
 * picks which group's editor the counts open.
 */
export function IssueSummary({ project }: { project: ChecksProject }) {
  const { t, i18n } = useTranslation();
  const codeLabel = useIssueCodeLabel();
  const pickerId = useId();
  const headingId = useId();
  const [groupId, setGroupId] = useState(project.groups[0]?.id ?? null);
  const counts = project.issueSummary;
  const known = CHECK_CODES as readonly string[];
  const present = new Set(counts.map((count) => count.code));
  const codes = [
    ...known.filter((code) => present.has(code)),
    ...[...present].filter((code) => !known.includes(code)).sort(),
  ];
  const languages = project.languages
    .map((language) => language.tag)
    .filter((tag) => counts.some((count) => count.language === tag));
  const severityOf = (code: string) => counts.find((count) => count.code === code)?.severity ?? 'WARNING';
  const countOf = (language: string, code: string) =>
    counts.find((count) => count.language === language && count.code === code)?.count ?? 0;
  const group = project.groups.find((candidate) => candidate.id === groupId) ?? project.groups[0];

  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-bold text-2xl">
        {t('projects.checks.summaryHeading')}
      </h2>
      {counts.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-box border border-base-300 p-6">
          <p className="font-semibold">{t('projects.checks.noIssues')}</p>
          <p className="text-base-content/80">{t('projects.checks.noIssuesBody')}</p>
        </div>
      ) : (
        <>
          {project.groups.length > 1 && (
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={pickerId} className="font-medium text-sm">
                {t('projects.checks.openIn')}
              </label>
              <select
                id={pickerId}
                className="select select-sm w-auto max-w-64"
                value={group?.id}
                onChange={(event) => setGroupId(event.currentTarget.value)}
              >
                {project.groups.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {!group && <p className="text-base-content/80 text-sm">{t('projects.checks.noGroups')}</p>}
          <div className="overflow-x-auto rounded-box border border-base-300">
            <table className="table table-sm">
              <caption className="sr-only">
                {t('projects.checks.summaryCaption', { project: project.name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('projects.checks.languageColumn')}</th>
                  {codes.map((code) => (
                    <th key={code} scope="col" className="align-bottom">
                      <span className="flex flex-col gap-0.5">
                        <span>{codeLabel(code)}</span>
                        <SeverityBadge severity={severityOf(code)} />
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {languages.map((language) => {
                  const name = languageName(language, i18n.language);
                  return (
                    <tr key={language}>
                      <th scope="row">{name}</th>
                      {codes.map((code) => {
                        const count = countOf(language, code);
                        return (
                          <td key={code} className="tabular-nums">
                            {count === 0 ? (
                              <span className="text-base-content/70">0</span>
                            ) : group ? (
                              <Link
                                href={editorHref(project.id, group.id, language, code)}
                                aria-label={t('projects.checks.countLink', {
                                  count,
                                  code: codeLabel(code),
                                  language: name,
                                })}
                              >
                                {count.toLocaleString(i18n.language)}
                              </Link>
                            ) : (
                              count.toLocaleString(i18n.language)
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
