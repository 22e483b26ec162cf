import { type DistributionFieldsFragment, useUpdateDistribution } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { DistributionFields, distributionSchema, toInput, valuesOf } from './distribution-fields.tsx';

export interface EditDistributionDialogProps {
  distribution: DistributionFieldsFragment;
  onClose: () => void;
}

/** Renames a distribution, or changes what it ships and whether it publishes by itself. */
export function EditDistributionDialog({ distribution, onClose }: EditDistributionDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(distributionSchema, valuesOf(distribution));
  const [updateDistribution] = useUpdateDistribution();
  const save = useFormSubmit(form, async (values) => {
    const input = toInput(form, values, t('projects.releases.statesRequired'));
    if (!input) return { ok: true as const };
    const result = await updateDistribution({ id: distribution.id, input });
    if (result.ok) {
      notify.success(t('projects.releases.saved', { name: result.data.updateDistribution.name }));
      onClose();
    }
    return result;
  });

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('projects.releases.editTitle', { name: distribution.name })}
      submitLabel={t('projects.common.save')}
      onSubmit={save.onSubmit}
      isPending={save.isPending}
    >
      <DistributionFields form={form} />
    </FormDialog>
  );
}
