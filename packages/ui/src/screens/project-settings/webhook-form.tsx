import { useCreateWebhook } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { newWebhook, toInput, WebhookFields, webhookSchema } from './webhook-fields.tsx';

export interface WebhookFormProps {
  projectId: string;
  /** The signing secret, to show once. */
  onCreated: (secret: string) => void;
}

/** Adds a webhook; a URL the server refuses (WEBHOOK_URL_REFUSED) gets its message at the field. */
export function WebhookForm({ projectId, onCreated }: WebhookFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(webhookSchema(t('projects.webhooks.urlInvalid')), newWebhook);
  const [createWebhook] = useCreateWebhook();
  const create = useFormSubmit(form, async (values) => {
    const input = toInput(form, values, t('projects.webhooks.eventsRequired'), true);
    if (!input) return { ok: true as const };
    const result = await createWebhook({ projectId, input });
    if (result.ok) {
      onCreated(result.data.createWebhook.secret);
      form.reset();
    }
    return result;
  });

  return (
    <Form onSubmit={create.onSubmit} aria-label={t('projects.webhooks.createHeading')}>
      <WebhookFields form={form} />
      <Button type="submit" className="self-start" isPending={create.isPending}>
        {t('projects.webhooks.create')}
      </Button>
    </Form>
  );
}
