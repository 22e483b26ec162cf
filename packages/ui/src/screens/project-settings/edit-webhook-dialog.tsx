import { useUpdateWebhook, type WebhookFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { toInput, valuesOf, WebhookFields, webhookSchema } from './webhook-fields.tsx';

export interface EditWebhookDialogProps {
  webhook: WebhookFieldsFragment;
  onClose: () => void;
}

/** Changes a webhook's URL or events; whether it is on stays as it is. */
export function EditWebhookDialog({ webhook, onClose }: EditWebhookDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(webhookSchema(t('projects.webhooks.urlInvalid')), valuesOf(webhook));
  const [updateWebhook] = useUpdateWebhook();
  const save = useFormSubmit(form, async (values) => {
    const input = toInput(form, values, t('projects.webhooks.eventsRequired'), webhook.active);
    if (!input) return { ok: true as const };
    const result = await updateWebhook({ id: webhook.id, input });
    if (result.ok) {
      notify.success(t('projects.webhooks.saved'));
      onClose();
    }
    return result;
  });

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('projects.webhooks.editTitle')}
      submitLabel={t('projects.common.save')}
      onSubmit={save.onSubmit}
      isPending={save.isPending}
    >
      <WebhookFields form={form} />
    </FormDialog>
  );
}
