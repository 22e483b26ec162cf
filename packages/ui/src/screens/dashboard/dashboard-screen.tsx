import { useDashboard } from '@verba/api-client/graphql';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { useDialogOnFirstUse } from '../../components/modal/use-dialog-on-first-use.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { useLanguageNamesAhead } from '../projects-common/use-language-names-ahead.ts';
import { DashboardSummary } from './dashboard-summary.tsx';
import { ProjectList } from './project-list.tsx';
import { ReceivedInvitations } from './received-invitations.tsx';

// The dialog brings the form kit, zod and the language picker: loaded on first use, not with the page.
const loadCreateProjectDialog = () => import('./create-project-dialog.tsx');
const CreateProjectDialog = lazy(() =>
  loadCreateProjectDialog().then((module) => ({ default: module.CreateProjectDialog })),
);
const preloadCreateProjectDialog = () => void loadCreateProjectDialog();

/** /dashboard: the plan's figures, every project with its groups, and creating a project. */
export function DashboardScreen() {
  const { t, i18n } = useTranslation();
  const query = useDashboard();
  // The content renders in slices the browser may interrupt, not in the task that delivered the data.
  const data = useDeferredValue(query.data);
  // The project list names each project's languages.
  useLanguageNamesAhead(i18n.language);
  const createDialog = useDialogOnFirstUse(preloadCreateProjectDialog);

  return (
    <Page size="wide" title={t('projects.dashboard.title')}>
      <QueryView query={{ ...query, data }}>
        {({ viewer }) => {
          const limit = viewer.subscription.plan.projectLimit ?? null;
          const atLimit = limit !== null && viewer.projectsOwned >= limit;
          const owned = viewer.projects.filter((project) => project.viewerRole === 'OWNER');
          const shared = viewer.projects.filter((project) => project.viewerRole !== 'OWNER');
          return (
            <>
              <DashboardSummary viewer={viewer} />
              <ReceivedInvitations invitations={viewer.invitations} />
              <section className="flex flex-col gap-4" aria-labelledby="projects-title">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id="projects-title" className="font-bold text-2xl">
                    {t('projects.dashboard.projectsHeading')}
                  </h2>
                  <div className="flex flex-col items-end gap-1">
                    <Button
                      {...createDialog.openerProps}
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
                {owned.length === 0 ? (
                  <div className="rounded-box border border-base-300 border-dashed p-8 text-center">
                    <h3 className="font-semibold text-lg">{t('projects.dashboard.emptyTitle')}</h3>
                    <p className="text-base-content/80">{t('projects.dashboard.emptyBody')}</p>
                  </div>
                ) : (
                  <ProjectList projects={owned} />
                )}
              </section>
              {shared.length > 0 && (
                <section className="flex flex-col gap-4" aria-labelledby="shared-title">
                  <h2 id="shared-title" className="font-bold text-2xl">
                    {t('projects.dashboard.sharedHeading')}
                  </h2>
                  <ProjectList projects={shared} />
                </section>
              )}
              <Suspense fallback={null}>
                {createDialog.hasOpened && (
                  <CreateProjectDialog
                    isOpen={createDialog.isOpen}
                    onOpenChange={createDialog.setOpen}
                    siblings={owned}
                  />
                )}
              </Suspense>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
