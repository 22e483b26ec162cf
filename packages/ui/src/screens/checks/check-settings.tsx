import { type IssueSeverity, useUpdateCheck } from '@verba/api-client/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Checkbox } from '../../components/checkbox/checkbox.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { SeverityBadge, useIssueCodeLabel } from '../projects-common/issue-labels.tsx';
import type { ChecksProject } from './checks-screen.tsx';

const SEVERITIES: readonly IssueSeverity[] = ['ERROR', 'WARNING'];

/**
 * The project's check settings (Project.checks): each check on or off and its severity. The
 * server lets MANAGER and OWNER change them (updateCheck is `manageProject`); the others read them.
 */
export function CheckSettings({ project }: { project: ChecksProject }) {
  const { t } = useTranslation();
  const codeLabel = useIssueCodeLabel();
  const headingId = useId();
  const canChange = project.viewerPermissions.manageProject;
  const [updateCheck] = useUpdateCheck();
  const update = useAction(async (code: string, enabled: boolean, severity: IssueSeverity) => {
    const result = await updateCheck({ projectId: project.id, code, enabled, severity });
    if (result.ok) notify.success(t('projects.checks.saved', { code: codeLabel(code) }));
    return result;
  });

  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-bold text-2xl">
        {t('projects.checks.settingsHeading')}
      </h2>
      <p className="text-base-content/80">
        {t('projects.checks.settingsIntro')}
        {!canChange && <> {t('projects.checks.readOnly')}</>}
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm">
          <caption className="sr-only">
            {t('projects.checks.settingsCaption', { project: project.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('projects.checks.checkColumn')}</th>
              <th scope="col">{t('projects.checks.enabledColumn')}</th>
              <th scope="col">{t('projects.checks.severityColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {project.checks.map((check) => {
              const label = codeLabel(check.code);
              const severity = check.severity ?? 'WARNING';
              return (
                <tr key={check.code}>
                  <th scope="row" className="font-normal">
                    <span className="block font-medium">{label}</span>
                    <code className="text-base-content/70 text-xs">{check.code}</code>
                  </th>
                  <td>
                    {canChange ? (
                      <Checkbox
                        isSelected={check.enabled}
                        isDisabled={update.isPending}
                        onChange={(enabled) => void update.run(check.code, enabled, severity)}
                      >
                        <span className="sr-only">{t('projects.checks.enabledLabel', { code: label })}</span>
                      </Checkbox>
                    ) : (
                      t(check.enabled ? 'projects.checks.on' : 'projects.checks.off')
                    )}
                  </td>
                  <td>
                    {canChange ? (
                      <select
                        aria-label={t('projects.checks.severityLabel', { code: label })}
                        className="select select-sm w-auto"
                        value={severity}
                        disabled={update.isPending}
                        onChange={(event) =>
                          void update.run(
                            check.code,
                            check.enabled,
                            event.currentTarget.value as IssueSeverity,
                          )
                        }
                      >
                        {SEVERITIES.map((option) => (
                          <option key={option} value={option}>
                            {t(`projects.checks.severity.${option}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <SeverityBadge severity={severity} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
