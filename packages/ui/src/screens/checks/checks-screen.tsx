import { type ProjectChecksQuery, useProjectChecks } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { CheckSettings } from './check-settings.tsx';
import { IssueSummary } from './issue-summary.tsx';

export interface ChecksScreenProps {
  projectId: string;
}

export type ChecksProject = NonNullable<ProjectChecksQuery['project']>;

/**
 * /project/{project}/checks (aids contract, "Screens"): the open issues per language and check,
 * each count opening the editor filtered to them, and the project's check settings.
 */
export function ChecksScreen({ projectId }: ChecksScreenProps) {
  const { t } = useTranslation();
  const query = useProjectChecks(projectId);
  const project = query.data?.project;
  return (
    <Page
      // Wide: the counts have a column per check with issues.
      size="wide"
      title={project && t('projects.checks.title', { project: project.name })}
      back={
        project && {
          href: `/project/${project.id}`,
          label: t('projects.projectSettings.backToProject', { project: project.name }),
        }
      }
    >
      <QueryView query={query}>
        {({ project }) =>
          project ? (
            <>
              <IssueSummary project={project} />
              <CheckSettings project={project} />
            </>
          ) : (
            <ResourceNotFound kind="project" />
          )
        }
      </QueryView>
    </Page>
  );
}
