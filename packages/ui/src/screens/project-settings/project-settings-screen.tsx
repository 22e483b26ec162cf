import { useProject } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../components/link/link.tsx';
import { LoadFailed, LoadingState, ResourceNotFound } from '../projects-common/query-states.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectDetailsForm } from './project-details-form.tsx';

export interface ProjectSettingsScreenProps {
  projectId: string;
  /** After the project is gone, e.g. navigate to the dashboard. */
  onDeleted: () => void;
}

/** /project/{project}/settings: rename, change the base language, delete. */
export function ProjectSettingsScreen({ projectId, onDeleted }: ProjectSettingsScreenProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useProject(projectId);
  const [isDeleting, setDeleting] = useState(false);
  const project = data?.project;

  if (data && !project && !isDeleting) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <ResourceNotFound kind="project" />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      {!data && error && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <LoadingState />}
      {project && (
        <>
          <Link href={`/project/${project.id}`} className="self-start">
            {t('projects.projectSettings.backToProject', { project: project.name })}
          </Link>
          <h1 className="font-bold text-3xl">
            {t('projects.projectSettings.title', { project: project.name })}
          </h1>
          <section
            className="flex flex-col gap-4 rounded-box border border-base-300 p-6"
            aria-labelledby="project-details-title"
          >
            <h2 id="project-details-title" className="font-bold text-xl">
              {t('projects.projectSettings.detailsHeading')}
            </h2>
            {/* Keyed by id: another project's page starts from that project's values. */}
            <ProjectDetailsForm key={project.id} project={project} />
          </section>
          <section
            className="flex flex-col items-start gap-4 rounded-box border border-error/60 p-6"
            aria-labelledby="project-danger-title"
          >
            <h2 id="project-danger-title" className="font-bold text-xl">
              {t('projects.projectSettings.dangerHeading')}
            </h2>
            <p className="text-base-content/80">{t('projects.projectSettings.dangerBody')}</p>
            <Button className="btn-error" onPress={() => setDeleting(true)}>
              {t('projects.projectSettings.delete')}
            </Button>
          </section>
          <DeleteProjectDialog
            isOpen={isDeleting}
            onOpenChange={setDeleting}
            project={project}
            onDeleted={onDeleted}
          />
        </>
      )}
    </div>
  );
}
