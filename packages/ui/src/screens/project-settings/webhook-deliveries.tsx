import { useRedeliver, type WebhookDeliveryFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface WebhookDeliveriesProps {
  webhook: { id: string; url: string; deliveries: readonly WebhookDeliveryFieldsFragment[] };
}

/** A delivery's outcome: its HTTP status (2xx delivered), queued before the first attempt, or none came. */
function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const { t } = useTranslation();
  if (delivery.attempt === 0)
    return <span className="badge badge-ghost badge-sm">{t('projects.webhooks.statusQueued')}</span>;
  const ok =
    delivery.status !== null &&
    delivery.status !== undefined &&
    delivery.status >= 200 &&
    delivery.status < 300;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className={`badge badge-sm ${ok ? 'badge-success' : 'badge-error'}`}>
        {delivery.status ?? t('projects.webhooks.statusNone')}
      </span>
      <span className="text-base-content/70 text-xs">
        {t('projects.webhooks.attempt', { count: delivery.attempt })}
      </span>
    </span>
  );
}

/** The webhook's recent deliveries, newest first, each with Redeliver. */
export function WebhookDeliveries({ webhook }: WebhookDeliveriesProps) {
  const { t, i18n } = useTranslation();
  const [redeliver] = useRedeliver(webhook.id);
  const send = useAction(async (delivery: WebhookDeliveryFieldsFragment) => {
    const result = await redeliver({ deliveryId: delivery.id });
    if (result.ok) notify.success(t('projects.webhooks.redelivered'));
    return result;
  });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const caption = t('projects.webhooks.deliveries', { url: webhook.url });

  if (webhook.deliveries.length === 0) {
    return <p className="text-base-content/70 text-sm">{t('projects.webhooks.noDeliveries')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table-sm table">
        <caption className="text-start font-medium text-sm">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('projects.webhooks.event')}</th>
            <th scope="col">{t('projects.webhooks.status')}</th>
            <th scope="col">{t('projects.webhooks.duration')}</th>
            <th scope="col">{t('projects.webhooks.when')}</th>
            <th scope="col">{t('projects.webhooks.error')}</th>
            <th scope="col">
              <span className="sr-only">{t('projects.webhooks.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {webhook.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="font-mono">{delivery.event}</td>
              <td>
                <DeliveryStatus delivery={delivery} />
              </td>
              <td>
                {delivery.durationMs !== null && delivery.durationMs !== undefined
                  ? t('projects.webhooks.durationMs', { count: delivery.durationMs })
                  : '–'}
              </td>
              <td>{when(delivery.at)}</td>
              <td className="max-w-xs break-words">{delivery.error ?? '–'}</td>
              <td>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('projects.webhooks.redeliverLabel', {
                    event: delivery.event,
                    date: when(delivery.at),
                  })}
                  isDisabled={send.isPending}
                  onPress={() => void send.run(delivery)}
                >
                  {t('projects.webhooks.redeliver')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
