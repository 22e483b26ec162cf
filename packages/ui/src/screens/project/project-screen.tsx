import { useProject } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';
import { languageName } from '../projects-common/languages.ts';
import { LoadFailed, LoadingState, ResourceNotFound } from '../projects-common/query-states.tsx';
import { CreateGroupForm } from './create-group-form.tsx';

export interface ProjectScreenProps {
  projectId: string;
}

/** /project/{project}: its name, base language and groups; groups are created and opened here. */
export function ProjectScreen({ projectId }: ProjectScreenProps) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useProject(projectId);
  const project = data?.project;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <Link href="/dashboard" className="self-start">
        {t('projects.common.backToDashboard')}
      </Link>
      {data && !project && <ResourceNotFound kind="project" />}
      {!data && error && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <LoadingState />}
      {project && (
        <section className="flex flex-col gap-6" aria-labelledby="project-title">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 id="project-title" className="font-bold text-3xl">
                {project.name}
              </h1>
              <p className="text-base-content/80">
                {t('projects.common.baseLanguage', {
                  language: languageName(project.baseLanguage, i18n.language),
                })}
              </p>
            </div>
            <Link variant="outline" size="sm" href={`/project/${project.id}/settings`}>
              {t('projects.project.settingsLink')}
            </Link>
          </div>
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
            <CreateGroupForm projectId={project.id} groups={project.groups} />
          </section>
        </section>
      )}
    </div>
  );
}
