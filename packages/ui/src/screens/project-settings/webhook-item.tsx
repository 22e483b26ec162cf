import { usePingWebhook, useUpdateWebhook, type WebhookFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { notify } from '../../components/toaster/notify.ts';
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
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="break-all font-mono font-semibold text-sm">{url}</h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('projects.webhooks.pingLabel', { url })}
            isPending={ping.isPending}
            onPress={() => void ping.run()}
          >
            {t('projects.webhooks.ping')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t(
              webhook.active ? 'projects.webhooks.turnOffLabel' : 'projects.webhooks.turnOnLabel',
              { url },
            )}
            isPending={toggle.isPending}
            onPress={() => void toggle.run()}
          >
            {webhook.active ? t('projects.webhooks.turnOff') : t('projects.webhooks.turnOn')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('projects.webhooks.editLabel', { url })}
            onPress={onEdit}
          >
            {t('projects.webhooks.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('projects.webhooks.deleteLabel', { url })}
            onPress={onDelete}
          >
            {t('projects.webhooks.delete')}
          </Button>
        </div>
      </div>
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
    </li>
  );
}
