import { useCreateDistribution } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';
import { DistributionFields, distributionSchema, newDistribution, toInput } from './distribution-fields.tsx';

/** Creates a distribution of the project (pipeline contract's createDistribution). */
export function DistributionForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const form = useZodForm(distributionSchema, newDistribution);
  const [createDistribution] = useCreateDistribution();
  const create = useFormSubmit(form, async (values) => {
    const input = toInput(form, values, t('projects.releases.statesRequired'));
    if (!input) return { ok: true as const };
    const result = await createDistribution({ projectId, input });
    if (result.ok) {
      notify.success(t('projects.releases.created', { name: result.data.createDistribution.name }));
      form.reset();
    }
    return result;
  });

  return (
    <Form onSubmit={create.onSubmit} aria-label={t('projects.releases.createHeading')}>
      <DistributionFields form={form} />
      <Button type="submit" className="self-start" isPending={create.isPending}>
        {t('projects.releases.create')}
      </Button>
    </Form>
  );
}
