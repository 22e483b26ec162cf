import { usePingWebhook, useUpdateWebhook, type WebhookFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { notify } from '../../components/toaster/notify.ts';
import { ItemAction, SettingsItem } from './settings-item.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { useEventLabels } from './webhook-fields.tsx';

export interface WebhookItemProps {
  webhook: WebhookFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** One webhook: URL, events, on or off, Ping, Edit, Delete, and its recent deliveries. */
export function WebhookItem({ webhook, onEdit, onDelete }: WebhookItemProps) {
  const { t } = useTranslation();
  const { url } = webhook;
  const labels = useEventLabels();
  const [pingWebhook] = usePingWebhook();
  const [updateWebhook] = useUpdateWebhook();
  const ping = useAction(async () => {
    const result = await pingWebhook({ id: webhook.id });
    if (result.ok) notify.success(t('projects.webhooks.pinged'));
    return result;
  });
  const toggle = useAction(async () => {
    const active = !webhook.active;
    const result = await updateWebhook({ id: webhook.id, input: { url, events: webhook.events, active } });
    if (result.ok)
      notify.success(active ? t('projects.webhooks.turnedOn') : t('projects.webhooks.turnedOff'));
    return result;
  });

  return (
    <SettingsItem
      title={<h3 className="break-all font-mono font-semibold text-sm">{url}</h3>}
      actions={
        <>
          <ItemAction
            variant="outline"
            aria-label={t('projects.webhooks.pingLabel', { url })}
            isPending={ping.isPending}
            onPress={() => void ping.run()}
          >
            {t('projects.webhooks.ping')}
          </ItemAction>
          <ItemAction
            aria-label={t(
              webhook.active ? 'projects.webhooks.turnOffLabel' : 'projects.webhooks.turnOnLabel',
              { url },
            )}
            isPending={toggle.isPending}
            onPress={() => void toggle.run()}
          >
            {webhook.active ? t('projects.webhooks.turnOff') : t('projects.webhooks.turnOn')}
          </ItemAction>
          <ItemAction aria-label={t('projects.webhooks.editLabel', { url })} onPress={onEdit}>
            {t('projects.webhooks.edit')}
          </ItemAction>
          <ItemAction aria-label={t('projects.webhooks.deleteLabel', { url })} onPress={onDelete}>
            {t('projects.webhooks.delete')}
          </ItemAction>
        </>
      }
    >
      <p className="flex flex-wrap gap-1">
        <span className={`badge badge-sm ${webhook.active ? 'badge-success' : 'badge-ghost'}`}>
          {webhook.active ? t('projects.webhooks.active') : t('projects.webhooks.off')}
        </span>
        {webhook.events.map((event) => (
          <span key={event} className="badge badge-outline badge-sm" title={labels[event]}>
            {event}
          </span>
        ))}
      </p>
      <WebhookDeliveries webhook={webhook} />
    </SettingsItem>
  );
}
