import type { DistributionFieldsFragment } from '@verba/api-client/graphql';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';

// The contract's DistributionInput as a form: the shipped states are two checkboxes, since an
// EMPTY value has no text to ship.
export const distributionSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'nameTooLong')),
  TRANSLATED: z.boolean(),
  REVIEWED: z.boolean(),
  autoPublish: z.boolean(),
  blockOnErrors: z.boolean(),
});
export type DistributionValues = z.output<typeof distributionSchema>;
type DistributionForm = UseFormReturn<z.input<typeof distributionSchema>, unknown, DistributionValues>;

const shippable = ['TRANSLATED', 'REVIEWED'] as const;

/** A new distribution ships translated and reviewed values and waits for Publish. */
export const newDistribution = {
  name: '',
  TRANSLATED: true,
  REVIEWED: true,
  autoPublish: false,
  blockOnErrors: false,
};

export const valuesOf = (distribution: DistributionFieldsFragment) => ({
  name: distribution.name,
  TRANSLATED: distribution.states.includes('TRANSLATED'),
  REVIEWED: distribution.states.includes('REVIEWED'),
  autoPublish: distribution.autoPublish,
  blockOnErrors: distribution.blockOnErrors,
});

/** The mutation's input, or null (and the message at the states) when no state is chosen. */
export function toInput(form: DistributionForm, values: DistributionValues, noState: string) {
  const states = shippable.filter((state) => values[state]);
  if (states.length === 0) {
    form.setError('TRANSLATED', { message: noState });
    return null;
  }
  return { name: values.name, states, autoPublish: values.autoPublish, blockOnErrors: values.blockOnErrors };
}

/** Name, shipped states, auto-publish and the errors gate: the same fields to create and to edit. */
export function DistributionFields({ form }: { form: DistributionForm }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        control={form.control}
        name="name"
        label={t('projects.releases.name')}
        description={t('projects.releases.nameDescription')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('projects.releases.states')}</legend>
        <FormCheckbox control={form.control} name="TRANSLATED">
          {t('projects.releases.stateTranslated')}
        </FormCheckbox>
        <FormCheckbox control={form.control} name="REVIEWED">
          {t('projects.releases.stateReviewed')}
        </FormCheckbox>
      </fieldset>
      <FormCheckbox control={form.control} name="autoPublish">
        {t('projects.releases.autoPublishLabel')}
      </FormCheckbox>
      <FormCheckbox control={form.control} name="blockOnErrors">
        {t('projects.releases.blockOnErrorsLabel')}
      </FormCheckbox>
    </>
  );
}
