import { projectMemoryTmxUrl } from '@verba/api-client';
import { useProject } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { languageName } from '../projects-common/languages.ts';
import { ProgressBars } from '../projects-common/progress-bars.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { CreateGroupForm } from './create-group-form.tsx';
import { ExportButton } from './export-button.tsx';
import { ImportSection } from './import-section.tsx';
import { IssueCounts } from './issue-counts.tsx';
import { PretranslateButton } from './pretranslate-button.tsx';

export interface ProjectScreenProps {
  projectId: string;
}

/** /project/{project}: its name, base language, progress per language and groups; groups are created and opened here. */
export function ProjectScreen({ projectId }: ProjectScreenProps) {
  const { t, i18n } = useTranslation();
  const query = useProject(projectId);
  const project = query.data?.project;

  return (
    <Page
      title={project?.name}
      back={{ href: '/dashboard', label: t('projects.common.backToDashboard') }}
      actions={
        project && (
          <div className="flex flex-wrap gap-2">
            <ExportButton
              projectId={project.id}
              baseLanguage={project.baseLanguage}
              languages={project.languages}
              groups={project.groups}
            />
            <Link
              variant="outline"
              size="sm"
              href={projectMemoryTmxUrl(project.id)}
              // The server names the file (memory.tmx); the attribute keeps the router out of it.
              download
            >
              {t('projects.transfer.exportMemory')}
            </Link>
            <PretranslateButton
              projectId={project.id}
              baseLanguage={project.baseLanguage}
              languages={project.languages}
              groups={project.groups}
              mayPretranslate={project.viewerPermissions.manageProject}
              onFinished={() => void query.refetch()}
            />
            <Link variant="outline" size="sm" href={`/project/${project.id}/members`}>
              {t('projects.project.membersLink')}
            </Link>
            <Link variant="outline" size="sm" href={`/project/${project.id}/checks`}>
              {t('projects.project.checksLink')}
            </Link>
            <Link variant="outline" size="sm" href={`/project/${project.id}/glossary`}>
              {t('projects.project.glossaryLink')}
            </Link>
            {(project.viewerPermissions.manageProject || project.viewerPermissions.deleteProject) && (
              <Link variant="outline" size="sm" href={`/project/${project.id}/settings`}>
                {t('projects.project.settingsLink')}
              </Link>
            )}
          </div>
        )
      }
    >
      <QueryView query={query}>
        {({ project }) =>
          project ? (
            <>
              <p className="text-base-content/80">
                {t('projects.common.baseLanguage', {
                  language: languageName(project.baseLanguage, i18n.language),
                })}
              </p>
              <section className="flex flex-col gap-4" aria-labelledby="progress-title">
                <h2 id="progress-title" className="font-bold text-2xl">
                  {t('projects.progress.heading')}
                </h2>
                <ProgressBars
                  progress={project.progress}
                  baseLanguage={project.baseLanguage}
                  label={t('projects.progress.of', { name: project.name })}
                />
              </section>
              <IssueCounts project={project} />
              <section className="flex flex-col gap-4" aria-labelledby="groups-title">
                <h2 id="groups-title" className="font-bold text-2xl">
                  {t('projects.project.groupsHeading')}
                </h2>
                {project.groups.length === 0 ? (
                  <p className="text-base-content/80">{t('projects.project.noGroups')}</p>
                ) : (
                  <ul
                    aria-labelledby="groups-title"
                    className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
                  >
                    {project.groups.map((group) => (
                      <li key={group.id}>
                        <Link
                          variant="plain"
                          className="block px-4 py-3 hover:bg-base-200"
                          href={`/group/${project.id}/${group.id}`}
                        >
                          {group.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {project.viewerPermissions.editKeys ? (
                  <CreateGroupForm projectId={project.id} groups={project.groups} />
                ) : (
                  <p className="text-base-content/70 text-sm">{t('projects.project.readOnlyGroups')}</p>
                )}
              </section>
              {project.viewerPermissions.editKeys && (
                <ImportSection projectId={project.id} onApplied={() => void query.refetch()} />
              )}
            </>
          ) : (
            <ResourceNotFound kind="project" />
          )
        }
      </QueryView>
    </Page>
  );
}
