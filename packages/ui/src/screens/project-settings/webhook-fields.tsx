import type { WebhookFieldsFragment } from '@verba/api-client/graphql';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';

// The contract's five events; form fields by a name without dots, which react-hook-form reads as paths.
const events = {
  translationUpdated: 'translation.updated',
  keyCreated: 'key.created',
  keyDeleted: 'key.deleted',
  importApplied: 'import.applied',
  releasePublished: 'release.published',
} as const;
type EventField = keyof typeof events;
const eventFields = Object.keys(events) as EventField[];

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** `urlInvalid` is the text for a URL that is no http(s) URL; the server still checks where it points. */
export const webhookSchema = (urlInvalid: string) =>
  z.object({
    url: z.string().check(z.trim(), z.minLength(1, 'required'), z.refine(isHttpUrl, urlInvalid)),
    translationUpdated: z.boolean(),
    keyCreated: z.boolean(),
    keyDeleted: z.boolean(),
    importApplied: z.boolean(),
    releasePublished: z.boolean(),
  });
type Schema = ReturnType<typeof webhookSchema>;
export type WebhookValues = z.output<Schema>;
type WebhookForm = UseFormReturn<z.input<Schema>, unknown, WebhookValues>;

/** A new webhook hears every event until some are unticked. */
export const newWebhook = {
  url: '',
  translationUpdated: true,
  keyCreated: true,
  keyDeleted: true,
  importApplied: true,
  releasePublished: true,
};

export const valuesOf = (webhook: WebhookFieldsFragment) =>
  ({
    url: webhook.url,
    ...Object.fromEntries(eventFields.map((field) => [field, webhook.events.includes(events[field])])),
  }) as typeof newWebhook;

/** The mutation's input, or null (and the message at the events) when no event is chosen. */
export function toInput(form: WebhookForm, values: WebhookValues, noEvent: string, active: boolean) {
  const chosen = eventFields.filter((field) => values[field]).map((field) => events[field]);
  if (chosen.length === 0) {
    form.setError('translationUpdated', { message: noEvent });
    return null;
  }
  return { url: values.url, events: chosen, active };
}

/** The events' names in the user's language, by the contract's event name. */
export function useEventLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    'translation.updated': t('projects.webhooks.eventTranslationUpdated'),
    'key.created': t('projects.webhooks.eventKeyCreated'),
    'key.deleted': t('projects.webhooks.eventKeyDeleted'),
    'import.applied': t('projects.webhooks.eventImportApplied'),
    'release.published': t('projects.webhooks.eventReleasePublished'),
  };
}

/** URL and events: the same fields to add and to edit. */
export function WebhookFields({ form }: { form: WebhookForm }) {
  const { t } = useTranslation();
  const labels = useEventLabels();
  return (
    <>
      <FormTextField
        control={form.control}
        name="url"
        type="url"
        label={t('projects.webhooks.url')}
        description={t('projects.webhooks.urlDescription')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('projects.webhooks.events')}</legend>
        {eventFields.map((field) => (
          <FormCheckbox key={field} control={form.control} name={field}>
            {labels[events[field]] as string}
          </FormCheckbox>
        ))}
      </fieldset>
    </>
  );
}
