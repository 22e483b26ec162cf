import { useDashboard } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { CreateProjectDialog } from './create-project-dialog.tsx';
import { DashboardSummary } from './dashboard-summary.tsx';
import { ProjectList } from './project-list.tsx';

/** /dashboard: the plan's figures, every project with its groups, and creating a project. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const query = useDashboard();
  const [isCreating, setCreating] = useState(false);

  return (
    <Page size="wide" title={t('projects.dashboard.title')}>
      <QueryView query={query}>
        {({ viewer }) => {
          const limit = viewer.subscription.plan.projectLimit ?? null;
          const atLimit = limit !== null && viewer.projectsOwned >= limit;
          return (
            <>
              <DashboardSummary viewer={viewer} />
              <section className="flex flex-col gap-4" aria-labelledby="projects-title">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id="projects-title" className="font-bold text-2xl">
                    {t('projects.dashboard.projectsHeading')}
                  </h2>
                  <div className="flex flex-col items-end gap-1">
                    <Button
                      onPress={() => setCreating(true)}
                      isDisabled={atLimit}
                      aria-describedby={atLimit ? 'create-limit-reason' : undefined}
                    >
                      {t('projects.dashboard.newProject')}
                    </Button>
                    {atLimit && (
                      <p id="create-limit-reason" className="text-base-content/80 text-sm">
                        {t('projects.dashboard.limitReason', {
                          plan: viewer.subscription.plan.name,
                          limit: limit ?? 0,
                        })}
                      </p>
                    )}
                  </div>
                </div>
                {viewer.projects.length === 0 ? (
                  <div className="rounded-box border border-base-300 border-dashed p-8 text-center">
                    <h3 className="font-semibold text-lg">{t('projects.dashboard.emptyTitle')}</h3>
                    <p className="text-base-content/80">{t('projects.dashboard.emptyBody')}</p>
                  </div>
                ) : (
                  <ProjectList projects={viewer.projects} />
                )}
              </section>
              <CreateProjectDialog
                isOpen={isCreating}
                onOpenChange={setCreating}
                siblings={viewer.projects}
              />
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
