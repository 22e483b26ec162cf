import {
  type DistributionFieldsFragment,
  useDeleteDistribution,
  useProjectDistributions,
} from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { QueryView } from '../../layout/query-view.tsx';
import { DistributionForm } from './distribution-form.tsx';
import { DistributionItem } from './distribution-item.tsx';
import { EditDistributionDialog } from './edit-distribution-dialog.tsx';

export interface ReleasesSectionProps {
  project: { id: string; name: string; baseLanguage: string; groups: readonly { name: string }[] };
}

/** The project's distributions (MANAGER and OWNER): each with its release, and a form for a new one. */
export function ReleasesSection({ project }: ReleasesSectionProps) {
  const { t } = useTranslation();
  const query = useProjectDistributions(project.id);
  const [editing, setEditing] = useState<DistributionFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<DistributionFieldsFragment | null>(null);
  const [deleteDistribution] = useDeleteDistribution(project.id);
  const remove = useAction(async (distribution: DistributionFieldsFragment) => {
    const result = await deleteDistribution({ id: distribution.id });
    if (result.ok) {
      notify.success(t('projects.releases.deleted', { name: distribution.name }));
      setDeleting(null);
    }
    return result;
  });

  return (
    <>
      <p className="text-base-content/80">{t('projects.releases.intro')}</p>
      <QueryView query={query}>
        {({ project: found }) =>
          !found || found.distributions.length === 0 ? (
            <p className="text-base-content/80">{t('projects.releases.none')}</p>
          ) : (
            <ul
              aria-label={t('projects.releases.listLabel', { project: project.name })}
              className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
            >
              {found.distributions.map((distribution) => (
                <DistributionItem
                  key={distribution.id}
                  distribution={distribution}
                  project={project}
                  onEdit={() => setEditing(distribution)}
                  onDelete={() => setDeleting(distribution)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <h3 className="font-semibold">{t('projects.releases.createHeading')}</h3>
      <DistributionForm projectId={project.id} />
      {/* Keyed: each distribution's dialog starts from its own values. */}
      {editing && (
        <EditDistributionDialog key={editing.id} distribution={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title={t('projects.releases.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('projects.releases.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => deleting && void remove.run(deleting)}
        isPending={remove.isPending}
      >
        {t('projects.releases.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
