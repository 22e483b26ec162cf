import { useDeleteWebhook, useProjectWebhooks, type WebhookFieldsFragment } from '@verba/api-client/graphql';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { QueryView } from '../../layout/query-view.tsx';
import { EditWebhookDialog } from './edit-webhook-dialog.tsx';
import { OneTimeSecret } from './one-time-secret.tsx';
import { WebhookForm } from './webhook-form.tsx';
import { WebhookItem } from './webhook-item.tsx';

/** While a delivery waits for its first attempt, the list asks again this often, to show how it went. */
const QUEUED_POLL_MS = 2000;

export interface WebhooksSectionProps {
  project: { id: string; name: string };
}

/** The project's webhooks (MANAGER and OWNER): the list with deliveries, and a form for a new one. */
export function WebhooksSection({ project }: WebhooksSectionProps) {
  const { t } = useTranslation();
  const query = useProjectWebhooks(project.id);
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<WebhookFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<WebhookFieldsFragment | null>(null);
  const [deleteWebhook] = useDeleteWebhook(project.id);
  const remove = useAction(async (webhook: WebhookFieldsFragment) => {
    const result = await deleteWebhook({ id: webhook.id });
    if (result.ok) {
      notify.success(t('projects.webhooks.deleted'));
      setDeleting(null);
    }
    return result;
  });
  const queued = query.data?.project?.webhooks.some((webhook) =>
    webhook.deliveries.some((delivery) => delivery.attempt === 0),
  );
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!queued) return;
    startPolling(QUEUED_POLL_MS);
    return stopPolling;
  }, [queued, startPolling, stopPolling]);

  return (
    <>
      <p className="text-base-content/80">{t('projects.webhooks.intro')}</p>
      {secret && (
        <OneTimeSecret
          secret={secret}
          texts={{
            title: t('projects.webhooks.createdTitle'),
            body: t('projects.webhooks.createdBody'),
            label: t('projects.webhooks.secretLabel'),
            copy: t('projects.webhooks.copy'),
            copied: t('projects.webhooks.copied'),
          }}
          onDone={() => setSecret(null)}
        />
      )}
      <QueryView query={query}>
        {({ project: found }) =>
          !found || found.webhooks.length === 0 ? (
            <p className="text-base-content/80">{t('projects.webhooks.none')}</p>
          ) : (
            <ul
              aria-label={t('projects.webhooks.listLabel', { project: project.name })}
              className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
            >
              {found.webhooks.map((webhook) => (
                <WebhookItem
                  key={webhook.id}
                  webhook={webhook}
                  onEdit={() => setEditing(webhook)}
                  onDelete={() => setDeleting(webhook)}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <h3 className="font-semibold">{t('projects.webhooks.createHeading')}</h3>
      <WebhookForm projectId={project.id} onCreated={setSecret} />
      {editing && <EditWebhookDialog key={editing.id} webhook={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title={t('projects.webhooks.deleteTitle')}
        confirmLabel={t('projects.webhooks.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => deleting && void remove.run(deleting)}
        isPending={remove.isPending}
      >
        {t('projects.webhooks.deleteBody', { url: deleting?.url ?? '' })}
      </ConfirmDialog>
    </>
  );
}
