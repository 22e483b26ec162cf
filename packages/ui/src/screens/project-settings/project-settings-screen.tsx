import { useProject } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectDetailsForm } from './project-details-form.tsx';
import { ProjectLanguages } from './project-languages.tsx';
import { ReleasesSection } from './releases-section.tsx';
import { SuggestionsSetting } from './suggestions-setting.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

export interface ProjectSettingsScreenProps {
  projectId: string;
  /** After the project is gone, e.g. navigate to the dashboard. */
  onDeleted: () => void;
}

/**
 * /project/{project}/settings: rename, change the base language, add and remove target languages,
 * API keys, releases, webhooks, delete.
 */
export function ProjectSettingsScreen({ projectId, onDeleted }: ProjectSettingsScreenProps) {
  const { t } = useTranslation();
  const query = useProject(projectId);
  const [isDeleting, setDeleting] = useState(false);
  const project = query.data?.project;

  return (
    <Page
      title={project && t('projects.projectSettings.title', { project: project.name })}
      back={
        project && {
          href: `/project/${project.id}`,
          label: t('projects.projectSettings.backToProject', { project: project.name }),
        }
      }
    >
      <QueryView query={query}>
        {({ project }) => {
          // Right after deleting, the cache no longer holds the project while the app navigates away.
          if (!project) return isDeleting ? null : <ResourceNotFound kind="project" />;
          const { manageProject, manageApiKeys, deleteProject } = project.viewerPermissions;
          return (
            <>
              {!manageProject && (
                <p className="text-base-content/80">{t('projects.projectSettings.notAllowed')}</p>
              )}
              {manageProject && (
                <>
                  <Card id="project-details" title={t('projects.projectSettings.detailsHeading')}>
                    {/* Keyed by id: another project's page starts from that project's values. */}
                    <ProjectDetailsForm key={project.id} project={project} />
                  </Card>
                  <Card id="project-languages" title={t('projects.languages.heading')}>
                    <ProjectLanguages key={project.id} project={project} />
                  </Card>
                  <Card id="project-suggestions" title={t('projects.projectSettings.suggestionsHeading')}>
                    <SuggestionsSetting key={project.id} project={project} />
                  </Card>
                </>
              )}
              {manageApiKeys && (
                <Card id="api-keys" title={t('projects.apiKeys.heading')}>
                  <ApiKeysSection key={project.id} project={project} />
                </Card>
              )}
              {/* Releases and webhooks: MANAGER and OWNER (pipeline contract); others are told why. */}
              <Card id="releases" title={t('projects.releases.heading')}>
                {manageProject ? (
                  <ReleasesSection key={project.id} project={project} />
                ) : (
                  <p className="text-base-content/80">{t('projects.releases.notAllowed')}</p>
                )}
              </Card>
              <Card id="webhooks" title={t('projects.webhooks.heading')}>
                {manageProject ? (
                  <WebhooksSection key={project.id} project={project} />
                ) : (
                  <p className="text-base-content/80">{t('projects.webhooks.notAllowed')}</p>
                )}
              </Card>
              {deleteProject && (
                <Card
                  id="project-danger"
                  variant="danger"
                  title={t('projects.projectSettings.dangerHeading')}
                >
                  <p className="text-base-content/80">{t('projects.projectSettings.dangerBody')}</p>
                  <Button variant="danger" className="self-start" onPress={() => setDeleting(true)}>
                    {t('projects.projectSettings.delete')}
                  </Button>
                </Card>
              )}
              <DeleteProjectDialog
                isOpen={isDeleting}
                onOpenChange={setDeleting}
                project={project}
                onDeleted={onDeleted}
              />
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
